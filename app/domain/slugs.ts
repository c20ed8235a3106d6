/**
 * Every rule that turns a title or a town name into a URL part, and a URL part back into a town
 * name: post slugs, clone slugs, town slugs ("rocky-mount"), town page slugs ("rocky-mount-nc"),
 * town page paths and the redirects to them. One module, so the editor, the clone tool, the blog's
 * location filter, the town pages and the sitemap can never disagree about a slug.
 */

/**
 * Lower case, accents removed (NFKD, then combining marks dropped): "Café" → "cafe". Doing this first
 * keeps accented letters in the slug as their plain letter instead of splitting the word at them.
 * Letters with no plain decomposition (ß, ø, non-Latin scripts) are not transliterated; they fall
 * out of the slug with the other non-alphanumerics.
 */
function plainLowercase(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
}

function trimHyphens(text: string): string {
  return text.replace(/^-+|-+$/g, "");
}

// ---------------------------------------------------------------------------------------------
// Post slugs
// ---------------------------------------------------------------------------------------------

/**
 * The save slug of a post: lower case, every run of non-alphanumerics becomes one hyphen, edge
 * hyphens trimmed. Returns "" when nothing alphanumeric is left (a title of only punctuation).
 * Also the rule for in-page anchors and element ids built from headings or labels.
 */
export function slugify(title: string): string {
  return trimHyphens(plainLowercase(title).replace(/[^a-z0-9]+/g, "-"));
}

/** The in-page anchor of a heading: its slug, with "&" read as "and" ("Do's & Don'ts" → "do-s-and-don-ts"). */
export function anchorId(heading: string): string {
  return slugify(heading.replace(/&/g, " and "));
}

/** Used when a title slugifies to nothing, so a saved post always has a non-empty slug. */
export const FALLBACK_SLUG = "post";

/** The slug a post is saved under: `slugify(title)`, or "post" when that is empty. */
export function saveSlug(title: string): string {
  return slugify(title) || FALLBACK_SLUG;
}

/**
 * Clone slug (spec §5): the town's slug, a hyphen, then the slugified title. When the title already
 * names the town ("Roof Replacement in Wilson, NC"), the title alone, so the name does not appear
 * twice. Pass the title as a visitor reads it (placeholders resolved, placeholders.titleForSlug);
 * otherwise "{{locationName}}" ends up as "locationname".
 */
export function cloneSlug(locationName: string, title: string): string {
  const titleSlug = slugify(title);
  const nameSlug = slugify(locationName);
  if (nameSlug && titleSlug.includes(nameSlug)) return titleSlug;
  const parts = [townSlug(locationName), titleSlug].filter(Boolean);
  return parts.length > 0 ? parts.join("-") : FALLBACK_SLUG;
}

/** `base` if free, else base-2, base-3, … — the first one not in `taken` (slugs stay unique). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * A post in the trash gives up its address (docs/decisions/013-publishing.md): its slug becomes this
 * prefix and its id. `slugify` never writes "~", so no title or clone can take or collide with it.
 */
export const TRASHED_SLUG_PREFIX = "~trashed~";

/** `/blog/{slug}`: the public URL of a post. */
export function publicPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

// ---------------------------------------------------------------------------------------------
// Town slugs and names
// ---------------------------------------------------------------------------------------------

/**
 * A town's slug, as used in clone tags, clone slugs and the blog's `?location=` filter: lower case,
 * accents dropped, runs of spaces, underscores and hyphens become one hyphen, anything else that is
 * not a letter or digit is removed: "St. Pauls" → "st-pauls", "Winston - Salem" → "winston-salem",
 * "Fuquay-Varina" → "fuquay-varina". "" when nothing is left.
 */
export function townSlug(name: string): string {
  return trimHyphens(
    plainLowercase(name)
      .replace(/[\s_-]+/g, "-")
      .replace(/[^a-z0-9-]/g, "")
      .replace(/-+/g, "-"),
  );
}

/** The slug of a town's page: its town slug suffixed "-nc" — "Rocky Mount" → "rocky-mount-nc". */
export function townPageSlug(name: string): string {
  const base = townSlug(name);
  return base ? `${base}-nc` : "nc";
}

/** "rocky-mount" → "Rocky Mount": a town's name from its slug, when no known town is named after it. */
export function townNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The tag a clone gets for its town: "rocky-mount" → "rocky-mount-roofing". */
export function townRoofingTag(slug: string): string {
  return `${slug}-roofing`;
}

// ---------------------------------------------------------------------------------------------
// Town page paths
// ---------------------------------------------------------------------------------------------

/**
 * Rocky Mount's page keeps the spec's path (spec §2.1: /locations/rockymount-nc), whether the town
 * has an office of the company there (the office page) or is a town it serves (the town page);
 * every other town lives at /locations/{town page slug}.
 */
const DEDICATED_PAGES: Record<string, string> = {
  "rocky-mount-nc": "/locations/rockymount-nc",
};

/** The public page of a town: its dedicated page when it has one, else /locations/{slug}-nc. */
export function locationPagePath(name: string): string {
  const slug = townPageSlug(name);
  return DEDICATED_PAGES[slug] ?? `/locations/${slug}`;
}

/** The town page slug a canonical /locations/{segment} stands for: "rockymount-nc" → "rocky-mount-nc". */
export function townPageSlugOfSegment(segment: string): string {
  const dedicated = Object.entries(DEDICATED_PAGES).find(([, path]) => path === `/locations/${segment}`);
  return dedicated ? dedicated[0] : segment;
}

/**
 * Where a short or alternative location path should send the visitor, or null when `segment` is
 * already canonical. `segment` is the part after /locations/; `known` tells whether a slug belongs
 * to a town we serve. Examples: "wilson" → "/locations/wilson-nc", "rocky-mount-nc" →
 * "/locations/rockymount-nc", "Wilson-NC" → "/locations/wilson-nc".
 */
export function canonicalLocationRedirect(segment: string, known: (slug: string) => boolean): string | null {
  const lower = segment.toLowerCase().replace(/\/+$/, "");
  const aliases: Record<string, string> = { rockymount: "rocky-mount-nc", "rockymount-nc": "rocky-mount-nc" };
  const candidates = [aliases[lower], lower, lower.endsWith("-nc") ? null : `${lower}-nc`].filter(
    (c): c is string => Boolean(c),
  );
  for (const slug of candidates) {
    if (!known(slug)) continue;
    const target = DEDICATED_PAGES[slug] ?? `/locations/${slug}`;
    return target === `/locations/${segment}` ? null : target;
  }
  return null;
}
