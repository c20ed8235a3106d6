/**
 * XML sitemaps (sitemaps.org protocol 0.9 with Google's image extension): which priority and change
 * frequency a page gets (spec §9), how entries are written, when one file becomes an index of
 * several, and conditional-request answers. Pure: no database, no HTTP objects.
 */

/** Protocol limits of one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Google reads at most 1,000 image entries per URL. */
export const SITEMAP_MAX_IMAGES_PER_URL = 1_000;

export type ChangeFreq = "daily" | "weekly" | "monthly";

/** What kind of page an entry is: decides priority and change frequency (spec §9). */
export type PageKind = "home" | "service" | "location" | "major-town" | "town" | "blog" | "guide" | "post" | "other";

export interface SitemapEntry {
  /** Path on this site ("/blog/x"); made absolute with SITE_URL when written. */
  path: string;
  /** When the page's content last changed; null when unknown (the element is then left out). */
  lastmod: Date | null;
  kind: PageKind;
  /** Image URLs shown on the page (absolute, or paths on this site). */
  images?: string[];
}

/**
 * Spec §9: home 1.0 daily; services and locations 0.9; blog 0.7 weekly; resource guides 0.7; blog
 * posts 0.6; major city locations 0.9, other towns 0.7; other pages 0.8; everything but home and
 * blog monthly.
 */
export function pagePriority(kind: PageKind): { priority: number; changefreq: ChangeFreq } {
  switch (kind) {
    case "home":
      return { priority: 1.0, changefreq: "daily" };
    case "service":
    case "location":
    case "major-town":
      return { priority: 0.9, changefreq: "monthly" };
    case "blog":
      return { priority: 0.7, changefreq: "weekly" };
    case "guide":
    case "town":
      return { priority: 0.7, changefreq: "monthly" };
    case "post":
      return { priority: 0.6, changefreq: "monthly" };
    case "other":
      return { priority: 0.8, changefreq: "monthly" };
  }
}

export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** An absolute URL on this site: `siteUrl` (no trailing slash) + path; absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** W3C datetime in UTC to the second ("2026-11-22T10:04:05Z"), as sitemaps and feeds take it. */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The newest of some dates, or null when there are none. */
export function latest(dates: readonly (Date | null | undefined)[]): Date | null {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || d.getTime() > best.getTime())) best = d;
  return best;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
const URLSET_CLOSE = "</urlset>\n";

/** One `<url>` element. */
export function urlXml(siteUrl: string, entry: SitemapEntry): string {
  const { priority, changefreq } = pagePriority(entry.kind);
  // Most entries have no image or one: skip the de-duplication work for those (50,000 posts add up).
  const images = (entry.images?.length ?? 0) < 2 ? (entry.images ?? []) : [...new Set(entry.images)].slice(0, SITEMAP_MAX_IMAGES_PER_URL);
  return (
    `<url><loc>${xmlEscape(absoluteUrl(siteUrl, entry.path))}</loc>` +
    (entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : "") +
    `<changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority>` +
    images.map((src) => `<image:image><image:loc>${xmlEscape(absoluteUrl(siteUrl, src))}</image:loc></image:image>`).join("") +
    "</url>\n"
  );
}

/** A whole `<urlset>` document from `<url>` elements already written. */
export function urlsetXml(urls: readonly string[]): string {
  return URLSET_OPEN + urls.join("") + URLSET_CLOSE;
}

export interface ChildSitemap {
  path: string;
  lastmod: Date | null;
}

/** A `<sitemapindex>` document naming child sitemaps. */
export function sitemapIndexXml(siteUrl: string, children: readonly ChildSitemap[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    children
      .map(
        (c) =>
          `<sitemap><loc>${xmlEscape(absoluteUrl(siteUrl, c.path))}</loc>${c.lastmod ? `<lastmod>${w3cDate(c.lastmod)}</lastmod>` : ""}</sitemap>\n`,
      )
      .join("") +
    "</sitemapindex>\n"
  );
}

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/** One sitemap file's worth of entries: their `<url>` elements and the newest lastmod among them. */
export interface SitemapChunk {
  urls: string[];
  lastmod: Date | null;
}

/** One entry written as its `<url>` element, with what cutting files needs to know of it. */
export interface WrittenUrl {
  xml: string;
  bytes: number;
  lastmod: Date | null;
}

export function writeUrl(siteUrl: string, entry: SitemapEntry): WrittenUrl {
  const xml = urlXml(siteUrl, entry);
  return { xml, bytes: Buffer.byteLength(xml), lastmod: entry.lastmod ?? null };
}

/**
 * Entries written and cut into files that each stay within the protocol's limits (URL count, and
 * bytes of the whole file with its envelope), in order. One chunk means one plain sitemap is enough.
 */
export function chunkEntries(siteUrl: string, entries: readonly SitemapEntry[], limits?: SitemapLimits): SitemapChunk[] {
  return chunkWritten(
    entries.map((entry) => writeUrl(siteUrl, entry)),
    limits,
  );
}

/** Elements already written (the server writes 50,000 of them in slices), cut into files as chunkEntries does. */
export function chunkWritten(written: readonly WrittenUrl[], limits: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES }): SitemapChunk[] {
  const envelope = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const chunks: SitemapChunk[] = [];
  let current: SitemapChunk = { urls: [], lastmod: null };
  let bytes = envelope;
  for (const url of written) {
    if (current.urls.length > 0 && (current.urls.length >= limits.maxUrls || bytes + url.bytes > limits.maxBytes)) {
      chunks.push(current);
      current = { urls: [], lastmod: null };
      bytes = envelope;
    }
    current.urls.push(url.xml);
    current.lastmod = latest([current.lastmod, url.lastmod]);
    bytes += url.bytes;
  }
  chunks.push(current);
  return chunks;
}

/** The path of the n-th (1-based) child sitemap of the index. */
export function childSitemapPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/** The child number named by a `/sitemaps/{file}` segment ("3.xml" → 3), or null. */
export function childSitemapNumber(file: string | undefined): number | null {
  const m = /^([1-9]\d{0,5})\.xml$/.exec(file ?? "");
  return m ? Number(m[1]) : null;
}

export interface ConditionalRequest {
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
}

/**
 * RFC 9110 §13.1: If-None-Match wins when present (weak comparison, `*` matches); otherwise
 * If-Modified-Since, compared to the second, as HTTP dates carry no more.
 */
export function isNotModified(request: ConditionalRequest, etag: string, lastModified: Date | null): boolean {
  if (request.ifNoneMatch !== null) {
    const tags = request.ifNoneMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(etag.replace(/^W\//, ""));
  }
  if (request.ifModifiedSince !== null && lastModified) {
    const since = Date.parse(request.ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}
