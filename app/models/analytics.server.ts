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
import { fillDays, funnel, monthsBefore, previousRange, seriesOf, REQUEST_KINDS, sumTotals, type ConversionKind, type DayRange, type DayTotals, type Period, type PostFigures } from "~/domain/analytics-report";
import { sourceLabel } from "~/domain/visits";
import type { WeeklyReport } from "~/domain/weekly-report";
import { addDays } from "~/domain/calendar-days";
import { publicPostPath } from "~/domain/slugs";
import { rawConversionTotals, rawDayTotals, rawPageTotals, rawSourceTotals, rowsOf } from "./visits.server";

const between = (column: SQL, r: DayRange) => sql`${column} BETWEEN ${r.from}::date AND ${r.to}::date`;

/**
 * A range to read, with its days that are not rolled up yet and hold raw events (today, usually
 * alone): only those are summed from raw rows, the rest come from the daily tables.
 */
export interface Scope extends DayRange {
  raw: string[];
  /** Months wholly inside the range that are added up by page (analytics_monthly_pages). */
  months: string[];
}

export async function scopeOf(db: Database, r: DayRange): Promise<Scope> {
  const [raw, months] = await Promise.all([
    query<{ day: string }>(
      db,
      sql`SELECT d::date::text AS day FROM generate_series(${r.from}::date, ${r.to}::date, interval '1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_days r WHERE r.day = d::date)
          AND (EXISTS (SELECT 1 FROM analytics_visits v WHERE v.day = d::date) OR EXISTS (SELECT 1 FROM analytics_conversions c WHERE c.day = d::date))`,
    ),
    query<{ month: string }>(
      db,
      sql`SELECT month::text AS month FROM analytics_rolled_months WHERE month >= ${r.from}::date AND (month + interval '1 month')::date <= (${r.to}::date + 1) ORDER BY month`,
    ),
  ]);
  return { from: r.from, to: r.to, raw: raw.map((row) => row.day), months: months.map((m) => m.month) };
}

/** The day ranges of the scope outside its added-up months, as a condition on `column`. */
function dailyDays(column: SQL, s: Scope): SQL {
  const ranges: [string, string][] = [];
  let from = s.from;
  for (const month of s.months) {
    if (month > from) ranges.push([from, addDays(month, -1)]);
    from = monthsBefore(month, -1);
  }
  if (from <= s.to) ranges.push([from, s.to]);
  if (!ranges.length) return sql`false`;
  return sql`(${sql.join(ranges.map(([a, b]) => sql`${column} BETWEEN ${a}::date AND ${b}::date`), sql` OR `)})`;
}

const rawDays = (column: SQL, s: Scope) => sql`${column} IN (${sql.join(s.raw.map((d) => sql`${d}::date`), sql`, `)})`;
/** The daily table's rows of the range, and the raw rows' sums of its days not rolled up yet. */
const withRaw = (rolled: SQL, raw: (where: SQL) => SQL, column: SQL, s: Scope) => (s.raw.length ? sql`(${rolled} UNION ALL ${raw(rawDays(column, s))})` : sql`(${rolled})`);

/**
 * Per page and day (a month, for the months the scope reads whole): views, visitors, visits
 * started there. `byDay` keeps every row a day (figures filtered by day read it so).
 */
function pages(s: Scope, byDay = false): SQL {
  const monthly = !byDay && s.months.length;
  const rolled = sql`SELECT day, path, post_id, town_id, views, visitors, entries FROM analytics_daily_pages WHERE ${monthly ? dailyDays(sql`day`, s) : between(sql`day`, s)}`;
  const months = monthly
    ? sql` UNION ALL SELECT month AS day, path, post_id, town_id, views, visitors, entries FROM analytics_monthly_pages WHERE month IN (${sql.join(s.months.map((m) => sql`${m}::date`), sql`, `)})`
    : sql``;
  return withRaw(sql`${rolled}${months}`, rawPageTotals, sql`pv.day`, s);
}

/** Per day, source and campaign: visits. */
function sources(s: Scope): SQL {
  return withRaw(
    sql`SELECT day, source, source_detail, utm_source, utm_medium, utm_campaign, visits FROM analytics_daily_sources WHERE ${between(sql`day`, s)}`,
    rawSourceTotals,
    sql`v.day`,
    s,
  );
}

