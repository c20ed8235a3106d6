/**
 * `npm run bench:scale` (docs/decisions/015-scale-and-memory.md): the site at the size it must carry —
 * BENCH_POSTS (50,000) posts, templates with their clones for every town, other articles, published
 * and drafts, and BENCH_TOWNS (1,000) towns more than the seed's — in a fresh embedded database, or
 * in the empty PostgreSQL database BENCH_DATABASE_URL names. Then, against the production server:
 * every public page type and every staff screen, BENCH_RUNS requests each one after the other,
 * rendered (a query parameter the page cache never keeps makes every request a render) and, for
 * public pages, from the page cache; p50/p95/max response times, the server's largest event-loop
 * delay while the page's requests ran (monitorEventLoopDelay, scripts/bench-event-loop.mjs), and the
 * server's resident memory. Last, the first requests after a post is published, when the caches
 * are rebuilt. Targets are printed beside the figures; nothing is asserted (timings on shared
 * machines are for reading), and the load average is printed with them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PUBLIC_PAGE_TYPES } from "./public-page-types.mjs";
import { openDatabase } from "~/db/client.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { townSlug } from "~/domain/slugs";
import { cpuMs, ownerCookie, percentile, startBenchServer, untilQuiet, type BenchServer } from "./bench-http";
import { addScaleData } from "./bench-scale-data";

const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const TOWNS = Number(process.env.BENCH_TOWNS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3395);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-scale-"));

/** The targets of docs/decisions/015-scale-and-memory.md. */
const TARGET_P95_MS = 500;
const TARGET_LOOP_MS = 100;

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

