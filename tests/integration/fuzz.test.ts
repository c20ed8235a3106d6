/**
 * Malformed input never makes the server fail: several hundred generated requests (every route and
 * method, broken bodies, encodings and Host headers) against the production server get no 5xx, and
 * the server is healthy afterwards. The seed is fixed (FUZZ_SEED overrides it) so a failure reproduces.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzRequests } from "../support/fuzz-requests";
import { sendRaw } from "../support/raw-http";
import { startServer, type ServerProcess } from "../support/server-process";

const seed = Number(process.env.FUZZ_SEED ?? 9);
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("malformed requests", () => {
  it(`get a 4xx, never a 5xx, and the server stays healthy (seed ${seed})`, async () => {
    const requests = fuzzRequests(server.port, seed);
    expect(requests.length).toBeGreaterThanOrEqual(500);

    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let next = 0;
    async function worker() {
      while (next < requests.length) {
        const request = requests[next++];
        const response = await sendRaw(server.port, request.bytes);
        const status = response ? String(response.status) : "no response";
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (!response || response.status >= 500) failures.push(`${status} ← ${request.label}`);
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker));

    const summary = [...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(", ");
    console.log(`[fuzz] ${requests.length} requests (seed ${seed}) — ${summary}`);
    expect(failures, `${failures.length} of ${requests.length} requests failed:\n${failures.join("\n")}\n\nServer output:\n${server.output().slice(-4000)}`).toEqual([]);

    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
