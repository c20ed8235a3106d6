/**
 * What a counted visit is (docs/decisions/022-visits-and-attribution.md): which requests count as a
 * page view, which are left out (bots, uptime checkers, link prefetches and prerenders, Do Not Track
 * and Global Privacy Control), the one path a page is counted under (query strings never make an
 * entry, as in the page cache), and where a visitor came from — the referrer grouped into sources,
 * and the `utm_*` campaign. Pure: the counter (app/analytics/), the tests and the dashboard share it.
 */
import { isbot } from "isbot";
import { z } from "zod";
import { hasControlCharacters } from "./input-rules";
import { isNoIndexPath, isStaffPath, normalizeRequestPath } from "./staff-paths";

export const VISIT_SOURCES = ["google", "bing", "other-search", "facebook", "other-social", "email", "direct", "other-site", "unknown"] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

export const SOURCE_LABELS: Record<VisitSource, string> = {
  google: "Google",
  bing: "Bing",
  "other-search": "Other search engines",
  facebook: "Facebook",
  "other-social": "Other social networks",
  email: "E-mail",
  direct: "Direct (typed, bookmarked or no referrer)",
  "other-site": "Other sites",
  // A conversion whose visit is not known: Do Not Track, or a visit of another day.
  unknown: "Not known",
};

export function isVisitSource(value: unknown): value is VisitSource {
  return typeof value === "string" && (VISIT_SOURCES as readonly string[]).includes(value);
}

/** A source as a marketer reads it: "Other sites: angi.com". */
export function sourceLabel(source: string, detail: string): string {
  const label = isVisitSource(source) ? SOURCE_LABELS[source] : source;
  return detail ? `${label}: ${detail}` : label;
}

export interface Campaign {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export interface VisitOrigin extends Campaign {
  source: VisitSource;
  /** The referring domain for other search engines, social networks, e-mail and sites; else "". */
  sourceDetail: string;
}

export const NO_CAMPAIGN: Campaign = { utmSource: "", utmMedium: "", utmCampaign: "" };

const MAX_UTM = 100;
const clip = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_UTM);

/** The campaign parameters of a page's query string (trimmed, at most 100 characters each). */
export function campaignOf(query: string): Campaign {
  if (!query.includes("utm_")) return NO_CAMPAIGN;
  const params = new URLSearchParams(query);
  return { utmSource: clip(params.get("utm_source")), utmMedium: clip(params.get("utm_medium")), utmCampaign: clip(params.get("utm_campaign")) };
}

// Hosts and campaign sources, by the group a marketer reads them in. A host matches itself and its subdomains.
const SEARCH_OTHER = ["duckduckgo.com", "yahoo.com", "yandex.com", "yandex.ru", "baidu.com", "ecosia.org", "search.brave.com", "startpage.com", "qwant.com", "ask.com", "aol.com", "kagi.com", "naver.com", "seznam.cz"];
const FACEBOOK = ["facebook.com", "fb.com", "fb.me", "messenger.com"];
const SOCIAL_OTHER = [
  "instagram.com", "t.co", "twitter.com", "x.com", "linkedin.com", "lnkd.in", "pinterest.com", "pin.it", "reddit.com", "youtube.com", "youtu.be",
  "tiktok.com", "nextdoor.com", "threads.net", "threads.com", "bsky.app", "snapchat.com", "whatsapp.com", "tumblr.com", "mastodon.social",
];
const WEBMAIL = ["mail.google.com", "outlook.live.com", "outlook.office.com", "outlook.office365.com", "mail.yahoo.com", "mail.aol.com", "mail.proton.me", "webmail.att.net"];
const EMAIL_MEDIUMS = new Set(["email", "e-mail", "newsletter", "mail"]);
/** What campaign links write in utm_source for the named groups. */
const NAMED_SOURCES: Record<string, VisitSource> = {
  google: "google",
  "google ads": "google",
  adwords: "google",
  gmb: "google",
  bing: "bing",
  microsoft: "bing",
  facebook: "facebook",
  fb: "facebook",
  meta: "facebook",
  instagram: "other-social",
  ig: "other-social",
  nextdoor: "other-social",
  twitter: "other-social",
  x: "other-social",
  linkedin: "other-social",
  youtube: "other-social",
  tiktok: "other-social",
  pinterest: "other-social",
  duckduckgo: "other-search",
  yahoo: "other-search",
  newsletter: "email",
  email: "email",
  mailchimp: "email",
};

const matchesHost = (host: string, list: readonly string[]) => list.some((h) => host === h || host.endsWith(`.${h}`));

