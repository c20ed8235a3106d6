/**
 * `npm run bench:media`: the production server on a fresh data folder holding GALLERY_PHOTOS (5,000)
 * album photos, then
 *   1. /gallery/ server response times (p50/p95) with those photos;
 *   2. BENCH_PHOTOS (100) distinct 12-megapixel JPEGs uploaded through POST /photo-album/upload,
 *      three at a time as the bulk upload page sends them: photos processed per minute, and the
 *      server's resident memory before, and at its peak (Linux VmHWM).
 * Prints figures; asserts nothing (timings on shared machines are for reading, not for failing tests).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "~/db/client.server";
import { imageVariables } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { PHOTO_CATEGORIES, type PhotoVariant } from "~/domain/photos";
import { variantKey, variantPlan } from "~/domain/variant-plan";
import { ownerCookie, startBenchServer, timeRequests } from "./bench-http";

const GALLERY_PHOTOS = Number(process.env.GALLERY_PHOTOS ?? 5_000);
const UPLOADS = Number(process.env.BENCH_PHOTOS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PARALLEL = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3392);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-media-"));
const photosDir = path.join(dataDir, "camera");

/** Album rows as the pipeline writes them (the gallery page reads rows, not files). */
async function prepareDatabase() {
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await handle.migrate();
  await seedDatabase(handle.db);
  for (let offset = 0; offset < GALLERY_PHOTOS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, GALLERY_PHOTOS - offset) }, (_, k) => {
      const i = offset + k;
      const hash = crypto.createHash("sha256").update(`bench-${i}`).digest("hex");
      const variants: PhotoVariant[] = variantPlan({ width: 4000, height: 3000 }).map((v) => ({ ...v, key: variantKey(hash, v), bytes: 100_000 }));
      return {
        title: `Bench roof ${i}`,
        variableName: `bench-roof-${i}`,
        contentHash: hash,
        width: 2560,
        height: 1920,
        dominantColor: "#667788",
        placeholder: "data:image/png;base64,iVBORw0KGgo=",
        variants,
        imageUrl: `/media/${variants.find((v) => v.format === "jpeg" && v.width === 2560)!.key}`,
        altTag: `A finished roof, job ${i}`,
        category: PHOTO_CATEGORIES[i % PHOTO_CATEGORIES.length],
        tags: ["bench", i % 2 ? "storm" : "shingles"],
      };
    });
    await handle.db.insert(imageVariables).values(rows);
  }
  await handle.close();
}

/** Distinct camera-like 12-megapixel JPEGs (smooth colour fields with grain, ~2-4 MB each). */
async function makeCameraPhotos(): Promise<string[]> {
  fs.mkdirSync(photosDir, { recursive: true });
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 0, sigma: 8 } } })
    .raw()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 120 + (i % 40), sigma: 60 } } })
      .png()
      .toBuffer();
    const file = path.join(photosDir, `IMG_${1000 + i}.jpg`);
    await sharp(small)
      .resize(4000, 3000, { kernel: "cubic" })
      .composite([{ input: grain, raw: { width: 4000, height: 3000, channels: 3 }, blend: "add" }])
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** Resident memory of a process, current and peak, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function uploadAll(files: string[], cookie: string) {
  let next = 0;
  const outcomes: Record<string, number> = {};
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      const form = new FormData();
      form.set("file", new Blob([fs.readFileSync(file)], { type: "image/jpeg" }), path.basename(file));
      form.set("tags", "bench-upload");
      const res = await fetch(`${base}/photo-album/upload`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: base } });
      const body = (await res.json()) as { outcome?: string; message?: string };
      const key = `${res.status} ${body.outcome ?? body.message}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return outcomes;
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  let t0 = performance.now();
  await prepareDatabase();
  console.log(`Seeded ${GALLERY_PHOTOS} album photos in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  const files = await makeCameraPhotos();
  const megabytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1024 / 1024;
  console.log(`Made ${files.length} 12-megapixel JPEGs (${megabytes.toFixed(0)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // MALLOC_ARENA_MAX=2 as in the Docker image and the README's advice (override it to compare).
  const server = await startBenchServer(PORT, { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2", MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072", DATA_DIR: dataDir, SITE_URL: base });
  try {
    const cookie = await ownerCookie(base, server.output);
    console.log(`\n/gallery/ with ${GALLERY_PHOTOS} album photos (production build, embedded PGlite, ${os.cpus().length} cores):`);
    await timeRequests("/gallery/", `${base}/gallery/`, RUNS);

    const before = memoryOf(server.process.pid!);
    let peakSampled = before.rss;
    const sampler = setInterval(() => {
      peakSampled = Math.max(peakSampled, memoryOf(server.process.pid!).rss);
    }, 100);
    t0 = performance.now();
    const outcomes = await uploadAll(files, cookie);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const after = memoryOf(server.process.pid!);
    console.log(`\nUploaded ${files.length} 12-megapixel JPEGs, ${PARALLEL} at a time, each stored as AVIF + WebP + JPEG at 6 widths:`);
    console.log(`  answers: ${JSON.stringify(outcomes)}`);
    console.log(`  ${seconds.toFixed(1)} s → ${((files.length / seconds) * 60).toFixed(1)} photos per minute`);
    console.log(`  server RSS: ${before.rss.toFixed(0)} MB before, peak ${Math.max(after.peak, peakSampled).toFixed(0)} MB (VmHWM ${after.peak.toFixed(0)} MB), ${after.rss.toFixed(0)} MB after`);
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((r) => server.process.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
