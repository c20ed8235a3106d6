/**
 * Public blog queries (spec §2.8, §7): only ever published posts, newest first. No React, no HTTP.
 * Pages pass what these return through `resolveForRender` (./post-render.server) before showing it.
 */
import { and, arrayContains, arrayOverlaps, desc, eq, ilike, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { blogPosts, serviceLocations } from "~/db/schema";
import { markdownToText, safeUrl } from "~/domain/markdown";
import { renderPostHtml } from "~/domain/markdown.server";
import { extractLocation } from "~/domain/location-extraction";
import { publicPostPath, townNameFromSlug, townRoofingTag, townSlug } from "~/domain/slugs";
import { ALL_LOCATIONS_VALUE, blogLocationParam, searchableLocations, type LocationOption } from "~/domain/blog-locations";
import { escapeLike } from "~/db/like";
import { Lru, stringBytes } from "~/domain/lru";
import { countWords, readTimeMinutes } from "~/domain/read-time";
import { memoized } from "~/db/content-version.server";
import { townLabel, type BlogCardView } from "~/domain/blog-card";
import { pictureSources, type Photo } from "~/domain/photos";
import { photosByIds } from "./photos.server";
import { keptForToday, resolveForRender } from "./post-render.server";
import { locationNameLike, publicLocations, publicLocationSummaries, type LocationSummary } from "./locations.server";

// ---------------------------------------------------------------------------------------------
// Limits and defaults (spec §9)
// ---------------------------------------------------------------------------------------------

export const BLOG_LIST_LIMIT = 20;
export const RELATED_POSTS_LIMIT = 3;

/**
 * The SQL pre-filter (title ILIKE) can match inside other words ("Wilson" in "Wilsonville"); the
 * code filter then drops those. Fetching a few extra rows keeps the page at 20 posts when it does.
 */
const LIST_OVERFETCH = 2;

// ---------------------------------------------------------------------------------------------
// Shapes handed to pages
// ---------------------------------------------------------------------------------------------

/** What a post card needs: no SEO fields. The body only counts its words (the card's read time). */
export interface BlogCardPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  categories: string[] | null;
  tags: string[] | null;
  featuredImage: string | null;
  featuredPhotoId: string | null;
  /** The album photo the post features (loaded with the post). */
  featuredPhoto: Photo | null;
  publishedDate: Date | null;
  /** The post's last edit (feeds and sitemaps date entries by it). */
  updatedAt: Date;
  /** The town a clone was made for (its service location's name); null for any other post. */
  cloneTown: string | null;
}

/** A whole published post, for /blog/{slug}. */
export interface BlogPost extends BlogCardPost {
  /** The template it was cloned from, and the town it was cloned for. */
  sourcePostId: string | null;
  locationId: string | null;
  author: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
}

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  categories: blogPosts.categories,
  tags: blogPosts.tags,
  featuredImage: blogPosts.featuredImage,
  featuredPhotoId: blogPosts.featuredPhotoId,
  publishedDate: blogPosts.publishedDate,
  updatedAt: blogPosts.updatedAt,
  // One index look-up per card (the locations' primary key): a clone's town is a fact, not a guess.
  cloneTown: sql<string | null>`(SELECT ${serviceLocations.name} FROM ${serviceLocations} WHERE ${serviceLocations.id} = ${blogPosts.locationId})`.as("clone_town"),
};

const postColumns = {
  ...cardColumns,
  sourcePostId: blogPosts.sourcePostId,
  locationId: blogPosts.locationId,
  author: blogPosts.author,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  seoKeywords: blogPosts.seoKeywords,
};

const isPublished = eq(blogPosts.status, "published");
/**
 * Newest first, in the order of the (status, published_date DESC NULLS LAST) index, so Postgres walks
 * the index and stops after the limit instead of sorting every published post. The id breaks ties so
 * pages are stable.
 */
const newestFirst = [sql`${blogPosts.publishedDate} DESC NULLS LAST`, desc(blogPosts.id)];

// ---------------------------------------------------------------------------------------------
// Location parameter and matching
// ---------------------------------------------------------------------------------------------

/**
 * The display name of a location slug: the service location whose name matches it (hyphens in the
 * slug match a space or a hyphen, so "fuquay-varina" finds "Fuquay-Varina" and "rocky-mount" finds
 * "Rocky Mount"), else the slug in title case.
 */
