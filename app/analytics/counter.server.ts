/**
 * The visit counter (docs/decisions/022-visits-and-attribution.md): the Express server hands it
 * every public page it sends — from the page cache or rendered — and every phone-number click and
 * beacon, as a few strings pushed onto an in-memory list (that is all a request pays). Every
 * FLUSH_MS, or once MAX_BATCH hits wait, the list is taken: requests that are not counted are left
 * out (bots, uptime checkers, prefetches, Do Not Track and Global Privacy Control), each hit gets
 * its day's visitor key — the address and user agent go no further — and the page views, visits and
 * call clicks are merged and written in one transaction. A server killed with `kill -9` loses what
 * was waiting: at most FLUSH_MS of hits, or MAX_BATCH of them.
 */
import { OFFICE_TIME_ZONE } from "~/domain/office-time";
import { guideBySlug } from "~/content/resources";
import { PAGES } from "~/content/site-pages";
import type { Database } from "~/db/client.server";
import type { ContentVersion } from "~/db/content-version.server";
import { attribute } from "~/domain/attribution";
import { officeClock } from "~/domain/calendar-days";
import { Lru } from "~/domain/lru";
import { locationPagePath } from "~/domain/slugs";
import { newSalt, visitorKey } from "~/domain/visitor-key.server";
import {
  classifyVisit,
  countedPagePath,
  isTownPagePath,
  NO_SUBJECT,
  notCountedBecause,
  postSlugOfPath,
  queryOf,
  type CountingHeaders,
  type PageSubject,
} from "~/domain/visits";
import { publicLocations } from "~/models/locations.server";
import { postsBySlug, saltOfDay, visitTrail, writeVisitBatch, type NewConversion, type NewPageView, type NewVisit } from "~/models/visits.server";

/** How long a hit waits in memory at most before it is written. */
export const FLUSH_MS = 2_000;
/** Hits written as soon as this many wait. */
export const MAX_BATCH = 500;
/** Hits kept while the database is slow; beyond, new ones are dropped (and counted as dropped). */
const MAX_WAITING = 20_000;

/**
 * A request as the counter needs it, read from its headers by the server. `kind`: a page sent
 * (`view`), a prerendered page shown or a beacon's page (`beacon`: the page is checked to exist), or
 * a click on a phone number (`call`, its `url` the page it was on).
 */
export interface Hit extends CountingHeaders {
  kind: "view" | "beacon" | "call";
  at: number;
  /** Path and query as requested (`view`) or as the page reported it. */
  url: string;
  referrer?: string;
  /** The client address as the server decided it (docs/decisions/004-proxies-and-origins.md). */
  address: string;
}

export interface VisitCounterOptions {
  db: Database;
  /** The site's origin (SITE_URL): part of the visitor key, and its host marks our own pages as referrers. */
  siteUrl: string;
  contentVersion?: ContentVersion;
  now?: () => number;
  flushMs?: number;
  maxBatch?: number;
}

export interface VisitCounterStats {
  waiting: number;
  written: number;
  dropped: number;
  notCounted: number;
}

/** The visitor key of a request and its office day, or null when the visitor is not counted. */
export interface VisitorOfDay {
  day: string;
  visitor: string;
}

export class VisitCounter {
  #waiting: Hit[] = [];
  #flushing: Promise<void> = Promise.resolve();
  #scheduled = false;
  #timer: NodeJS.Timeout;
  #salts = new Map<string, Promise<string>>();
  #subjects = newSubjectMemo();
  #stopWatching: () => void;
  #lastMinute = -1;
  #lastDay = "";
  #stats = { written: 0, dropped: 0, notCounted: 0 };
  readonly #site: string;
  readonly #siteHost: string;

  constructor(private readonly opts: VisitCounterOptions) {
    this.#site = new URL(opts.siteUrl).origin;
    this.#siteHost = new URL(opts.siteUrl).hostname;
    this.#timer = setInterval(() => void this.flush(), opts.flushMs ?? FLUSH_MS);
    this.#timer.unref();
    this.#stopWatching = opts.contentVersion?.onChange(() => (this.#subjects = newSubjectMemo())) ?? (() => {});
  }

