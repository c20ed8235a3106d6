/**
 * What the full-page cache (server/page-cache.ts) may keep and serve: pure functions, so the rules
 * are tested on their own (page-cache-rules.test.ts). Only anonymous GET/HEAD of public pages, and
 * only answers that are the same for every visitor.
 */
import { hasSessionCookie } from "~/domain/session-cookie";
import { isNoIndexPath, isStaffPath, normalizeRequestPath } from "~/domain/staff-paths";

// Slugs, numbers and React Router's percent-encoded route ids.
const paramValue = /^[\w.,~%-]{1,200}$/;
/** A town's one spelling (the routes send every other spelling there with a redirect). */
const slug = /^[a-z0-9-]{1,60}$/;
/** A gallery category as links and forms write it (spaces as `+`). */
const category = /^[\w.,~%+-]{1,200}$/;
/** A page number as the site writes it: no leading zeros, the first page never numbered. */
const pageNumber = /^(?:[2-9]|[1-9]\d{1,4})$/;

/**
 * The query parameters a cached page may carry, by path (`.data` forms included), each with the
 * form its values must have: bounded sets a page really shows differently (a town filter or pick,
 * a gallery category or page, a page of the site map), written the one way the site writes them, so case or padding
 * variants of one page are not stored again (docs/decisions/015-scale-and-memory.md). Free text
 * (`q`), and anything else (utm_*, fbclid…), is rendered every time: each new value would
 * otherwise take room in the cache that real pages need.
 */
export const CACHED_QUERY_PARAMS: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  "/blog": { location: slug },
  "/blog/feed.xml": { location: slug },
  "/blog/atom.xml": { location: slug },
  "/gallery": { category, page: pageNumber },
  "/service-areas": { town: slug },
  "/sitemap": { page: pageNumber },
};

/** React Router's own parameter on `.data` requests (which routes' loaders to run). */
const DATA_PARAMS: Readonly<Record<string, RegExp>> = { _routes: paramValue };

/** Cookies that make a request personal: better-auth's session (and its cache) and the staff flash. */
export function hasPersonalCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && (hasSessionCookie(cookie) || /(?:^|;\s*)staff_flash=/.test(cookie));
}

/**
 * The cache key of a request (its path and query as sent), or null when its answer must not come
 * from the cache or go into it.
 */
export function pageCacheKey(method: string, url: string, cookie: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (!url.startsWith("/") || url.length > 1024) return null;
  if (hasPersonalCookie(cookie)) return null;
  const q = url.indexOf("?");
  const rawPath = q === -1 ? url : url.slice(0, q);
  const path = normalizeRequestPath(rawPath);
  if (isStaffPath(path) || isNoIndexPath(path) || path.startsWith("/api/") || path.startsWith("/media/") || path === "/healthz") {
    return null;
  }
  if (q === -1) return url;
  const allowed = { ...CACHED_QUERY_PARAMS[path.replace(/\/$/, "")], ...(rawPath.endsWith(".data") ? DATA_PARAMS : {}) };
  const seen = new Set<string>();
  for (const pair of url.slice(q + 1).split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const name = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? "" : pair.slice(eq + 1);
    // A repeated name is another address for the same page.
    if (!Object.hasOwn(allowed, name) || !allowed[name].test(value) || seen.has(name)) return null;
    seen.add(name);
  }
  return url;
}

/** Whether a cache key carries a query of its own (React Router's `_routes` aside). */
function hasOwnQuery(key: string): boolean {
  const q = key.indexOf("?");
  return q !== -1 && key.slice(q + 1).split("&").some((pair) => pair !== "" && !pair.startsWith("_routes="));
}

/**
 * Whether the answer to `key` may be kept: a page (200) or a not-found page (404), the same for
 * everyone — no cookie set, and no Cache-Control of the route's that says it is personal (the
 * request form's signed start stamp, staff pages) or must not be stored. A not-found answer is kept
 * only for a path without a query: a feed of a town that does not exist, asked for under ever new
 * names, must not fill the cache (docs/decisions/015-scale-and-memory.md).
 */
export function isCacheableResponse(key: string, status: number, headers: { get(name: string): string | null | undefined }): boolean {
  if (status !== 200 && !(status === 404 && !hasOwnQuery(key))) return false;
  if (headers.get("set-cookie")) return false;
  const cacheControl = headers.get("cache-control")?.toLowerCase() ?? "";
  return !/\b(?:no-store|private|no-cache)\b/.test(cacheControl);
}

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip") gzip = true;
    else if (name === "*") br = gzip = true;
  }
  return br ? "br" : gzip ? "gzip" : "identity";
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/** Text worth compressing; photos and other binary answers are stored as they are. */
export function isCompressible(contentType: string | undefined): boolean {
  return /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:xml|json|javascript)\b|image\/svg\+xml)/i.test(contentType ?? "");
}