/** The source group of a referring host (lower case, without "www."). */
export function sourceOfHost(host: string): VisitOrigin["source"] {
  if (matchesHost(host, WEBMAIL) || /^(?:web)?mail\./.test(host)) return "email";
  if (/(?:^|\.)google\.[a-z]{2,3}(?:\.[a-z]{2})?$/.test(host) || host === "com.google.android.googlequicksearchbox" || host === "com.google.android.gm") {
    return host === "com.google.android.gm" ? "email" : "google";
  }
  if (host === "bing.com" || host.endsWith(".bing.com")) return "bing";
  if (matchesHost(host, SEARCH_OTHER)) return "other-search";
  if (matchesHost(host, FACEBOOK)) return "facebook";
  if (matchesHost(host, SOCIAL_OTHER)) return "other-social";
  return "other-site";
}

function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    // An app referrer (android-app://com.google.android.gm/) names the app as its host.
    if (url.protocol !== "http:" && url.protocol !== "https:" && url.protocol !== "android-app:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
    return host || null;
  } catch {
    return null;
  }
}

/** Where the source's detail names the domain: groups of many sites. */
const DETAILED: ReadonlySet<VisitSource> = new Set(["other-search", "other-social", "email", "other-site"]);

/**
 * Where a visit came from: an e-mail campaign (utm_medium), else the referring site (our own pages
 * say nothing: a visit that starts with one is direct), else the campaign's utm_source, else direct.
 */
export function classifyVisit(input: { referrer: string | null | undefined; query: string; siteHost: string }): VisitOrigin {
  const campaign = campaignOf(input.query);
  const site = input.siteHost.toLowerCase().replace(/^www\./, "");
  const host = referrerHost(input.referrer);
  const external = host && host !== site ? host : null;
  if (EMAIL_MEDIUMS.has(campaign.utmMedium.toLowerCase())) {
    return { ...campaign, source: "email", sourceDetail: external ?? campaign.utmSource.toLowerCase() };
  }
  if (external) {
    const source = sourceOfHost(external);
    return { ...campaign, source, sourceDetail: DETAILED.has(source) ? external : "" };
  }
  const named = campaign.utmSource.toLowerCase();
  if (named) {
    const source = NAMED_SOURCES[named] ?? (named.includes(".") ? sourceOfHost(named.replace(/^www\./, "")) : "other-site");
    return { ...campaign, source, sourceDetail: DETAILED.has(source) ? named : "" };
  }
  return { ...campaign, source: "direct", sourceDetail: "" };
}

// ---------------------------------------------------------------------------------------------
// What is counted
// ---------------------------------------------------------------------------------------------

/** The longest path counted; longer ones are made up. */
const MAX_PATH = 300;

/**
 * The path a public page is counted under, or null when the request is not for one: the path as the
 * router matches it (React Router's `.data` suffix dropped, escapes decoded, duplicate and trailing
 * slashes removed, as the page cache keys it) without its query string. Staff pages, /auth, the
 * portal, one visitor's pages (the request's confirmation, an instant estimate's own page), /api,
 * media, files (a name with an extension) and /healthz are not pages a visitor is counted on.
 */
export function countedPagePath(url: string): string | null {
  if (!url.startsWith("/") || url.length > 2048) return null;
  const q = url.indexOf("?");
  const path = normalizeRequestPath(q === -1 ? url : url.slice(0, q));
  if (path.length > MAX_PATH || isStaffPath(path) || isNoIndexPath(path)) return null;
  if (/^\/(?:api|media|assets|social-card|sitemaps)(?:\/|$)/i.test(path) || path === "/healthz") return null;
  if (/\.[a-z0-9]{1,5}$/i.test(path)) return null;
  // A path is text a person could have typed: no control characters or spaces.
  if (/\s/.test(path) || hasControlCharacters(path)) return null;
  return path;
}

/** The query string of a request target ("" without one). */
export function queryOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? "" : url.slice(q + 1);
}

/** The headers that decide whether a page view is counted. */
export interface CountingHeaders {
  userAgent?: string;
  secPurpose?: string;
  purpose?: string;
  xPurpose?: string;
  xMoz?: string;
  dnt?: string;
  secGpc?: string;
}

export type NotCounted = "bot" | "uptime-check" | "prefetch" | "privacy-signal";

/** Monitoring services that fetch pages to see that they answer. */
const UPTIME_CHECKERS = /uptime|pingdom|statuscake|site24x7|checkly|hetrix|betterstack|better stack|freshping|nodeping|monitis|montastic|newrelicpinger|datadog|synthetic|healthcheck|updown\.io|cron-job\.org|\bcurl\/|\bwget\//i;