export async function locationNameForSlug(db: Database, slug: string): Promise<string> {
  const normalized = blogLocationParam(slug);
  // After normalising, the slug holds only [a-z0-9-]: no LIKE wildcards of its own. `_` = one char.
  const pattern = normalized.replace(/-/g, "_");
  return (await locationNameLike(db, pattern)) ?? townNameFromSlug(normalized);
}

/** Stand-in for the §4 content gate: every published post is the company's own. */
const BUSINESS_GATE = "{{businessName}}";
const EXTRACT_OPTIONS = { businessName: "", mainPhone: "", homeCity: "" };

/**
 * The city a post is about, read from its title (spec §4 title patterns: "X Roofing", "in X, NC",
 * "X, NC") and then its "-roofing" tag — the same rules as `extractLocation`, without the content
 * phrases: cards do not load bodies. Used for the city badge and for the location filter.
 */
export function detectCity(post: { title: string; tags: string[] | null }): string | null {
  return extractLocation({ title: post.title, content: BUSINESS_GATE, tags: post.tags }, EXTRACT_OPTIONS);
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** True when the title holds the location as whole words: "Raleigh" in "Raleigh roof guide", not in "Raleighwood". */
function titleHasLocationWords(title: string, locationName: string): boolean {
  const words = locationName.trim().split(/[\s-]+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s-]+")}(?![\\p{L}\\p{N}])`, "iu");
  return pattern.test(title);
}

/**
 * The §7 code filter: a post belongs to a location when its detected city is that location, when
 * it carries the location's "-roofing" tag, or when its title holds the location as whole words.
 */
export function postMatchesLocation(
  post: { title: string; tags: string[] | null },
  location: { slug: string; name: string },
): boolean {
  const city = detectCity(post);
  if (city && sameText(city, location.name)) return true;
  const tag = townRoofingTag(location.slug);
  if ((post.tags ?? []).some((t) => sameText(t.replace(/^#/, ""), tag))) return true;
  return titleHasLocationWords(post.title, location.name);
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

/** Adds each post's album photo (one query for the whole list). */
async function withFeaturedPhotos<T extends { featuredPhotoId: string | null }>(db: Database, rows: T[]): Promise<(T & { featuredPhoto: Photo | null })[]> {
  const ids = [...new Set(rows.map((r) => r.featuredPhotoId).filter((id): id is string => Boolean(id)))];
  const photos = new Map((await photosByIds(db, ids)).map((p) => [p.id, p]));
  return rows.map((r) => ({ ...r, featuredPhoto: (r.featuredPhotoId && photos.get(r.featuredPhotoId)) || null }));
}

export interface ListPublishedPostsOptions {
  /** A location slug ("rocky-mount"), or "all" (the default). */
  location?: string | null;
  /** The location's display name when the caller already knows it (saves one query). */
  locationName?: string;
  limit?: number;
}

/**
 * The cards of `listPublishedPosts`, placeholders filled (`resolveForRender`): the same for every
 * visitor on one day of a content version, so worked out once for it.
 */
export function publishedPostCards(db: Database, business: Business, options: ListPublishedPostsOptions = {}): Promise<BlogCardView[]> {
  const key = `published-post-cards:${blogLocationParam(options.location)}:${options.limit ?? BLOG_LIST_LIMIT}`;
  return keptForToday(db, key, async () => blogCards(db, await resolveForRender(db, business, await listPublishedPosts(db, options))));
}

/**
 * Spec §7 "Blog list (public)": published posts, newest first, at most 20. For a location other than
 * "all", SQL keeps posts whose title contains the location name (case-insensitive) or whose tags hold
 * "{location}-roofing" (GIN index); then the code filter above drops substring-only title matches.
 */
export function listPublishedPosts(db: Database, options: ListPublishedPostsOptions = {}): Promise<BlogCardPost[]> {
  const limit = options.limit ?? BLOG_LIST_LIMIT;
  const slug = blogLocationParam(options.location);
  // Read once per version of the public content: a town's list scans every post's title, and it is
  // the same for every visitor, search text (`?q=`) or page render until a post changes
  // (docs/decisions/015-scale-and-memory.md).
  return memoized(db, `published-posts:${slug}:${limit}`, () => readPublishedPosts(db, slug, limit, options.locationName));
}

async function readPublishedPosts(db: Database, slug: string, limit: number, locationName: string | undefined): Promise<BlogCardPost[]> {
  if (slug === ALL_LOCATIONS_VALUE) {
    return withFeaturedPhotos(db, await db.select(cardColumns).from(blogPosts).where(isPublished).orderBy(...newestFirst).limit(limit));
  }

  const name = locationName ?? (await locationNameForSlug(db, slug));
  const byTitle = ilike(blogPosts.title, `%${escapeLike(name)}%`);
  const byTag = arrayContains(blogPosts.tags, [townRoofingTag(slug)]);
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(isPublished, or(byTitle, byTag)))
    .orderBy(...newestFirst)
    .limit(limit * LIST_OVERFETCH);
  return withFeaturedPhotos(db, rows.filter((post) => postMatchesLocation(post, { slug, name })).slice(0, limit));
}

/** Spec §7 "Single post (public)": the published post with this slug, or null (drafts included). */
export async function getPublishedPostBySlug(db: Database, slug: string): Promise<BlogPost | null> {
  let query = publishedPostBySlug.get(db);
  if (!query) publishedPostBySlug.set(db, (query = preparePublishedPostBySlug(db)));
  const [row] = await query.execute({ slug });
  return row ? (await withFeaturedPhotos(db, [row]))[0] : null;
}

/**
 * A post page's one query, built once per database instead of on every visit: the query builder's
 * work was a fifth to a third of the query's cost (docs/decisions/015-scale-and-memory.md).
 */
function preparePublishedPostBySlug(db: Database) {
  return db
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), isPublished))
    .limit(1)
    .prepare("published_post_by_slug");
}
const publishedPostBySlug = new WeakMap<Database, ReturnType<typeof preparePublishedPostBySlug>>();

/** What related articles are chosen by: the post's town and the template it was cloned from. */
export type RelatedTo = Pick<BlogPost, "id" | "title" | "tags" | "sourcePostId" | "locationId">;

/**
 * Up to `n` other published posts (docs/decisions/013-publishing.md): first those about the same
 * town — cloned for it, or carrying its "-roofing" tag — newest first; then the newest of the
 * rest. Never the post itself, nor a sibling: another clone of the same template, the template,
 * or a clone of this post. Those say the same thing about another town, which is no reading tip.
 */
export async function relatedPosts(db: Database, post: RelatedTo, n = RELATED_POSTS_LIMIT): Promise<BlogCardPost[]> {
  // A stored post's town, template and tags change only with the content version the memo is kept for.
  return memoized(db, `related-posts:${n}:${post.id}`, () => {
    const city = detectCity(post);
    const roofingTags = new Set((post.tags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => t.endsWith("-roofing")));
    if (city) roofingTags.add(townRoofingTag(townSlug(city)));
    return relatedPool(db, post, [...roofingTags], n);
  });
}

/**
 * One query, each half walking an index: the town's posts (location_id b-tree and the tags' GIN
 * index, a few rows sorted) and the newest published posts (the status/published_date index, read
 * in order until enough rows pass the filter). Never a scan of every post.
 */
async function relatedPool(db: Database, post: RelatedTo, roofingTags: string[], n: number): Promise<BlogCardPost[]> {
  const family = post.sourcePostId ?? post.id;
  const unrelated = and(
    isPublished,
    ne(blogPosts.id, post.id),
    ne(blogPosts.id, family),
    or(isNull(blogPosts.sourcePostId), ne(blogPosts.sourcePostId, family)),
  );
  const sameTown: SQL[] = [];
  if (post.locationId) sameTown.push(eq(blogPosts.locationId, post.locationId));
  if (roofingTags.length) sameTown.push(arrayOverlaps(blogPosts.tags, roofingTags));
  const newest = db.select({ ...cardColumns, rank: sql<number>`1`.as("rank") }).from(blogPosts).where(unrelated).orderBy(...newestFirst).limit(n * 2);
  const rows = sameTown.length
    ? await db
        .select({ ...cardColumns, rank: sql<number>`0`.as("rank") })
        .from(blogPosts)
        .where(and(unrelated, or(...sameTown)))
        // Newest first by an expression the date index cannot serve (a published post always has a
        // published_date), so the planner fetches the town's few posts through their own indexes
        // instead of walking every published post in date order until it finds n of them.
        .orderBy(sql`coalesce(${blogPosts.publishedDate}, ${blogPosts.createdAt}) DESC`, desc(blogPosts.id))
        .limit(n)
        .unionAll(newest)
    : await newest;
  const seen = new Set<string>();
  const picked = rows
    .sort((a, b) => a.rank - b.rank)
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, n)
    .map(({ rank: _rank, ...card }) => card);
  return withFeaturedPhotos(db, picked);
}

/** Every location as a `?location=` option ("rocky-mount" / "Rocky Mount"), in name order. */
export function locationOptionsOf(locations: readonly LocationSummary[]): LocationOption[] {
  return locations.map((l) => ({ value: townSlug(l.name), label: l.name }));
}

/**
 * Every town as the blog's filter offers it, and the list the browser's filter searches, worked
 * out once per version of the public content rather than on every render of /blog.
 */
export function publicLocationOptions(db: Database): Promise<{ all: LocationOption[]; searchable: string }> {
  return memoized(db, "location-options", async () => {
    const all = locationOptionsOf(await publicLocationSummaries(db));
    return { all, searchable: searchableLocations(all) };
  });
}

/** The names of the towns the site serves, lower case, once per content version: what a card may call a town. */
function knownTownNames(db: Database): Promise<ReadonlySet<string>> {
  return memoized(db, "town-names", async () => new Set((await publicLocations(db)).map((l) => l.name.trim().toLowerCase())));
}

/**
 * What post cards show (spec §2.8, docs/decisions/013-publishing.md): a clone's town ("Wilson, NC")
 * instead of the category it shares with every sibling; another post's town only when its title or
 * "-roofing" tag names a town the site serves (so "Coastal Roofing" is no town), then its first
 * category; date, link, and the read time the post itself states (its body with placeholders
 * resolved, words / 200 rounded up).
 */
export async function blogCards(db: Database, posts: readonly BlogCardPost[]): Promise<BlogCardView[]> {
  const towns = await knownTownNames(db);
  return posts.map((post) => {
    if (post.cloneTown) return blogCard(post, townLabel(post.cloneTown), null);
    const detected = detectCity(post);
    const town = detected && towns.has(detected.trim().toLowerCase()) ? townLabel(detected) : null;
    return blogCard(post, town, post.categories?.find((c) => c.trim()) ?? null);
  });
}

function blogCard(post: BlogCardPost, city: string | null, category: string | null): BlogCardView {
  return {
    id: post.id,
    href: publicPostPath(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    city,
    category,
    publishedIso: post.publishedDate?.toISOString() ?? null,
    readMinutes: readTimeMinutes(post.content),
    featuredImage: safeUrl(post.featuredImage),
    picture: post.featuredPhoto ? { ...pictureSources(post.featuredPhoto), alt: "" } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The article body
// ---------------------------------------------------------------------------------------------

function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/**
 * The sanitized HTML of an article body. The page's title is its only h1, so a first line
 * "# {title}" that repeats it is dropped (document extraction adds one, spec §2.11) and any other
 * h1 in the body becomes an h2.
 */
export function articleBodyHtml(content: string, title: string): string {
  const trimmed = content.replace(/^\s+/, "");
  const heading = /^#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(trimmed);
  const markdown = heading && comparable(heading[1]) === comparable(title) ? trimmed.slice(heading[0].length) : content;
  return renderPostHtml(markdown).replace(/<(\/?)h1(?=[\s>])/g, "<$1h2");
}

/** What a post page shows of its body: the sanitized HTML and what is counted from the text. */
export interface ArticleBody {
  html: string;
  /** The first 400 characters of the plain text (descriptions). */
  textStart: string;
  wordCount: number;
  readMinutes: number;
}

/**
 * Bodies already rendered, by their whole input (title and resolved content): an edit, a new
 * variable value or a new date is a new key, so an entry can never be stale; the caps bound memory.
 */
const renderedArticles = new Lru<string, ArticleBody>({ maxEntries: 2000, maxBytes: 16 * 1024 * 1024 });

/** The article body of a post page (markdown, sanitizing, counting), worked out once per distinct body. */
export function articleBody(content: string, title: string): ArticleBody {
  const key = `${title.length}:${title}${content}`;
  const hit = renderedArticles.get(key);
  if (hit) return hit;
  const plainText = markdownToText(content);
  const body: ArticleBody = {
    html: articleBodyHtml(content, title),
    textStart: plainText.slice(0, 400),
    wordCount: countWords(plainText),
    readMinutes: readTimeMinutes(content),
  };
  renderedArticles.set(key, body, stringBytes(key, body.html, body.textStart));
  return body;
}
