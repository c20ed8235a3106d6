/**
 * Which stored media files the database still points at: the album's photos, the photos sent with
 * requests, a job's photos, a claim's photos (each a set of renditions) and a job's documents and
 * certificates (app/media/sweep.server.ts removes the rest; backups copy these).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimPhotos, imageVariables, jobDocuments, jobPhotos, leadPhotos } from "~/db/schema";

/** Every media key a row holds: album, request, job and claim photos, job documents. */
export async function referencedMediaKeys(db: Database): Promise<Set<string>> {
  const [album, requests, jobs, claims, documents] = await Promise.all([
    db.select({ variants: imageVariables.variants }).from(imageVariables),
    db.select({ variants: leadPhotos.variants }).from(leadPhotos),
    db.select({ variants: jobPhotos.variants }).from(jobPhotos),
    db.select({ variants: claimPhotos.variants }).from(claimPhotos),
    db.select({ key: jobDocuments.fileKey }).from(jobDocuments),
  ]);
  return new Set([...[...album, ...requests, ...jobs, ...claims].flatMap((row) => row.variants.map((v) => v.key)), ...documents.map((d) => d.key)]);
}

/** What a restore did about rows whose files were not in the backup (deleted while it ran). */
export interface MissingMediaReport {
  /** Media files the database refers to that the restored folder lacks. */
  missingFiles: number;
  /** Album photos with none of their files: removed from the album (a post that featured one shows none). */
  albumPhotosRemoved: number;
}

/**
 * After a restore: album photos none of whose files came back are removed (the album would show
 * broken pictures); a request's, job's or claim's record stays, its missing files counted.
 */
export async function forgetMissingMedia(db: Database, missing: ReadonlySet<string>): Promise<MissingMediaReport> {
  if (missing.size === 0) return { missingFiles: 0, albumPhotosRemoved: 0 };
  const album = await db.select({ id: imageVariables.id, variants: imageVariables.variants }).from(imageVariables);
  const gone = album.filter((p) => p.variants.length > 0 && p.variants.every((v) => missing.has(v.key))).map((p) => p.id);
  if (gone.length) await db.delete(imageVariables).where(inArray(imageVariables.id, gone));
  return { missingFiles: missing.size, albumPhotosRemoved: gone.length };
}
