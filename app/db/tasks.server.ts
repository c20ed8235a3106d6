/**
 * `npm run db:migrate` and `npm run db:seed` (scripts/db.ts): the same migrations and seed the
 * server applies at start, run on their own — against DATABASE_URL when set, else the embedded
 * database in DATA_DIR, which they lock like a server so they never write beside a running one.
 */
import path from "node:path";
import type { Env } from "~/config/env.server";
import { openDatabase } from "./client.server";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";
import { seedDatabase } from "./seed/seed.server";

export type DatabaseTask = "migrate" | "seed";

export function isDatabaseTask(value: string | undefined): value is DatabaseTask {
  return value === "migrate" || value === "seed";
}

/** Runs the task and returns a line saying what it did. */
export async function runDatabaseTask(task: DatabaseTask, env: Pick<Env, "DATABASE_URL" | "dataDir">): Promise<string> {
  let release = () => {};
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(env.dataDir);
    } catch (e) {
      if (!(e instanceof DataDirLockedError)) throw e;
      throw new DataDirLockedError(
        `${e.message}\nThe server applies the migrations and the seed itself when it starts, so there is nothing to run while it is up.`,
      );
    }
  }
  try {
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${path.join(env.dataDir, "db")}`;
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.join(env.dataDir, "db") },
    );
    try {
      // Seeding needs the tables, so it migrates first too; never at the same time as a starting server.
      const added = await database.exclusively(async () => {
        await database.migrate();
        return task === "seed" ? await seedDatabase(database.db) : null;
      });
      if (!added) return `Migrations applied to ${where}.`;
      return `Seeded ${where}: added ${added.locations} locations, ${added.brands} brands, ${added.services} services and ${added.posts} demo posts (existing rows are kept).`;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
