/**
 * The editor's document import (spec §2.11) through its route, with real files made by the
 * tests: a .docx keeps its heading, link, list and table and its picture lands in the album; PDFs
 * give their text, or a plain message when encrypted, scanned or damaged; old .doc, empty, too
 * large and unknown files are refused with a readable message; nothing is saved as a post.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportResponse } from "~/domain/document-type";
import { blogPosts } from "~/db/schema";
import { IMPORT_LIMITS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "~/domain/document-type";
import { pictureSources } from "~/domain/photos";
import { diskStorage } from "~/media/storage.server";
import { listPhotos, updatePhoto } from "~/models/photos.server";
import { action as importAction } from "~/routes/_staff.create-post_.import";
import { EDITOR, testContext } from "../support/route-call";
import { convertInChild } from "~/documents/import.server";
import { emptyDocx, encryptedPdf, manyPagePdf, oldWordDoc, paddedDocx, scannedPdf, testDocx, textPdf } from "../support/test-documents";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { flateBombPdf, objectStreamBombPdf, pagesBombPdf } from "../support/pdf-bombs";

let db: TestDatabase;
let mediaRoot: string;

beforeAll(async () => {
  db = await createTestDatabase();
  mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), "document-import-"));
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

/** Posts the file as the editor does (multipart `file`); the name and type are the browser's claims. */
async function importFile(file: Uint8Array | null, name = "document.bin", opts: { type?: string; signedIn?: boolean } = {}) {
  const context = testContext(db.db, opts.signedIn === false ? null : EDITOR, {}, { media: diskStorage(mediaRoot) });
  const form = new FormData();
  if (file) form.set("file", new Blob([new Uint8Array(file)], { type: opts.type ?? "application/octet-stream" }), name);
  const request = new Request("http://localhost/create-post/import", { method: "POST", body: form });
  try {
    const res = (await importAction({ request, context, params: {} } as never)) as Response;
    return { status: res.status, body: (await res.json()) as ImportResponse };
  } catch (thrown) {
    const t = thrown as { init?: ResponseInit; status?: number };
    return { status: t.init?.status ?? t.status ?? 500, body: null };
  }
}

