/**
 * Photos (spec §2.9, §3 image_variables): the album's queries, and the photos the public pages and
 * the editor read. A photo is an image_variables row; files live in the media storage, named by the
 * keys in `variants`. No React or HTTP.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { blogPosts, imageVariables, serviceLocations } from "~/db/schema";
import { OVERVIEW_SAMPLE_SIZE, type OverviewTable } from "~/domain/content-variables";
import type { Photo, PhotoVariant } from "~/domain/photos";

const photoColumns = {
  id: imageVariables.id,
  title: imageVariables.title,
  variableName: imageVariables.variableName,
  altTag: imageVariables.altTag,
  description: imageVariables.description,
  category: imageVariables.category,
  locationId: imageVariables.locationId,
  locationName: serviceLocations.name,
  tags: imageVariables.tags,
  keywords: imageVariables.keywords,
  useCase: imageVariables.useCase,
  aiGenerated: imageVariables.aiGenerated,
  showInGallery: imageVariables.showInGallery,
  width: imageVariables.width,
  height: imageVariables.height,
  dominantColor: imageVariables.dominantColor,
  placeholder: imageVariables.placeholder,
  variants: imageVariables.variants,
  imageUrl: imageVariables.imageUrl,
  createdAt: imageVariables.createdAt,
  updatedAt: imageVariables.updatedAt,
};

/**
 * Photos the public pages may show as the company's work (gallery, home, town pages, image sitemap):
 * those with an image that staff chose for the gallery (album uploads are; pictures from imported
 * documents are not until someone says so, docs/decisions/013-publishing.md), and never one made
 * by AI — an invented picture is not shown as a real job (decisions point 16). Both still serve
 * as posts' featured images.
 */
export const publicPhotoCondition = and(isNotNull(imageVariables.imageUrl), eq(imageVariables.showInGallery, true), eq(imageVariables.aiGenerated, false))!;

function selectPhotos(db: Database) {
  return db
    .select(photoColumns)
    .from(imageVariables)
    .leftJoin(serviceLocations, eq(serviceLocations.id, imageVariables.locationId));
}

type PhotoRow = Awaited<ReturnType<typeof selectPhotos>>[number];

function toPhoto(row: PhotoRow): Photo {
  return { ...row, tags: row.tags ?? [], keywords: row.keywords ?? [], variants: row.variants ?? [] };
}


export interface PhotoQuery {
  /** Matches name, description, alt text and tags (case-insensitive, part of a word). */
  q?: string;
  category?: string;
  locationId?: string;
  /** Only photos the public gallery shows: with an image (spec §2.7), not AI-generated. */
  withImage?: boolean;
  page?: number;
  perPage?: number;
}

export interface PhotoPage {
  photos: Photo[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
}

export const ALBUM_PAGE_SIZE = 48;

function photoFilter({ q, category, locationId, withImage }: PhotoQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (withImage) conditions.push(publicPhotoCondition);
  const text = q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(
      or(
        ilike(imageVariables.title, pattern),
        ilike(imageVariables.description, pattern),
        ilike(imageVariables.altTag, pattern),
        sql`array_to_string(${imageVariables.tags}, ' ') ilike ${pattern}`,
      )!,
    );
  }
  if (category) conditions.push(eq(imageVariables.category, category));
  if (locationId) conditions.push(eq(imageVariables.locationId, locationId));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the album, newest first, with the total so the page can say "{n} photos". */
export async function listPhotos(db: Database, query: PhotoQuery = {}): Promise<PhotoPage> {
  const perPage = query.perPage ?? ALBUM_PAGE_SIZE;
  const where = photoFilter(query);
  const total = await db.$count(imageVariables, where);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pageCount);
  const rows = await selectPhotos(db)
    .where(where)
    .orderBy(desc(imageVariables.createdAt), desc(imageVariables.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { photos: rows.map(toPhoto), total, page, pageCount, perPage };
}

export async function photoCount(db: Database): Promise<number> {
  return db.$count(imageVariables);
}

/** The categories in use, for the album's filter (alongside the standard list). */
export async function photoCategoriesInUse(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: imageVariables.category })
    .from(imageVariables)
    .where(isNotNull(imageVariables.category))
    .orderBy(asc(imageVariables.category));
  return rows.map((r) => r.category!).filter(Boolean);
}

