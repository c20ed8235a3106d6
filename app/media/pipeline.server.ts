/**
 * The image pipeline (spec §2.9): an uploaded file becomes stored renditions. The type is decided
 * from the bytes; size and pixel count are capped; the photo is turned upright from its EXIF
 * orientation and decoded once to plain sRGB pixels at the largest stored width — so no EXIF, GPS, XMP or ICC survives into any
 * output — then encoded as AVIF, WebP and JPEG at the widths of the variant plan. Also measured:
 * size, dominant colour and a thumbhash placeholder.
 */
import crypto from "node:crypto";
import type { OutputInfo, Sharp } from "sharp";
import { rgbaToThumbHash, thumbHashToRGBA } from "thumbhash";
import type { MediaLimits } from "~/config/env.server";
import { sniffImageType } from "~/domain/image-type";
import type { PhotoFormat, PhotoVariant } from "~/domain/photos";
import { variantKey, variantPlan, type MediaRoot, type PlannedVariant } from "~/domain/variant-plan";
import { createLimiter } from "./limiter.server";
import { loadSharp } from "./sharp.server";
import type { MediaStorage } from "./storage.server";

// One photo at a time (and on two libvips threads, app/media/sharp.server.ts), the rest queued.
export const PHOTOS_PROCESSED_AT_ONCE = 1;
const processing = createLimiter(PHOTOS_PROCESSED_AT_ONCE);

export type MediaErrorCode = "empty" | "too-large" | "not-an-image" | "svg" | "unsupported" | "too-many-pixels" | "corrupt";

/** A file the pipeline refuses, with the status and the sentence the uploader sees. */
export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = "MediaError";
  }
}

export interface EncodedVariant extends PlannedVariant {
  data: Buffer;
}

export interface ProcessedImage {
  contentHash: string;
  width: number;
  height: number;
  dominantColor: string;
  placeholder: string;
  variants: EncodedVariant[];
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Refusals decided without decoding: size and type. Returns the content hash of an acceptable file. */
export function checkUpload(bytes: Buffer, limits: MediaLimits): string {
  if (bytes.length === 0) throw new MediaError("empty", 422, "This file is empty.");
  if (bytes.length > limits.maxFileBytes) {
    throw new MediaError("too-large", 413, `This file is too large (${megabytes(bytes.length)}): at most ${megabytes(limits.maxFileBytes)} per photo.`);
  }
  const type = sniffImageType(bytes);
  if (type === "svg") throw new MediaError("svg", 415, "SVG drawings are not accepted: upload a photo (JPEG, PNG, WebP, AVIF, GIF or TIFF).");
  if (type === "unknown") throw new MediaError("not-an-image", 415, "This file is not an image: upload a JPEG, PNG, WebP, AVIF, GIF or TIFF photo.");
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

function decodeError(error: unknown, bytes: Buffer, limits: MediaLimits): MediaError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) {
    return new MediaError("too-many-pixels", 422, `This image has too many pixels: at most ${Math.round(limits.maxPixels / 1_000_000)} megapixels.`);
  }
  if (sniffImageType(bytes) === "heic" && /heif|hevc|compression format|not been built|unsupported/i.test(text)) {
    return new MediaError("unsupported", 415, "HEIC photos cannot be read here: export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.");
  }
  return new MediaError("corrupt", 422, "This image is damaged or incomplete and could not be read.");
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, "0");

async function encode(pixels: Sharp, format: PhotoFormat, hasAlpha: boolean): Promise<Buffer> {
  switch (format) {
    case "avif":
      // The lowest efforts: on a small server, effort 2 (AVIF) and 4 (WebP) cost 5-10 times the
      // CPU time for files a few percent smaller.
      return pixels.avif({ quality: 50, effort: 0 }).toBuffer();
    case "webp":
      return pixels.webp({ quality: 78, effort: 2 }).toBuffer();
    case "jpeg":
      return (hasAlpha ? pixels.flatten({ background: "#ffffff" }) : pixels).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
  }
}

