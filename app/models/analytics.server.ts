/**
 * What the visits dashboard, the weekly e-mail, the posts list and the CSV export read
 * (docs/decisions/022-visits-and-attribution.md). Every figure comes from one of three daily
 * sources — pages, visits per source, conversions — each the rolled-up daily table for days that
 * are rolled up and the same sums over the raw events for days that are not (today, or a day the
 * servers have not closed yet), so a figure never depends on whether midnight has been processed.
 */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsReportOptOuts, blogPosts, serviceLocations, user } from "~/db/schema";
import { fillDays, funnel, previousRange, REQUEST_KINDS, sumTotals, type ConversionKind, type DayRange, type DayTotals, type Period, type PostFigures } from "~/domain/analytics-report";
import { sourceLabel } from "~/domain/visits";
import type { WeeklyReport } from "~/domain/weekly-report";
import { addDays } from "~/domain/calendar-days";
import { publicPostPath } from "~/domain/slugs";
import { rawConversionTotals, rawPageTotals, rawSourceTotals, rowsOf } from "./visits.server";

const notRolled = (column: SQL) => sql`NOT EXISTS (SELECT 1 FROM analytics_rolled_days r WHERE r.day = ${column})`;
const between = (column: SQL, r: DayRange) => sql`${column} BETWEEN ${r.from}::date AND ${r.to}::date`;

/** Per page and day: views, visitors, visits started there. */
function pages(r: DayRange): SQL {
  return sql`(SELECT day, path, post_id, town_id, views, visitors, entries FROM analytics_daily_pages WHERE ${between(sql`day`, r)}
    UNION ALL ${rawPageTotals(sql`${between(sql`pv.day`, r)} AND ${notRolled(sql`pv.day`)}`)})`;
}

/** Per day, source and campaign: visits. */
function sources(r: DayRange): SQL {
  return sql`(SELECT day, source, source_detail, utm_source, utm_medium, utm_campaign, visits FROM analytics_daily_sources WHERE ${between(sql`day`, r)}
    UNION ALL ${rawSourceTotals(sql`${between(sql`v.day`, r)} AND ${notRolled(sql`v.day`)}`)})`;
}

/** Per day, kind and attribution: conversions, and the distinct visitors among them. */
function conversions(r: DayRange): SQL {
  return sql`(SELECT day, kind, path, landing_path, source, source_detail, utm_source, utm_medium, utm_campaign, town_id, post_id, count, visitors
    FROM analytics_daily_conversions WHERE ${between(sql`day`, r)}
    UNION ALL ${rawConversionTotals(sql`${between(sql`c.day`, r)} AND ${notRolled(sql`c.day`)}`)})`;
}

const requestKinds = sql.raw(`(${REQUEST_KINDS.map((k) => `'${k}'`).join(", ")})`);
/** The sums every table shows beside its visits: requests and call clicks. */
const conversionSums = sql`coalesce(sum(count) FILTER (WHERE kind IN ${requestKinds}), 0)::int AS requests, coalesce(sum(count) FILTER (WHERE kind = 'call'), 0)::int AS calls`;

