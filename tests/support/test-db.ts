/**
 * A fresh, migrated database per test file: embedded PGlite in memory by default; a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL when it is set (CI's second run).
 */
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL database's name; null for the in-memory PGlite one. */
  databaseName: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    await handle.migrate();
    return { ...handle, databaseName: null, drop: () => handle.close() };
  }
  const name = `roofing_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    databaseName: name,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