/** Per day, kind and attribution: conversions, and the distinct visitors among them. */
function conversions(s: Scope): SQL {
  return withRaw(
    sql`SELECT day, kind, path, landing_path, source, source_detail, utm_source, utm_medium, utm_campaign, town_id, post_id, count, visitors
      FROM analytics_daily_conversions WHERE ${between(sql`day`, s)}`,
    rawConversionTotals,
    sql`c.day`,
    s,
  );
}

const requestKinds = sql.raw(`(${REQUEST_KINDS.map((k) => `'${k}'`).join(", ")})`);
/** The sums every table shows beside its visits: requests and call clicks. */
const conversionSums = sql`coalesce(sum(count) FILTER (WHERE kind IN ${requestKinds}), 0)::int AS requests, coalesce(sum(count) FILTER (WHERE kind = 'call'), 0)::int AS calls`;

async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** A range as given, or already scoped. */
const scoped = async (db: Database, r: DayRange | Scope): Promise<Scope> => ("raw" in r ? r : scopeOf(db, r));

/** Visitors, page views, requests and call clicks per day of the range (days without any left out). */
export async function dailyTotals(db: Database, r: DayRange | Scope): Promise<DayTotals[]> {
  const s = await scoped(db, r);
  const live = s.raw.length ? sql` UNION ALL ${rawDayTotals(sql`SELECT unnest(ARRAY[${sql.join(s.raw.map((d) => sql`${d}`), sql`, `)}]::date[]) AS day`)}` : sql``;
  const rows = await query<DayTotals>(
    db,
    sql`SELECT day::text AS day, visitors, views, requests, calls FROM (SELECT day, visitors, views, requests, calls FROM analytics_daily_totals WHERE ${between(sql`day`, s)}${live}) t
      ORDER BY day`,
  );
  return rows.filter((d) => d.visitors || d.views || d.requests || d.calls);
}

/**
 * Every page's, post's and town's views in one pass over the range: the sums per page (a page is
 * one post or town page, or neither), which the dashboard then reads three ways.
 */
