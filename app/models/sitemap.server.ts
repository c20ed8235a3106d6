/**
 * What the sitemaps list (spec §2.9): the fixed pages from their content data, every town
 * page that renders (a town without coordinates is a 404, so it is left out), every guide, the
 * gallery with its photos, and every published post with its featured photo — in a stable order,
 * posts oldest first, so the files of a sitemap index keep their contents as new posts arrive.
 */
import { and, asc, eq, isNotNull, max, sql, type SQL } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { blogPosts, imageVariables, serviceLocations } from "~/db/schema";
import { SITE_PAGES, TOWN_TEMPLATE_UPDATED, contentDate, type SitePage, type SiteSection } from "~/content/site-pages";
import { guides } from "~/content/resources";
import { GALLERY_PAGE_SIZE } from "~/domain/gallery";
import { mediaUrl, type PhotoVariant } from "~/domain/photos";
import { safeUrl } from "~/domain/markdown";
import { latest, pagePriority, w3cDate, type SitemapEntry } from "~/domain/sitemap";
import {
  groupLinksByCity,
  postCities,
  siteMapCityOf,
  groupTownsByRegion,
  paginateSiteMap,
  priorityLabel,
  type SiteLink,
  type SiteMapPage,
  type SiteMapSection,
} from "~/domain/site-map";
import { memoized } from "~/db/content-version.server";
import { nextTurn, slices } from "~/db/slices.server";
import { publicLocationSummaries } from "./locations.server";
import { resolveFacts } from "~/domain/business-facts";
import { locationPagePath, publicPostPath } from "~/domain/slugs";
import { publicPhotoCondition } from "./photos.server";
import { resolveForRender } from "./post-render.server";
import { priceBookSaved } from "./price-book.server";

/**
 * The fixed pages that exist now: a page that shows prices only once the owner has saved a price
 * book, a page about working in a town only while the company serves it.
 */
async function fixedPages(db: Database): Promise<SitePage[]> {
  const [prices, towns] = await Promise.all([priceBookSaved(db), publicLocationSummaries(db)]);
  const served = new Set(towns.map((t) => t.name.toLowerCase()));
  return SITE_PAGES.filter((p) => (!p.needsPriceBook || prices) && (!p.servedTown || served.has(p.servedTown.toLowerCase())));
}

/** The image a page shows for a photo: its largest JPEG, else the outside address it was made with. */
function photoImage(variants: PhotoVariant[] | null, imageUrl: string | null): string | null {
  const jpeg = (variants ?? []).filter((v) => v.format === "jpeg").sort((a, b) => b.width - a.width)[0];
  return jpeg ? mediaUrl(jpeg.key) : imageAddress(imageUrl);
}

/** An outside image address a page may show: http(s) or a path on this site, nothing else. */
function imageAddress(url: string | null): string | null {
  const safe = safeUrl(url);
  return safe && /^(https?:\/\/|\/(?!\/))/i.test(safe) ? safe : null;
}

export interface TownLink {
  name: string;
  county: string;
  path: string;
  latitude: number;
  longitude: number;
  lastmod: Date;
}

/** Every town whose page renders, by name. */
export async function townPages(db: Database): Promise<TownLink[]> {
  const rows = await db
    .select({
      name: serviceLocations.name,
      county: serviceLocations.county,
      latitude: serviceLocations.latitude,
      longitude: serviceLocations.longitude,
      updatedAt: serviceLocations.updatedAt,
    })
    .from(serviceLocations)
    .where(and(eq(serviceLocations.served, true), isNotNull(serviceLocations.latitude), isNotNull(serviceLocations.longitude)))
    .orderBy(asc(serviceLocations.name));
  const template = contentDate(TOWN_TEMPLATE_UPDATED);
  return rows.map((r) => ({
    name: r.name,
    county: r.county,
    path: locationPagePath(r.name),
    latitude: r.latitude!,
    longitude: r.longitude!,
    lastmod: latest([r.updatedAt, template])!,
  }));
}