async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** Visitors, page views, requests and call clicks per day of the range (days without any left out). */
export async function dailyTotals(db: Database, r: DayRange): Promise<DayTotals[]> {
  const [views, visits, conv] = await Promise.all([
    query<{ day: string; views: number }>(db, sql`SELECT day::text AS day, sum(views)::int AS views FROM ${pages(r)} p GROUP BY day`),
    query<{ day: string; visitors: number }>(db, sql`SELECT day::text AS day, sum(visits)::int AS visitors FROM ${sources(r)} s GROUP BY day`),
    query<{ day: string; requests: number; calls: number }>(db, sql`SELECT day::text AS day, ${conversionSums} FROM ${conversions(r)} c GROUP BY day`),
  ]);
  const byDay = new Map<string, DayTotals>();
  const row = (day: string) => byDay.get(day) ?? byDay.set(day, { day, visitors: 0, views: 0, requests: 0, calls: 0 }).get(day)!;
  for (const v of views) row(v.day).views = v.views;
  for (const v of visits) row(v.day).visitors = v.visitors;
  for (const c of conv) Object.assign(row(c.day), { requests: c.requests, calls: c.calls });
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface PageRow {
  path: string;
  views: number;
  visitors: number;
  /** Visits that started on the page. */
  entries: number;
  /** Requests whose visit started on the page. */
  requests: number;
}

/** The pages with the most visitors, with the requests of visits that landed on them. */
export async function topPages(db: Database, r: DayRange, limit = 20): Promise<PageRow[]> {
  const rows = await query<Omit<PageRow, "requests">>(
    db,
    sql`SELECT path, sum(views)::int AS views, sum(visitors)::int AS visitors, sum(entries)::int AS entries
      FROM ${pages(r)} p GROUP BY path ORDER BY sum(visitors) DESC, sum(views) DESC, path LIMIT ${limit}`,
  );
  if (!rows.length) return [];
  const landed = await query<{ path: string; requests: number }>(
    db,
    sql`SELECT landing_path AS path, sum(count)::int AS requests FROM ${conversions(r)} c
      WHERE kind IN ${requestKinds} AND landing_path IN (${sql.join(rows.map((p) => sql`${p.path}`), sql`, `)}) GROUP BY landing_path`,
  );
  const requests = new Map(landed.map((l) => [l.path, l.requests]));
  return rows.map((p) => ({ ...p, requests: requests.get(p.path) ?? 0 }));
}

export interface TownRow {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** Views of the town's own page. */
  townPageViews: number;
  /** Views of the posts written for the town. */
  postViews: number;
  requests: number;
  calls: number;
}

/**
 * Every town served, and any other town that had visits or requests, with its town page's views,
 * its posts' views, and the requests and call clicks its pages brought.
 */
export async function townTotals(db: Database, r: DayRange): Promise<TownRow[]> {
  const [views, conv] = await Promise.all([
    query<{ id: string; town: number; posts: number }>(
      db,
      sql`SELECT town_id AS id, coalesce(sum(views) FILTER (WHERE post_id IS NULL), 0)::int AS town, coalesce(sum(views) FILTER (WHERE post_id IS NOT NULL), 0)::int AS posts
        FROM ${pages(r)} p WHERE town_id IS NOT NULL GROUP BY town_id`,
    ),
    query<{ id: string; requests: number; calls: number }>(db, sql`SELECT town_id AS id, ${conversionSums} FROM ${conversions(r)} c WHERE town_id IS NOT NULL GROUP BY town_id`),
  ]);
  const ids = [...new Set([...views.map((v) => v.id), ...conv.map((c) => c.id)])];
  const towns = await db
    .select({ id: serviceLocations.id, name: serviceLocations.name, latitude: serviceLocations.latitude, longitude: serviceLocations.longitude })
    .from(serviceLocations)
    .where(ids.length ? or(eq(serviceLocations.served, true), inArray(serviceLocations.id, ids)) : eq(serviceLocations.served, true));
  const viewsOf = new Map(views.map((v) => [v.id, v]));
  const convOf = new Map(conv.map((c) => [c.id, c]));
  return towns.map((t) => ({
    ...t,
    townPageViews: viewsOf.get(t.id)?.town ?? 0,
    postViews: viewsOf.get(t.id)?.posts ?? 0,
    requests: convOf.get(t.id)?.requests ?? 0,
    calls: convOf.get(t.id)?.calls ?? 0,
  }));
}

export interface PostRow {
  id: string;
  title: string;
  path: string;
  town: string | null;
  views: number;
  visitors: number;
  requests: number;
  calls: number;
}

/** The posts that brought most requests, then most views. */
export async function topPosts(db: Database, r: DayRange, limit = 20): Promise<PostRow[]> {
  const rows = await query<{ id: string; views: number; visitors: number; requests: number; calls: number }>(
    db,
    sql`WITH v AS (SELECT post_id, sum(views)::int AS views, sum(visitors)::int AS visitors FROM ${pages(r)} p WHERE post_id IS NOT NULL GROUP BY post_id),
      c AS (SELECT post_id, ${conversionSums} FROM ${conversions(r)} c WHERE post_id IS NOT NULL GROUP BY post_id)
      SELECT coalesce(v.post_id, c.post_id) AS id, coalesce(v.views, 0) AS views, coalesce(v.visitors, 0) AS visitors,
        coalesce(c.requests, 0) AS requests, coalesce(c.calls, 0) AS calls
      FROM v FULL JOIN c ON c.post_id = v.post_id
      ORDER BY coalesce(c.requests, 0) DESC, coalesce(v.views, 0) DESC, coalesce(c.calls, 0) DESC, 1 LIMIT ${limit}`,
  );
  if (!rows.length) return [];
  const posts = await db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, town: serviceLocations.name })
    .from(blogPosts)
    .leftJoin(serviceLocations, eq(serviceLocations.id, blogPosts.locationId))
    .where(inArray(blogPosts.id, rows.map((r) => r.id)));
  const byId = new Map(posts.map((p) => [p.id, p]));
  return rows.map((r) => {
    const post = byId.get(r.id);
    // A post deleted since keeps its figures under a plain name.
    return { ...r, title: post?.title ?? "A deleted post", path: post ? publicPostPath(post.slug) : "", town: post?.town ?? null };
  });
}

