/**
 * The blog's feeds: the newest published posts of the whole blog or of one town,
 * resolved for display like the blog's own cards. No HTTP.
 */
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { ALL_LOCATIONS_VALUE, blogLocationParam } from "~/domain/blog-locations";
import { feedPaths, type FeedInfo, type FeedItem } from "~/domain/feeds";
import { publicPostPath, townSlug } from "~/domain/slugs";
import { BLOG_LIST_LIMIT, listPublishedPosts } from "./blog.server";
import { resolveForRender } from "./post-render.server";
import { publicLocationSummaries } from "./locations.server";

export interface BlogFeed {
  info: FeedInfo;
  items: FeedItem[];
}

/**
 * The feed of the whole blog (`location` absent or "all") or of one town we serve; null for a town
 * we do not serve, so the route answers 404 instead of an empty feed forever.
 */
export async function blogFeed(db: Database, business: Business, location: string | null): Promise<BlogFeed | null> {
  let town: { slug: string; name: string } | null = null;
  if (location !== null && location.trim().toLowerCase() !== ALL_LOCATIONS_VALUE) {
    const slug = blogLocationParam(location);
    const known = (await publicLocationSummaries(db)).find((l) => townSlug(l.name) === slug);
    if (!known) return null;
    town = { slug, name: known.name };
  }
  const rows = await listPublishedPosts(db, town ? { location: town.slug, locationName: town.name } : { location: ALL_LOCATIONS_VALUE, limit: BLOG_LIST_LIMIT });
  const posts = await resolveForRender(db, business, rows);
  const paths = feedPaths(town?.slug ?? null);
  return {
    info: {
      siteUrl: business.siteUrl,
      title: town ? `${town.name} roofing articles | ${business.name}` : `Roofing blog | ${business.name}`,
      description: town
        ? `Roofing advice for homeowners in ${town.name}, NC, from ${business.name}.`
        : `Roofing advice for Eastern North Carolina homeowners, town by town, from ${business.name}.`,
      htmlPath: paths.html,
      rssPath: paths.rss,
      atomPath: paths.atom,
      author: business.name,
    },
    items: posts.map((p) => ({
      title: p.title,
      path: publicPostPath(p.slug),
      summary: p.excerpt?.trim() || p.title,
      published: p.publishedDate,
      updated: p.updatedAt,
      categories: (p.categories ?? []).filter((c) => c.trim()),
    })),
  };
}
