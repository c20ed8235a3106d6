/**
 * Visits in the database (docs/decisions/022-visits-and-attribution.md): the daily salts, the
 * counter's batches (visits, page views per visitor, conversions), a visit's trail for attributing
 * a request, the daily roll-up of raw events into totals, and the retention purges. Every write is
 * additive or keeps the earliest visit, so several instances writing batches never double count.
 */
import { and, asc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  analyticsConversions,
  analyticsDailyConversions,
  analyticsDailyPages,
  analyticsDailySources,
  analyticsDailyTotals,
  analyticsMonthlyPages,
  analyticsPageViews,
  analyticsRolledDays,
  analyticsRolledMonths,
  analyticsSalts,
  analyticsVisits,
  blogPosts,
} from "~/db/schema";
import type { VisitTrail } from "~/domain/attribution";
import { REQUEST_KINDS, type ConversionKind } from "~/domain/analytics-report";
import type { VisitSource } from "~/domain/visits";

type Executor = Pick<Database, "execute" | "insert" | "select" | "delete">;

/** The rows of a raw query, on either database driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// ---------------------------------------------------------------------------------------------
// Salts
// ---------------------------------------------------------------------------------------------

/** The salt of `day`: the stored one, or `fresh` stored now (the first instance to ask wins). */
export async function saltOfDay(db: Database, day: string, fresh: string): Promise<string> {
  await db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row.salt;
}

/** Deletes the salts of days before `day`: their visitor keys can no longer be made again. */
export async function deleteSaltsBefore(db: Database, day: string): Promise<number> {
  const gone = await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day)).returning({ day: analyticsSalts.day });
  return gone.length;
}

// ---------------------------------------------------------------------------------------------
// The counter's batches
// ---------------------------------------------------------------------------------------------

export type NewVisit = typeof analyticsVisits.$inferInsert;
export type NewPageView = typeof analyticsPageViews.$inferInsert & { views: number };
export type NewConversion = Omit<typeof analyticsConversions.$inferInsert, "id"> & { kind: ConversionKind; source: VisitSource };

/** Rows per statement (PostgreSQL takes at most 65,535 parameters in one). */
const CHUNK = 500;

/**
 * Writes one batch in one transaction. A visit already stored for the same day and visitor key is
 * replaced only by an earlier one (another instance may have seen the first page later); page views
 * add up; conversions are inserted. Each key appears once per batch (the counter merges them).
 */
export async function writeVisitBatch(db: Database, batch: { visits: NewVisit[]; pageViews: NewPageView[]; conversions: NewConversion[] }): Promise<void> {
  if (!batch.visits.length && !batch.pageViews.length && !batch.conversions.length) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < batch.visits.length; i += CHUNK) {
      await tx
        .insert(analyticsVisits)
        .values(batch.visits.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [analyticsVisits.day, analyticsVisits.visitor],
          set: {
            startedAt: sql`excluded.started_at`,
            landingPath: sql`excluded.landing_path`,
            source: sql`excluded.source`,
            sourceDetail: sql`excluded.source_detail`,
            utmSource: sql`excluded.utm_source`,
            utmMedium: sql`excluded.utm_medium`,
            utmCampaign: sql`excluded.utm_campaign`,
          },
          setWhere: sql`excluded.started_at < ${analyticsVisits.startedAt}`,
        });
    }
    for (let i = 0; i < batch.pageViews.length; i += CHUNK) {
      await tx
        .insert(analyticsPageViews)
        .values(batch.pageViews.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [analyticsPageViews.day, analyticsPageViews.visitor, analyticsPageViews.path],
          set: {
            views: sql`${analyticsPageViews.views} + excluded.views`,
            firstAt: sql`least(${analyticsPageViews.firstAt}, excluded.first_at)`,
            lastAt: sql`greatest(${analyticsPageViews.lastAt}, excluded.last_at)`,
            postId: sql`coalesce(${analyticsPageViews.postId}, excluded.post_id)`,
            townId: sql`coalesce(${analyticsPageViews.townId}, excluded.town_id)`,
          },
        });
    }
    for (let i = 0; i < batch.conversions.length; i += CHUNK) await tx.insert(analyticsConversions).values(batch.conversions.slice(i, i + CHUNK));
  });
}

/** One conversion, written at once (a request, an estimate step), inside the caller's transaction when given. */
export async function insertConversion(db: Executor, row: NewConversion): Promise<void> {
  await db.insert(analyticsConversions).values(row);
}