async function pageBreakdown(db: Database, s: Scope) {
  const rows = await query<{ path: string; postId: string | null; townId: string | null; views: number; visitors: number; entries: number }>(
    db,
    sql`SELECT path, post_id::text AS "postId", town_id::text AS "townId", sum(views)::int AS views, sum(visitors)::int AS visitors, sum(entries)::int AS entries
      FROM ${pages(s)} p GROUP BY path, post_id, town_id`,
  );
  const paths = new Map<string, { path: string; views: number; visitors: number; entries: number }>();
  const posts = new Map<string, { id: string; views: number; visitors: number }>();
  const towns = new Map<string, { id: string; townPageViews: number; postViews: number }>();
  for (const r of rows) {
    // A post renamed during the period shows under each path it had; its figures add up under its id.
    const path = paths.get(r.path) ?? paths.set(r.path, { path: r.path, views: 0, visitors: 0, entries: 0 }).get(r.path)!;
    path.views += r.views;
    path.visitors += r.visitors;
    path.entries += r.entries;
    if (r.postId) {
      const post = posts.get(r.postId) ?? posts.set(r.postId, { id: r.postId, views: 0, visitors: 0 }).get(r.postId)!;
      post.views += r.views;
      post.visitors += r.visitors;
    }
    if (r.townId) {
      const town = towns.get(r.townId) ?? towns.set(r.townId, { id: r.townId, townPageViews: 0, postViews: 0 }).get(r.townId)!;
      if (r.postId) town.postViews += r.views;
      else town.townPageViews += r.views;
    }
  }
  return { paths: [...paths.values()], posts: [...posts.values()], towns };
}
type PageBreakdown = Awaited<ReturnType<typeof pageBreakdown>>;

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
export async function topPages(db: Database, r: DayRange | Scope, limit = 20, breakdown?: PageBreakdown): Promise<PageRow[]> {
  const s = await scoped(db, r);
  const rows = (breakdown ?? (await pageBreakdown(db, s))).paths
    .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, limit);
  if (!rows.length) return [];
  const landed = await query<{ path: string; requests: number }>(
    db,
    sql`SELECT landing_path AS path, sum(count)::int AS requests FROM ${conversions(s)} c
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
export async function townTotals(db: Database, r: DayRange | Scope, breakdown?: PageBreakdown): Promise<TownRow[]> {
  const s = await scoped(db, r);
  const [pageRows, conv] = await Promise.all([
    breakdown ?? pageBreakdown(db, s),
    query<{ id: string; requests: number; calls: number }>(db, sql`SELECT town_id AS id, ${conversionSums} FROM ${conversions(s)} c WHERE town_id IS NOT NULL GROUP BY town_id`),
  ]);
  const views = pageRows.towns;
  const ids = [...new Set([...views.keys(), ...conv.map((c) => c.id)])];
  const towns = await db
    .select({ id: serviceLocations.id, name: serviceLocations.name, latitude: serviceLocations.latitude, longitude: serviceLocations.longitude })
    .from(serviceLocations)
    .where(ids.length ? or(eq(serviceLocations.served, true), inArray(serviceLocations.id, ids)) : eq(serviceLocations.served, true));
  const convOf = new Map(conv.map((c) => [c.id, c]));
  return towns.map((t) => ({
    ...t,
    townPageViews: views.get(t.id)?.townPageViews ?? 0,
    postViews: views.get(t.id)?.postViews ?? 0,
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
export async function topPosts(db: Database, r: DayRange | Scope, limit = 20, breakdown?: PageBreakdown): Promise<PostRow[]> {
  const s = await scoped(db, r);
  const [pageRows, conv] = await Promise.all([
    breakdown ?? pageBreakdown(db, s),
    query<{ id: string; requests: number; calls: number }>(db, sql`SELECT post_id AS id, ${conversionSums} FROM ${conversions(s)} c WHERE post_id IS NOT NULL GROUP BY post_id`),
  ]);
  const figures = new Map<string, { id: string; views: number; visitors: number; requests: number; calls: number }>();
  for (const p of pageRows.posts) figures.set(p.id, { ...p, requests: 0, calls: 0 });
  for (const c of conv) figures.set(c.id, { ...(figures.get(c.id) ?? { id: c.id, views: 0, visitors: 0 }), requests: c.requests, calls: c.calls });
  const rows = [...figures.values()]
    .sort((a, b) => b.requests - a.requests || b.views - a.views || b.calls - a.calls || a.id.localeCompare(b.id))
    .slice(0, limit);
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
export async function sourceTotals(db: Database, r: DayRange | Scope): Promise<SourceRow[]> {
  const s = await scoped(db, r);
  const [visits, conv] = await Promise.all([
    query<{ source: string; detail: string; visits: number }>(db, sql`SELECT source, source_detail AS detail, sum(visits)::int AS visits FROM ${sources(s)} s GROUP BY 1, 2`),
    query<{ source: string; detail: string; requests: number; calls: number }>(db, sql`SELECT source, source_detail AS detail, ${conversionSums} FROM ${conversions(s)} c GROUP BY 1, 2`),
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
export async function campaignTotals(db: Database, r: DayRange | Scope): Promise<CampaignRow[]> {
  const s = await scoped(db, r);
  const tagged = sql`(utm_campaign <> '' OR utm_source <> '' OR utm_medium <> '')`;
  const [visits, conv] = await Promise.all([
    query<Omit<CampaignRow, "requests" | "calls">>(
      db,
      sql`SELECT utm_campaign AS campaign, utm_source AS "utmSource", utm_medium AS "utmMedium", sum(visits)::int AS visits FROM ${sources(s)} s WHERE ${tagged} GROUP BY 1, 2, 3`,
    ),
    query<Omit<CampaignRow, "visits">>(
      db,
      sql`SELECT utm_campaign AS campaign, utm_source AS "utmSource", utm_medium AS "utmMedium", ${conversionSums} FROM ${conversions(s)} c WHERE ${tagged} GROUP BY 1, 2, 3`,
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
export async function funnelCounts(db: Database, r: DayRange | Scope): Promise<Partial<Record<ConversionKind, number>>> {
  const s = await scoped(db, r);
  const rows = await query<{ kind: ConversionKind; n: number }>(
    db,
    sql`SELECT kind, sum(CASE WHEN kind = 'estimate-address' THEN visitors ELSE count END)::int AS n FROM ${conversions(s)} c WHERE kind LIKE 'estimate-%' GROUP BY kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

/** The pages phone numbers were tapped on most. */
export async function callPages(db: Database, r: DayRange | Scope, limit = 10): Promise<{ path: string; calls: number }[]> {
  return query(db, sql`SELECT path, sum(count)::int AS calls FROM ${conversions(await scoped(db, r))} c WHERE kind = 'call' GROUP BY path ORDER BY 2 DESC, 1 LIMIT ${limit}`);
}

/** Views and requests of posts in the last 7, 30 and 90 days (today included); `ids` limits it to those posts. */
export async function postFigures(db: Database, today: string, ids?: readonly string[]): Promise<Map<string, PostFigures>> {
  const r = await scopeOf(db, { from: addDays(today, -89), to: today });
  const d7 = addDays(today, -6);
  const d30 = addDays(today, -29);
  const only = ids ? (ids.length ? sql`AND post_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`AND false`) : sql``;
  const [views, conv] = await Promise.all([
    query<{ id: string; v7: number; v30: number; v90: number }>(
      db,
      sql`SELECT post_id AS id, coalesce(sum(views) FILTER (WHERE day >= ${d7}::date), 0)::int AS v7,
          coalesce(sum(views) FILTER (WHERE day >= ${d30}::date), 0)::int AS v30, sum(views)::int AS v90
        FROM ${pages(r, true)} p WHERE post_id IS NOT NULL ${only} GROUP BY post_id`,
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
  const s = await scopeOf(db, week);
  const breakdown = await pageBreakdown(db, s);
  const [days, before, towns, sourceRows, posts] = await Promise.all([
    dailyTotals(db, s),
    dailyTotals(db, previousRange(week)),
    townTotals(db, s, breakdown),
    sourceTotals(db, s),
    topPosts(db, s, 3, breakdown),
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

/** Towns in the dashboard's table (the CSV export lists them all). */
export const TOWNS_LISTED = 25;
/** Towns drawn on the map: a contractor's whole service area, or the busiest of a larger one. */
export const TOWNS_MAPPED = 200;

/** The towns that brought most requests, then most views: the table's first rows and the map's circles. */
function townsShown(towns: TownRow[]) {
  const read = (t: TownRow) => t.townPageViews + t.postViews;
  const ranked = [...towns].sort((a, b) => b.requests - a.requests || read(b) - read(a) || b.calls - a.calls || a.name.localeCompare(b.name));
  const active = ranked.filter((t) => read(t) + t.requests + t.calls > 0);
  return {
    towns: active.slice(0, TOWNS_LISTED).map(({ latitude: _lat, longitude: _lon, ...t }) => t),
    townsActive: active.length,
    townsServed: towns.length,
    map: ranked
      .filter((t) => t.latitude !== null && t.longitude !== null)
      .slice(0, TOWNS_MAPPED)
      .map((t) => ({ name: t.name, latitude: t.latitude!, longitude: t.longitude!, views: read(t), requests: t.requests })),
  };
}

/** Everything the dashboard shows for `period` against the one before it. */
export async function analyticsDashboard(db: Database, period: Period) {
  const [s, earlier] = await Promise.all([scopeOf(db, period), scopeOf(db, period.previous)]);
  const breakdown = await pageBreakdown(db, s);
  const [current, previous, pageRows, towns, posts, sourceRows, campaigns, funnelNow, funnelBefore, calls, counted] = await Promise.all([
    dailyTotals(db, s),
    dailyTotals(db, earlier),
    topPages(db, s, 20, breakdown),
    townTotals(db, s, breakdown),
    topPosts(db, s, 20, breakdown),
    sourceTotals(db, s),
    campaignTotals(db, s),
    funnelCounts(db, s),
    funnelCounts(db, earlier),
    callPages(db, s),
    anythingCounted(db),
  ]);
  const days = fillDays(period, current);
  const before = fillDays(period.previous, previous);
  return {
    counted,
    series: seriesOf(days.map((d, i) => ({ current: d, previous: before[i] }))),
    totals: { current: sumTotals(days), previous: sumTotals(before) },
    pages: pageRows,
    ...townsShown(towns),
    posts,
    sources: sourceRows.map((s) => ({ ...s, label: sourceLabel(s.source, s.detail) })),
    campaigns,
    funnel: { current: funnel(funnelNow), previous: funnel(funnelBefore) },
    calls,
  };
}

export type AnalyticsDashboard = Awaited<ReturnType<typeof analyticsDashboard>>;