export async function getPhoto(db: Database, id: string): Promise<Photo | null> {
  const [row] = await selectPhotos(db).where(eq(imageVariables.id, id)).limit(1);
  return row ? toPhoto(row) : null;
}

export async function photosByIds(db: Database, ids: readonly string[]): Promise<Photo[]> {
  if (!ids.length) return [];
  const rows = await selectPhotos(db).where(inArray(imageVariables.id, [...ids]));
  return rows.map(toPhoto);
}

/** The photo already stored from the same bytes, if any (duplicate uploads). */
export async function findPhotoByHash(db: Database, contentHash: string): Promise<Photo | null> {
  const [row] = await selectPhotos(db).where(eq(imageVariables.contentHash, contentHash)).limit(1);
  return row ? toPhoto(row) : null;
}

export interface NewPhoto {
  title: string;
  variableName: string;
  contentHash: string;
  width: number;
  height: number;
  dominantColor: string;
  placeholder: string;
  variants: PhotoVariant[];
  imageUrl: string;
  altTag?: string | null;
  description?: string | null;
  category?: string | null;
  locationId?: string | null;
  tags?: string[];
  /** An image made by the AI image model (docs/decisions/009-ai-media.md), marked so in the album. */
  aiGenerated?: boolean;
  /** Shown in the public gallery (default): off for pictures nobody chose for it (imported, AI). */
  showInGallery?: boolean;
}

/**
 * Stores a processed upload. Returns null when a photo with the same content hash got there first
 * (two identical uploads racing): the caller reports the duplicate.
 */
export async function createPhoto(db: Database, input: NewPhoto): Promise<Photo | null> {
  const [row] = await db
    .insert(imageVariables)
    .values({ ...input, tags: input.tags ?? [] })
    .onConflictDoNothing({ target: imageVariables.contentHash })
    .returning({ id: imageVariables.id });
  return row ? getPhoto(db, row.id) : null;
}


export interface PhotoEdit {
  title: string;
  altTag: string | null;
  description: string | null;
  category: string | null;
  locationId: string | null;
  tags: string[];
  showInGallery: boolean;
}

/** Saves the album's edit dialog; false when the photo no longer exists. */
export async function updatePhoto(db: Database, id: string, edit: PhotoEdit): Promise<boolean> {
  const rows = await db.update(imageVariables).set(edit).where(eq(imageVariables.id, id)).returning({ id: imageVariables.id });
  return rows.length > 0;
}

/** A photo uploaded from a post, as described there: named by its alt text; false when it no longer exists. */
export async function describePostPhoto(db: Database, id: string, description: { title: string; altTag: string; showInGallery: boolean }): Promise<boolean> {
  const rows = await db.update(imageVariables).set(description).where(eq(imageVariables.id, id)).returning({ id: imageVariables.id });
  return rows.length > 0;
}

/** A photo with no alt text: no description for readers who cannot see it (the album and dashboard list them). */
const missingAltText = or(isNull(imageVariables.altTag), sql`btrim(${imageVariables.altTag}) = ''`)!;

export async function countPhotosWithoutAltText(db: Database): Promise<number> {
  return db.$count(imageVariables, missingAltText);
}

/** The newest photos without alt text, at most `limit`, for the describe screen. */
export async function photosWithoutAltText(db: Database, limit: number): Promise<Photo[]> {
  const rows = await selectPhotos(db).where(missingAltText).orderBy(desc(imageVariables.createdAt), desc(imageVariables.id)).limit(limit);
  return rows.map(toPhoto);
}

/** What the describe screen sets for one photo; category, description and the gallery choice stay. */
export interface PhotoDescription {
  id: string;
  title: string;
  altTag: string | null;
  locationId: string | null;
  tags: string[];
}

/** Saves the describe screen in one transaction; returns how many photos still exist and were saved. */
export async function describePhotos(db: Database, rows: readonly PhotoDescription[]): Promise<number> {
  return db.transaction(async (tx) => {
    let saved = 0;
    for (const { id, ...description } of rows) {
      const done = await tx.update(imageVariables).set(description).where(eq(imageVariables.id, id)).returning({ id: imageVariables.id });
      saved += done.length;
    }
    return saved;
  });
}

