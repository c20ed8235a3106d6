/**
 * Opens the database: embedded PGlite by default (a folder under DATA_DIR, or in memory for tests),
 * a PostgreSQL server when a connection URL is given. Same schema, same migrations, same code.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type PgModule from "pg";
import { sql } from "drizzle-orm";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations in /drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other server on the same database runs its own. Instances started together
   * would otherwise race through the start-up migrations and seed (both create the same tables and
   * one crashes). PostgreSQL: an advisory lock held on one connection; PGlite: one server per
   * folder already, so `fn` just runs.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Refreshes the query planner's statistics. PostgreSQL's autovacuum does this by itself; PGlite
   * runs no background workers, so without it the planner guesses row counts and picks slow plans.
   */
  analyze(): Promise<void>;
  /** Answers whether the database responds (for /healthz). */
  ping(): Promise<boolean>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`. PGlite delivers them in process; PostgreSQL
   * needs a connection of its own, which is opened again when it drops — `onReconnect` then runs,
   * since notifications sent meanwhile are lost. Resolves once listening; the result stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * The embedded database's files as a gzipped tar, taken between two queries after a checkpoint
   * (see app/db/backup.server.ts). Null for PostgreSQL, which is backed up with pg_dump.
   */
  dump: (() => Promise<Uint8Array>) | null;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** `snapshot`: start from a dump (DatabaseHandle.dump) instead of an empty folder. */
  | { kind: "pglite"; dataDir: string | null; snapshot?: Uint8Array }
  | { kind: "postgres"; url: string };

/**
 * The embedded database's memory, set for a small machine (docs/decisions/015-scale-and-memory.md).
 * PGlite's data folder asks for 160 MB of shared buffers, which fill as tables are read and then
 * stay resident in the server's process; 32 MB holds what pages read again and again (indexes, the
 * newest posts, towns, variables) and the operating system's file cache serves the rest. Index
 * builds and ANALYZE get 16 MB instead of 64.
 */
const PGLITE_SETTINGS = ["shared_buffers=32MB", "maintenance_work_mem=16MB", "temp_buffers=4MB", "wal_buffers=1MB"];

/** Any fixed number: the advisory lock key the site's servers agree on. */
const STARTUP_LOCK_KEY = 7_296_351_102;

function migrationsFolder(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "drizzle"));
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    // The PostgreSQL driver is loaded only for PostgreSQL: the embedded database never needs it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (a restart, a dropped database) is reported on the pool;
    // without a listener Node treats it as an uncaught exception and the whole server stops. The pool
    // replaces the connection by itself, so it is worth a line in the log, not a crash. After close()
    // the pool's connections may still be ending, and their termination is expected.
    let closing = false;
    pool.on("error", (error) => {
      if (!closing) console.warn(`Database: an idle connection was closed (${error.message}).`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
      },
      exclusively: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          try {
            return await fn();
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      analyze: async () => {},
      ping: () => ping(db),
      listen: (channel, onPayload, onReconnect) => listenOnPostgres(pg, target.url, channel, onPayload, onReconnect),
      dump: null,
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }

  // PGlite does not create the parents of its data folder.
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const options = {
    loadDataDir: target.snapshot ? new Blob([new Uint8Array(target.snapshot)]) : undefined,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  };
  const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    exclusively: (fn) => fn(),
    analyze: async () => {
      await client.exec("ANALYZE");
    },
    ping: () => ping(db),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    dump: async () => {
      await client.exec("CHECKPOINT");
      const tar = await client.dumpDataDir("gzip");
      return new Uint8Array(await tar.arrayBuffer());
    },
    close: () => client.close(),
  };
}

/** Seconds between attempts to open the listening connection again (doubling up to a limit). */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

async function listenOnPostgres(
  pg: typeof PgModule,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: PgModule.Client | null = null;
  let delay = RELISTEN_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (m) => {
      if (m.channel === channel) onPayload(m.payload ?? "");
    });
    // A dropped connection is expected now and then (a database restart): listen again.
    client.on("error", () => {});
    client.on("end", () => {
      if (current === client) current = null;
      if (!stopped) retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    delay = RELISTEN_FIRST_MS;
  };
  const retry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(
        () => onReconnect?.(),
        (error: unknown) => {
          console.warn(`Database: listening for ${channel} failed (${error instanceof Error ? error.message : error}); trying again.`);
          delay = Math.min(delay * 2, RELISTEN_MAX_MS);
          if (!stopped && !current) retry();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => {});
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
