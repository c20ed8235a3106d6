/**
 * `npm run bench:analytics` (docs/decisions/022-visits-and-attribution.md): the visits dashboard at
 * the size `npm run bench:scale` checks — BENCH_POSTS (50,000) posts and BENCH_TOWNS (1,000) more
 * towns — with a year of synthetic traffic, BENCH_VISITORS (1,000) visitors a day on the
 * BENCH_TRAFFIC_POSTS (5,000) first posts, the towns and the fixed pages, written and closed by
 * scripts/analytics-data.ts (the last 30 days kept raw, the rest as daily totals). Then, against the
 * production server, signed in: the dashboard for 7, 30 and 90 days and the whole year, the posts
 * list and the editor (their 7/30/90-day figures) and a CSV export, BENCH_RUNS requests each one
 * after the other, every one computed afresh; p50/p95/max, the server's largest event-loop delay
 * and its CPU per request, beside the target (p95 ≤ 500 ms). Prints figures; asserts nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { addDays } from "~/domain/calendar-days";
import { rowsOf } from "~/models/visits.server";
import { addSyntheticTraffic, officeTodayNow } from "./analytics-data";
import { cpuMs, ownerCookie, percentile, startBenchServer, untilQuiet } from "./bench-http";
import { addScaleData } from "./bench-scale-data";

const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const TOWNS = Number(process.env.BENCH_TOWNS ?? 1_000);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 1_000);
const TRAFFIC_POSTS = Number(process.env.BENCH_TRAFFIC_POSTS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-analytics-"));
const TARGET_P95_MS = 500;
const today = officeTodayNow();
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

async function prepare(): Promise<string> {
  const handle = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    let started = performance.now();
    await addScaleData(handle.db, { posts: POSTS, towns: TOWNS });
    console.log(`Seeded ${POSTS} posts and ${TOWNS} more towns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const traffic = await addSyntheticTraffic(handle.db, { today, days: 365, visitorsPerDay: VISITORS, posts: TRAFFIC_POSTS });
    const visitors = [...traffic.days.values()].reduce((n, d) => n + d.visitors, 0);
    const requests = [...traffic.days.values()].reduce((n, d) => n + d.requests, 0);
    console.log(
      `A year of traffic to ${today}: ${visitors.toLocaleString("en-US")} visitors, ${traffic.rows.pageViews.toLocaleString("en-US")} page-view rows, ` +
        `${requests.toLocaleString("en-US")} requests, written, rolled up and purged in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [c] = rowsOf<Record<string, number>>(
      await handle.db.execute(sql`SELECT
        (SELECT count(*) FROM analytics_daily_pages)::int AS pages, (SELECT count(*) FROM analytics_daily_sources)::int AS sources,
        (SELECT count(*) FROM analytics_daily_conversions)::int AS conversions, (SELECT count(*) FROM analytics_page_views)::int AS raw`),
    );
    console.log(`Daily totals: ${c.pages} page rows, ${c.sources} source rows, ${c.conversions} conversion rows; ${c.raw} raw page-view rows (the last 30 days)`);
    const [post] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`SELECT post_id::text AS id FROM analytics_daily_pages WHERE post_id IS NOT NULL GROUP BY post_id ORDER BY sum(views) DESC LIMIT 1`),
    );
    return post.id;
  } finally {
    await handle.close();
  }
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
  loopMs: number;
  cpuMs: number;
  kb: number;
  status: number;
}

async function measure(server: Awaited<ReturnType<typeof startBenchServer>>, url: string, cookie: string): Promise<Figures> {
  const init = { headers: { Cookie: cookie, "Accept-Encoding": "gzip, br" }, redirect: "manual" as const };
  await (await fetch(url, init)).arrayBuffer();
  await server.eventLoopDelay();
  const cpuBefore = cpuMs(server.process.pid) ?? 0;
  const samples: number[] = [];
  let kb = 0;
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, init);
    kb = (await res.arrayBuffer()).byteLength / 1024;
    samples.push(performance.now() - t0);
    status = res.status;
  }
  const cpu = ((cpuMs(server.process.pid) ?? 0) - cpuBefore) / RUNS;
  const loop = await server.eventLoopDelay();
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1], loopMs: loop.maxMs, cpuMs: cpu, kb, status };
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0).padStart(6);

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  console.log(`Load average before seeding: ${loadAverage()}`);
  const postId = await prepare();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { eventLoop: true });
  try {
    const cookie = await ownerCookie(base, server.output);
    await untilQuiet(base, server.process.pid);
    console.log(
      `\n${databaseUrl ? "PostgreSQL" : "Embedded PGlite"}, production build, ${os.cpus().length} cores; ${RUNS} requests per screen one after the other, each computed afresh. ` +
        `Load average ${loadAverage()}.\nTarget: p95 at most ${TARGET_P95_MS} ms.`,
    );
    console.log(`\n${"screen".padEnd(34)}    p50    p95    max   loop    cpu    size`);
    const screens: [string, string][] = [
      ["dashboard, last 7 days", "/analytics?days=7"],
      ["dashboard, last 30 days", "/analytics?days=30"],
      ["dashboard, last 90 days", "/analytics?days=90"],
      ["dashboard, the whole year", `/analytics?from=${addDays(today, -364)}&to=${today}`],
      ["CSV of pages, last 90 days", "/analytics/export.csv?table=pages&days=90"],
      ["posts list (7/30/90-day figures)", "/posts"],
      ["editor of the most read post", `/create-post?edit=${postId}`],
    ];
    for (const [label, p] of screens) {
      const f = await measure(server, base + p, cookie);
      const over = [f.p95 > TARGET_P95_MS ? "p95" : "", f.status !== 200 ? `HTTP ${f.status}` : ""].filter(Boolean);
      console.log(`${label.padEnd(34)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.max)} ${ms(f.loopMs)} ${ms(f.cpuMs)}  ${f.kb.toFixed(0).padStart(4)} KB${over.length ? `  OVER: ${over.join(", ")}` : ""}`);
    }
    console.log(`\nLoad average at the end: ${loadAverage()}.`);
  } catch (error) {
    console.error(server.output().slice(-3000));
    throw error;
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => server.process.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
