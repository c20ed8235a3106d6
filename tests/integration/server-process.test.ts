/**
 * The production server as a process: it starts on an empty data folder, a second server on the
 * same folder refuses to start, and SIGTERM shuts it down cleanly — after the requests in flight
 * have their complete answers. Needs the production build.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rawRequest, splitRequest } from "../support/raw-http";
import { builtServerExists, freePort, root, startServer } from "../support/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-server-"));
const children: ChildProcess[] = [];

function start(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("starts, refuses a second server on the same data folder, and stops on SIGTERM", async () => {
    expect(builtServerExists(), "run `npm run build` first (npm test does)").toBe(true);
    const port = await freePort();
    const first = start(port);
    const health = await waitForHealth(port);
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
    // The log is JSON lines here (not a terminal), yet the set-up link stands on a plain line of its own.
    expect(first.output()).toMatch(/^\[setup\] http:\/\/localhost:\d+\/auth\/setup\?token=[\w-]+$/m);
    expect(first.output()).toMatch(/^\{"time":.*"msg":"\[server\] Production server on /m);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is already using the data folder");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("[server] stopped");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  }, 300_000);
});

describe("a graceful stop", () => {
  it("answers 50 requests in flight completely after SIGTERM, refuses new connections, closes idle ones, then exits", async () => {
    // A grace period far longer than the test: the server must not need it.
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: "120" });
    try {
      // A stamp carries one request: one view of the form per request.
      const stamps = await Promise.all(
        Array.from({ length: 50 }, async () => /name="formStarted" value="([^"]+)"/.exec(await (await fetch(`${server.origin}/book-inspection`)).text())![1]),
      );
      await new Promise((r) => setTimeout(r, 3100)); // the form's minimum fill time

      // Half of them store a request (a write, then a redirect); the other half are answered with the
      // form page again (a bot's honeypot filled in): a body of several kilobytes to deliver whole.
      const bodies = Array.from({ length: 50 }, (_, i) =>
        new URLSearchParams({ formStarted: stamps[i], website: i % 2 ? "http://spam.example" : "", name: `Customer ${i}`, phone: "252-555-0142", service: "repair", town: "Wilson" }).toString(),
      );
      const requests = bodies.map((body) => {
        const head = rawRequest("POST", "/book-inspection", [
          ["Host", `127.0.0.1:${server.port}`],
          ["Origin", server.origin],
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["Content-Length", String(body.length)],
        ]);
        return { body, exchange: splitRequest(server.port, Buffer.concat([head, Buffer.from(body.slice(0, 10))])) };
      });
      await Promise.all(requests.map((r) => r.exchange.connected));
      // And a keep-alive connection that finished its request and sits idle.
      const idle = splitRequest(server.port, rawRequest("GET", "/healthz", [["Host", `127.0.0.1:${server.port}`]]));
      expect((await idle.response)?.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300)); // every request's head has reached the server

      server.child.kill("SIGTERM");
      while (!server.output().includes("SIGTERM received")) await new Promise((r) => setTimeout(r, 20));
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(server.port, "127.0.0.1");
        socket.once("connect", () => {
          socket.destroy();
          resolve(false);
        });
        socket.once("error", () => resolve(true));
      });
      expect(refused, "a new connection after SIGTERM is refused").toBe(true);

      await Promise.all(requests.map((r) => r.exchange.sendRest(Buffer.from(r.body.slice(10)))));
      const responses = await Promise.all(requests.map((r) => r.exchange.response));
      responses.forEach((response, i) => {
        expect(response, `request ${i} got no answer`).not.toBeNull();
        expect(response!.status, `request ${i}`).toBe(i % 2 ? 400 : 302);
        expect(response!.complete, `request ${i}'s body was cut short`).toBe(true);
        expect(response!.headers.connection).toBe("close");
      });
      expect(responses.filter((r) => r!.status === 400).every((r) => r!.body.includes("We could not send your request."))).toBe(true);

      await idle.closed; // an idle keep-alive connection does not hold the stop
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("[server] stopped");
      expect(server.output()).not.toContain("their connections are closed");
      const outbox = fs.readdirSync(path.join(server.dataDir, "outbox")).filter((f) => f.includes("example.com") || f.endsWith(".eml"));
      expect(outbox.length).toBeGreaterThanOrEqual(25); // each stored request e-mailed the office
    } finally {
      await server.stop();
    }
  }, 240_000);
});