/** A visit and its pages, for attributing a request sent during it; null when there is none. */
export async function visitTrail(db: Database, day: string, visitor: string): Promise<VisitTrail | null> {
  const [visit] = await db
    .select()
    .from(analyticsVisits)
    .where(and(eq(analyticsVisits.day, day), eq(analyticsVisits.visitor, visitor)))
    .limit(1);
  if (!visit) return null;
  const pages = await db
    .select({ path: analyticsPageViews.path, postId: analyticsPageViews.postId, townId: analyticsPageViews.townId, lastAt: analyticsPageViews.lastAt })
    .from(analyticsPageViews)
    .where(and(eq(analyticsPageViews.day, day), eq(analyticsPageViews.visitor, visitor)))
    .orderBy(asc(analyticsPageViews.lastAt))
    .limit(200);
  return {
    landingPath: visit.landingPath,
    source: visit.source as VisitSource,
    sourceDetail: visit.sourceDetail,
    utmSource: visit.utmSource,
    utmMedium: visit.utmMedium,
    utmCampaign: visit.utmCampaign,
    pages,
  };
}

// ---------------------------------------------------------------------------------------------
// Raw events added up per day — the same sums for the roll-up and for days not rolled up yet
// ---------------------------------------------------------------------------------------------

/** A page's views, visitors and visits started on it, per day, from the raw rows `where` selects. */
export function rawPageTotals(where: SQL): SQL {
  return sql`SELECT pv.day, pv.path, pv.post_id, pv.town_id, sum(pv.views)::int AS views, count(*)::int AS visitors,
      count(*) FILTER (WHERE v.landing_path = pv.path)::int AS entries
    FROM analytics_page_views pv LEFT JOIN analytics_visits v ON v.day = pv.day AND v.visitor = pv.visitor
    WHERE ${where}
    GROUP BY pv.day, pv.path, pv.post_id, pv.town_id`;
}

/** Visits per day, source and campaign. */
export function rawSourceTotals(where: SQL): SQL {
  return sql`SELECT v.day, v.source, v.source_detail, v.utm_source, v.utm_medium, v.utm_campaign, count(*)::int AS visits
    FROM analytics_visits v WHERE ${where}
    GROUP BY v.day, v.source, v.source_detail, v.utm_source, v.utm_medium, v.utm_campaign`;
}

/** Conversions per day, kind and attribution, with the distinct visitor keys among them. */
export function rawConversionTotals(where: SQL): SQL {
  return sql`SELECT c.day, c.kind, c.path, c.landing_path, c.source, c.source_detail, c.utm_source, c.utm_medium, c.utm_campaign,
      c.town_id, c.post_id, count(*)::int AS count, count(DISTINCT c.visitor)::int AS visitors
    FROM analytics_conversions c WHERE ${where}
    GROUP BY c.day, c.kind, c.path, c.landing_path, c.source, c.source_detail, c.utm_source, c.utm_medium, c.utm_campaign, c.town_id, c.post_id`;
}

/** Each of `days`' visitors, page views, requests and call clicks, from the raw rows. */
export function rawDayTotals(days: SQL): SQL {
  const requests = sql.raw(`(${REQUEST_KINDS.map((k) => `'${k}'`).join(", ")})`);
  return sql`SELECT d.day,
      (SELECT count(*) FROM analytics_visits v WHERE v.day = d.day)::int AS visitors,
      (SELECT coalesce(sum(views), 0) FROM analytics_page_views pv WHERE pv.day = d.day)::int AS views,
      (SELECT count(*) FROM analytics_conversions c WHERE c.day = d.day AND c.kind IN ${requests})::int AS requests,
      (SELECT count(*) FROM analytics_conversions c WHERE c.day = d.day AND c.kind = 'call')::int AS calls
    FROM (${days}) d`;
}

/**
 * Adds up `day`'s raw events into the daily tables, once: the day is claimed in the same
 * transaction, so of several instances one does it and the others find it done. False when it was.
 */
export async function rollUpDay(db: Database, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(analyticsRolledDays).values({ day }).onConflictDoNothing().returning({ day: analyticsRolledDays.day });
    if (!claimed.length) return false;
    await tx.execute(sql`INSERT INTO ${analyticsDailyTotals} (day, visitors, views, requests, calls) ${rawDayTotals(sql`SELECT ${day}::date AS day`)}`);
    await tx.execute(sql`INSERT INTO ${analyticsDailyPages} (day, path, post_id, town_id, views, visitors, entries) ${rawPageTotals(sql`pv.day = ${day}`)}`);
    await tx.execute(sql`INSERT INTO ${analyticsDailySources} (day, source, source_detail, utm_source, utm_medium, utm_campaign, visits) ${rawSourceTotals(sql`v.day = ${day}`)}`);
    await tx.execute(sql`INSERT INTO ${analyticsDailyConversions} (day, kind, path, landing_path, source, source_detail, utm_source, utm_medium, utm_campaign, town_id, post_id, count, visitors)
      ${rawConversionTotals(sql`c.day = ${day}`)}`);
    return true;
  });
}