/** Posts per read of the site maps' post lists (human and XML): a read and its grouping take a few milliseconds. */
const POST_LINKS_PER_READ = 2_000;

/** Where a slice of published posts ended: the last post's date (as the database wrote it) and id. */
type SliceEnd = { date: string | null; id: string };

/**
 * Every published post, oldest or newest first (posts without a date first when oldest first, last
 * when newest first; the id breaks ties), read in slices of POST_LINKS_PER_READ with the server's
 * other requests let through between two: the embedded database runs on the server's thread, and
 * 50,000 posts in one read held every request up for half a second. Each slice starts where the
 * last one ended — a short walk of the (status, published_date) index, never an OFFSET that walks
 * every post before it. `read` selects one slice's posts matching `where`, in that order, as rows
 * whose last two values are the post's date (text) and id.
 */
async function publishedInSlices<R extends unknown[]>(
  order: "oldest" | "newest",
  read: (where: SQL, limit: number) => Promise<R[]>,
): Promise<R[]> {
  const oldest = order === "oldest";
  const rows: R[] = [];
  const phases = oldest ? (["undated", "dated"] as const) : (["dated", "undated"] as const);
  for (const phase of phases) {
    let end: SliceEnd | null = null;
    for (;;) {
      const date = blogPosts.publishedDate;
      const where: SQL =
        phase === "undated"
          ? end
            ? sql`${date} IS NULL AND ${blogPosts.id} ${oldest ? sql`>` : sql`<`} ${end.id}`
            : sql`${date} IS NULL`
          : end
            ? oldest
              ? sql`${date} >= ${end.date}::timestamptz AND (${date} > ${end.date}::timestamptz OR ${blogPosts.id} > ${end.id})`
              : sql`${date} <= ${end.date}::timestamptz AND (${date} < ${end.date}::timestamptz OR ${blogPosts.id} < ${end.id})`
            : sql`${date} IS NOT NULL`;
      const slice = await read(and(eq(blogPosts.status, "published"), where)!, POST_LINKS_PER_READ);
      rows.push(...slice);
      await nextTurn();
      if (slice.length < POST_LINKS_PER_READ) break;
      const last = slice[slice.length - 1];
      end = { date: last[last.length - 2] as string | null, id: last[last.length - 1] as string };
    }
  }
  return rows;
}

/** The slice order of publishedInSlices, for a query's ORDER BY and for json_agg's. */
const sliceOrder = (order: "oldest" | "newest", date: unknown, id: unknown) =>
  order === "oldest" ? sql`${date} ASC NULLS FIRST, ${id} ASC` : sql`${date} DESC NULLS LAST, ${id} DESC`;

/** One published post as the site map's read sends it: slug, title, tags, last change (ms since 1970), date and id. */
type PostLinkRow = [slug: string, title: string, tags: string[] | null, updated: number, publishedDate: string | null, id: string];

/**
 * Every published post for the human site map, newest first, each with its link and its city
 * group. Each slice is ONE JSON array built by the database: handing over rows one by one costs the
 * embedded database several times more.
 */
async function publishedPostLinks(db: Database): Promise<PostLink[]> {
  const posts = await publishedInSlices<PostLinkRow>("newest", async (where, limit) => {
    const page = db
      .select({ slug: blogPosts.slug, title: blogPosts.title, tags: blogPosts.tags, updatedAt: blogPosts.updatedAt, publishedDate: blogPosts.publishedDate, id: blogPosts.id })
      .from(blogPosts)
      .where(where)
      .orderBy(sliceOrder("newest", blogPosts.publishedDate, blogPosts.id))
      .limit(limit)
      .as("page");
    const [{ rows }] = await db
      .select({
        rows: sql<PostLinkRow[] | string>`coalesce(json_agg(json_build_array(${page.slug}, ${page.title}, ${page.tags}, floor(extract(epoch from ${page.updatedAt}) * 1000), ${page.publishedDate}::text, ${page.id})
          ORDER BY ${sliceOrder("newest", page.publishedDate, page.id)}), '[]'::json)`,
      })
      .from(page);
    return typeof rows === "string" ? JSON.parse(rows) : rows;
  });
  return posts.map(([slug, title, tags, updated]) => ({ slug, title, tags, link: { name: title, path: publicPostPath(slug), lastmod: dayOf(Number(updated)) } }));
}

