/**
 * Which version of the public content this server shows. Database triggers (drizzle/0005) bump a
 * sequence and NOTIFY `public_content` on every write a public page can show; each server listens
 * and tells its caches (the page cache, the sitemap) to let go of what they hold. The sequence is
 * the fallback: after a lost listening connection, or after a write made by this very server (the
 * notification may still be on its way), reading it says whether anything changed meanwhile.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client.server";

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
  close(): Promise<void>;
}

export async function watchContentVersion(database: DatabaseHandle): Promise<ContentVersion> {
  const listeners = new Set<() => void>();
  let current = 0;
  let seen: string | null = null;
  const changed = () => {
    current++;
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
  return {
    get current() {
      return current;
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    refresh,
    close: stop,
  };
}
