/**
 * Photos (spec §2.9, §3 image_variables): the view types the album, the gallery, the home page, town
 * pages and the editor share, and the small pure rules about them. A photo IS an image_variables row;
 * the pipeline adds its measured size, colour, placeholder and stored variants. No React, HTTP or DB.
 */
import type { ActionResult } from "./forms";

/** The photo upload endpoint, one file per request (app/routes/photo-album.upload.ts). */
export const PHOTO_UPLOAD_PATH = "/photo-album/upload";

/** What the upload endpoint answers: the form layer's result, what happened to the file, and the photo. */
export type UploadResponse = ActionResult & {
  outcome: "stored" | "duplicate" | "refused";
  photoId?: string;
};

export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** One stored rendition of a photo: one format at one width. */
export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  /** Storage key; the browser fetches it at `/media/<key>`. */
  key: string;
  bytes: number;
}

/** A photo kept for staff and one customer, never the public (a request's, a job's, a claim's): app/media/private-photos.server.ts. */
export interface PrivatePhoto {
  contentHash: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/** Everything the album and the public pages show about one photo. */
export interface Photo {
  id: string;
  title: string;
  variableName: string;
  altTag: string | null;
  description: string | null;
  category: string | null;
  locationId: string | null;
  locationName: string | null;
  tags: string[];
  keywords: string[];
  useCase: string | null;
  /** Made by an AI image model, not photographed: the album marks it "AI-generated". */
  aiGenerated: boolean;
  /**
   * Chosen for the public gallery, the home gallery and town pages: on for album uploads, off for
   * pictures from imported documents and AI (docs/decisions/013-publishing.md).
   */
  showInGallery: boolean;
  /** Pixel size of the largest stored variant (the original after orientation), or null for rows without a processed file. */
  width: number | null;
  height: number | null;
  /** `#rrggbb`, the photo's dominant colour (a background while it loads). */
  dominantColor: string | null;
  /** A tiny blurred image as a `data:image/png;base64,…` URL, shown while the photo loads. */
  placeholder: string | null;
  variants: PhotoVariant[];
  /** The default display URL (largest JPEG variant) — or an outside address for rows made by hand. */
  imageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a `<picture>` needs: one srcset per modern format and the JPEG fallback. */
export interface PictureSources {
  avif: string | null;
  webp: string | null;
  /** JPEG srcset for the `<img>`; falls back to `src` alone when the photo has no variants. */
  jpeg: string | null;
  src: string;
  width: number | null;
  height: number | null;
  alt: string;
  placeholder: string | null;
  dominantColor: string | null;
}

/** Categories staff choose from (spec §2.9); free text is normalised onto these. */
export const PHOTO_CATEGORIES = [
  "Residential",
  "Commercial",
  "Storm damage",
  "Repairs",
  "Metal roofing",
  "Gutters",
  "Church steeples",
  "Before and after",
  "Team",
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** The public URL of a stored key. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The file types a photo upload's file input offers (the album's upload takes these: app/domain/image-type.ts). */
export const PHOTO_FILE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff,image/heic";

/** The album's name for a photo: its alt text, cut to the album's 120 characters at a word. */
export function titleFromAlt(alt: string): string {
  const text = alt.trim().replace(/\s+/g, " ");
  if (text.length <= 120) return text;
  const cut = text.slice(0, 120);
  return cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : 120).trimEnd();
}

/** The text an `<img alt>` carries: the alt text, else the title. */
export function photoAlt(photo: Pick<Photo, "altTag" | "title">): string {
  return photo.altTag?.trim() || photo.title;
}

function srcset(variants: PhotoVariant[], format: PhotoFormat): string | null {
  const list = variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`);
  return list.length ? list.join(", ") : null;
}

/** The `<picture>` sources of a photo; a photo with only an outside image_url gets just `src`. */
export function pictureSources(photo: Photo): PictureSources {
  const jpegs = photo.variants.filter((v) => v.format === "jpeg").sort((a, b) => b.width - a.width);
  return {
    avif: srcset(photo.variants, "avif"),
    webp: srcset(photo.variants, "webp"),
    jpeg: srcset(photo.variants, "jpeg"),
    src: jpegs[0] ? mediaUrl(jpegs[0].key) : (photo.imageUrl ?? ""),
    width: photo.width,
    height: photo.height,
    alt: photoAlt(photo),
    placeholder: photo.placeholder,
    dominantColor: photo.dominantColor,
  };
}

/** The JPEG variant closest to (at least) `width`, for Open Graph and JSON-LD; null without variants. */
export function jpegAtLeast(photo: Pick<Photo, "variants">, width: number): PhotoVariant | null {
  const jpegs = photo.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  return jpegs.find((v) => v.width >= width) ?? jpegs.at(-1) ?? null;
}

/** Tags as typed by staff ("storm, Shingles ,storm") → trimmed, lower-case, unique, in order. */
export function normalizeTags(input: string | readonly string[]): string[] {
  const parts = typeof input === "string" ? input.split(",") : input;
  const seen = new Set<string>();
  for (const raw of parts) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, " ");
    if (tag && tag.length <= 40) seen.add(tag);
  }
  return [...seen];
}

/** "{n} photos in album" (spec §2.11), with the singular right. */
export function albumCountLabel(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "photo" : "photos"} in album`;
}

/** The album's thumbnail: the smallest JPEG at least `width` wide (else the largest), or the outside URL. */
export function thumbnailOf(photo: Photo, width = 320): { src: string; width: number | null; height: number | null } {
  const jpeg = jpegAtLeast(photo, width);
  if (jpeg) return { src: mediaUrl(jpeg.key), width: jpeg.width, height: jpeg.height };
  return { src: photo.imageUrl ?? "", width: photo.width, height: photo.height };
}
