/**
 * Which renditions of an uploaded photo are stored (spec §2.9): each format at a ladder of widths up
 * to the photo's own width — never upscaled — and the storage keys they get. Keys derive from the
 * hash of the uploaded bytes, so the same photo always lands on the same files. Pure.
 */
import { PHOTO_FORMATS, type PhotoFormat } from "./photos";

/** Widths for phones to wide screens; the largest stored width is capped at the last one. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;

/** A rung this close below the photo's own width adds little: the full-width rendition covers it. */
const MIN_STEP = 0.15;

export interface PlannedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
}

/** Output height for a width, keeping the aspect ratio (at least 1 pixel). */
export function scaledHeight(width: number, original: { width: number; height: number }): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** The widths stored for a photo `width` pixels wide, smallest first. */
export function variantWidths(width: number): number[] {
  const max = VARIANT_WIDTHS.at(-1)!;
  const top = Math.min(width, max);
  const below = VARIANT_WIDTHS.filter((w) => w < top && w <= top * (1 - MIN_STEP));
  return [...below, top];
}

/** Every rendition to store: each format at each width. */
export function variantPlan(original: { width: number; height: number }): PlannedVariant[] {
  if (!(original.width >= 1 && original.height >= 1)) throw new RangeError("An image has at least one pixel each way.");
  return variantWidths(original.width).flatMap((width) =>
    PHOTO_FORMATS.map((format) => ({ format, width, height: scaledHeight(width, original) })),
  );
}

const EXTENSION: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Where a rendition is stored: the album's public photos/, or a private root (below). */
export type MediaRoot = "photos" | PrivateMediaRoot;

/** The storage key of a rendition: `<root>/<first 32 hex of the content hash>/<width>.<ext>` (root photos/ by default). */
export function variantKey(contentHash: string, variant: Pick<PlannedVariant, "format" | "width">, root: MediaRoot = "photos"): string {
  if (!/^[0-9a-f]{32,}$/.test(contentHash)) throw new TypeError("A content hash is lower-case hex.");
  return `${root}/${contentHash.slice(0, 32)}/${variant.width}.${EXTENSION[variant.format]}`;
}

/** True for a key this site could have written: safe to use as a file path or an S3 key. */
export function isMediaKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i.test(key) && key.length <= 200;
}

/**
 * Roots of the media storage that hold files about people's homes (a request's photos, a job's
 * photos and documents, a warranty claim's photos): /media never serves them; only routes that
 * check who is asking do (docs/decisions/005-leads.md, 018-warranty-portal.md).
 */
export const PRIVATE_MEDIA_ROOTS = ["leads", "jobs", "claims"] as const;
export type PrivateMediaRoot = (typeof PRIVATE_MEDIA_ROOTS)[number];

export function isPrivateMediaKey(key: string): boolean {
  const root = key.split("/", 1)[0].toLowerCase();
  return (PRIVATE_MEDIA_ROOTS as readonly string[]).includes(root);
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  pdf: "application/pdf",
};

/** The Content-Type a stored key is served with. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