export interface PostUsingPhoto {
  id: string;
  title: string;
  slug: string;
}

/** The posts whose featured image is this photo (named in the delete confirmation). */
export async function postsUsingPhoto(db: Database, photoId: string): Promise<PostUsingPhoto[]> {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.featuredPhotoId, photoId))
    .orderBy(asc(blogPosts.title));
}

/** For each of these photos, the posts featuring it (the album shows them before a delete). */
export async function postsUsingPhotos(db: Database, photoIds: readonly string[]): Promise<Record<string, PostUsingPhoto[]>> {
  const out: Record<string, PostUsingPhoto[]> = {};
  if (!photoIds.length) return out;
  const rows = await db
    .select({ photoId: blogPosts.featuredPhotoId, id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(inArray(blogPosts.featuredPhotoId, [...photoIds]))
    .orderBy(asc(blogPosts.title));
  for (const { photoId, ...post } of rows) (out[photoId!] ??= []).push(post);
  return out;
}

/**
 * Deletes a photo. The posts that featured it lose the reference (the foreign key sets it to null,
 * and a featured_image holding its URL is cleared too). Returns the deleted photo — the caller
 * removes its files — and the posts that used it, or null when it did not exist.
 */
export async function deletePhoto(db: Database, id: string): Promise<{ photo: Photo; posts: PostUsingPhoto[] } | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const photo = await getPhoto(t, id);
    if (!photo) return null;
    const posts = await postsUsingPhoto(t, id);
    const urls = [photo.imageUrl, ...photo.variants.map((v) => `/media/${v.key}`)].filter((u): u is string => Boolean(u));
    if (posts.length) {
      await tx
        .update(blogPosts)
        .set({ featuredPhotoId: null, featuredImage: null })
        .where(eq(blogPosts.featuredPhotoId, id));
    }
    if (photo.variants.length) {
      await tx.update(blogPosts).set({ featuredImage: null }).where(inArray(blogPosts.featuredImage, urls));
    }
    await tx.delete(imageVariables).where(eq(imageVariables.id, id));
    return { photo, posts };
  });
}

/**
 * The newest `perTown` photos of every town that public pages may show (AI pictures left out), by
 * location id, newest first: one read for all town pages (memoized per content version).
 */
export async function photosByTown(db: Database, perTown: number): Promise<Map<string, Photo[]>> {
  const ranked = db.$with("ranked").as(
    db
      .select({
        id: imageVariables.id,
        rank: sql<number>`row_number() over (partition by ${imageVariables.locationId} order by ${imageVariables.createdAt} desc)`.as("rank"),
      })
      .from(imageVariables)
      .where(and(isNotNull(imageVariables.locationId), publicPhotoCondition)),
  );
  const rows = await db
    .with(ranked)
    .select(photoColumns)
    .from(imageVariables)
    .innerJoin(ranked, eq(ranked.id, imageVariables.id))
    .leftJoin(serviceLocations, eq(serviceLocations.id, imageVariables.locationId))
    .where(lte(ranked.rank, perTown))
    .orderBy(desc(imageVariables.createdAt));
  const byTown = new Map<string, Photo[]>();
  for (const row of rows) {
    const photos = byTown.get(row.locationId!) ?? [];
    photos.push(toPhoto(row));
    byTown.set(row.locationId!, photos);
  }
  return byTown;
}

/** `count` random photos the public pages may show (spec §9: the home gallery shows 6). */
export async function randomPhotos(db: Database, count: number): Promise<Photo[]> {
  const rows = await selectPhotos(db).where(publicPhotoCondition).orderBy(sql`random()`).limit(count);
  return rows.map(toPhoto);
}

/** How many image variables there are and the first few, for the variables screen's database overview. */
export async function imageVariablesOverview(db: Database): Promise<OverviewTable> {
  const [count, samples] = await Promise.all([
    db.$count(imageVariables),
    db
      .select({ id: imageVariables.id, title: imageVariables.title, detail: imageVariables.variableName })
      .from(imageVariables)
      .orderBy(asc(imageVariables.variableName))
      .limit(OVERVIEW_SAMPLE_SIZE),
  ]);
  return { count, samples };
}
