/**
 * The staff area (spec §2.1): one list, used by the server guard, the robots rules and the tests.
 * A path is staff when its first segment is one of these (a whole segment, so a public blog post
 * whose slug merely contains "posts" is not mistaken for the staff area).
 *
 * "templates" and "admin-gallery" have no screens here (the spec names them as staff paths but does
 * not show them; their work lives in the editor and /photo-album/). They stay listed so that neither
 * name can ever become a public page, nor be indexed or cached, should a route take it later.
 */
export const STAFF_ROOTS = [
  "Blog-Page-Builder",
  "variables",
  "templates",
  "posts",
  "create-post",
  "post-preview",
  "photo-album",
  "admin-gallery",
  "leads",
  "town-pages",
  "price-book",
  "jobs",
  "claims",
  "analytics",
  "reviews",
] as const;

const staffRoots = new Set(STAFF_ROOTS.map((r) => r.toLowerCase()));

function firstSegment(pathname: string): string {
  return (pathname.split("/").find(Boolean) ?? "").toLowerCase();
}

export function isStaffPath(pathname: string): boolean {
  return staffRoots.has(firstSegment(pathname));
}

/** Public pages that answer one visitor and mean nothing to a searcher: the request form's confirmation. */
const NO_INDEX_PAGES = new Set(["/book-inspection/thanks"]);

/** One visitor's instant estimate, at its own unguessable address (docs/decisions/017-instant-estimate.md). */
const ONE_VISITOR_ESTIMATE = /^\/instant-estimate\/[^/]+\/?$/i;

/**
 * The homeowners' warranty portal (docs/decisions/018-warranty-portal.md): every page answers one
 * signed-in homeowner (or carries a one-time link), so none is indexed, stored or page-cached.
 */
const PORTAL_ROOT = "portal";

/** A review request's links (docs/decisions/023-reviews.md): each names one homeowner's job by its token. */
const REVIEW_ROOT = "review";

/**
 * Pages search engines must not index: the staff area, /auth, the /admin landing (spec §2.1, §6),
 * the warranty portal, review requests' links and the one-visitor pages above.
 */
export function isNoIndexPath(pathname: string): boolean {
  const first = firstSegment(pathname);
  return (
    isStaffPath(pathname) ||
    first === "auth" ||
    first === "admin" ||
    first === PORTAL_ROOT ||
    first === REVIEW_ROOT ||
    NO_INDEX_PAGES.has(pathname.toLowerCase().replace(/\/+$/, "")) ||
    ONE_VISITOR_ESTIMATE.test(pathname)
  );
}

/**
 * A request path without React Router's `.data` suffix: client navigations fetch `/gallery.data`,
 * or `/gallery/_.data` for the trailing-slash form, and loaders see that raw path.
 */
export function stripDataSuffix(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/** A request's query string without the parameters React Router adds to its data requests. */
export function routerSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  params.delete("index");
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Where a page whose trailing-slash form is canonical (decisions.md point 9: /gallery/,
 * /photo-album/) sends a request for the other form, query kept; null when the request already
 * asked for the canonical path.
 */
export function trailingSlashRedirect(url: URL, canonicalPath: `${string}/`): string | null {
  if (stripDataSuffix(url.pathname).endsWith("/")) return null;
  return `${canonicalPath}${routerSearch(url)}`;
}

/**
 * The path the router will match for a request path: React Router's `.data` suffix (`/_.data` for
 * the index route) removed, percent-escapes decoded, duplicate and trailing slashes dropped, so
 * `/%70osts`, `/%63reate-post.data` and `//posts/` all read as `/posts`-like paths. Decoding repeats
 * until nothing changes, so a doubly encoded path cannot slip past either. Case is left as it is;
 * isStaffPath ignores it, as the router does.
 */
export function normalizeRequestPath(rawPathname: string): string {
  let p = stripDataSuffix(rawPathname);
  for (let i = 0; i < 5 && /%[0-9a-f]{2}/i.test(p); i++) {
    const decoded = decodePercents(p);
    if (decoded === p) break;
    p = decoded;
  }
  p = p.replace(/[\\/]+/g, "/");
  if (p.length > 1) p = p.replace(/\/+$/, "");
  return p.startsWith("/") ? p : `/${p}`;
}

/** Decodes every valid percent-escape; a malformed UTF-8 run keeps its ASCII escapes decoded only. */
function decodePercents(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** Longer return paths are refused rather than carried through a login. */
const MAX_REDIRECT_LENGTH = 2048;
const ORIGIN = "http://site.invalid";

/**
 * The one same-origin rule for every address the site sends a browser back to. The value is
 * resolved against this site's origin the way a browser resolves a Location header (tabs and
 * newlines dropped, `\` read as `/`, `..` and `%2e%2e` segments removed), and only a path on the same
 * origin is kept — returned as the URL parser serializes it, so it is percent-encoded ASCII and
 * always a valid header value. Anything else gives null.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH || !value.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `//host` or `/\host` at the start would be read as another origin by whoever follows it.
  if (/^[\\/]{2}/.test(path)) return null;
  return path;
}

/**
 * A safe in-site path to return to after login: a same-site path (above) that does not lead back
 * into /auth; anything else gives the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/Blog-Page-Builder"): string {
  const path = sameSitePath(value);
  if (!path || firstSegment(normalizeRequestPath(path.replace(/[?#].*$/, ""))) === "auth") return fallback;
  return path;
}

/**
 * Whether a parameter of the auth library's endpoints names an address to send the browser to:
 * `callbackURL`, `errorCallbackURL`, `newUserCallbackURL`, `redirectTo`, and any other `…URL`.
 */
export function isRedirectParameter(name: string): boolean {
  return /(?:url|redirectto)$/i.test(name);
}

/**
 * Whether a redirect parameter's value may go to the auth library: a same-site path written the
 * way the URL parser writes it, so the library cannot read it differently (better-auth 1.7.25
 * turns `/x/..//evil.test` into `//evil.test`).
 */
export function isPlainSameSitePath(value: unknown): boolean {
  return typeof value === "string" && sameSitePath(value) === value;
}
