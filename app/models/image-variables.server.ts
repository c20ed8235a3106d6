/**
 * The public gallery's and home page's reads of image_variables, kept until those pages move to
 * ~/models/photos.server (the one model of the table; issue 11, photos-in-pages branch).
 */
import { isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { imageVariables } from "~/db/schema";
import type { GalleryImage, GalleryPhoto } from "~/domain/gallery";

/** `count` random photos that have an image (spec §9: the home gallery shows 6). */
export async function randomGalleryImages(db: Database, count: number): Promise<GalleryImage[]> {
  const rows = await db
    .select({
      id: imageVariables.id,
      title: imageVariables.title,
      imageUrl: imageVariables.imageUrl,
      altTag: imageVariables.altTag,
    })
    .from(imageVariables)
    .where(isNotNull(imageVariables.imageUrl))
    .orderBy(sql`random()`)
    .limit(count);
  return rows
    .filter((r): r is typeof r & { imageUrl: string } => Boolean(r.imageUrl))
    .map((r) => ({ id: r.id, title: r.title, imageUrl: r.imageUrl, alt: r.altTag?.trim() || r.title }));
}

/** Every photo that has an image, newest first (spec §2.7: only photos with an image_url appear). */
export async function listGalleryPhotos(db: Database): Promise<GalleryPhoto[]> {
  const rows = await db
    .select()
    .from(imageVariables)
    .where(isNotNull(imageVariables.imageUrl))
    .orderBy(sql`${imageVariables.updatedAt} desc`, imageVariables.title);
  return rows
    .filter((r): r is typeof r & { imageUrl: string } => Boolean(r.imageUrl?.trim()))
    .map((r) => ({
      id: r.id,
      variableName: r.variableName,
      title: r.title,
      imageUrl: r.imageUrl,
      alt: r.altTag?.trim() || r.title,
      description: r.description,
      useCase: r.useCase,
      keywords: r.keywords ?? [],
    }));
}
