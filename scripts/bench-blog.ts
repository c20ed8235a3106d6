/**
 * `npm run bench:blog`: 10,000 posts in a fresh embedded database, then p50/p95 server response
 * times of /blog, /blog/{slug} and /posts, and the time to clone one post to 100 locations. The
 * full-page cache is off: these are the times of a render (a page's first visit after a change).
 * Prints figures; asserts nothing (timings on shared machines are for reading, not for failing tests).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { ownerCookie, startBenchServer, timeRequests } from "./bench-http";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-"));

const towns = ["Raleigh", "Wilson", "Rocky Mount", "Greenville", "Goldsboro", "New Bern", "Tarboro", "Garner", "Kinston", "Zebulon"];
const topics = ["Storm Damage Roof Repair", "Metal Roofing", "Roof Replacement", "Gutter Guards", "Attic Ventilation", "Hail Damage", "Roof Inspection"];

async function prepare(): Promise<{ sourceId: string; locationIds: string[] }> {
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await handle.migrate();
  await seedDatabase(handle.db);
  // 100 locations for the clone measure: the seeded towns plus numbered extras.
  const have = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(serviceLocations))[0].n;
  const extra = Array.from({ length: Math.max(0, 100 - have) }, (_, i) => ({ name: `Bench Town ${i + 1}`, county: "Nash County", population: 1000 + i }));
  if (extra.length) await handle.db.insert(serviceLocations).values(extra);

  const started = performance.now();
  const batch = 1000;
  for (let offset = 0; offset < POSTS; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, POSTS - offset) }, (_, k) => {
      const i = offset + k;
      const town = towns[i % towns.length];
      const topic = topics[i % topics.length];
      const townSlug = town.toLowerCase().replace(/ /g, "-");
      return {
        title: `${topic} in ${town}, NC #${i}`,
        slug: `bench-${townSlug}-${i}`,
        content: `## ${topic}\n\nServing ${town} homeowners. Call {{businessName}} at {{businessPhone}}. `.repeat(20),
        excerpt: `${topic} advice for ${town} homeowners.`,
        status: (i % 5 === 0 ? "draft" : "published") as "draft" | "published",
        publishedDate: i % 5 === 0 ? null : new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
        categories: [topic],
        tags: [`${townSlug}-roofing`, "bench"],
      };
    });
    await handle.db.insert(blogPosts).values(rows);
  }
  console.log(`Seeded ${POSTS} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [source] = await handle.db
    .insert(blogPosts)
    .values({
      title: "Roof Replacement in {{locationName}}, NC",
      slug: "bench-clone-source",
      content: "## {{locationName}}\n\n{{locationName}} sits in {{locationCounty}} ({{locationPopulation}} people). {{historical_fact}} ".repeat(10),
      categories: ["Roof Replacement"],
      tags: ["replacement"],
    })
    .returning({ id: blogPosts.id });
  const locations = await handle.db.select({ id: serviceLocations.id }).from(serviceLocations).limit(100);
  await handle.close();
  return { sourceId: source.id, locationIds: locations.map((l) => l.id) };
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  const clone = await prepare();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, PAGE_CACHE_MB: "0" });
  try {
    const cookie = await ownerCookie(base, server.output);
    console.log(`\nServer response times with ${POSTS} posts (production build, embedded PGlite, ${os.cpus().length} cores):`);
    const pid = server.process.pid;
    await timeRequests("/blog", `${base}/blog?location=rocky-mount`, RUNS, undefined, pid);
    await timeRequests("/blog/{slug}", `${base}/blog/bench-wilson-1`, RUNS, undefined, pid);
    await timeRequests("/locations/{town}", `${base}/locations/wilson-nc`, RUNS, undefined, pid);
    await timeRequests("/posts", `${base}/posts`, RUNS, { headers: { Cookie: cookie } }, pid);


    const form = new URLSearchParams({ intent: "clone" });
    for (const id of clone.locationIds) form.append("locationIds", id);
    const t0 = performance.now();
    const res = await fetch(`${base}/create-post.data?edit=${clone.sourceId}`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: base } });
    const body = await res.text();
    const elapsed = performance.now() - t0;
    const reply = /Successfully cloned to \d+ location\(s\)[^"]*/.exec(body)?.[0] ?? `HTTP ${res.status}: no success message`;
    console.log(`clone to ${clone.locationIds.length} locations: ${elapsed.toFixed(0)} ms (${reply})`);
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => server.process.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
