/**
 * What the featured-photo auto-pick (app/domain/featured-photo.ts) reads: the album photos that
 * could fit a post, and which photos the posts of a town already feature. No React or HTTP.
 */
import { and, arrayOverlaps, desc, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, imageVariables } from "~/db/schema";
import { autoPickPhoto, normalizeTag, type AutoPick, type AutoPickPost, type FeaturedUse } from "~/domain/featured-photo";
import type { Photo } from "~/domain/photos";
import { photosByIds } from "./photos.server";

/** Enough candidates for any realistic post; the rule only needs the best few of each kind. */
const CANDIDATE_LIMIT = 400;

/**
 * Photos that can fit at least one of `posts`: of one of their towns, sharing a tag, or sharing a
 * category — newest first. Photos of any other town are left out by SQL already.
 */
export async function featuredPhotoCandidates(db: Database, posts: readonly AutoPickPost[]): Promise<Photo[]> {
  const towns = [...new Set(posts.map((p) => p.locationId).filter((l): l is string => Boolean(l)))];
  const tags = [...new Set(posts.flatMap((p) => (p.tags ?? []).map(normalizeTag)).filter(Boolean))];
  const categories = [...new Set(posts.flatMap((p) => (p.categories ?? []).map(normalizeTag)).filter(Boolean))];
  const fits: SQL[] = [];
  if (towns.length) fits.push(inArray(imageVariables.locationId, towns));
  if (tags.length) fits.push(arrayOverlaps(imageVariables.tags, tags));
  if (categories.length) fits.push(inArray(sql`lower(${imageVariables.category})`, categories));
  if (!fits.length) return [];
  // A town post never wears another town's photo; a post without a town may wear any.
  const allTowns = posts.some((p) => !p.locationId);
  const townOk = allTowns ? undefined : or(isNull(imageVariables.locationId), inArray(imageVariables.locationId, towns));
  const rows = await db
    .select({ id: imageVariables.id })
    .from(imageVariables)
    .where(and(isNotNull(imageVariables.imageUrl), or(...fits), townOk))
    .orderBy(desc(imageVariables.createdAt), desc(imageVariables.id))
    .limit(CANDIDATE_LIMIT);
  return photosByIds(db, rows.map((r) => r.id));
}

/** The posts of these towns that feature an album photo. */
export async function featuredUsesInTowns(db: Database, locationIds: readonly string[]): Promise<FeaturedUse[]> {
  const towns = [...new Set(locationIds)];
  if (!towns.length) return [];
  const rows = await db
    .select({ postId: blogPosts.id, photoId: blogPosts.featuredPhotoId, locationId: blogPosts.locationId })
    .from(blogPosts)
    .where(and(inArray(blogPosts.locationId, towns), isNotNull(blogPosts.featuredPhotoId)));
  return rows.map((r) => ({ postId: r.postId, photoId: r.photoId!, locationId: r.locationId }));
}

/** The auto-picked photo for one post (editor), or null when nothing in the album fits. */
export async function autoPickForPost(db: Database, post: AutoPickPost): Promise<AutoPick<Photo> | null> {
  const [photos, uses] = await Promise.all([
    featuredPhotoCandidates(db, [post]),
    post.locationId ? featuredUsesInTowns(db, [post.locationId]) : Promise.resolve([]),
  ]);
  return autoPickPhoto(post, photos, uses);
}

