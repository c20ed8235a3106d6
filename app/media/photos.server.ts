/**
 * Adding and removing album photos with their files (spec §2.9): an upload goes through the image
 * pipeline, its renditions into the media storage, then the photo row; a delete removes the row
 * (clearing the posts that featured it) and then its files. No React or HTTP.
 */
import type { MediaLimits } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { mediaUrl, type Photo } from "~/domain/photos";
import { done, refuse, type Outcome } from "~/domain/outcome";
import { slugify } from "~/domain/slugs";
import { createPhoto, deletePhoto, findPhotoByHash, type NewPhoto, type PostUsingPhoto } from "~/models/photos.server";
import { checkUpload, MediaError, processImage, storeImage } from "./pipeline.server";
import type { MediaStorage } from "./storage.server";

/** What the uploader says of a photo; the rest is read from its bytes. */
export type PhotoDetails = { title?: string | null } & Pick<NewPhoto, "altTag" | "description" | "category" | "locationId" | "tags" | "aiGenerated" | "showInGallery">;

/** Stored, or already in the album (`created` false, an information: nothing new, nothing wrong), or refused. */
export type UploadResult = Outcome<{ photo: Photo; created: boolean }>;

interface Deps {
  db: Database;
  media: MediaStorage;
  limits: MediaLimits;
}

/** "IMG_2041 (1).JPG" → "IMG 2041 (1)": a starting name staff can edit. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.[a-z0-9]{2,5}$/i, "");
  const title = base.replace(/[_]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 120);
  return title || "Untitled photo";
}

const alreadyThere = (photo: Photo) => `This photo is already in the album as “${photo.title}”.`;

export async function uploadPhoto({ db, media, limits }: Deps, file: { bytes: Buffer; name: string }, details: PhotoDetails = {}): Promise<UploadResult> {
  let contentHash: string;
  try {
    contentHash = checkUpload(file.bytes, limits);
  } catch (error) {
    if (error instanceof MediaError) return refuse(error.status, error.message);
    throw error;
  }
  const existing = await findPhotoByHash(db, contentHash);
  if (existing) return done({ photo: existing, created: false }, alreadyThere(existing), "info");

  let processed;
  try {
    processed = await processImage(file.bytes, limits, contentHash);
  } catch (error) {
    if (error instanceof MediaError) return refuse(error.status, error.message);
    throw error;
  }

  const variants = await storeImage(media, processed);
  const largestJpeg = variants.filter((v) => v.format === "jpeg").sort((a, b) => b.width - a.width)[0];
  const title = details.title?.trim() || titleFromFileName(file.name);
  let photo: Photo | null;
  try {
    photo = await createPhoto(db, {
      title,
      variableName: `${slugify(title).slice(0, 60) || "photo"}-${contentHash.slice(0, 8)}`,
      contentHash,
      width: processed.width,
      height: processed.height,
      dominantColor: processed.dominantColor,
      placeholder: processed.placeholder,
      variants,
      imageUrl: mediaUrl(largestJpeg.key),
      altTag: details.altTag?.trim() || null,
      description: details.description?.trim() || null,
      category: details.category || null,
      locationId: details.locationId || null,
      tags: details.tags ?? [],
      aiGenerated: details.aiGenerated ?? false,
      showInGallery: details.showInGallery ?? !details.aiGenerated,
    });
  } catch (error) {
    // The files are written before the row; a row that cannot be stored must not leave them behind,
    // unless a parallel upload of the same photo stored its row (the files are the same files).
    if (!(await findPhotoByHash(db, contentHash))) await Promise.all(variants.map((v) => media.delete(v.key)));
    throw error;
  }
  if (!photo) {
    // The same photo was stored by a parallel upload a moment ago: its files are these very files.
    const winner = await findPhotoByHash(db, contentHash);
    if (winner) return done({ photo: winner, created: false }, alreadyThere(winner), "info");
    throw new Error("The photo could not be stored.");
  }
  return done({ photo, created: true }, `Added “${photo.title}” to the album.`);
}

/** Deletes a photo and its files; null when there was no such photo. */
export async function removePhoto({ db, media }: Omit<Deps, "limits">, id: string): Promise<{ photo: Photo; posts: PostUsingPhoto[] } | null> {
  const deleted = await deletePhoto(db, id);
  if (!deleted) return null;
  await Promise.all(deleted.photo.variants.map((v) => media.delete(v.key)));
  return deleted;
}