async function processDecoded(bytes: Buffer, contentHash: string, limits: MediaLimits, formats: readonly PhotoFormat[] | undefined): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let decoded: { data: Buffer; info: OutputInfo };
  let plan: PlannedVariant[];
  try {
    const input = () => sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error", autoOrient: true });
    // The header gives the upright size; the pixels are then decoded straight at the largest stored
    // width (JPEG shrink-on-load), never holding a full 12-megapixel copy longer than needed.
    const meta = await input().metadata();
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    plan = variantPlan({ width: upright.width, height: upright.height }).filter((v) => !formats || formats.includes(v.format));
    const top = plan.at(-1)!;
    // autoOrient applies the EXIF orientation; raw output keeps pixels only, no metadata at all.
    decoded = await input()
      .resize(top.width, top.height, { fit: "fill" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error, bytes, limits);
  }
  const { width, height, channels } = decoded.info;
  const hasAlpha = channels === 4;

  const tiny = await sharp(decoded.data, { raw: { width, height, channels } })
    .resize(100, 100, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = await placeholderDataUrl(rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data));
  const { dominant } = await sharp(tiny.data, { raw: { width: tiny.info.width, height: tiny.info.height, channels: 4 } }).stats();

  const variants: EncodedVariant[] = [];
  // Largest first, each rung resized from the one above it: cheaper, and the big buffers go early.
  let source = decoded;
  for (const size of [...new Set(plan.map((v) => v.width))].reverse()) {
    const first = plan.find((v) => v.width === size)!;
    if (source.info.width !== first.width) {
      source = await sharp(source.data, { raw: { width: source.info.width, height: source.info.height, channels: source.info.channels } })
        .resize(first.width, first.height, { fit: "fill" })
        .raw()
        .toBuffer({ resolveWithObject: true });
    }
    const raw = { raw: { width: source.info.width, height: source.info.height, channels: source.info.channels } };
    for (const variant of plan.filter((v) => v.width === size)) {
      variants.push({ ...variant, data: await encode(sharp(source.data, raw), variant.format, hasAlpha) });
    }
  }
  return {
    contentHash,
    width,
    height,
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    placeholder,
    variants,
  };
}

/**
 * The blur shown until a photo paints: the thumbhash's smooth ~32-pixel image, encoded as a tiny
 * WebP (a few hundred bytes) rather than thumbhash's own PNG (about 4 KB of base64), because it is
 * written into the page for every photo on it — 48 PNGs made 100 KB of the gallery's HTML.
 */
async function placeholderDataUrl(hash: Uint8Array): Promise<string> {
  const sharp = await loadSharp();
  const { w, h, rgba } = thumbHashToRGBA(hash);
  const webp = await sharp(Buffer.from(rgba), { raw: { width: w, height: h, channels: 4 } }).webp({ quality: 80, smartSubsample: true }).toBuffer();
  return `data:image/webp;base64,${webp.toString("base64")}`;
}

/**
 * Processes one upload, waiting its turn (one photo at a time). Throws MediaError for
 * a file it refuses. `contentHash` is checkUpload's answer when the caller already has it; `formats`
 * narrows the renditions (a lead's photos are only looked at by staff: JPEG is enough).
 */
export async function processImage(
  bytes: Buffer,
  limits: MediaLimits,
  contentHash = checkUpload(bytes, limits),
  formats?: readonly PhotoFormat[],
): Promise<ProcessedImage> {
  return processing.run(() => processDecoded(bytes, contentHash, limits, formats));
}

/**
 * Writes a processed image's renditions into the media storage under `root` (the album's photos/,
 * or a private root for a request's, a job's or a claim's photos) and answers them as stored.
 * Keys are content-addressed, so storing the same image twice writes the same files.
 */
export async function storeImage(media: MediaStorage, image: Pick<ProcessedImage, "contentHash" | "variants">, root: MediaRoot = "photos"): Promise<PhotoVariant[]> {
  const stored: PhotoVariant[] = [];
  for (const v of image.variants) {
    const key = variantKey(image.contentHash, v, root);
    await media.put(key, v.data);
    stored.push({ format: v.format, width: v.width, height: v.height, key, bytes: v.data.length });
  }
  return stored;
}