describe("POST /create-post/import", () => {
  it("turns a .docx into a title and markdown with its heading, link, list and table, and puts its picture in the album", async () => {
    const res = await importFile(await testDocx({ seed: 1 }), "storm-checklist.docx");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, title: "Storm Damage Checklist", photosAdded: 1 });
    if (!res.body?.ok) return;
    const { content } = res.body;
    expect(content).toContain("Call [our office](https://example.com/help) after **every** storm.");
    expect(content).toContain("## Before you call");
    expect(content).toContain("- Check shingles\n- Check gutters");
    expect(content).toContain("| Item | Cost |\n| --- | --- |\n| Shingles | $400 |");
    expect(content).not.toContain("Storm Damage Checklist"); // it is the title now

    const { photos } = await listPhotos(db.db, { q: "storm-checklist" });
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ altTag: "A red roof", width: 64, height: 48, showInGallery: false });
    // The document's picture is for the post: the public gallery leaves it out until staff choose it.
    expect((await listPhotos(db.db, { q: "storm-checklist", withImage: true })).photos).toEqual([]);
    const { title, altTag, description, category, locationId, tags } = photos[0];
    await updatePhoto(db.db, photos[0].id, { title, altTag, description, category, locationId, tags, showInGallery: true });
    expect((await listPhotos(db.db, { q: "storm-checklist", withImage: true })).photos.map((p) => p.id)).toEqual([photos[0].id]);
    expect(photos[0].variants.length).toBeGreaterThan(0);
    expect(content).toContain(`![A red roof](${pictureSources(photos[0]).src})`);
    expect(res.body.notes).toContain("Added 1 picture to the photo album.");
  });

  it("reuses the album photo when the same picture is imported again", async () => {
    const first = await importFile(await testDocx({ seed: 2, title: "First" }), "first.docx");
    const again = await importFile(await testDocx({ seed: 2, title: "Again" }), "again.docx");
    expect(first.body).toMatchObject({ ok: true, photosAdded: 1 });
    expect(again.body).toMatchObject({ ok: true, title: "Again", photosAdded: 0 });
    const src = (r: typeof first) => (r.body?.ok ? /!\[[^\]]*\]\(([^)]+)\)/.exec(r.body.content)?.[1] : null);
    expect(src(again)).toBe(src(first));
  });

  it("reads a PDF's text layer: the large first line is the title, a smaller large line a heading, hyphenated lines joined", async () => {
    const res = await importFile(await textPdf(), "guide.pdf");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      title: "Roof Repair Guide",
      content: "Shingles on most homes here last twenty to twenty-five years before they need replacing.\n\n## Flashing\n\nCheck the flashing around chimneys every spring.",
      photosAdded: 0,
    });
  });

  it("decides the type from the bytes, not the name or Content-Type", async () => {
    const pdfAsText = await importFile(await textPdf(), "notes.txt", { type: "text/plain" });
    expect(pdfAsText.body).toMatchObject({ ok: true, title: "Roof Repair Guide" });
    const textAsPdf = await importFile(new TextEncoder().encode("Plain notes about gutters."), "report.pdf", { type: "application/pdf" });
    expect(textAsPdf.body).toMatchObject({ ok: true, title: "report", content: "Plain notes about gutters." });
  });

  it("imports markdown as written, its leading # heading as the title", async () => {
    const res = await importFile(new TextEncoder().encode("\uFEFF# Gutter care\r\n\r\n- clean\r\n- check {{locationName}}\r\n"), "gutters.md");
    expect(res.body).toMatchObject({ ok: true, title: "Gutter care", content: "- clean\n- check {{locationName}}" });
  });

  it("imports a text longer than a post may be, and says it must be shortened before saving", async () => {
    const res = await importFile(new TextEncoder().encode("word ".repeat(50_000)), "long.txt");
    expect(res.body).toMatchObject({ ok: true, title: "long", notes: ["The text is 249,999 characters long; a post may have at most 200,000. Shorten it before saving."] });
  });

  it.each([
    ["an encrypted PDF", encryptedPdf, "estimate.pdf", 422, IMPORT_MESSAGES.encrypted],
    ["a scanned PDF with no text layer", scannedPdf, "scan.pdf", 422, IMPORT_MESSAGES.scanned],
    ["a truncated PDF", async () => (await textPdf()).subarray(0, 400), "broken.pdf", 422, IMPORT_MESSAGES.corruptPdf],
    ["a truncated .docx", async () => (await testDocx({ picture: false })).subarray(0, 2000), "broken.docx", 422, IMPORT_MESSAGES.corruptDocx],
    ["an old Word .doc", async () => oldWordDoc(), "estimate.doc", 415, IMPORT_MESSAGES.oldDoc],
    ["an empty file", async () => Buffer.alloc(0), "empty.txt", 422, IMPORT_MESSAGES.empty],
    ["a .docx without text", emptyDocx, "blank.docx", 422, IMPORT_MESSAGES.emptyDocument],
    ["a picture", async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), "photo.docx", 415, IMPORT_MESSAGES.unsupported],
    ["a file over 10 MB", async () => Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61), "huge.txt", 413, IMPORT_MESSAGES.tooLarge],
    ["a .docx stating 2 KB that inflates to 60 MB (a zip bomb)", async () => paddedDocx(60 * 1024 * 1024, { statedSize: 2048 }), "bomb.docx", 413, IMPORT_MESSAGES.unpackedTooLarge],
    ["a PDF of more than 200 pages", () => manyPagePdf(IMPORT_LIMITS.pages + 1), "binder.pdf", 413, IMPORT_MESSAGES.tooManyPages],
  ])("refuses %s with a readable message", async (_name, make, fileName, status, message) => {
    const res = await importFile(await make(), fileName);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ ok: false, message });
  });

  it("reads a .docx that unpacks to a few megabytes, under the limit a zip bomb passes", async () => {
    const res = await importFile(paddedDocx(3 * 1024 * 1024), "report.docx");
    expect(res.body).toMatchObject({ ok: true, content: "Roof report" });
  });

  it("reads a PDF of exactly the page limit", async () => {
    const res = await importFile(await manyPagePdf(IMPORT_LIMITS.pages), "binder.pdf");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true });
    expect(res.body?.ok && res.body.content).toContain(`Inspection notes, page ${IMPORT_LIMITS.pages}`);
  });

  it("stops a worker that runs past its time or its memory, and says which limit was hit", async () => {
    const request = { kind: "pdf" as const, bytes: await textPdf(), maxPages: 10, maxUnpackedBytes: 1024, maxPictures: 0 };
    expect(await convertInChild(request, { timeMs: 1, memoryMb: 256 })).toEqual({ ok: false, refusal: "tookTooLong" });
    // pdf.js alone needs more than 4 MB of heap to load.
    expect(await convertInChild(request, { timeMs: 60_000, memoryMb: 4 })).toEqual({ ok: false, refusal: "tooMuchMemory" });
    expect(await convertInChild(request)).toMatchObject({ ok: true, title: "Roof Repair Guide" });
  });

  /** The highest resident memory of this process (the server) while `work` runs, above where it started. */
  async function peakGrowthMb<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
    const start = process.memoryUsage().rss;
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const result = await work();
      return { result, growthMb: Math.round((Math.max(peak, process.memoryUsage().rss) - start) / 1e6) };
    } finally {
      clearInterval(sampler);
    }
  }

  const MB = 1024 * 1024;
  it.each([1, 5, 10])(
    "a %i MB PDF whose text inflates to gigabytes is refused for its memory, and the server's own memory stays within 200 MB",
    async (mb) => {
      const bomb = flateBombPdf(Math.min(mb * MB, IMPORT_MAX_BYTES));
      const { result: res, growthMb } = await peakGrowthMb(() => importFile(bomb, `bomb-${mb}.pdf`));
      console.log(`[pdf bomb] ${(bomb.length / MB).toFixed(1)} MB flate stream: ${res.status}, server +${growthMb} MB at its peak`);
      expect(res).toEqual({ status: 413, body: { ok: false, message: IMPORT_MESSAGES.tooMuchMemory } });
      expect(growthMb).toBeLessThan(200);
    },
    60_000,
  );

  it("an object stream padded to gigabytes and the page limit's worth of inflating pages are stopped without the server's memory", async () => {
    const limits = { timeMs: 10_000, memoryMb: IMPORT_LIMITS.memoryMb };
    const request = (bytes: Uint8Array) => ({ kind: "pdf" as const, bytes, maxPages: IMPORT_LIMITS.pages, maxUnpackedBytes: IMPORT_LIMITS.unpackedBytes, maxPictures: 0 });
    const objects = await peakGrowthMb(() => convertInChild(request(objectStreamBombPdf(IMPORT_MAX_BYTES)), limits));
    expect(objects.result).toEqual({ ok: false, refusal: "tooMuchMemory" });
    const pages = await peakGrowthMb(() => convertInChild(request(pagesBombPdf(IMPORT_LIMITS.pages, 40)), limits));
    console.log(`[pdf bomb] object stream: +${objects.growthMb} MB; ${IMPORT_LIMITS.pages} pages of 40 MB each: ${JSON.stringify(pages.result).slice(0, 60)}, +${pages.growthMb} MB`);
    // Read in time or stopped at the time limit; either way the server's memory is its own.
    expect(pages.result.ok || pages.result.refusal).toBeTruthy();
    if (!pages.result.ok) expect(["tookTooLong", "tooMuchMemory"]).toContain(pages.result.refusal);
    expect(Math.max(objects.growthMb, pages.growthMb)).toBeLessThan(200);
  }, 60_000);

  it("answers 400 without a file and 401 when signed out", async () => {
    expect(await importFile(null)).toEqual({ status: 400, body: { ok: false, message: IMPORT_MESSAGES.noFile } });
    expect((await importFile(await textPdf(), "guide.pdf", { signedIn: false })).status).toBe(401);
  });

  it("saves no post", async () => {
    expect(await db.db.$count(blogPosts)).toBe(0);
  });
});
