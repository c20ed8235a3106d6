/**
 * Scheduled publishing (docs/decisions/007-editor.md): a post whose scheduled moment passed while
 * the server was down is published as soon as the server is back (the scheduler's first pass runs
 * at start), and the public page shows it. Needs the production build.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { builtServerExists, freePort, root } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-scheduler-"));
let child: ChildProcess | null = null;
let postgres: TestDatabase | null = null;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.on("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("publishes a post that fell due while the server was down right after it starts", async () => {
  expect(builtServerExists(), "run `npx react-router build` first").toBe(true);
  // The database as the stopped server left it: one post due an hour ago.
  let handle: DatabaseHandle;
  let databaseUrl: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    postgres = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgres.databaseName}`;
    databaseUrl = url.toString();
    handle = postgres;
  } else {
    handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    await handle.migrate();
  }
  const [post] = await handle.db
    .insert(blogPosts)
    .values({ title: "Due while the server was down", content: "Published at the first tick.", slug: "due-while-down", scheduledAt: new Date(Date.now() - 3600_000) })
    .returning();
  if (!postgres) await handle.close();

  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0", SCHEDULER_TICK_SECONDS: "3600" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  child = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));

  // The next regular tick is an hour away: only the pass at start can publish it.
  let status = 0;
  for (let i = 0; i < 225 && status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 200));
    status = await fetch(`http://127.0.0.1:${port}/blog/due-while-down`).then((r) => r.status, () => 0);
  }
  expect(status, output).toBe(200);
  expect(output).toContain("[scheduler] published 1 scheduled post(s): due-while-down");
  if (postgres) {
    const [row] = await postgres.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ status: "published", scheduledAt: null });
  }
}, 60_000);
