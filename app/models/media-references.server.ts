/**
 * Which stored media files the database still points at: the album's photos and the photos sent
 * with requests, each a set of renditions (app/media/sweep.server.ts removes the rest).
 */
import type { Database } from "~/db/client.server";
import { imageVariables, leadPhotos } from "~/db/schema";

/** Every media key an album photo or a request's photo holds. */
export async function referencedMediaKeys(db: Database): Promise<Set<string>> {
  const [album, requests] = await Promise.all([
    db.select({ variants: imageVariables.variants }).from(imageVariables),
    db.select({ variants: leadPhotos.variants }).from(leadPhotos),
  ]);
  return new Set([...album, ...requests].flatMap((row) => row.variants.map((v) => v.key)));
}
