/**
 * `npm run bench:memory` (docs/decisions/015-scale-and-memory.md): the production server's resident
 * memory idle, under CONNECTIONS (200) concurrent clients for DURATION (60) seconds, and after the
 * load, plus what the page cache holds against its budget. MIX=pages (the default) is bench:load's
 * visitors: six public pages plus one query string the cache never keeps; MIX=sweep is a crawler's
 * worst case: every request a post not seen before (POSTS of them, more than the budget holds), so
 * the cache keeps evicting while renders run. Prints figures against the targets (idle 300 MB, peak
 * 500 MB), and whether memory came back within 20 % of idle and the budget held; asserts nothing
 * (Linux: reads /proc).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import autocannon from "autocannon";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { startBenchServer } from "./bench-http";

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const POSTS = Number(process.env.BENCH_POSTS ?? 2_000);
const BUDGET_MB = Number(process.env.PAGE_CACHE_MB ?? 16);
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 30);
/** Seconds left alone before idle memory is read: V8 gives unused heap back after about 15 s without work. */
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const SWEEP = process.env.MIX === "sweep";
/** What a 1 GB machine leaves the site (docs/decisions/015-scale-and-memory.md). */
const TARGET_IDLE_MB = 300;
const TARGET_PEAK_MB = 500;
const PORT = Number(process.env.BENCH_PORT ?? 3394);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-memory-"));

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function cacheStats(): Promise<{ entries: number; bytes: number; budget: number }> {
  const health = (await (await fetch(`${base}/healthz`)).json()) as { pageCache: { entries: number; bytes: number; budget: number } };
  return health.pageCache;
}

async function prepare() {
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await handle.migrate();
  await seedDatabase(handle.db);
  await handle.db.execute(sql`
    INSERT INTO blog_posts (title, slug, content, excerpt, status, published_date, tags)
    SELECT 'Roof Repair in Wilson, NC #' || i, 'bench-post-' || i,
           repeat('## Roof repair' || chr(10) || chr(10) || 'Shingles, flashing and gutters for Wilson homes. ', 40),
           'Advice', 'published', timestamptz '2024-01-01' + (i || ' minutes')::interval, ARRAY['wilson-roofing']
    FROM generate_series(1, ${POSTS}) AS i`);
  await handle.close();
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  await prepare();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, PAGE_CACHE_MB: String(BUDGET_MB) });
  const pid = server.process.pid!;
  try {
    // Idle: started, every kind of page rendered once, then left alone.
    for (const p of ["/home", "/blog", "/services", "/locations/wilson-nc", "/blog/bench-post-1", "/gallery/"]) await (await fetch(base + p)).arrayBuffer();
    await sleep(5_000);
    const justAfter = rssMB(pid);
    await sleep((IDLE_SECONDS - 5) * 1000);
    const idle = rssMB(pid);
    console.log(`${SWEEP ? "sweep over " + POSTS + " posts" : "public pages"}, ${CONNECTIONS} clients for ${DURATION} s, page cache budget ${BUDGET_MB} MB; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    console.log(`idle         ${idle.toFixed(0)} MB resident after ${IDLE_SECONDS} s alone (${justAfter.toFixed(0)} MB 5 s after the last page)`);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 500);
    const pages = SWEEP
      ? [{ method: "GET", path: "/blog/bench-post-1" }]
      : ["/home", "/services", "/blog", "/locations/wilson-nc", "/blog/bench-post-1", "/resources", "/home?utm_source=bench"].map((path) => ({ method: "GET", path }));
    // A sweep asks for the next post on every request, so distinct pages keep arriving.
    let n = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { "accept-encoding": "gzip, deflate, br" },
      requests: pages.map((r) => ({ ...r, setupRequest: (req: { path: string }) => (SWEEP ? { ...req, path: `/blog/bench-post-${1 + (n++ % POSTS)}` } : req) })),
    } as never);
    clearInterval(sampler);
    const during = await cacheStats();
    console.log(`under load   ${peak.toFixed(0)} MB resident at most (load average ${os.loadavg()[0].toFixed(1)}); ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(`page cache   ${during.entries} pages, ${(during.bytes / 1024 / 1024).toFixed(1)} MB of ${(during.budget / 1024 / 1024).toFixed(0)} MB budget`);

    let after = rssMB(pid);
    for (let s = 0; s < SETTLE_SECONDS && after > idle * 1.2; s++) {
      await sleep(1_000);
      after = rssMB(pid);
    }
    const stats = await cacheStats();
    console.log(`after        ${after.toFixed(0)} MB resident (${(((after - idle) / idle) * 100).toFixed(0)} % over idle)`);
    console.log(
      `${idle <= TARGET_IDLE_MB ? "OK" : "OVER"}: idle ${idle.toFixed(0)} MB (target ${TARGET_IDLE_MB}); ` +
        `${peak <= TARGET_PEAK_MB ? "OK" : "OVER"}: peak ${peak.toFixed(0)} MB (target ${TARGET_PEAK_MB}); ` +
        `${after <= idle * 1.2 ? "OK" : "OVER"}: memory after the load is ${after <= idle * 1.2 ? "within" : "more than"} 20 % of idle; ` +
        `${stats.bytes <= stats.budget ? "OK" : "OVER"}: the page cache holds ${(stats.bytes / 1024 / 1024).toFixed(1)} MB of its ${(stats.budget / 1024 / 1024).toFixed(0)} MB budget`,
    );
  } finally {
    server.process.kill("SIGTERM");
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
