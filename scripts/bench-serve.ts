/**
 * `npm run bench:serve` (docs/decisions/008-page-cache.md): throughput of pages served from the
 * full-page cache, against the production build on a fresh embedded database. For cached /home, a
 * cached blog post and a cached town page, without and with Accept-Encoding (the brotli copy stored
 * at insert), and for one page rendered on every request (a query string the cache does not keep):
 * req/s, p50, p99. Uses wrk when it is installed (2 threads, like the figures in the issue),
 * autocannon otherwise. With nginx installed (`apt-get install nginx-light`), the very same bytes
 * are also served by nginx from disk on the same machine for comparison, and cached /home's
 * throughput as a share of nginx's beside the guard it must keep (60 % without compression, 35 %
 * with gzip, on a quiet machine; docs/decisions/015-scale-and-memory.md). Every request says it is
 * a desktop browser, so each cached page is counted as a visit
 * (docs/decisions/022-visits-and-attribution.md) — one visitor, from one address — as the counter counts real ones
 * (BENCH_UNCOUNTED=1: a crawler, not counted). With
 * BENCH_SERVER_DIR the server is the build in that folder (another checkout's, e.g. the commit before
 * a change), on the same database and with the same load. Prints figures; asserts nothing.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { startBenchServer, untilQuiet } from "./bench-http";

const PORT = Number(process.env.BENCH_PORT ?? 3392);
const NGINX_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-serve-"));

const POST_SLUG = "bench-metal-roofing-wilson";
const PAGES = [
  { label: "/home", path: "/home" },
  { label: "blog post", path: `/blog/${POST_SLUG}` },
  { label: "town page", path: "/locations/wilson-nc" },
];
/**
 * A desktop browser: counted as a visitor, as a person's request would be. BENCH_UNCOUNTED=1 says it
 * is a search engine's crawler instead, which the counter leaves out at its first check: the same
 * build with and without counting, for the counter's cost alone.
 */
