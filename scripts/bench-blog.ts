/**
 * `npm run bench:blog`: 10,000 posts in a fresh embedded database, then p50/p95 server response
 * times and server CPU per request of /blog, /blog/{slug}, /locations/{town} and /posts, and the time
 * to clone one post to 100 locations. The full-page cache is off: these are the times of a render (a
 * page's first visit after a change). Under the pages, the same figures for three answers that show
 * what any request costs before a page's own work (FLOOR).
 *
 * `BASELINE=<git ref>` also builds that commit in a temporary worktree (sharing this node_modules)
 * and times its server on the same database, back to back with this one (ROUNDS rounds, default 2,
 * alternating), then prints this build's server CPU per public page as a ratio of the baseline's.
 * Prints figures; asserts nothing (timings on shared machines are for reading, not for failing tests).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { ownerCookie, startBenchServer, timeRequests, untilQuiet, type Timing } from "./bench-http";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASELINE = process.env.BASELINE;
const ROUNDS = Number(process.env.ROUNDS ?? 2);
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

/** The public pages whose render cost is compared with a baseline (docs/decisions/015-scale-and-memory.md). */
const PUBLIC_PAGES: [label: string, path: string][] = [
  ["/blog", "/blog?location=rocky-mount"],
  ["/blog/{slug}", "/blog/bench-wilson-1"],
  ["/locations/{town}", "/locations/wilson-nc"],
];

/**
 * What every answer costs before a page's own work, printed under the pages: an answer from
 * Express's middleware with one trivial query, one from a React Router resource route, and the
 * lightest whole document (a legal page: React render and compression, no query of its own). A
 * page cannot cost less than the last (docs/decisions/015-scale-and-memory.md, "Render cost").
 */
const FLOOR = ["/healthz", "/robots.txt", "/sms-terms"];

/** The per-request server CPU the public pages are measured against (docs/decisions/015-scale-and-memory.md). */
const TARGETS = "/blog 6 ms, /blog/{slug} 3 ms, /locations/{town} 3 ms";

/** Builds `ref` in a temporary worktree that shares this checkout's node_modules; returns its folder. */
function buildBaseline(ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-baseline-"));
  execFileSync("git", ["worktree", "add", "--detach", dir, ref], { stdio: "ignore" });
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  console.log(`Building the baseline ${ref} in ${dir}…`);
  try {
    execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  } catch (error) {
    execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
    throw error;
  }
  return dir;
}

/** Times the public pages on a server started from `cwd` (this checkout when undefined). */
async function timePublicPages(name: string, cwd?: string): Promise<Timing[]> {
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, PAGE_CACHE_MB: "0" }, { cwd });
  try {
    await untilQuiet(base, server.process.pid);
    // Each page once before any is timed, as a server in use has served other pages: what it keeps
    // across pages (the compressed start every page shares, server/whole-gzip.ts) is then in place
    // for the first page timed as for the others.
    for (const [, p] of PUBLIC_PAGES) await (await fetch(base + p)).arrayBuffer();
    console.log(`\n${name}:`);
    const timings: Timing[] = [];
    for (const [label, p] of PUBLIC_PAGES) timings.push(await timeRequests(label, base + p, RUNS, undefined, server.process.pid));
    return timings;
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => server.process.once("exit", resolve));
  }
}

async function compareWithBaseline(ref: string) {
  const dir = buildBaseline(ref);
  try {
    const totals = { baseline: PUBLIC_PAGES.map(() => 0), current: PUBLIC_PAGES.map(() => 0) };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [which, cwd] of [["baseline", dir], ["current", undefined]] as const) {
        const timings = await timePublicPages(`${which === "baseline" ? `baseline ${ref}` : "this build"}, round ${round} of ${ROUNDS}`, cwd);
        timings.forEach((t, i) => (totals[which][i] += t.cpuPerRequest ?? Number.NaN));
      }
    }
    console.log(`\nServer CPU per request, this build against ${ref} (means of ${ROUNDS} rounds):`);
    PUBLIC_PAGES.forEach(([label], i) => {
      const before = totals.baseline[i] / ROUNDS;
      const after = totals.current[i] / ROUNDS;
      console.log(`${label.padEnd(18)} ${before.toFixed(1).padStart(5)} ms → ${after.toFixed(1).padStart(5)} ms   ratio ${(after / before).toFixed(2)}`);
    });
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
  }
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  const clone = await prepare();
  try {
    if (BASELINE) await compareWithBaseline(BASELINE);
    await timeCurrent(clone);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** This build: the public pages, /posts for the owner, and a clone to 100 locations. */
async function timeCurrent(clone: { sourceId: string; locationIds: string[] }) {
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, PAGE_CACHE_MB: "0" });
  try {
    await untilQuiet(base, server.process.pid);
    const cookie = await ownerCookie(base, server.output);
    console.log(`\nServer response times with ${POSTS} posts (production build, embedded PGlite, ${os.cpus().length} cores):`);
    const pid = server.process.pid;
    for (const [, p] of PUBLIC_PAGES) await (await fetch(base + p)).arrayBuffer();
    for (const [label, p] of PUBLIC_PAGES) await timeRequests(label, base + p, RUNS, undefined, pid);
    console.log(`Targets, server CPU per request: ${TARGETS}. What any answer costs before a page's own work:`);
    for (const p of FLOOR) await timeRequests(p, base + p, RUNS, undefined, pid);
    await timeRequests("/posts", `${base}/posts`, RUNS, { headers: { Cookie: cookie } }, pid);

    // What the editor's clone panel sends (POST /create-post/clone, one request of up to 100 towns).
    const form = new URLSearchParams({ postId: clone.sourceId });
    for (const id of clone.locationIds) form.append("locationIds", id);
    const t0 = performance.now();
    const res = await fetch(`${base}/create-post/clone`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: base, Accept: "application/json" } });
    const body = await res.text();
    const elapsed = performance.now() - t0;
    const reply = /Successfully cloned to \d+ location\(s\)[^"]*/.exec(body)?.[0] ?? `HTTP ${res.status}: no success message`;
    console.log(`clone to ${clone.locationIds.length} locations: ${elapsed.toFixed(0)} ms (${reply})`);
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => server.process.once("exit", resolve));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
