/**
 * The dashboard's figures against a year of synthetic traffic with known totals
 * (scripts/analytics-data.ts; docs/decisions/022-visits-and-attribution.md): every period — the
 * last 7, 30 and 90 days, the whole year, a custom range across the 30-day line where raw events
 * end — shows exactly what the generator wrote, whether a day is read from its daily totals or,
 * not rolled up yet, from its raw events, and whether a month is read from its monthly sums.
 * Several instances writing batches to one database count one visitor once, with the page they saw
 * first as the landing page.
 */
import { inArray, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VisitCounter, type Hit } from "~/analytics/counter.server";
import { analyticsPageViews, analyticsRolledMonths, analyticsVisits, blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { customPeriod, fillDays, lastDays, type Period } from "~/domain/analytics-report";
import { addDays } from "~/domain/calendar-days";
import { analyticsDashboard, dailyTotals, topPages, topPosts, townTotals } from "~/models/analytics.server";
import { rollUpDay } from "~/models/visits.server";
import { addSyntheticTraffic, knownTotals, type SyntheticTraffic } from "../../scripts/analytics-data";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const TODAY = "2027-03-17";
const TOWNS = ["Greenville", "Wilson", "Tarboro", "Rocky Mount", "Goldsboro", "Winterville"];

let database: TestDatabase;
let traffic: SyntheticTraffic;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  const towns = await database.db.select({ id: serviceLocations.id, name: serviceLocations.name }).from(serviceLocations).where(inArray(serviceLocations.name, TOWNS));
  await database.db.insert(blogPosts).values(
    towns.flatMap((t) =>
      ["Metal Roofs", "Storm Damage"].map((topic) => ({
        title: `${topic} in ${t.name}`,
        slug: `${topic.toLowerCase().replace(/\s+/g, "-")}-${t.name.toLowerCase().replace(/\s+/g, "-")}`,
        content: `${topic} for ${t.name} homes.`,
        status: "published" as const,
        publishedDate: new Date("2026-01-01T12:00:00Z"),
        locationId: t.id,
      })),
    ),
  );
  traffic = await addSyntheticTraffic(database.db, { today: TODAY, days: 365, visitorsPerDay: 24, posts: 40 });
}, 240_000);

afterAll(async () => {
  await database?.drop();
});

/** The dashboard's figures for a period, in the generator's shape. */
async function shown(period: Period) {
  const d = await analyticsDashboard(database.db, period);
  return {
    totals: d.totals.current,
    days: fillDays(period, await dailyTotals(database.db, period)),
    chartPoints: d.series.points.length,
    sources: Object.fromEntries(d.sources.map((s) => [`${s.source} ${s.detail}`, { visits: s.visits, requests: s.requests }])),
    funnel: Object.fromEntries(d.funnel.current.map((s) => [s.kind, s.count])),
  };
}

function expected(period: Period) {
  const k = knownTotals(traffic, period.from, period.to);
  const days = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const known = traffic.days.get(day);
    days.push({ day, visitors: known?.visitors ?? 0, views: known?.views ?? 0, requests: known?.requests ?? 0, calls: known?.calls ?? 0 });
  }
  return {
    totals: { visitors: k.visitors, views: k.views, requests: k.requests, calls: k.calls },
    days,
    sources: Object.fromEntries(k.sources),
    funnel: Object.fromEntries(["estimate-address", "estimate-measured", "estimate-range", "estimate-contact", "estimate-inspection"].map((kind) => [kind, k.funnel.get(kind as never) ?? 0])),
    known: k,
  };
}

const PERIODS: [string, Period][] = [
  ["the last 7 days", lastDays(7, TODAY)],
  ["the last 30 days", lastDays(30, TODAY)],
  ["the last 90 days", lastDays(90, TODAY)],
  ["the whole year", lastDays(365, TODAY)],
  ["a custom range across the 30-day line", customPeriod({ from: addDays(TODAY, -45), to: addDays(TODAY, -20) })],
];

