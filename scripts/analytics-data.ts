/**
 * Synthetic traffic with known totals (docs/decisions/022-visits-and-attribution.md), for
 * `npm run bench:analytics` and tests/integration/analytics-totals.test.ts: `days` days up to
 * `today` of visitors from every kind of source landing on posts, town pages and other pages, with
 * requests, phone taps and instant-estimate steps — written through the counter's own batch writer,
 * then closed by the scheduler's own roll-up and retention (raw events older than 30 days are
 * deleted, as in production). The generator adds up, as it goes, what the dashboard must show.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { closeDays } from "~/analytics/upkeep.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";
import type { Database } from "~/db/client.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { REQUEST_KINDS, type ConversionKind } from "~/domain/analytics-report";
import { addDays, officeClock } from "~/domain/calendar-days";
import { zonedTimeToInstant } from "~/domain/schedule";
import { locationPagePath, publicPostPath } from "~/domain/slugs";
import type { VisitOrigin } from "~/domain/visits";
import { writeVisitBatch, type NewConversion, type NewPageView, type NewVisit } from "~/models/visits.server";

/** The instant of a wall-clock time on the office's clock. */
const officeInstant = (day: string, time: string) => zonedTimeToInstant(`${day}T${time}`, OFFICE_TIME_ZONE)!;

/** A deterministic stream of numbers in [0, 1), so every run writes the same traffic. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Page {
  path: string;
  postId: string | null;
  townId: string | null;
}

export interface Totals {
  visitors: number;
  views: number;
  requests: number;
  calls: number;
}

/** What the dashboard must show, per day (so any period's figures are sums of days). */
export interface KnownDay extends Totals {
  sources: Map<string, { visits: number; requests: number }>;
  towns: Map<string, { townPageViews: number; postViews: number; requests: number; calls: number }>;
  posts: Map<string, { views: number; requests: number }>;
  pages: Map<string, { views: number; visitors: number; entries: number }>;
  funnel: Map<ConversionKind, number>;
}

export interface SyntheticTraffic {
  days: Map<string, KnownDay>;
  rows: { visits: number; pageViews: number; conversions: number };
}

const ORIGINS: [number, VisitOrigin][] = [
  [0.42, { source: "google", sourceDetail: "", utmSource: "", utmMedium: "", utmCampaign: "" }],
  [0.05, { source: "google", sourceDetail: "", utmSource: "google", utmMedium: "cpc", utmCampaign: "roof-replacement" }],
  [0.18, { source: "direct", sourceDetail: "", utmSource: "", utmMedium: "", utmCampaign: "" }],
  [0.07, { source: "facebook", sourceDetail: "", utmSource: "", utmMedium: "", utmCampaign: "" }],
  [0.04, { source: "facebook", sourceDetail: "", utmSource: "facebook", utmMedium: "social", utmCampaign: "spring-storms" }],
  [0.05, { source: "bing", sourceDetail: "", utmSource: "", utmMedium: "", utmCampaign: "" }],
  [0.03, { source: "other-search", sourceDetail: "duckduckgo.com", utmSource: "", utmMedium: "", utmCampaign: "" }],
  [0.05, { source: "other-social", sourceDetail: "nextdoor.com", utmSource: "", utmMedium: "", utmCampaign: "" }],
  [0.04, { source: "email", sourceDetail: "mailchimp", utmSource: "mailchimp", utmMedium: "email", utmCampaign: "fall-checkup" }],
  [0.07, { source: "other-site", sourceDetail: "angi.com", utmSource: "", utmMedium: "", utmCampaign: "" }],
];
const STATIC_PAGES = ["/home", "/contact", "/services", "/storm-damage", "/about", "/residential-roofing", "/financing", "/gallery"];

export interface TrafficOptions {
  /** The last day, "YYYY-MM-DD" (office time). */
  today: string;
  days: number;
  visitorsPerDay: number;
  /** At most this many published posts take part (the newest by slug order). */
  posts?: number;
  seed?: number;
}

