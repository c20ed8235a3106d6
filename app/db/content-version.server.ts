/**
 * Which version of the public content this server shows. Database triggers (drizzle/0005) bump a
 * sequence and NOTIFY `public_content` on every write a public page can show; each server listens
 * and tells its caches (the page cache, the sitemap) to let go of what they hold. The sequence is
 * the fallback: after a lost listening connection, or after a write made by this very server (the
 * notification may still be on its way), reading it says whether anything changed meanwhile.
 */
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client.server";

export const CONTENT_CHANNEL = "public_content";

export interface ContentVersion {
  /**
   * Grows by one on every change seen, never goes back: caches tag what they build with it and
   * keep it only while it is still current.
   */
  readonly current: number;
  /** Calls `fn` after each change; the result unsubscribes. */
  onChange(fn: () => void): () => void;
  /** Reads the database's counter and counts a change when it moved (see above). */
  refresh(): Promise<void>;
  /** `load`'s result, loaded once per version (see memoized). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Most distinct memo keys kept per version (a thousand towns × a few lists, and the pages' shared reads): a bound, not a working size. */
const MAX_MEMOS = 5000;

const watched = new WeakMap<Database, ContentVersion>();

/**
 * Public content many pages share — the content variables, the towns, a town's related posts —
 * read once per version of the content instead of once per page render, when `db` belongs to a
 * server that watches the version (startServices); read every time otherwise (tests, scripts).
 * Only for public reads: a staff page rendered in the same request as its own write must read the
 * database, since on PostgreSQL the notification of that write may not have arrived yet.
 */
export function memoized<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const version = watched.get(db);
  return version ? version.memo(key, load) : load();
}

export async function watchContentVersion(database: DatabaseHandle): Promise<ContentVersion> {
  const listeners = new Set<() => void>();
  let current = 0;
  let seen: string | null = null;
  // Replaced, not cleared, on a change: a load still running for the old version fills the old map.
  let memos = new Map<string, Promise<unknown>>();
  const changed = () => {
    current++;
    memos = new Map();
    for (const fn of listeners) fn();
  };
  const read = async () => {
    const result = await database.db.execute<{ last: string }>(sql`SELECT last_value::text AS last FROM public_content_version`);
    return String((result as unknown as { rows: { last: string }[] }).rows[0].last);
  };
  const refresh = async () => {
    const value = await read();
    if (value !== seen) {
      seen = value;
      changed();
    }
  };
  const stop = await database.listen(
    CONTENT_CHANNEL,
    (payload) => {
      // Notifications may arrive out of order (two writers): each one is a change all the same.
      seen = payload;
      changed();
    },
    () => void refresh().catch(() => {}),
  );
  seen = await read();
  const version: ContentVersion = {
    get current() {
      return current;
    },
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      const map = memos;
      const hit = map.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      // Adopted once: a query builder is a thenable that runs its query again each time it is awaited.
      const loading = Promise.resolve(load());
      if (map.size >= MAX_MEMOS) map.delete(map.keys().next().value!);
      map.set(key, loading);
      // A failed read is not remembered.
      loading.catch(() => {
        if (map.get(key) === loading) map.delete(key);
      });
      return loading;
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    refresh,
    close: async () => {
      watched.delete(database.db);
      await stop();
    },
  };
  watched.set(database.db, version);
  return version;
}