/**
 * Why a page request is left out, or null when it counts: a bot (isbot, or no user agent), an
 * uptime checker, a link prefetch or prerender (the browser's guess; a prerendered page that is
 * shown reports itself, docs/decisions/022-visits-and-attribution.md), or a visitor whose browser
 * asks not to be tracked (DNT: 1, Sec-GPC: 1) — nothing about those is counted.
 */
export function notCountedBecause(h: CountingHeaders): NotCounted | null {
  if (h.dnt === "1" || h.secGpc === "1") return "privacy-signal";
  const speculative = `${h.secPurpose ?? ""} ${h.purpose ?? ""} ${h.xPurpose ?? ""} ${h.xMoz ?? ""}`.toLowerCase();
  if (/prefetch|prerender|preview/.test(speculative)) return "prefetch";
  const ua = h.userAgent?.trim() ?? "";
  if (!ua) return "bot";
  return agentVerdict(ua);
}

/** Verdicts by user agent: a site sees a few hundred different ones a day, each hit tested by isbot's large pattern. */
const agentVerdicts = new Map<string, NotCounted | null>();
const MAX_AGENT_VERDICTS = 2000;

function agentVerdict(ua: string): NotCounted | null {
  const known = agentVerdicts.get(ua);
  if (known !== undefined) return known;
  const verdict: NotCounted | null = UPTIME_CHECKERS.test(ua) ? "uptime-check" : isbot(ua) ? "bot" : null;
  if (agentVerdicts.size >= MAX_AGENT_VERDICTS) agentVerdicts.clear();
  agentVerdicts.set(ua, verdict);
  return verdict;
}

// ---------------------------------------------------------------------------------------------
// Pages that are a post or a town
// ---------------------------------------------------------------------------------------------

/** The slug of a blog post's path (`/blog/{slug}`), or null. */
export function postSlugOfPath(path: string): string | null {
  const m = /^\/blog\/([^/]+)$/.exec(path);
  return m ? m[1] : null;
}

/** Whether the path is a town's page (`/locations/{town}-nc`). */
export function isTownPagePath(path: string): boolean {
  return /^\/locations\/[^/]+$/.test(path);
}

/** What a counted page is: a post (and the town it was written for), a town page, or neither. */
export interface PageSubject {
  postId: string | null;
  townId: string | null;
}

export const NO_SUBJECT: PageSubject = { postId: null, townId: null };

// ---------------------------------------------------------------------------------------------
// What pages report without a request of their own (server/visits.ts)
// ---------------------------------------------------------------------------------------------

/** A page of this site named by a full address (Ping-From, Referer): its path and query, or null. */
function pageOnHost(address: string, host: string): string | null {
  try {
    const url = new URL(address);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host.toLowerCase() !== host.toLowerCase()) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** A phone link's ping: the page it was on (this site's), and a `tel:` target when the browser names it. */
export const callPingSchema = z
  .object({
    from: z.string({ error: "Ping-From must name the page the phone number was on." }).max(2048, "Ping-From is too long."),
    to: z
      .string()
      .max(200)
      .refine((v) => v.toLowerCase().startsWith("tel:"), "Only clicks on phone numbers are counted here.")
      .optional(),
    host: z.string(),
  })
  .transform((v, ctx) => {
    const page = pageOnHost(v.from, v.host);
    if (!page) {
      ctx.addIssue({ code: "custom", message: "Ping-From must name a page of this site." });
      return z.NEVER;
    }
    return { page };
  });

/** A page's beacon: `{"page": "/path?query", "referrer": "…"}`, as the islands script sends it. */
export const viewBeaconSchema = z
  .object({ text: z.string().max(2048, "The report is too long."), host: z.string() })
  .transform((v, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(v.text);
    } catch {
      ctx.addIssue({ code: "custom", message: 'Send {"page": "/path", "referrer": "…"} as JSON.' });
      return z.NEVER;
    }
    const shape = z.object({
      page: z.string().startsWith("/", "The page must be a path of this site.").max(1024, "The page is too long."),
      referrer: z.string().max(1024, "The referrer is too long.").optional(),
    });
    const parsed = shape.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "The report could not be read." });
      return z.NEVER;
    }
    if (parsed.data.page.startsWith("//")) {
      ctx.addIssue({ code: "custom", message: "The page must be a path of this site." });
      return z.NEVER;
    }
    return { page: parsed.data.page, referrer: parsed.data.referrer || undefined };
  });