/** The pages visitors read: published posts (with their towns), the towns' pages, fixed pages. */
async function pagesOf(db: Database, postLimit: number): Promise<{ posts: Page[]; towns: Page[]; others: Page[] }> {
  const posts = await db
    .select({ slug: blogPosts.slug, id: blogPosts.id, townId: blogPosts.locationId })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(asc(blogPosts.slug))
    .limit(postLimit);
  const towns = await db
    .select({ id: serviceLocations.id, name: serviceLocations.name })
    .from(serviceLocations)
    .where(and(eq(serviceLocations.served, true), isNotNull(serviceLocations.latitude)))
    .orderBy(asc(serviceLocations.name));
  return {
    posts: posts.map((p) => ({ path: publicPostPath(p.slug), postId: p.id, townId: p.townId })),
    towns: towns.map((t) => ({ path: locationPagePath(t.name), postId: null, townId: t.id })),
    others: STATIC_PAGES.map((path) => ({ path, postId: null, townId: null })),
  };
}

function emptyDay(): KnownDay {
  return { visitors: 0, views: 0, requests: 0, calls: 0, sources: new Map(), towns: new Map(), posts: new Map(), pages: new Map(), funnel: new Map() };
}

export async function addSyntheticTraffic(db: Database, opts: TrafficOptions): Promise<SyntheticTraffic> {
  const next = random(opts.seed ?? 22);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  // A long tail: most visits read a few popular posts and towns.
  const popular = <T>(list: readonly T[]) => list[Math.floor(next() ** 2.5 * list.length)];
  const { posts, towns, others } = await pagesOf(db, opts.posts ?? 200);
  const known = new Map<string, KnownDay>();
  const rows = { visits: 0, pageViews: 0, conversions: 0 };

  for (let d = opts.days - 1; d >= 0; d--) {
    const day = addDays(opts.today, -d);
    const k = emptyDay();
    known.set(day, k);
    // Busier in spring and after storms: the count swings by a third across the year.
    const count = Math.max(1, Math.round(opts.visitorsPerDay * (0.8 + 0.4 * next())));
    const visits: NewVisit[] = [];
    const pageViews: NewPageView[] = [];
    const conversions: NewConversion[] = [];
    const dayStart = officeInstant(day, "08:00").getTime();
    const add = <V>(map: Map<string, V>, key: string, empty: V, change: (v: V) => void) => change(map.get(key) ?? map.set(key, empty).get(key)!);
    // The funnel's first step counts people: a second address by the same visitor that day is one.
    const addressed = new Set<string>();
    const convert = (kind: ConversionKind, visitor: string | null, origin: VisitOrigin | null, landing: Page | null, page: Page, subject: Page, at: Date) => {
      conversions.push({
        at,
        day,
        kind,
        visitor,
        path: page.path,
        landingPath: landing?.path ?? "",
        source: origin?.source ?? "unknown",
        sourceDetail: origin?.sourceDetail ?? "",
        utmSource: origin?.utmSource ?? "",
        utmMedium: origin?.utmMedium ?? "",
        utmCampaign: origin?.utmCampaign ?? "",
        townId: subject.townId,
        postId: subject.postId,
        leadId: null,
      });
      const request = REQUEST_KINDS.includes(kind);
      const firstTry = kind !== "estimate-address" || visitor === null || !addressed.has(visitor);
      if (kind === "estimate-address" && visitor) addressed.add(visitor);
      if (kind.startsWith("estimate-") && firstTry) k.funnel.set(kind, (k.funnel.get(kind) ?? 0) + 1);
      if (request) k.requests++;
      if (kind === "call") k.calls++;
      if (!request && kind !== "call") return;
      add(k.sources, `${origin?.source ?? "unknown"} ${origin?.sourceDetail ?? ""}`, { visits: 0, requests: 0 }, (s) => (s.requests += request ? 1 : 0));
      if (subject.townId) add(k.towns, subject.townId, { townPageViews: 0, postViews: 0, requests: 0, calls: 0 }, (t) => (request ? t.requests++ : t.calls++));
      if (subject.postId && request) add(k.posts, subject.postId, { views: 0, requests: 0 }, (p) => p.requests++);
    };

    for (let v = 0; v < count; v++) {
      const visitor = `synthetic-${day}-${v}`;
      let r = next();
      const origin = ORIGINS.find(([share]) => (r -= share) < 0)?.[1] ?? ORIGINS[0][1];
      const roll = next();
      const landing = roll < 0.4 && posts.length ? popular(posts) : roll < 0.65 && towns.length ? popular(towns) : pick(others);
      const trail = [landing, ...Array.from({ length: Math.floor(next() * 4) }, () => (next() < 0.5 && posts.length ? popular(posts) : pick(others)))];
      const start = new Date(dayStart + Math.floor(next() * 12 * 3600_000));
      visits.push({ day, visitor, startedAt: start, landingPath: landing.path, ...origin });
      k.visitors++;
      add(k.sources, `${origin.source} ${origin.sourceDetail}`, { visits: 0, requests: 0 }, (s) => s.visits++);
      const seen = new Map<string, NewPageView>();
      trail.forEach((page, i) => {
        const at = new Date(start.getTime() + i * 60_000);
        const views = next() < 0.15 ? 2 : 1;
        const row = seen.get(page.path);
        if (row) {
          row.views += views;
          row.lastAt = at;
        } else seen.set(page.path, { day, visitor, path: page.path, postId: page.postId, townId: page.townId, views, firstAt: at, lastAt: at });
        k.views += views;
        add(k.pages, page.path, { views: 0, visitors: 0, entries: 0 }, (p) => (p.views += views));
        if (page.townId) add(k.towns, page.townId, { townPageViews: 0, postViews: 0, requests: 0, calls: 0 }, (t) => (page.postId ? (t.postViews += views) : (t.townPageViews += views)));
        if (page.postId) add(k.posts, page.postId, { views: 0, requests: 0 }, (p) => (p.views += views));
      });
      for (const row of seen.values()) {
        pageViews.push(row);
        const p = k.pages.get(row.path)!;
        p.visitors++;
        if (row.path === landing.path) p.entries++;
      }
      const end = new Date(start.getTime() + trail.length * 60_000);
      // What the visit is owed for: the landing page's town and post, as the generator decides it.
      if (next() < 0.03) convert("request", visitor, origin, landing, others[1], landing, end);
      if (next() < 0.02) convert("call", visitor, origin, landing, trail[trail.length - 1], trail[trail.length - 1], end);
      if (next() < 0.05) {
        convert("estimate-address", visitor, origin, landing, { path: "/instant-estimate", postId: null, townId: null }, landing, end);
        // A few try a second address: still one person at the first step.
        if (next() < 0.2) convert("estimate-address", visitor, origin, landing, { path: "/instant-estimate", postId: null, townId: null }, landing, end);
        if (next() < 0.75) {
          convert("estimate-measured", visitor, origin, landing, { path: "/instant-estimate", postId: null, townId: null }, landing, end);
          if (next() < 0.95) {
            convert("estimate-range", visitor, origin, landing, { path: "/instant-estimate", postId: null, townId: null }, landing, end);
            if (next() < 0.3) {
              convert("estimate-contact", visitor, origin, landing, { path: "/instant-estimate", postId: null, townId: null }, landing, end);
              if (next() < 0.4) convert("estimate-inspection", visitor, origin, landing, { path: "/instant-estimate", postId: null, townId: null }, landing, end);
            }
          }
        }
      }
    }
    // Now and then a request from a browser that asks not to be tracked: counted, its source not known.
    if (next() < 0.1) convert("request", null, null, null, others[1], others[1], new Date(dayStart));
    await writeVisitBatch(db, { visits, pageViews, conversions });
    rows.visits += visits.length;
    rows.pageViews += pageViews.length;
    rows.conversions += conversions.length;
  }
  // The scheduler's own closing, at noon of the last day: every earlier day rolled up, raw events
  // older than 30 days deleted.
  await closeDays({ db, now: officeInstant(opts.today, "12:00"), keepTotalsMonths: 25 });
  await db.execute(sql`ANALYZE`);
  return { days: known, rows };
}

/** The known totals of the days `from`–`to`. */
export function knownTotals(traffic: SyntheticTraffic, from: string, to: string) {
  const out = emptyDay();
  for (const [day, k] of traffic.days) {
    if (day < from || day > to) continue;
    out.visitors += k.visitors;
    out.views += k.views;
    out.requests += k.requests;
    out.calls += k.calls;
    const merge = <V extends Record<string, number>>(into: Map<string, V>, from: Map<string, V>) => {
      for (const [key, value] of from) {
        const current = into.get(key);
        if (!current) into.set(key, { ...value });
        else for (const f of Object.keys(value) as (keyof V)[]) (current[f] as number) += value[f];
      }
    };
    merge(out.sources, k.sources);
    merge(out.towns, k.towns);
    merge(out.posts, k.posts);
    merge(out.pages, k.pages);
    for (const [kind, n] of k.funnel) out.funnel.set(kind, (out.funnel.get(kind) ?? 0) + n);
  }
  return out;
}

/** Today on the office clock (the generator's default last day). */
export function officeTodayNow(): string {
  return officeClock(new Date(), OFFICE_TIME_ZONE).day;
}