/** Days before `before` that hold raw events and are not rolled up yet, oldest first. */
export async function daysToRollUp(db: Database, before: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT d::text AS day FROM (
      SELECT DISTINCT day AS d FROM analytics_visits WHERE day < ${before}
      UNION SELECT DISTINCT day FROM analytics_conversions WHERE day < ${before}
      UNION SELECT DISTINCT day FROM analytics_page_views WHERE day < ${before}
    ) days
    WHERE NOT EXISTS (SELECT 1 FROM ${analyticsRolledDays} r WHERE r.day = days.d)
    ORDER BY d`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

/**
 * Adds up the daily page rows of `month` (its first day) into monthly rows, once: claimed like a day.
 * Only for a month that is over and whose days are all rolled up.
 */
export async function rollUpMonth(db: Database, month: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(analyticsRolledMonths).values({ month }).onConflictDoNothing().returning({ month: analyticsRolledMonths.month });
    if (!claimed.length) return false;
    await tx.execute(sql`INSERT INTO ${analyticsMonthlyPages} (month, path, post_id, town_id, views, visitors, entries)
      SELECT ${month}::date, path, post_id, town_id, sum(views)::int, sum(visitors)::int, sum(entries)::int FROM analytics_daily_pages
      WHERE day >= ${month}::date AND day < (${month}::date + interval '1 month')::date
      GROUP BY path, post_id, town_id`);
    return true;
  });
}

/** Months wholly before `day`'s month with rolled-up days and no monthly rows yet, oldest first. */
export async function monthsToRollUp(db: Database, day: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT date_trunc('month', r.day)::date::text AS month FROM analytics_rolled_days r
    WHERE r.day < date_trunc('month', ${day}::date)
      AND NOT EXISTS (SELECT 1 FROM ${analyticsRolledMonths} m WHERE m.month = date_trunc('month', r.day)::date)
    ORDER BY 1`);
  return rowsOf<{ month: string }>(result).map((r) => r.month);
}

/**
 * Deletes raw events of days before `day` that are rolled up (a day not rolled up yet keeps its
 * events until it is: nothing is lost to a server that was down at midnight).
 */
export async function purgeRawEventsBefore(db: Database, day: string): Promise<void> {
  const rolled = sql`EXISTS (SELECT 1 FROM ${analyticsRolledDays} r WHERE r.day = t.day)`;
  await db.execute(sql`DELETE FROM analytics_page_views t WHERE t.day < ${day} AND ${rolled}`);
  await db.execute(sql`DELETE FROM analytics_visits t WHERE t.day < ${day} AND ${rolled}`);
  await db.execute(sql`DELETE FROM analytics_conversions t WHERE t.day < ${day} AND ${rolled}`);
}

/** Deletes the daily totals of days before `day` (the owner's retention, in months). */
export async function purgeDailyTotalsBefore(db: Database, day: string): Promise<void> {
  await db.delete(analyticsDailyTotals).where(lt(analyticsDailyTotals.day, day));
  await db.delete(analyticsDailyPages).where(lt(analyticsDailyPages.day, day));
  await db.delete(analyticsDailySources).where(lt(analyticsDailySources.day, day));
  await db.delete(analyticsDailyConversions).where(lt(analyticsDailyConversions.day, day));
  await db.delete(analyticsRolledDays).where(lt(analyticsRolledDays.day, day));
  // A month goes with its last day.
  await db.execute(sql`DELETE FROM analytics_monthly_pages WHERE (month + interval '1 month')::date <= ${day}::date`);
  await db.execute(sql`DELETE FROM analytics_rolled_months WHERE (month + interval '1 month')::date <= ${day}::date`);
}

/** The published posts of these slugs, with the town each was written for. */
export async function postsBySlug(db: Database, slugs: readonly string[]): Promise<Map<string, { postId: string; townId: string | null }>> {
  if (!slugs.length) return new Map();
  const rows = await db
    .select({ slug: blogPosts.slug, postId: blogPosts.id, townId: blogPosts.locationId })
    .from(blogPosts)
    .where(and(inArray(blogPosts.slug, [...slugs]), eq(blogPosts.status, "published")));
  return new Map(rows.map((r) => [r.slug, { postId: r.postId, townId: r.townId }]));
}
