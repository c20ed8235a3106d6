/**
 * Which stored media files the database still points at: the album's photos, the photos sent with
 * requests, a job's photos, a claim's photos (each a set of renditions) and a job's documents and
 * certificates (app/media/sweep.server.ts removes the rest; backups copy these).
 */
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