const BROWSER = {
  "User-Agent":
    process.env.BENCH_UNCOUNTED === "1"
      ? "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
      : "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};
const BR = { ...BROWSER, "Accept-Encoding": "gzip, deflate, br" };
const GZIP = { ...BROWSER, "Accept-Encoding": "gzip" };
const SERVER_DIR = process.env.BENCH_SERVER_DIR;
/** Cached /home's throughput as a share of nginx's on the same bytes, at least (a guard against regressions). */
const GUARD = { none: 0.6, gzip: 0.35 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  tool: string;
}

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

/** wrk's latency figure ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function ms(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
}

async function load(url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Figures> {
  if (hasWrk) {
    const args = ["-t2", `-c${connections}`, `-d${SECONDS}s`, "--latency", ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]), url];
    const out = execFileSync("wrk", args, { encoding: "utf8" });
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    const p50 = ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? "");
    const p99 = ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? "");
    const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
    if (non2xx) throw new Error(`${url}: ${non2xx} answers were not 2xx/3xx`);
    return { rps, p50, p99, tool: "wrk" };
  }
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, tool: "autocannon" };
}

function row(label: string, encoding: string, f: Figures, bytes?: number) {
  console.log(
    `${label.padEnd(22)} ${encoding.padEnd(9)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms${bytes ? `   ${(bytes / 1024).toFixed(1)} KB` : ""}`,
  );
}

async function prepare() {
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await handle.migrate();
  await seedDatabase(handle.db);
  await handle.db.insert(blogPosts).values({
    title: "Metal Roofing in Wilson, NC",
    slug: POST_SLUG,
    content: "## Metal roofing\n\nStanding seam panels for Wilson homes. Call {{businessName}} at {{businessPhone}}.\n\n".repeat(30),
    excerpt: "Standing seam metal roofs for Wilson homeowners.",
    status: "published",
    publishedDate: new Date(),
    tags: ["wilson-roofing"],
  });
  await handle.close();
}

/** Asks until the cache answers (it stores a page once the brotli and gzip copies are made). */
async function warm(path: string): Promise<{ identity: Buffer; br: Buffer; gzip: Buffer }> {
  for (let i = 0; i < 100; i++) {
    // A connection left idle during the last load run may have been closed by the server: ask again.
    const res = await fetch(base + path, { headers: { "Accept-Encoding": "identity" } }).catch(() => fetch(base + path, { headers: { "Accept-Encoding": "identity" } }));
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${path} answers ${res.status}`);
    if (res.headers.get("etag")) {
      const raw = (encoding: string) =>
        new Promise<Buffer>((resolve, reject) => {
          // fetch would decode the body: read the stored bytes as they are sent.
          const out = spawnSync("curl", ["-s", "-H", `Accept-Encoding: ${encoding}`, base + path], { maxBuffer: 1 << 26 });
          if (out.error) reject(out.error);
          else resolve(out.stdout);
        });
      return { identity: body, br: await raw("br"), gzip: await raw("gzip") };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

/** nginx serving the same bytes from disk (gzip_static for the .gz copy), if it is installed. */
async function nginxFigures(bodies: Map<string, { identity: Buffer; gzip: Buffer }>, ours: Map<string, Figures>) {
  if (spawnSync("nginx", ["-v"]).error) {
    console.log("\n(nginx is not installed: `apt-get install nginx-light` adds the comparison and the guard on cached /home)");
    return;
  }
  const dir = path.join(dataDir, "nginx");
  fs.mkdirSync(path.join(dir, "www"), { recursive: true });
  // nginx's workers run as an unprivileged user: they must be able to read the files.
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(dir, 0o755);
  for (const [name, b] of bodies) {
    fs.writeFileSync(path.join(dir, "www", `${name}.html`), b.identity);
    fs.writeFileSync(path.join(dir, "www", `${name}.html.gz`), b.gzip);
  }
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; gzip_static on; gzip_vary on;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${dir}/www; default_type text/html; } }
`,
  );
  const nginx = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  try {
    await new Promise((r) => setTimeout(r, 500));
    console.log(`\nnginx, the same bytes from disk (worker_processes auto, gzip_static):`);
    const theirs = new Map<string, Figures>();
    for (const name of bodies.keys()) {
      const url = `http://127.0.0.1:${NGINX_PORT}/${name}.html`;
      for (const [encoding, headers] of [["none", {}], ["gzip", GZIP]] as const) {
        const figures = await load(url, headers);
        theirs.set(`${name} ${encoding}`, figures);
        row(`nginx ${name}`, encoding, figures);
      }
    }
    console.log(`\nCached /home against nginx on the same bytes (load average ${os.loadavg()[0].toFixed(1)}; the guard holds on a quiet machine):`);
    for (const encoding of ["none", "gzip"] as const) {
      const share = ours.get(`home ${encoding}`)!.rps / theirs.get(`home ${encoding}`)!.rps;
      const guard = GUARD[encoding];
      console.log(`${encoding.padEnd(5)} ${(share * 100).toFixed(0).padStart(3)} % of nginx   ${share >= guard ? "OK" : "BELOW"} (guard ${guard * 100} %)`);
    }
  } finally {
    nginx.kill("SIGTERM");
  }
}

async function main() {
  if (!fs.existsSync(path.join(SERVER_DIR ?? ".", "build/server/index.js"))) throw new Error(`Run \`npm run build\` first${SERVER_DIR ? ` in ${SERVER_DIR}` : ""}.`);
  await prepare();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base }, { cwd: SERVER_DIR });
  if (SERVER_DIR) console.log(`Server: the build in ${SERVER_DIR}`);
  await untilQuiet(base, server.process.pid);
  const bodies = new Map<string, { identity: Buffer; gzip: Buffer }>();
  const ours = new Map<string, Figures>();
  try {
    console.log(`Full-page cache, production build, ${os.cpus().length} cores shared with the load tool; ${CONNECTIONS} connections, ${SECONDS} s each (${hasWrk ? "wrk -t2" : "autocannon"}):`);
    for (const page of PAGES) {
      const stored = await warm(page.path);
      const name = page.label.replace(/\W+/g, "-").replace(/^-/, "");
      bodies.set(name, stored);
      for (const [encoding, headers, bytes] of [
        ["none", BROWSER, stored.identity.length],
        ["gzip", GZIP, stored.gzip.length],
        ["br", BR, stored.br.length],
      ] as const) {
        const figures = await load(base + page.path, headers);
        ours.set(`${name} ${encoding}`, figures);
        row(page.label, encoding, figures, bytes);
      }
    }
    // A query string outside the cache's list: React Router renders the page every time.
    const uncached = `${base}/blog/${POST_SLUG}?utm_source=bench`;
    row("uncached blog post", "br", await load(uncached, BR, 10));
  } catch (error) {
    console.error(server.output().slice(-3000));
    throw error;
  } finally {
    server.process.kill("SIGTERM");
  }
  await nginxFigures(bodies, ours);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
