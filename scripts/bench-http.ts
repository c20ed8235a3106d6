/** What the benchmarks share: starting the production server, the owner's session, and timing one URL. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/**
 * The Node flags production starts the server with (`npm start` in package.json, the Dockerfile's
 * CMD): benchmarks measure the server as it runs there (docs/decisions/015-scale-and-memory.md).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
/** The environment production adds: at most two malloc arenas (docs/decisions/015-scale-and-memory.md). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

export interface BenchServer {
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /**
   * The server's largest event-loop delay (and its 99th percentile) since the last call, in ms;
   * only when started with `eventLoop` (scripts/bench-event-loop.mjs).
   */
  eventLoopDelay(): Promise<{ maxMs: number; p99Ms: number }>;
}

/**
 * Starts the production build (server.js, in `cwd` if given: another checkout's build) on
 * 127.0.0.1:`port` with `env` on top of the production defaults (request log and sign-in limits off),
 * and resolves once /healthz answers. With `eventLoop`, the server also measures its event loop's
 * delays for eventLoopDelay().
 */
export async function startBenchServer(port: number, env: NodeJS.ProcessEnv, options: { eventLoop?: boolean; cwd?: string } = {}): Promise<BenchServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.eventLoop ? ["--import", "./scripts/bench-event-loop.mjs"] : []), "server.js"], {
    cwd: options.cwd,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", PORT: String(port), LOG_REQUESTS: "0", AUTH_RATE_LIMIT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe", ...(options.eventLoop ? (["ipc"] as const) : [])],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const eventLoopDelay = () =>
    new Promise<{ maxMs: number; p99Ms: number }>((resolve, reject) => {
      if (!child.connected) return reject(new Error("the server was not started with eventLoop"));
      child.once("message", (m) => resolve(m as { maxMs: number; p99Ms: number }));
      child.send("event-loop-delay");
    });
  const server = { process: child, output: () => output, eventLoopDelay };
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server.output);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return server;
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc on Linux (clock ticks of 10 ms);
 * null elsewhere. Unlike response times, it does not grow when other programs share the machine.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Warms the URL up, then prints p50/p95 of `runs` requests made one after the other, and, given the
 * server's process id, the server's CPU time per request.
 */
export async function timeRequests(label: string, url: string, runs: number, init?: RequestInit, serverPid?: number): Promise<Timing> {
  for (let i = 0; i < 5; i++) await (await fetch(url, init)).text(); // warm-up
  const samples: number[] = [];
  const cpuBefore = cpuMs(serverPid);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, init);
    await res.text();
    samples.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
  }
  const cpuAfter = cpuMs(serverPid);
  samples.sort((a, b) => a - b);
  const cpuPerRequest = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / runs : null;
  const cpu = cpuPerRequest !== null ? `   server CPU ${cpuPerRequest.toFixed(1).padStart(5)} ms/request` : "";
  const timing = { p50: percentile(samples, 50), p95: percentile(samples, 95), cpuPerRequest };
  console.log(`${label.padEnd(16)} p50 ${timing.p50.toFixed(1).padStart(6)} ms   p95 ${timing.p95.toFixed(1).padStart(6)} ms${cpu}   (${runs} requests)`);
  return timing;
}

export interface Timing {
  p50: number;
  p95: number;
  /** Server CPU per request in ms, when the server's process id was given (Linux). */
  cpuPerRequest: number | null;
}

/**
 * Resolves once the server at `base` has no town similarity report to work out (it starts one a few
 * seconds after start-up: /healthz says "updating" until it is done; a build without the field counts
 * as done) and has then used less than `quietMs` of CPU in a second (at most `maxSeconds` in all):
 * work the server does on its own must not be counted as a page's cost.
 */
export async function untilQuiet(base: string, pid: number | undefined, quietMs = 30, maxSeconds = 60) {
  const deadline = Date.now() + maxSeconds * 1000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${base}/healthz`)).json()) as { townSimilarity?: string };
    if (health.townSimilarity !== "updating") break;
    await new Promise((r) => setTimeout(r, 250));
  }
  while (Date.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 1_000));
    const after = cpuMs(pid);
    if (before === null || after === null || after - before < quietMs) return;
  }
}

/** Resolves once `base`/healthz answers; the error carries the server's log. */
async function waitForHealth(base: string, log: () => string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start\n${log()}`);
}

/** Creates the owner through the set-up link the server printed and returns the session cookie. */
export async function ownerCookie(base: string, log: () => string): Promise<string> {
  const token = /\/auth\/setup\?token=([\w-]+)/.exec(log())?.[1];
  if (!token) throw new Error("no owner set-up link in the server log");
  const form = new URLSearchParams({ token, email: "bench@pamlicoridge.example", password: "benchmark password" });
  const res = await fetch(`${base}/auth/setup?token=${token}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`owner sign-in failed: HTTP ${res.status}`);
  return cookies.join("; ");
}