describe("the dashboard against a year of traffic with known totals", () => {
  it("wrote a year of visits, and kept raw events of the last 30 days only", async () => {
    expect(traffic.rows.visits).toBeGreaterThan(365 * 19);
    const [old] = await database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsPageViews).where(lt(analyticsPageViews.day, addDays(TODAY, -29)));
    const [kept] = await database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsVisits);
    expect(old.n).toBe(0);
    // Every month wholly before this one is also added up by page (long periods read those).
    const [months] = await database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsRolledMonths);
    expect(months.n).toBeGreaterThanOrEqual(11);
    expect(kept.n).toBe([...traffic.days].filter(([day]) => day >= addDays(TODAY, -29)).reduce((n, [, k]) => n + k.visitors, 0));
  });

  it.each(PERIODS)("shows exactly the visitors, views, requests and taps of %s, day by day and in all", async (_label, period) => {
    const got = await shown(period);
    const want = expected(period);
    expect(got.totals).toEqual(want.totals);
    expect(got.days).toEqual(want.days);
    // The charts draw a point a day, or a week for a long period.
    expect(got.chartPoints).toBe(period.days > 92 ? Math.ceil(period.days / 7) : period.days);
  });

  it.each(PERIODS)("shows exactly the sources and the estimate funnel of %s", async (_label, period) => {
    const got = await shown(period);
    const want = expected(period);
    expect(got.sources).toEqual(want.sources);
    expect(got.funnel).toEqual(want.funnel);
  });

  it.each(PERIODS)("shows exactly each town's, post's and page's figures for %s", async (_label, period) => {
    const { known } = expected(period);
    const towns = (await townTotals(database.db, period)).filter((t) => t.townPageViews + t.postViews + t.requests + t.calls > 0);
    expect(Object.fromEntries(towns.map((t) => [t.id, { townPageViews: t.townPageViews, postViews: t.postViews, requests: t.requests, calls: t.calls }]))).toEqual(Object.fromEntries(known.towns));
    const posts = await topPosts(database.db, period, 1000);
    expect(Object.fromEntries(posts.map((p) => [p.id, { views: p.views, requests: p.requests }]))).toEqual(Object.fromEntries(known.posts));
    const pages = await topPages(database.db, period, 1000);
    expect(Object.fromEntries(pages.map((p) => [p.path, { views: p.views, visitors: p.visitors, entries: p.entries }]))).toEqual(Object.fromEntries(known.pages));
  });

  it("shows the same figures once today is rolled up as while it is read from raw events", async () => {
    const before = await shown(lastDays(7, TODAY));
    expect(await rollUpDay(database.db, TODAY)).toBe(true);
    expect(await rollUpDay(database.db, TODAY)).toBe(false);
    expect(await shown(lastDays(7, TODAY))).toEqual(before);
  });
});

describe("several instances on one database", () => {
  const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const hit = (url: string, at: number, referrer?: string): Hit => ({ kind: "view", at, url, referrer, address: "198.51.100.23", userAgent: CHROME });

  it("count a visitor once, with the page seen first as the landing page, whichever instance writes first", async () => {
    const site = "https://roofing.example";
    const a = new VisitCounter({ db: database.db, siteUrl: site, flushMs: 60_000 });
    const b = new VisitCounter({ db: database.db, siteUrl: site, flushMs: 60_000 });
    const start = Date.parse("2027-05-04T14:00:00Z");
    a.hit(hit("/blog/metal-roofs-greenville?utm_campaign=spring", start, "https://www.google.com/"));
    b.hit(hit("/contact", start + 60_000, `${site}/blog/metal-roofs-greenville`));
    for (let i = 0; i < 300; i++) (i % 2 ? a : b).hit(hit("/home", start + 120_000 + i * 1000, `${site}/contact`));
    // The instance that saw the second page writes first.
    await b.flush();
    await a.flush();
    const visits = await database.db.select().from(analyticsVisits).where(sql`${analyticsVisits.day} = '2027-05-04'`);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ landingPath: "/blog/metal-roofs-greenville", source: "google", utmCampaign: "spring" });
    const views = await database.db.select({ path: analyticsPageViews.path, views: analyticsPageViews.views }).from(analyticsPageViews).where(sql`${analyticsPageViews.day} = '2027-05-04'`);
    expect(Object.fromEntries(views.map((v) => [v.path, v.views]))).toEqual({ "/blog/metal-roofs-greenville": 1, "/contact": 1, "/home": 300 });
    await Promise.all([a.close(), b.close()]);
  });
});
