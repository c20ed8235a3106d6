/**
 * Media files no row points at are removed, on both storage back-ends, once they are older than
 * the grace period; the album's, the requests', and the warranty portal's (job photos, job
 * documents and certificates, claim photos) files stay. An album upload whose row cannot be
 * stored removes its files at once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/db/seed/seed.server";
import { uploadPhoto } from "~/media/photos.server";
import { diskStorage, s3Storage, type MediaStorage } from "~/media/storage.server";
import { MEDIA_SWEEP_GRACE_MS, sweepUnreferencedMedia } from "~/media/sweep.server";
import { jobInput } from "../support/jobs";
import { createClaim } from "~/models/claims.server";
import { addJobDocument, addJobPhotos, createJob } from "~/models/jobs.server";
import { createLead } from "~/models/leads.server";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { cameraJpeg } from "../support/test-images";

const limits = { maxFileBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 };
let t: TestDatabase;
let s3: TestS3;
let diskRoot: string;

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestDatabase(), startTestS3()]);
  await seedDatabase(t.db);
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), "media-sweep-"));
});
afterAll(async () => {
  await Promise.all([t?.drop(), s3?.stop()]);
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

const backends: [string, () => MediaStorage][] = [
  ["disk", () => diskStorage(diskRoot)],
  ["s3", () => s3Storage(s3.settings)],
];

async function keys(media: MediaStorage): Promise<string[]> {
  const out: string[] = [];
  for await (const file of media.list()) out.push(file.key);
  return out.sort();
}

describe.each(backends)("on %s", (kind, make) => {
  it("removes the files no photo or request uses once they are past the grace period, and keeps the rest", async () => {
    const media = make();
    const seed = kind === "disk" ? 41 : 42;
    const album = await uploadPhoto({ db: t.db, media, limits }, { bytes: await cameraJpeg(400, 300, seed), name: "ridge.jpg" });
    expect(album).toMatchObject({ ok: true, value: { created: true } });
    const albumKeys = album.ok ? album.value.photo.variants.map((v) => v.key) : [];
    const leadKey = `leads/${kind}0123456789abcdef0123456789abcd/640.jpg`;
    await media.put(leadKey, Buffer.from("a request's photo"));
    await createLead(t.db, { name: "Dana Whitley", phone: "(252) 555-0142", service: "repair", officeId: "rocky-mount", inServiceArea: true }, [
      { contentHash: `${kind}0123456789abcdef0123456789abcd`, width: 640, height: 480, variants: [{ format: "jpeg", width: 640, height: 480, key: leadKey, bytes: 17 }] },
    ]);
    // The warranty portal's files: a job's photo and document, a claim's photo.
    const job = await createJob(t.db, jobInput(`sweep-${kind}@example.com`, "2026-06-01"), { author: "owner@staff.example" });
    const privatePhoto = (root: string, hash: string) => {
      const key = `${root}/${hash}/640.jpg`;
      return { key, photo: { contentHash: hash, width: 640, height: 480, variants: [{ format: "jpeg" as const, width: 640, height: 480, key, bytes: 17 }] } };
    };
    const jobPhoto = privatePhoto("jobs", `${kind}1111111111111111111111111111`);
    const claimPhoto = privatePhoto("claims", `${kind}2222222222222222222222222222`);
    const documentKey = `jobs/${job.id}/documents/${kind}-warranty.pdf`;
    for (const key of [jobPhoto.key, claimPhoto.key, documentKey]) await media.put(key, Buffer.from("a warranty file"));
    await addJobPhotos(t.db, job.id, [jobPhoto.photo], "owner@staff.example");
    await addJobDocument(t.db, job.id, { kind: "document", title: "Permit", fileKey: documentKey, contentType: "application/pdf", bytes: 15 }, "owner@staff.example");
    await createClaim(t.db, job.id, { what: "A drip by the chimney", location: "Kitchen", discoveredOn: "2026-11-01", reportedLate: false }, [claimPhoto.photo]);
    const warrantyKeys = [jobPhoto.key, claimPhoto.key, documentKey];

    const orphans = [`photos/${kind}ffffffffffffffffffffffffffffff/320.webp`, `leads/${kind}eeeeeeeeeeeeeeeeeeeeeeeeeeeeee/640.jpg`];
    for (const key of orphans) await media.put(key, Buffer.from("left behind by a failed request"));

    // Within the grace period a file without a row may be an upload about to store its row.
    const early = await sweepUnreferencedMedia({ db: t.db, media });
    expect(early.removed).toEqual([]);

    const later = await sweepUnreferencedMedia({ db: t.db, media }, { now: new Date(Date.now() + MEDIA_SWEEP_GRACE_MS + 60_000) });
    expect(later.removed.sort()).toEqual([...orphans].sort());
    const left = await keys(media);
    for (const key of [...albumKeys, leadKey, ...warrantyKeys]) expect(left).toContain(key);
    for (const key of orphans) expect(left).not.toContain(key);
  });

  it("removes an album upload's files when its row cannot be stored", async () => {
    const media = make();
    const before = await keys(media);
    // A town that does not exist: the database refuses the row (foreign key) after the files were written.
    await expect(
      uploadPhoto({ db: t.db, media, limits }, { bytes: await cameraJpeg(320, 240, kind === "disk" ? 51 : 52), name: "gutter.jpg" }, { locationId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toThrow();
    expect(await keys(media)).toEqual(before);
  });
});