export interface SourceRow {
  source: string;
  detail: string;
  visits: number;
  requests: number;
  calls: number;
}

/** Visits per source (domains for other sites), with the requests and calls their visits brought. */
export async function sourceTotals(db: Database, r: DayRange): Promise<SourceRow[]> {
  const [visits, conv] = await Promise.all([
    query<{ source: string; detail: string; visits: number }>(db, sql`SELECT source, source_detail AS detail, sum(visits)::int AS visits FROM ${sources(r)} s GROUP BY 1, 2`),
    query<{ source: string; detail: string; requests: number; calls: number }>(db, sql`SELECT source, source_detail AS detail, ${conversionSums} FROM ${conversions(r)} c GROUP BY 1, 2`),
  ]);
  const rows = new Map<string, SourceRow>();
  for (const v of visits) rows.set(`${v.source} ${v.detail}`, { ...v, requests: 0, calls: 0 });
  for (const c of conv) {
    const key = `${c.source} ${c.detail}`;
    const row = rows.get(key) ?? { source: c.source, detail: c.detail, visits: 0, requests: 0, calls: 0 };
    rows.set(key, { ...row, requests: c.requests, calls: c.calls });
  }
  return [...rows.values()].filter((s) => s.visits || s.requests || s.calls).sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.source.localeCompare(b.source));
}

export interface CampaignRow {
  campaign: string;
  utmSource: string;
  utmMedium: string;
  visits: number;
  requests: number;
  calls: number;
}

/** Visits per `utm_*` campaign, with their requests and calls. */
export async function campaignTotals(db: Database, r: DayRange): Promise<CampaignRow[]> {
  const tagged = sql`(utm_campaign <> '' OR utm_source <> '' OR utm_medium <> '')`;
  const [visits, conv] = await Promise.all([
    query<Omit<CampaignRow, "requests" | "calls">>(
      db,
      sql`SELECT utm_campaign AS campaign, utm_source AS "utmSource", utm_medium AS "utmMedium", sum(visits)::int AS visits FROM ${sources(r)} s WHERE ${tagged} GROUP BY 1, 2, 3`,
    ),
    query<Omit<CampaignRow, "visits">>(
      db,
      sql`SELECT utm_campaign AS campaign, utm_source AS "utmSource", utm_medium AS "utmMedium", ${conversionSums} FROM ${conversions(r)} c WHERE ${tagged} GROUP BY 1, 2, 3`,
    ),
  ]);
  const rows = new Map<string, CampaignRow>();
  const key = (c: { campaign: string; utmSource: string; utmMedium: string }) => `${c.campaign}\u0000${c.utmSource}\u0000${c.utmMedium}`;
  for (const v of visits) rows.set(key(v), { ...v, requests: 0, calls: 0 });
  for (const c of conv) rows.set(key(c), { ...(rows.get(key(c)) ?? { ...c, visits: 0 }), requests: c.requests, calls: c.calls });
  return [...rows.values()].sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.campaign.localeCompare(b.campaign));
}

