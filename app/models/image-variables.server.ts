/**
 * Image variables (spec §3): the photos of the public gallery (only those with an image_url are
 * public) and the pictures the editor offers as featured images. No React or HTTP.
 */
import { asc, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { imageVariables } from "~/db/schema";
import { OVERVIEW_SAMPLE_SIZE, type OverviewTable } from "~/domain/content-variables";
import type { GalleryImage, GalleryPhoto } from "~/domain/gallery";

/** Every image variable the editor's featured-image picker offers, by variable name. */
export async function listImageChoices(db: Database) {
  return db
    .select({
      id: imageVariables.id,
      title: imageVariables.title,
      imageUrl: imageVariables.imageUrl,
      keywords: imageVariables.keywords,
      altTag: imageVariables.altTag,
    })
    .from(imageVariables)
    .orderBy(asc(imageVariables.variableName));
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
