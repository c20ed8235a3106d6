// `npm run bench:load`: the production server on a fresh data folder, then CONNECTIONS (200)
// concurrent clients for DURATION (60) seconds over a mix of public pages. Prints req/s, latency
// percentiles, errors, timeouts and non-2xx answers, and exits non-zero if any request failed.
// A benchmark for reading, not part of `npm test`: the figures depend on the machine.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const origin = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");

if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No production build: run `npm run bench:load` (it builds first) or `npm run build`.");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-load-"));
const env = { ...process.env, MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", LOG_REQUESTS: "0" };
delete env.DATABASE_URL; // the embedded database, as `npm start` runs it
// The young heap and malloc's arenas capped as `npm start` and the Dockerfile cap them (docs/decisions/015-scale-and-memory.md).
const server = spawn(process.execPath, ["--max-semi-space-size=16", "server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
let log = "";
server.stdout.on("data", (d) => (log += d));
server.stderr.on("data", (d) => (log += d));

/** Stops the server, removes the data folder and exits; never resolves, so callers can await it. */
function stop(code) {
  server.once("exit", () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
  if (server.exitCode === null) server.kill("SIGTERM");
  else server.emit("exit");
  return new Promise(() => {});
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`The server did not start:\n${log}`);
  await stop(1);
}

/** The first link under `prefix` on `page`, so the mix follows the site's content as it changes. */
async function firstLink(page, prefix) {
  const html = await (await fetch(origin + page)).text();
  const match = new RegExp(`href="(${prefix}[a-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`No ${prefix}… link on ${page}`);
  return match[1];
}

await waitForHealth();
let pages;
try {
  pages = ["/home", "/services", "/blog", await firstLink("/locations", "/locations/"), await firstLink("/blog", "/blog/"), await firstLink("/resources", "/resources/")];
  for (const page of pages) {
    const res = await fetch(origin + page, { redirect: "manual" });
    if (res.status !== 200) throw new Error(`${page} answers ${res.status}, not 200`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  await stop(1);
}

console.log(`Load: ${CONNECTIONS} concurrent clients for ${DURATION} s on ${origin}, cycling through:\n  ${pages.join("\n  ")}`);
const result = await autocannon({
  url: origin,
  connections: CONNECTIONS,
  duration: DURATION,
  timeout: 30,
  // Like a browser: compressed responses, so the server does the work it does for real visitors.
  headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" },
  requests: pages.map((p) => ({ method: "GET", path: p })),
});

const failed = result.errors + result.timeouts + result.non2xx;
const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`).join(", ");
console.log(
  [
    "",
    `requests     ${result.requests.total} completed (${result.requests.sent} sent) in ${result.duration} s (${result.requests.average.toFixed(1)} req/s average)`,
    `latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `status codes ${codes || "none"}`,
    `errors       ${result.errors} (timeouts ${result.timeouts}, connection resets ${result.resets ?? 0})`,
    `non-2xx      ${result.non2xx}`,
    "",
    failed ? `FAILED: ${failed} requests did not get a 2xx answer.` : "OK: every request got a 2xx answer.",
  ].join("\n"),
);
await stop(failed ? 1 : 0);
