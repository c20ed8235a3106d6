/**
 * The production build as a child process, for tests that speak HTTP to the real server: a fresh
 * data folder, and a fresh database on the PostgreSQL server when TEST_DATABASE_URL is set (CI's
 * second run). Needs `npx react-router build` first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "./test-db";

export const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function builtServerExists(): boolean {
  return fs.existsSync(path.join(root, "build/server/index.js"));
}

/**
 * Starts `server.js` and waits until /healthz answers 200. `env` overrides the defaults
 * (production, request log off, rate limits off). `prepare` writes to the migrated and seeded
 * database before the server opens it (content a test needs in bulk).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, options: { prepare?: (db: Database) => Promise<void> } = {}): Promise<ServerProcess> {
  if (!builtServerExists()) throw new Error("run `npx react-router build` first (npm test does)");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-server-"));
  let database: TestDatabase | null = null;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_REQUESTS: "0",
    AUTH_RATE_LIMIT: "0",
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${database.databaseName}`;
    childEnv.DATABASE_URL = url.toString();
  }
  if (options.prepare) {
    const handle = database ?? (await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") }));
    await handle.migrate();
    await seedDatabase(handle.db);
    await options.prepare(handle.db);
    if (!database) await handle.close();
  }
  const child = spawn(process.execPath, ["server.js"], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    port,
    origin,
    dataDir,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates the owner account through the set-up link the fresh server printed, and returns the
 * session's Cookie header (for HTTP tests that act as staff).
 */
export async function signInAsOwner(server: ServerProcess): Promise<string> {
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    token = /\/auth\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error("the server printed no owner set-up link");
  const setup = await fetch(`${server.origin}/auth/setup?token=${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
    body: new URLSearchParams({ token, email: "owner@roofing.example", password: "correct horse battery" }),
  });
  if (setup.status !== 302) throw new Error(`owner set-up answered ${setup.status}: ${await setup.text()}`);
  return setup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
