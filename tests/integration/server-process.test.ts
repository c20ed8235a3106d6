/**
 * The production server as a process: it starts on an empty data folder, a second server on the
 * same folder refuses to start, and SIGTERM shuts it down cleanly. Needs the production build.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerExists, freePort, root } from "../support/server-process";

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

async function waitForHealth(port: number, timeoutMs = 30_000) {
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
  }, 60_000);
});
