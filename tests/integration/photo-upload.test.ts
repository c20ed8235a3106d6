/**
 * The image pipeline end to end (spec §2.9), on both storage back-ends: an upload is stored as
 * AVIF/WebP/JPEG variants upright and without any metadata (each stored file re-read with an EXIF
 * reader: no GPS), with its size, colour and placeholder recorded; duplicates, bombs, non-images,
 * SVG, HEIC and corrupt files are refused with the right status; deleting removes every file and
 * clears the posts that featured it. Plus the upload endpoint's answers and GET /media/<key>.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaLimits } from "~/config/env.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { variantPlan } from "~/domain/variant-plan";
import { removePhoto, uploadPhoto } from "~/media/photos.server";
import { diskStorage, s3Storage, type MediaStorage } from "~/media/storage.server";
import { getPhoto, listPhotos, postsUsingPhoto } from "~/models/photos.server";
import { action as uploadAction } from "~/routes/photo-album.upload";
import { serveMedia } from "../../server/media";
import { EDITOR, testContext } from "../support/route-call";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { cameraJpeg, corruptJpeg, heicFile, notAnImage, pngBomb, pngWithAlpha, svgFile } from "../support/test-images";

const limits: MediaLimits = { maxFileBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 };

let db: TestDatabase;
let s3: TestS3;
let diskRoot: string;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startTestS3()]);
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), "photo-upload-"));
});
afterAll(async () => {
  await Promise.all([db?.drop(), s3?.stop()]);
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

async function readAll(storage: MediaStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  expect(object, `stored file ${key}`).not.toBeNull();
  return buffer(object!.body);
}

const backends: [string, () => MediaStorage][] = [
  ["disk", () => diskStorage(diskRoot)],
  ["s3", () => s3Storage(s3.settings)],
];

describe.each(backends)("uploads stored on %s", (kind, makeStorage) => {
  let media: MediaStorage;
  beforeAll(() => {
    media = makeStorage();
  });
  const seed = kind === "disk" ? 1 : 2;

  it("stores every variant upright, with no metadata at all, and records size, colour and placeholder", async () => {
    const original = await cameraJpeg(1600, 1200, seed);
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(35.72, 2) }); // the test file does carry GPS

    const result = await uploadPhoto({ db: db.db, media, limits }, { bytes: original, name: `IMG_20${seed}.jpg` }, { tags: ["storm"] });
    expect(result).toMatchObject({ ok: true, value: { created: true } });
    if (!result.ok) return;
    const photo = result.value.photo;
    // Orientation 6: the 1600×1200 sensor image is a 1200×1600 portrait.
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    expect(photo.title).toBe(`IMG 20${seed}`);
    expect(photo.tags).toEqual(["storm"]);
    expect(photo.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder!.length).toBeLessThan(1200); // written into the page once per photo
    expect(photo.imageUrl).toBe(`/media/${photo.variants.find((v) => v.format === "jpeg" && v.width === 1200)!.key}`);

    const planned = variantPlan({ width: 1200, height: 1600 }).map((v) => `${v.format}@${v.width}x${v.height}`);
    expect(photo.variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(planned.sort());

    for (const variant of photo.variants) {
      const bytes = await readAll(media, variant.key);
      expect(bytes.length).toBe(variant.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format === "jpeg" ? "jpeg" : variant.format === "webp" ? "webp" : "heif");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif, `${variant.key} has no EXIF`).toBeUndefined();
      expect(meta.xmp, `${variant.key} has no XMP`).toBeUndefined();
      expect(meta.icc, `${variant.key} has no ICC profile`).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(await exifr.gps(bytes).catch(() => undefined), `${variant.key} has no GPS`).toBeUndefined();
      expect(await exifr.parse(bytes, true).catch(() => undefined), `${variant.key} has no EXIF an EXIF reader finds`).toBeUndefined();
    }
  });

  it("never upscales: a small image gets one width, in all three formats, and keeps its transparency except in JPEG", async () => {
    const result = await uploadPhoto({ db: db.db, media, limits }, { bytes: await pngWithAlpha(300 + seed, 200), name: "logo.png" });
    expect(result).toMatchObject({ ok: true, value: { created: true } });
    if (!result.ok) return;
    expect(result.value.photo.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual([`avif@${300 + seed}`, `jpeg@${300 + seed}`, `webp@${300 + seed}`]);
    const webp = await sharp(await readAll(media, result.value.photo.variants.find((v) => v.format === "webp")!.key)).metadata();
    expect(webp.hasAlpha).toBe(true);
  });

  it("detects a duplicate upload and names the photo already in the album", async () => {
    const bytes = await cameraJpeg(640, 480, 10 + seed);
    const first = await uploadPhoto({ db: db.db, media, limits }, { bytes, name: "roof.jpg" }, { title: `Finished roof ${kind}` });
    expect(first).toMatchObject({ ok: true, value: { created: true } });
    const again = await uploadPhoto({ db: db.db, media, limits }, { bytes, name: "roof-copy.jpg" });
    expect(again).toMatchObject({ ok: true, value: { created: false }, tone: "info", message: `This photo is already in the album as “Finished roof ${kind}”.` });
    const page = await listPhotos(db.db, { q: `Finished roof ${kind}` });
    expect(page.total).toBe(1);
  });

  it("deletes a photo's files and clears the posts that featured it", async () => {
    const stored = await uploadPhoto({ db: db.db, media, limits }, { bytes: await cameraJpeg(700, 500, 20 + seed), name: "gone.jpg" });
    if (!stored.ok) throw new Error(stored.message);
    const photo = stored.value.photo;
    const [post] = await db.db
      .insert(blogPosts)
      .values({ title: `Storm repair ${kind}`, content: "x", slug: `storm-repair-${kind}`, featuredPhotoId: photo.id, featuredImage: photo.imageUrl })
      .returning();
    expect((await postsUsingPhoto(db.db, photo.id)).map((p) => p.title)).toEqual([`Storm repair ${kind}`]);
    for (const v of photo.variants) expect(await media.exists(v.key)).toBe(true);

    const removed = await removePhoto({ db: db.db, media }, photo.id);
    expect(removed?.posts.map((p) => p.title)).toEqual([`Storm repair ${kind}`]);
    for (const v of photo.variants) expect(await media.exists(v.key), `${v.key} deleted`).toBe(false);
    expect(await getPhoto(db.db, photo.id)).toBeNull();
    const [after] = await db.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(after).toMatchObject({ featuredPhotoId: null, featuredImage: null });
    expect(await removePhoto({ db: db.db, media }, photo.id)).toBeNull();
  });
});

describe("files the pipeline refuses", () => {
  const media = () => diskStorage(diskRoot);
  it.each([
    ["a decompression bomb (10 gigapixels in a few hundred bytes)", () => pngBomb(), 422, /too many pixels: at most 50 megapixels/],
    ["a text file", () => notAnImage(), 415, /not an image/],
    ["an SVG", () => svgFile(), 415, /SVG drawings are not accepted/],
    ["a corrupt JPEG", () => corruptJpeg(), 422, /damaged or incomplete/],
    ["a HEIC the decoder cannot read", () => heicFile(), 415, /HEIC photos cannot be read here/],
    ["an empty file", () => Buffer.alloc(0), 422, /empty/],
  ] as const)("%s", async (_name, make, status, message) => {
    const bytes = make();
    expect(bytes.length).toBeLessThan(5000);
    const result = await uploadPhoto({ db: db.db, media: media(), limits }, { bytes, name: "photo.jpg" });
    expect(result).toMatchObject({ ok: false, status });
    expect(result.message).toMatch(message);
  });

  it("a file over the size limit", async () => {
    const result = await uploadPhoto({ db: db.db, media: media(), limits: { ...limits, maxFileBytes: 1000 } }, { bytes: await cameraJpeg(400, 300), name: "big.jpg" });
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(result.message).toMatch(/too large .* at most 0 MB/);
  });
});

describe("POST /photo-album/upload", () => {
  function context(signedIn = true) {
    return testContext(db.db, signedIn ? EDITOR : null, {}, { media: diskStorage(diskRoot) });
  }
  async function upload(file: Buffer | null, fields: Record<string, string> = {}, signedIn = true) {
    const form = new FormData();
    if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), "upload.jpg");
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const request = new Request("http://localhost/photo-album/upload", { method: "POST", body: form });
    try {
      const res = (await uploadAction({ request, context: context(signedIn), params: {} } as never)) as Response;
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    } catch (thrown) {
      const t = thrown as { data?: unknown; init?: ResponseInit };
      return { status: t.init?.status ?? 500, body: t.data as Record<string, unknown> };
    }
  }

  it("stores a photo with its details (201) and says so", async () => {
    const [town] = await db.db.insert(serviceLocations).values({ name: "Wilson", county: "Wilson" }).returning();
    const res = await upload(await cameraJpeg(500, 400, 40), { title: "Wilson re-roof", category: "Residential", locationId: town.id, tags: "Shingles, storm" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ok: true, outcome: "stored", message: "Added “Wilson re-roof” to the album." });
    const photo = await getPhoto(db.db, res.body.photoId as string);
    expect(photo).toMatchObject({ category: "Residential", locationName: "Wilson", tags: ["shingles", "storm"] });
  });

  it("answers 409 for a duplicate, 415 for a non-image, 422 for a bomb, 400 without a file or with a bad town", async () => {
    const bytes = await cameraJpeg(500, 400, 41);
    expect((await upload(bytes)).status).toBe(201);
    const dup = await upload(bytes);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/^This photo is already in the album as “upload”\.$/);
    expect((await upload(notAnImage())).status).toBe(415);
    expect((await upload(pngBomb())).status).toBe(422);
    expect((await upload(null)).body).toMatchObject({ message: "Choose a photo to upload." });
    const badTown = await upload(bytes, { locationId: "not-a-town" });
    expect(badTown.status).toBe(400);
    expect(badTown.body.errors).toEqual({ locationId: "Choose a town from the list." });
  });

  it("refuses a signed-out visitor with 401", async () => {
    expect((await upload(await cameraJpeg(100, 100, 42), {}, false)).status).toBe(401);
  });
});

function statusOf(url: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on("error", reject);
  });
}

describe("GET /media/<key>", () => {
  it("serves a stored file with its type, an ETag and a year of immutable caching; 404 for unknown keys", async () => {
    const media = diskStorage(diskRoot);
    const stored = await uploadPhoto({ db: db.db, media, limits }, { bytes: await cameraJpeg(400, 300, 50), name: "served.jpg" });
    if (!stored.ok) throw new Error(stored.message);
    const app = express();
    app.get("/media/{*key}", serveMedia(media));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (const v of stored.value.photo.variants) {
        const res = await fetch(`${origin}/media/${v.key}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe({ avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }[v.format]);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(Number(res.headers.get("content-length"))).toBe(v.bytes);
        const etag = res.headers.get("etag")!;
        expect(etag).toMatch(/^"/);
        expect((await res.arrayBuffer()).byteLength).toBe(v.bytes);
        // node:http, since fetch() adds Cache-Control: no-cache to a conditional request.
        expect(await statusOf(`${origin}/media/${v.key}`, { "If-None-Match": etag })).toBe(304);
      }
      expect((await fetch(`${origin}/media/photos/unknown/320.jpg`)).status).toBe(404);
      expect((await fetch(`${origin}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
