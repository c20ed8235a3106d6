/**
 * The rate-limit counters in the database. One statement per attempt both counts and reads back, so
 * two instances (or two requests) hitting the same key at once cannot both slip under the limit.
 */
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { RateLimitKey } from "~/domain/rate-limits";

export interface CountedKey {
  key: string;
  count: number;
  max: number;
  /** Seconds until this key's window ends. */
  secondsLeft: number;
}

/** Adds one attempt to each key (starting a new window where the old one ended) and returns the counts. */
export async function countAttempt(db: Database, keys: RateLimitKey[]): Promise<CountedKey[]> {
  if (keys.length === 0) return [];
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((k) => ({ key: k.key, count: 1, resetAt: sql`now() + ${k.windowSeconds} * interval '1 second'` })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(ceil(extract(epoch from (${rateLimits.resetAt} - now()))), 0)::int`,
    });
  const maxByKey = new Map(keys.map((k) => [k.key, k.max]));
  return rows.map((r) => ({ ...r, secondsLeft: Number(r.secondsLeft), max: maxByKey.get(r.key) ?? 0 }));
}

/** Takes one attempt back (a successful sign-in is not a failure), within the current window only. */
export async function forgiveAttempt(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
}

/** Deletes counters whose window has ended; returns how many. */
export async function pruneExpiredRateLimits(db: Database): Promise<number> {
  const rows = await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`)).returning({ key: rateLimits.key });
  return rows.length;
}

/** A day's counter of paid calls to an outside provider, kept two days (the office day may still be open). */
const paidCallKey = (provider: string, day: string) => `paid:${provider}:${day}`;
const PAID_CALL_KEEP_SECONDS = 2 * 24 * 60 * 60;

/** Counts one paid call on the office day `day` and returns the day's count, this one included. */
export async function countPaidCall(db: Database, provider: string, day: string): Promise<number> {
  const [counted] = await countAttempt(db, [{ key: paidCallKey(provider, day), max: 0, windowSeconds: PAID_CALL_KEEP_SECONDS }]);
  return counted.count;
}

/** The paid calls counted on the office day `day`. */
export async function paidCallsOn(db: Database, provider: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, paidCallKey(provider, day)), gt(rateLimits.resetAt, sql`now()`)));
  return row?.count ?? 0;
}