/** The photos the gallery's first page shows, and when any gallery photo last changed. */
async function galleryImages(db: Database): Promise<{ images: string[]; lastmod: Date | null }> {
  const withImage = publicPhotoCondition;
  const [rows, [agg]] = await Promise.all([
    db
      .select({ variants: imageVariables.variants, imageUrl: imageVariables.imageUrl })
      .from(imageVariables)
      .where(withImage)
      .orderBy(sql`${imageVariables.createdAt} DESC`, sql`${imageVariables.id} DESC`)
      .limit(GALLERY_PAGE_SIZE),
    db.select({ lastmod: max(imageVariables.updatedAt) }).from(imageVariables).where(withImage),
  ]);
  const images = rows.map((r) => photoImage(r.variants, r.imageUrl)).filter((src): src is string => Boolean(src));
  return { images, lastmod: agg?.lastmod ?? null };
}

/** Offices' towns rank as major cities (spec §9: 0.9; other towns 0.7). */
function majorTowns(business: Business): Set<string> {
  return new Set(business.offices.map((o) => o.city.toLowerCase()));
}

/** One published post as the sitemap query sends it: slug, last change (ms since 1970), its album photo (last change, largest JPEG's key, URL) if any, outside image, and where the next slice starts. */
type PostRow = [
  slug: string,
  updated: number,
  photo: [updated: number, key: string | null, url: string | null] | null,
  featuredImage: string | null,
  publishedDate: string | null,
  id: string,
];

/**
 * Published posts for the XML sitemap only: path, last change and image, oldest first. The rows
 * come back as JSON arrays built by the database: with 50,000 posts, handing over 50,000 rows
 * costs the embedded database about a second, aggregated values a tenth of that. A post's photo is
 * looked up only when it has one (a join and its JSON for every post tripled the read).
 */
