/**
 * The staff area (spec §2.1): one list, used by the server guard, the robots rules and the tests.
 * A path is staff when its first segment is one of these (a whole segment, so a public blog post
 * whose slug merely contains "posts" is not mistaken for the staff area).
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
] as const;

const staffRoots = new Set(STAFF_ROOTS.map((r) => r.toLowerCase()));

function firstSegment(pathname: string): string {
  return (pathname.split("/").find(Boolean) ?? "").toLowerCase();
}

export function isStaffPath(pathname: string): boolean {
  return staffRoots.has(firstSegment(pathname));
}

/** Pages search engines must not index: the staff area, /auth and the /admin landing (spec §2.1, §6). */
export function isNoIndexPath(pathname: string): boolean {
  const first = firstSegment(pathname);
  return isStaffPath(pathname) || first === "auth" || first === "admin";
}

/** A safe in-site path to return to after login (never another origin). */
export function safeRedirectPath(value: string | null | undefined, fallback = "/Blog-Page-Builder"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value;
}
