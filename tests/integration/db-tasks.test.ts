/**
 * `npm run db:migrate` / `npm run db:seed` (scripts/db.ts): they migrate and seed the embedded
 * database in DATA_DIR (or PostgreSQL), and refuse while a server holds the data folder.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { processStartTime } from "~/db/data-dir-lock.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { runDatabaseTask } from "~/db/tasks.server";
import { createTestDatabase } from "../support/test-db";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-db-tasks-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function npmScript(task: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/db.ts", task], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

async function counts(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    const [{ locations }] = await database.db.select({ locations: sql<number>`count(*)::int` }).from(serviceLocations);
    const [{ posts }] = await database.db.select({ posts: sql<number>`count(*)::int` }).from(blogPosts);
    return { locations, posts };
  } finally {
    await database.close();
  }
}

describe("db:migrate and db:seed", { timeout: 90_000 }, () => {
  it("migrate creates the tables in DATA_DIR, seed fills them, from the command line", async () => {
    const dataDir = path.join(scratch, "cli");
    const migrate = npmScript("migrate", { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(migrate.output).toContain(`Migrations applied to the embedded database in ${dataDir}/db`);
    expect(migrate.status).toBe(0);
    expect(await counts(dataDir)).toEqual({ locations: 0, posts: 0 });

    const seed = npmScript("seed", { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(seed.status).toBe(0);
    expect(seed.output).toMatch(/Seeded the embedded database in .*: added [1-9]\d* locations/);
    const seeded = await counts(dataDir);
    expect(seeded.locations).toBeGreaterThan(0);
    expect(seeded.posts).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    expect(npmScript("rollback", { DATA_DIR: dataDir }).status).toBe(2);
  });

  it("refuses while a server holds the data folder", async () => {
    const dataDir = path.join(scratch, "busy");
    fs.mkdirSync(dataDir);
    const server = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: server.pid, started: processStartTime(server.pid!) }));
      await expect(runDatabaseTask("seed", { dataDir, DATABASE_URL: null })).rejects.toThrow(
        /already using the data folder[\s\S]*applies the migrations and the seed itself when it starts/,
      );
      expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      server.kill("SIGKILL");
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("seeds the PostgreSQL database named by DATABASE_URL", async () => {
    const t = await createTestDatabase();
    try {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${t.databaseName}`;
      const message = await runDatabaseTask("seed", { dataDir: path.join(scratch, "unused"), DATABASE_URL: url.toString() });
      expect(message).toContain("Seeded PostgreSQL (DATABASE_URL)");
      const [{ locations }] = await t.db.select({ locations: sql<number>`count(*)::int` }).from(serviceLocations);
      expect(locations).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(scratch, "unused"))).toBe(false);
    } finally {
      await t.drop();
    }
  });
});