  /** Keeps a hit for the next batch: the only work a request pays for. */
  hit(hit: Hit): void {
    if (this.#waiting.length >= MAX_WAITING) {
      this.#stats.dropped++;
      return;
    }
    this.#waiting.push(hit);
    if (this.#waiting.length >= (this.opts.maxBatch ?? MAX_BATCH) && !this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => void this.flush());
    }
  }

  stats(): VisitCounterStats {
    return { waiting: this.#waiting.length, ...this.#stats };
  }

  /** Writes what waits (one batch at a time); resolves once it is written or given up. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#writeWaiting());
    return this.#flushing;
  }

  /** Stops the timer and writes what waits (on a graceful stop). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#stopWatching();
    await this.flush();
  }

  /** The office day of an instant. */
  dayOf(at: number): string {
    const minute = Math.floor(at / 60_000);
    if (minute !== this.#lastMinute) {
      this.#lastMinute = minute;
      this.#lastDay = officeClock(new Date(minute * 60_000), OFFICE_TIME_ZONE).day;
    }
    return this.#lastDay;
  }

  /** The day's salt, made by the first instance that needs it and shared through the database. */
  #saltOf(day: string): Promise<string> {
    let salt = this.#salts.get(day);
    if (!salt) {
      salt = saltOfDay(this.opts.db, day, newSalt());
      salt.catch(() => this.#salts.delete(day));
      this.#salts.set(day, salt);
      // Yesterday's is kept for hits still waiting from before midnight; older ones go.
      for (const known of this.#salts.keys()) if (known < day && this.#salts.size > 2) this.#salts.delete(known);
    }
    return salt;
  }

  /**
   * The visitor key of a request now (for attributing what it sends), or null when its visitor is
   * not counted. Hits still waiting are written first, so the visit they start can be found.
   */
  async visitorOf(headers: CountingHeaders, address: string): Promise<VisitorOfDay | null> {
    if (notCountedBecause(headers)) return null;
    await this.flush();
    const day = this.dayOf((this.opts.now ?? Date.now)());
    return { day, visitor: visitorKey(await this.#saltOf(day), this.#site, address, headers.userAgent ?? "") };
  }

  /** What a page is (a post, a town page, neither); NO_SUBJECT for a path that is not counted. */
  async subjectOf(path: string): Promise<PageSubject> {
    const counted = countedPagePath(path);
    return counted ? ((await this.#subjectsOf([counted])).get(counted) ?? NO_SUBJECT) : NO_SUBJECT;
  }

  /** What a counted path is: a post (with its town), a town page, or neither; read once per content version. */
  async #subjectsOf(paths: readonly string[]): Promise<Map<string, PageSubject>> {
    const out = new Map<string, PageSubject>();
    const postSlugs = new Map<string, string>();
    let towns: Map<string, string> | null = null;
    for (const path of paths) {
      const known = this.#subjects.get(path);
      if (known) {
        out.set(path, known);
        continue;
      }
      const slug = postSlugOfPath(path);
      if (slug) postSlugs.set(slug, path);
      else if (isTownPagePath(path)) {
        towns ??= new Map((await publicLocations(this.opts.db)).map((t) => [locationPagePath(t.name), t.id]));
        const townId = towns.get(path) ?? null;
        out.set(path, townId ? { postId: null, townId } : NO_SUBJECT);
      } else out.set(path, NO_SUBJECT);
    }
    const posts = await postsBySlug(this.opts.db, [...postSlugs.keys()]);
    for (const [slug, path] of postSlugs) out.set(path, posts.get(slug) ?? NO_SUBJECT);
    for (const [path, subject] of out) this.#subjects.set(path, subject, path.length + 80);
    return out;
  }

  async #writeWaiting(): Promise<void> {
    this.#scheduled = false;
    const hits = this.#waiting;
    if (!hits.length) return;
    this.#waiting = [];
    try {
      await this.#write(hits);
    } catch (error) {
      this.#stats.dropped += hits.length;
      console.warn(`[visits] writing ${hits.length} hits failed, they are not counted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async #write(hits: Hit[]): Promise<void> {
    type Counted = { hit: Hit; path: string; day: string; visitor: string };
    const counted: Counted[] = [];
    // One browser's many hits in a batch are keyed once.
    const visitors = new Map<string, string>();
    for (const hit of hits) {
      const path = countedPagePath(hit.url);
      if (!path || notCountedBecause(hit)) {
        this.#stats.notCounted++;
        continue;
      }
      const day = this.dayOf(hit.at);
      const who = `${day}\n${hit.address}\n${hit.userAgent ?? ""}`;
      let visitor = visitors.get(who);
      if (visitor === undefined) {
        visitor = visitorKey(await this.#saltOf(day), this.#site, hit.address, hit.userAgent ?? "");
        visitors.set(who, visitor);
      }
      counted.push({ hit, path, day, visitor });
    }
    if (!counted.length) return;
    const subjects = await this.#subjectsOf([...new Set(counted.map((c) => c.path))]);
    // A beacon names its page: only a page the site has counts (a made-up path makes no entry).
    const real = counted.filter((c) => c.hit.kind !== "beacon" || isKnownPage(c.path, subjects.get(c.path)));
    this.#stats.notCounted += counted.length - real.length;

    const visits = new Map<string, NewVisit>();
    const pageViews = new Map<string, NewPageView>();
    const calls: Counted[] = [];
    for (const c of real) {
      if (c.hit.kind === "call") {
        calls.push(c);
        continue;
      }
      const at = new Date(c.hit.at);
      const visitKey = `${c.day} ${c.visitor}`;
      const visit = visits.get(visitKey);
      if (!visit || at < visit.startedAt) {
        const origin = classifyVisit({ referrer: c.hit.referrer, query: queryOf(c.hit.url), siteHost: this.#siteHost });
        visits.set(visitKey, { day: c.day, visitor: c.visitor, startedAt: at, landingPath: c.path, ...origin });
      }
      const viewKey = `${visitKey} ${c.path}`;
      const view = pageViews.get(viewKey);
      if (view) {
        view.views++;
        if (at < view.firstAt) view.firstAt = at;
        if (at > view.lastAt) view.lastAt = at;
      } else {
        const subject = subjects.get(c.path) ?? NO_SUBJECT;
        pageViews.set(viewKey, { day: c.day, visitor: c.visitor, path: c.path, ...subject, views: 1, firstAt: at, lastAt: at });
      }
    }
    await writeVisitBatch(this.opts.db, { visits: [...visits.values()], pageViews: [...pageViews.values()], conversions: [] });
    this.#stats.written += real.length - calls.length;
    if (calls.length) await this.#writeCalls(calls, subjects);
  }

  /** Call clicks, each attributed to its visit (written just before, when its pages came in the same batch). */
  async #writeCalls(calls: { hit: Hit; path: string; day: string; visitor: string }[], subjects: Map<string, PageSubject>): Promise<void> {
    const conversions: NewConversion[] = [];
    for (const c of calls) {
      const trail = await visitTrail(this.opts.db, c.day, c.visitor);
      const a = attribute({ path: c.path, ...(subjects.get(c.path) ?? NO_SUBJECT) }, trail);
      conversions.push({ at: new Date(c.hit.at), day: c.day, kind: "call", visitor: c.visitor, ...a, landingPath: a.landingPath ?? "" });
    }
    await writeVisitBatch(this.opts.db, { visits: [], pageViews: [], conversions });
    this.#stats.written += calls.length;
  }
}

/** Paths known to be a post, a town page or neither, until the public content changes. */
function newSubjectMemo() {
  return new Lru<string, PageSubject>({ maxEntries: 20_000, maxBytes: 4 * 1024 * 1024 });
}

/** Whether a path a beacon reported is a page of the site: a fixed page, a guide, a published post or a town page. */
function isKnownPage(path: string, subject: PageSubject | undefined): boolean {
  if (subject?.postId || subject?.townId) return true;
  if (Object.hasOwn(PAGES, path) || Object.hasOwn(PAGES, `${path}/`)) return true;
  const guide = /^\/resources\/([^/]+)$/.exec(path);
  return guide !== null && guideBySlug(guide[1]) !== undefined;
}