/**
 * The estimate funnel's steps: people who entered an address (distinct visitor keys per day, a
 * visitor who asked not to be counted each time), then estimates at each later step.
 */
export async function funnelCounts(db: Database, r: DayRange): Promise<Partial<Record<ConversionKind, number>>> {
  const rows = await query<{ kind: ConversionKind; n: number }>(
    db,
    sql`SELECT kind, sum(CASE WHEN kind = 'estimate-address' THEN visitors ELSE count END)::int AS n FROM ${conversions(r)} c WHERE kind LIKE 'estimate-%' GROUP BY kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

/** The pages phone numbers were tapped on most. */
export async function callPages(db: Database, r: DayRange, limit = 10): Promise<{ path: string; calls: number }[]> {
  return query(db, sql`SELECT path, sum(count)::int AS calls FROM ${conversions(r)} c WHERE kind = 'call' GROUP BY path ORDER BY 2 DESC, 1 LIMIT ${limit}`);
}

/** Views and requests of posts in the last 7, 30 and 90 days (today included); `ids` limits it to those posts. */
export async function postFigures(db: Database, today: string, ids?: readonly string[]): Promise<Map<string, PostFigures>> {
  const r = { from: addDays(today, -89), to: today };
  const d7 = addDays(today, -6);
  const d30 = addDays(today, -29);
  const only = ids ? (ids.length ? sql`AND post_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`AND false`) : sql``;
  const [views, conv] = await Promise.all([
    query<{ id: string; v7: number; v30: number; v90: number }>(
      db,
      sql`SELECT post_id AS id, coalesce(sum(views) FILTER (WHERE day >= ${d7}::date), 0)::int AS v7,
          coalesce(sum(views) FILTER (WHERE day >= ${d30}::date), 0)::int AS v30, sum(views)::int AS v90
        FROM ${pages(r)} p WHERE post_id IS NOT NULL ${only} GROUP BY post_id`,
    ),
    query<{ id: string; r7: number; r30: number; r90: number }>(
      db,
      sql`SELECT post_id AS id, coalesce(sum(count) FILTER (WHERE day >= ${d7}::date), 0)::int AS r7,
          coalesce(sum(count) FILTER (WHERE day >= ${d30}::date), 0)::int AS r30, sum(count)::int AS r90
        FROM ${conversions(r)} c WHERE post_id IS NOT NULL AND kind IN ${requestKinds} ${only} GROUP BY post_id`,
    ),
  ]);
  const out = new Map<string, PostFigures>();
  const row = (id: string) => out.get(id) ?? out.set(id, { views: [0, 0, 0], requests: [0, 0, 0] }).get(id)!;
  for (const v of views) row(v.id).views = [v.v7, v.v30, v.v90];
  for (const c of conv) row(c.id).requests = [c.r7, c.r30, c.r90];
  return out;
}

