/**
 * Blog posts for the staff area (spec §4, §5, §7): the list, one post, the values placeholders take
 * when a page is rendered, and the slug rule every write shares. Saving, the trash, publishing,
 * cloning and the doorway check live beside this module (app/models/posts/). No React or HTTP.
 */
import { listContentVariables } from "../content-variables.server";
import { locationsByIds } from "../locations.server";
import { and, eq, inArray, isNull, like, ne, sql } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { violates } from "~/db/errors.server";
import { escapeLike } from "~/db/like";
import { blogPosts } from "~/db/schema";
import type { BlogPost } from "~/db/schema";
import { renderTimeValues } from "~/domain/placeholders";
import type { PlaceholderValues } from "~/domain/placeholders";
import { uniqueSlug } from "~/domain/slugs";
import type { CloneOrigin, StaffPostSummary } from "~/domain/staff-posts";

export const STAFF_LIST_LIMIT = 100;

/** Not in the trash. */
export const notTrashed = isNull(blogPosts.deletedAt);

/** Spec §7: the newest 100 posts (outside the trash) with the fields the staff list shows. */
export async function listStaffPosts(db: Database): Promise<StaffPostSummary[]> {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      publishedDate: blogPosts.publishedDate,
      status: blogPosts.status,
      categories: blogPosts.categories,
      tags: blogPosts.tags,
      createdAt: blogPosts.createdAt,
      content: blogPosts.content,
      slug: blogPosts.slug,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      seoKeywords: blogPosts.seoKeywords,
      featuredImage: blogPosts.featuredImage,
      sourcePostId: blogPosts.sourcePostId,
      locationId: blogPosts.locationId,
      scheduledAt: blogPosts.scheduledAt,
      scheduleBlocked: blogPosts.scheduleBlocked,
    })
    .from(blogPosts)
    .where(notTrashed)
    // NULLS LAST as the index has it (drizzle-kit writes `.desc()` so): a plain DESC sorted every
    // post instead, 50,000 of them on the server's thread at each visit.
    .orderBy(sql`${blogPosts.createdAt} DESC NULLS LAST`)
    .limit(STAFF_LIST_LIMIT);
}

/** A post by id, also when it is in the trash (`deletedAt` says so). */
export async function getPost(db: Database, id: string): Promise<BlogPost | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Slugs already taken that start with `base`, so a suffix can be chosen in one query. */
async function takenSlugs(db: Database, base: string, exceptId?: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}%`;
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(exceptId ? and(like(blogPosts.slug, pattern), ne(blogPosts.id, exceptId)) : like(blogPosts.slug, pattern));
  return new Set(rows.map((r) => r.slug));
}

/** Who saves: revisions name them. */
export interface Saver {
  email: string;
}

/** The author of saves made by the app itself (seed data, scripts), not by a signed-in member. */
export const SYSTEM_SAVER: Saver = { email: "system" };

/**
 * The values a public page fills placeholders with at this moment (business, library, date): the
 * publish guard checks against them, and titles are resolved with them before they become slugs.
 */
export async function publishValues(db: Database, business: Business, now = new Date()): Promise<PlaceholderValues> {
  return renderTimeValues(business, await listContentVariables(db), now);
}

/**
 * Runs `write` with the first free slug from `base`; when a save running at the same time took that
 * slug first (the unique index refuses the second), it picks again — on PostgreSQL two saves of the
 * same title can read the same free slug (n saves at once settle within n tries).
 */
export async function withFreeSlug<T>(db: Database, base: string, exceptPost: string | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, base, exceptPost));
    try {
      return await write(slug);
    } catch (error) {
      if (attempt < 20 && violates(error, "blog_posts_slug_key")) continue;
      throw error;
    }
  }
}

/** The slugs of these posts (unknown ids are left out), e.g. to name their public URLs. */
export async function postSlugs(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.id, [...ids]));
  return rows.map((r) => r.slug);
}

/**
 * The town and original of every clone among `posts` (docs/decisions/013-publishing.md), in two
 * queries; a post that is no clone is absent. A deleted original or town reads null.
 */
export async function cloneOrigins(db: Database, posts: readonly Pick<BlogPost, "id" | "sourcePostId" | "locationId">[]): Promise<Map<string, CloneOrigin>> {
  const clones = posts.filter((p) => p.sourcePostId || p.locationId);
  if (clones.length === 0) return new Map();
  const sourceIds = [...new Set(clones.map((c) => c.sourcePostId).filter((id): id is string => Boolean(id)))];
  const [sources, towns] = await Promise.all([
    sourceIds.length ? db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(inArray(blogPosts.id, sourceIds)) : [],
    locationsByIds(db, clones.map((c) => c.locationId).filter((id): id is string => Boolean(id))),
  ]);
  const titleOf = new Map(sources.map((s) => [s.id, s.title]));
  const townOf = new Map(towns.map((l) => [l.id, l.name]));
  return new Map(
    clones.map((c) => [c.id, { town: c.locationId ? (townOf.get(c.locationId) ?? null) : null, sourceTitle: c.sourcePostId ? (titleOf.get(c.sourcePostId) ?? null) : null }]),
  );
}