async function sitemapPosts(db: Database): Promise<SitemapEntry[]> {
  const posts = await publishedInSlices<PostRow>("oldest", async (where, limit) => {
    const page = db
      .select({
        slug: blogPosts.slug,
        publishedDate: blogPosts.publishedDate,
        id: blogPosts.id,
        updatedAt: blogPosts.updatedAt,
        featuredImage: blogPosts.featuredImage,
        featuredPhotoId: blogPosts.featuredPhotoId,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(sliceOrder("oldest", blogPosts.publishedDate, blogPosts.id))
      .limit(limit)
      .as("page");
    const ms = (at: unknown) => sql`floor(extract(epoch from ${at}) * 1000)`;
    const largestJpeg = sql`(SELECT v->>'key' FROM jsonb_array_elements(${imageVariables.variants}) v WHERE v->>'format' = 'jpeg' ORDER BY (v->>'width')::int DESC LIMIT 1)`;
    const photo = sql`CASE WHEN ${page.featuredPhotoId} IS NULL THEN NULL ELSE (
      SELECT json_build_array(${ms(imageVariables.updatedAt)}, ${largestJpeg}, ${imageVariables.imageUrl}) FROM ${imageVariables} WHERE ${imageVariables.id} = ${page.featuredPhotoId}) END`;
    const [{ rows }] = await db
      .select({
        rows: sql<PostRow[] | string>`coalesce(json_agg(json_build_array(${page.slug}, ${ms(page.updatedAt)}, ${photo}, ${page.featuredImage}, ${page.publishedDate}::text, ${page.id})
          ORDER BY ${sliceOrder("oldest", page.publishedDate, page.id)}), '[]'::json)`,
      })
      .from(page);
    return typeof rows === "string" ? JSON.parse(rows) : rows;
  });
  return posts.map(([slug, updated, photo, featuredImage]) => {
    const image = photo?.[1] ? mediaUrl(photo[1]) : (imageAddress(photo?.[2] ?? null) ?? imageAddress(featuredImage));
    const lastmod = Math.max(Number(updated), Number(photo?.[0] ?? 0));
    return { path: publicPostPath(slug), kind: "post", lastmod: new Date(lastmod), images: image ? [image] : [] };
  });
}

/** Every indexable public URL of the site, in sitemap order. */
export async function sitemapEntries(db: Database, business: Business): Promise<SitemapEntry[]> {
  const [towns, posts, gallery, pages] = await Promise.all([townPages(db), sitemapPosts(db), galleryImages(db), fixedPages(db)]);
  const major = majorTowns(business);
  const fixed: SitemapEntry[] = pages.map((page) => {
    const updated = contentDate(page.updated);
    if (page.path === "/gallery/") {
      return { path: page.path, kind: page.kind, lastmod: latest([updated, gallery.lastmod]), images: gallery.images };
    }
    if (page.path === "/blog") {
      return { path: page.path, kind: page.kind, lastmod: latest([updated, ...posts.map((p) => p.lastmod)]) };
    }
    return { path: page.path, kind: page.kind, lastmod: updated };
  });
  return [
    ...fixed,
    ...towns.map((t): SitemapEntry => ({ path: t.path, kind: major.has(t.name.toLowerCase()) ? "major-town" : "town", lastmod: t.lastmod })),
    ...guides.map((g): SitemapEntry => ({ path: `/resources/${g.slug}`, kind: "guide", lastmod: contentDate(g.updated) })),
    ...posts,
  ];
}

const day = (date: Date | null) => (date ? dayOf(date.getTime()) : undefined);

/** The day (UTC) of a time in ms since 1970, remembered per day: tens of thousands of posts share a few thousand days. */
const days = new Map<number, string>();
function dayOf(ms: number): string {
  const n = Math.floor(ms / 86_400_000);
  let text = days.get(n);
  if (text === undefined) {
    if (days.size >= 100_000) days.clear();
    text = w3cDate(new Date(n * 86_400_000)).slice(0, 10);
    days.set(n, text);
  }
  return text;
}

function fixedLinks(pages: SitePage[], section: SiteSection, business: Business): SiteLink[] {
  return pages.filter((p) => p.section === section).map((p) => ({
    name: p.name,
    path: p.path,
    description: resolveFacts(p.description, business),
    lastmod: p.updated,
  }));
}

interface PostLink {
  slug: string;
  title: string;
  tags: string[] | null;
  link: SiteLink;
}

/**
 * The city siteMapCityOf finds for a post, kept across content versions by what it reads (the
 * title, the tags, whether the slug names a template): a publish changes a few posts, and working
 * out the city of 50,000 titles again took the server a tenth of a second. Looked up by title
 * without building a key; at most MAX_KNOWN_CITIES titles are kept, past that the memo starts again.
 */
const knownCities = new Map<string, { tags: string[] | null; template: boolean; city: string | null }[]>();
const MAX_KNOWN_CITIES = 100_000;

function rememberedCityOf(post: { title: string; tags: string[] | null; slug: string }): string | null {
  const template = post.slug.toLowerCase().includes("template");
  const known = knownCities.get(post.title);
  const hit = known?.find((k) => k.template === template && sameTags(k.tags, post.tags));
  if (hit) return hit.city;
  const city = siteMapCityOf(post);
  if (!known && knownCities.size >= MAX_KNOWN_CITIES) knownCities.clear();
  const entry = { tags: post.tags, template, city };
  if (known) known.push(entry);
  else knownCities.set(post.title, [entry]);
  return city;
}

function sameTags(a: string[] | null, b: string[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((tag, i) => tag === b[i]);
}

/**
 * The posts' links titled as visitors read them. Only titles holding a placeholder are resolved:
 * most hold none, and there may be tens of thousands.
 */
async function titledAsRead(db: Database, business: Business, posts: PostLink[]): Promise<PostLink[]> {
  const withPlaceholders = posts.filter((p) => p.title.includes("{{"));
  const resolved = new Map((await resolveForRender(db, business, withPlaceholders)).map((p, i) => [withPlaceholders[i], p.title]));
  return posts.map((post) => {
    const title = resolved.get(post);
    return title === undefined ? post : { ...post, title, link: { ...post.link, name: title } };
  });
}

/** The human site map's sections (spec §2.9): every page the XML sitemap lists, for people, posts titled as visitors read them. */
export async function siteMapSections(db: Database, business: Business): Promise<SiteMapSection[]> {
  const T0 = performance.now();
  const [towns, stored, places, pages] = await Promise.all([townPages(db), publishedPostLinks(db), publicLocationSummaries(db), fixedPages(db)]);
  console.log("TIMING links", performance.now() - T0);
  const posts = await titledAsRead(db, business, stored);
  console.log("TIMING titled", performance.now() - T0);
  // Finding the town of 50,000 titles took the server's thread for 400 ms: done in slices.
  const postsByCity: { city: string | null; link: SiteLink }[] = [];
  const slice = slices();
  for (const entry of postCities(posts, places.map((p) => p.name), rememberedCityOf)) {
    if (slice.due()) await slice.next();
    postsByCity.push(entry);
  }
  console.log("TIMING cities", performance.now() - T0);
  const offices = business.offices.map((o) => ({ city: o.city, latitude: o.latitude, longitude: o.longitude }));
  const townLinks = towns.map((t) => ({ ...t, link: { name: `${t.name}, NC`, path: t.path, description: t.county, lastmod: day(t.lastmod) } }));
  return [
    {
      id: "company",
      title: "Company",
      description: "Who we are, how to reach us, our work and the fine print.",
      priority: priorityLabel(pagePriority("other").priority),
      groups: [{ title: "Company", links: fixedLinks(pages, "company", business) }],
    },
    {
      id: "services",
      title: "Services",
      description: "Roofing services for homes, businesses and churches.",
      priority: priorityLabel(pagePriority("service").priority),
      groups: [{ title: "Services", links: fixedLinks(pages, "services", business) }],
    },
    {
      id: "locations",
      title: "Locations",
      description: "Our offices and every town we serve, grouped by the office nearest it.",
      priority: priorityLabel(pagePriority("location").priority),
      groups: [{ title: "Offices & service areas", links: fixedLinks(pages, "locations", business) }, ...groupTownsByRegion(townLinks, offices)],
    },
    {
      id: "resources",
      title: "Resources",
      description: "Guides and answers for homeowners.",
      priority: priorityLabel(pagePriority("guide").priority),
      groups: [
        { title: "Resources", links: fixedLinks(pages, "resources", business) },
        { title: "Guides", links: resolveFacts(guides.map((g) => ({ name: g.title, path: `/resources/${g.slug}`, description: g.summary, lastmod: g.updated })), business) },
      ],
    },
    {
      id: "blog",
      title: "Blog",
      description: "Articles, grouped by the town they are about, newest first.",
      priority: priorityLabel(pagePriority("post").priority),
      groups: [{ title: "Blog", links: fixedLinks(pages, "blog", business) }, ...groupLinksByCity(postsByCity)],
    },
  ];
}

export interface SiteMap {
  sections: SiteMapSection[];
  pages: SiteMapPage[];
}

/**
 * The human site map and its pages, worked out once per version of the public content: visitors
 * and crawlers going through its pages, or searching it, share one read of every post.
 */
export function publicSiteMap(db: Database, business: Business): Promise<SiteMap> {
  return memoized(db, "site-map", async () => {
    const sections = await siteMapSections(db, business);
    return { sections, pages: paginateSiteMap(sections) };
  });
}