/** Whether anything was ever counted (the dashboard's empty state). */
export async function anythingCounted(db: Database): Promise<boolean> {
  const rows = await query<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM analytics_visits) OR EXISTS (SELECT 1 FROM analytics_daily_sources) OR EXISTS (SELECT 1 FROM analytics_conversions) OR EXISTS (SELECT 1 FROM analytics_daily_conversions) AS any`,
  );
  return Boolean(rows[0]?.any);
}

/** Last week's figures for the weekly e-mail (app/domain/weekly-report.ts). */
export async function weeklyReportFigures(db: Database, week: DayRange): Promise<WeeklyReport> {
  const [days, before, towns, sourceRows, posts] = await Promise.all([
    dailyTotals(db, week),
    dailyTotals(db, previousRange(week)),
    townTotals(db, week),
    sourceTotals(db, week),
    topPosts(db, week, 3),
  ]);
  const totals = sumTotals(days);
  const byTown: WeeklyReport["byTown"] = towns.filter((t) => t.requests > 0).sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name));
  const townless = totals.requests - byTown.reduce((n, t) => n + t.requests, 0);
  if (townless > 0) byTown.push({ name: null, requests: townless });
  return {
    week,
    totals,
    before: sumTotals(before),
    byTown: byTown.map(({ name, requests }) => ({ name, requests })),
    bySource: sourceRows.filter((s) => s.requests > 0).sort((a, b) => b.requests - a.requests).map((s) => ({ label: sourceLabel(s.source, s.detail), requests: s.requests })),
    topPosts: posts.filter((p) => p.requests > 0 || p.views > 0),
    quietTowns: towns
      .filter((t) => t.townPageViews + t.postViews > 0 && t.requests === 0)
      .map((t) => ({ name: t.name, views: t.townPageViews + t.postViews }))
      .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name)),
  };
}

// ---------------------------------------------------------------------------------------------
// The weekly e-mail's readers
// ---------------------------------------------------------------------------------------------

/** Staff who get the weekly e-mail: every confirmed account that has not turned it off. */
export async function weeklyReportReaders(db: Database): Promise<{ id: string; email: string; role: string }[]> {
  return db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(and(eq(user.emailVerified, true), sql`NOT EXISTS (SELECT 1 FROM ${analyticsReportOptOuts} o WHERE o.user_id = ${user.id})`));
}

export async function wantsWeeklyReport(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: analyticsReportOptOuts.userId }).from(analyticsReportOptOuts).where(eq(analyticsReportOptOuts.userId, userId)).limit(1);
  return !row;
}

export async function setWeeklyReport(db: Database, userId: string, wanted: boolean): Promise<void> {
  if (wanted) await db.delete(analyticsReportOptOuts).where(eq(analyticsReportOptOuts.userId, userId));
  else await db.insert(analyticsReportOptOuts).values({ userId }).onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------
// The dashboard
// ---------------------------------------------------------------------------------------------

/** Everything the dashboard shows for `period` against the one before it. */
export async function analyticsDashboard(db: Database, period: Period) {
  const [current, previous, pageRows, towns, posts, sourceRows, campaigns, funnelNow, funnelBefore, calls, counted] = await Promise.all([
    dailyTotals(db, period),
    dailyTotals(db, period.previous),
    topPages(db, period),
    townTotals(db, period),
    topPosts(db, period),
    sourceTotals(db, period),
    campaignTotals(db, period),
    funnelCounts(db, period),
    funnelCounts(db, period.previous),
    callPages(db, period),
    anythingCounted(db),
  ]);
  const days = fillDays(period, current);
  const before = fillDays(period.previous, previous);
  return {
    counted,
    days: days.map((d, i) => ({ current: d, previous: before[i] })),
    totals: { current: sumTotals(days), previous: sumTotals(before) },
    pages: pageRows,
    towns: towns.sort((a, b) => b.requests - a.requests || b.townPageViews + b.postViews - (a.townPageViews + a.postViews) || a.name.localeCompare(b.name)),
    posts,
    sources: sourceRows.map((s) => ({ ...s, label: sourceLabel(s.source, s.detail) })),
    campaigns,
    funnel: { current: funnel(funnelNow), previous: funnel(funnelBefore) },
    calls,
  };
}

export type AnalyticsDashboard = Awaited<ReturnType<typeof analyticsDashboard>>;