async function prepare(): Promise<void> {
  const handle = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await handle.migrate();
    const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
    if (n > 0) throw new Error("BENCH_DATABASE_URL must name an empty database: this one already holds posts.");
    await seedDatabase(handle.db);
    const started = performance.now();
    await addScaleData(handle.db, { posts: POSTS, towns: TOWNS });
    const [{ towns }] = await handle.db.select({ towns: sql<number>`count(*)::int` }).from(serviceLocations);
    const [{ posts, published }] = await handle.db
      .select({ posts: sql<number>`count(*)::int`, published: sql<number>`count(*) FILTER (WHERE status = 'published')::int` })
      .from(blogPosts);
    console.log(`Seeded ${posts} posts (${published} published) and ${towns} towns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

interface Figures {
  p50: number;
  p95: number;
  max: number;
  /** The server's CPU time per request: unlike response times, it does not grow when other programs share the machine. */
  cpuMs: number;
  loopMs: number;
  kb: number;
  status: number;
  /** False when the page cache never answered the page (for cached figures). */
  fromCache: boolean;
}

const ACCEPT = { "Accept-Encoding": "gzip, deflate, br" };
/** The ETag of an answer from the page cache names the stored encoding. */
const cacheHit = (res: Response) => /-(?:br|gzip)"$/.test(res.headers.get("etag") ?? "");

/**
 * RUNS requests one after the other. `render`: each one is a render (a parameter the page cache
 * never keeps); otherwise the page is first asked for until the cache answers it.
 */
async function measure(server: BenchServer, url: string, headers: Record<string, string>, render: boolean, runs = RUNS): Promise<Figures> {
  const init = { headers: { ...ACCEPT, ...headers }, redirect: "manual" as const };
  const target = (i: number) => (render ? `${url}${url.includes("?") ? "&" : "?"}bench=${i}` : url);
  let fromCache = render;
  for (let i = 0; i < (render ? 2 : 40) && !fromCache; i++) {
    const res = await fetch(target(-1 - i), init);
    await res.arrayBuffer();
    fromCache = cacheHit(res);
    if (!fromCache) await new Promise((r) => setTimeout(r, 50));
  }
  await server.eventLoopDelay();
  const cpuBefore = cpuMs(server.process.pid);
  const samples: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(target(i), init);
    bytes = (await res.arrayBuffer()).byteLength;
    samples.push(performance.now() - t0);
    status = res.status;
  }
  const cpu = ((cpuMs(server.process.pid) ?? 0) - (cpuBefore ?? 0)) / runs;
  const loop = await server.eventLoopDelay();
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1], cpuMs: cpu, loopMs: loop.maxMs, kb: bytes / 1024, status, fromCache };
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0).padStart(6);

/**
 * Pages the page cache leaves out on purpose, and why: their "cached" figures are answers from the
 * store named here (or a render), not a miss to look into.
 */
const KEPT_ELSEWHERE: Record<string, string> = {
  contact: "not cached: its form carries a stamp for this visit",
  "XML sitemap": "kept whole per content version by the sitemap's own store",
  "XML sitemap file": "kept whole per content version by the sitemap's own store",
  "social card": "kept by the card store (a PNG per title and colours)",
};

function verdict(f: Figures, keptElsewhere = false): string[] {
  return [
    f.p95 > TARGET_P95_MS ? "p95" : "",
    f.loopMs > TARGET_LOOP_MS ? "stall" : "",
    f.status >= 400 ? `HTTP ${f.status}` : "",
    f.fromCache || keptElsewhere ? "" : "never cached",
  ].filter(Boolean);
}

function row(label: string, rendered: Figures, cached?: Figures) {
  const cells = (f: Figures) => `${ms(f.p50)} ${ms(f.p95)} ${ms(f.max)} ${ms(f.loopMs)}`;
  const elsewhere = KEPT_ELSEWHERE[label];
  const over = [...verdict(rendered), ...(cached ? verdict(cached, Boolean(elsewhere)).map((v) => `cached ${v}`) : [])];
  console.log(
    `${label.padEnd(22)} ${cells(rendered)} ${ms(rendered.cpuMs)}   ${cached ? cells(cached) : " ".repeat(27)}  ${rendered.kb.toFixed(0).padStart(5)} KB` +
      (over.length ? `  OVER: ${over.join(", ")}` : "") +
      (cached && elsewhere ? `  (${elsewhere})` : ""),
  );
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  console.log(`Load average before seeding: ${loadAverage()}`);
  await prepare();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { eventLoop: true });
  const pid = server.process.pid!;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 100);
  try {
    const cookie = await ownerCookie(base, server.output);
    const sample = await samplePaths(cookie);
    await untilQuiet(base, pid);
    console.log(`\nIdle after the start: ${rssMB(pid).toFixed(0)} MB resident. Load average ${loadAverage()}.`);
    console.log(
      `\n${databaseUrl ? "PostgreSQL" : "Embedded PGlite"}, production build, ${os.cpus().length} cores; ${RUNS} requests per page one after the other.` +
        `\nTargets: p95 at most ${TARGET_P95_MS} ms, no event-loop stall over ${TARGET_LOOP_MS} ms (loop: the largest delay while the page's requests ran).`,
    );
    console.log(`\n${"".padEnd(22)} ${"rendered (ms)".padEnd(34)}   ${"from the page cache (ms)".padEnd(27)}`);
    console.log(`${"page".padEnd(22)}    p50    p95    max   loop    cpu      p50    p95    max   loop   size`);

    for (const [label, p] of sample.public) row(label, await measure(server, base + p, {}, true), await measure(server, base + p, {}, false));
    console.log(`staff screens (signed in, never cached)`);
    for (const [label, p] of sample.staff) row(label, await measure(server, base + p, { Cookie: cookie }, true, Math.max(5, Math.floor(RUNS / 2))));
    console.log(`\nResident memory: ${rssMB(pid).toFixed(0)} MB now, ${peak.toFixed(0)} MB at most. Load average ${loadAverage()}.`);

    // A publish changes the content version: every cache built from the content is rebuilt by the next visitors.
    console.log(`\nFirst request after a post is published (every cache rebuilt):`);
    for (const [label, p] of sample.afterChange) {
      await togglePublished(sample.post.id, cookie);
      await server.eventLoopDelay();
      const t0 = performance.now();
      const res = await fetch(base + p, { redirect: "manual" });
      await res.arrayBuffer();
      const elapsed = performance.now() - t0;
      const loop = await server.eventLoopDelay();
      const over = elapsed > TARGET_P95_MS || loop.maxMs > TARGET_LOOP_MS ? "  OVER" : "";
      console.log(`${label.padEnd(22)} ${ms(elapsed)} ms, loop ${ms(loop.maxMs)} ms, HTTP ${res.status}${over}`);
    }
    console.log(`\nResident memory at the end: ${rssMB(pid).toFixed(0)} MB, ${peak.toFixed(0)} MB at most. Load average ${loadAverage()}.`);
  } catch (error) {
    console.error(server.output().slice(-3000));
    throw error;
  } finally {
    clearInterval(sampler);
    server.process.kill("SIGTERM");
    await new Promise((resolve) => server.process.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Publishes the post if it is a draft and takes it back to draft otherwise, through the staff screen. */
async function togglePublished(id: string, cookie: string) {
  for (const intent of ["unpublish", "publish"]) {
    const res = await fetch(`${base}/posts.data`, { method: "POST", body: new URLSearchParams({ intent, id }), headers: { Cookie: cookie, Origin: base } });
    await res.arrayBuffer();
  }
}

/** The pages measured, with real slugs and ids of the seeded data, read from the site itself. */
async function samplePaths(cookie: string) {
  const html = async (p: string, init: RequestInit = {}) => (await fetch(base + p, init)).text();
  const town = "/locations/wilson-nc";
  const clonePath = /href="(\/blog\/bench-clone-\d+)"/.exec(await html(town))?.[1];
  if (!clonePath) throw new Error(`no post link on ${town}`);
  const staffList = await html(`/posts?q=${encodeURIComponent("Wilson")}`, { headers: { Cookie: cookie } });
  const id = /\/post-preview\/([0-9a-f-]{36})/.exec(staffList)?.[1];
  if (!id) throw new Error("no post on the staff list");
  const county = /href="(\/town-pages\/counties\/[a-z-]+)"/.exec(await html("/town-pages", { headers: { Cookie: cookie } }))?.[1];
  const sitemapChild = /<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/.exec(await html("/sitemap.xml"))?.[1];
  const types = PUBLIC_PAGE_TYPES as Record<string, string>;
  const publicPages: [string, string][] = [
    ...Object.entries(types).map(([label, p]): [string, string] => [label, label === "blog post" ? clonePath : p]),
    ["blog, one town", `/blog?location=${townSlug("Wilson")}`],
    ["blog, every town", "/blog?location=all"],
    ["site map", "/sitemap"],
    ["XML sitemap", "/sitemap.xml"],
    ...(sitemapChild ? [["XML sitemap file", sitemapChild] as [string, string]] : []),
    ["RSS feed", "/blog/feed.xml"],
    ["social card", `/social-card${clonePath}.png`],
  ];
  const staff: [string, string][] = [
    ["dashboard", "/Blog-Page-Builder"],
    ["posts", "/posts"],
    ["posts, searched", "/posts?q=Wilson"],
    ["trash", "/posts/trash"],
    ["new post", "/create-post"],
    ["editing a post", `/create-post?edit=${id}`],
    ["preview", `/post-preview/${id}`],
    ["variables", "/variables"],
    ["photo album", "/photo-album/"],
    ["leads", "/leads"],
    ["town pages", "/town-pages"],
    ...(county ? [["county facts", county] as [string, string]] : []),
    ["staff", "/Blog-Page-Builder/staff"],
    ["AI usage", "/Blog-Page-Builder/ai-usage"],
  ];
  const afterChange: [string, string][] = [
    ["/blog", "/blog?location=all"],
    ["the post's town page", town],
    ["/sitemap", "/sitemap"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/home", "/home"],
  ];
  return { public: publicPages, staff, afterChange, post: { id } };
}

main().catch((e) => {
  // A failed query's message holds all its parameters: its cause says what went wrong.
  console.error(e instanceof Error ? `${e.message.slice(0, 300)}\n${e.cause ?? ""}` : e);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
