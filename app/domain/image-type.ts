/**
 * What kind of file an upload is, decided from its first bytes (magic numbers) — never from its name
 * or the Content-Type the browser sent, which anyone can set. Pure; the image pipeline uses it.
 */

export type SniffedType = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic" | "tiff" | "svg" | "unknown";

/** Raster types the pipeline reads; the others are refused with a message saying why. */
export const ACCEPTED_TYPES: ReadonlySet<SniffedType> = new Set(["jpeg", "png", "webp", "gif", "avif", "heic", "tiff"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

/** HEIF family (ISO base media `ftyp` box): AVIF or HEIC by its brands. */
function isoBrand(bytes: Uint8Array): "avif" | "heic" | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = Math.min((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3], bytes.length, 256);
  const brands: string[] = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((b) => b === "avif" || b === "avis")) return "avif";
  if (brands.some((b) => ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(b))) return "heic";
  return null;
}

/** SVG (or any XML that may be one): refused, since it can carry scripts and is not a photo. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024));
  text = text.replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return text.startsWith("<svg") || ((text.startsWith("<?xml") || text.startsWith("<!doctype svg") || text.startsWith("<!--")) && text.includes("<svg"));
}

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  const iso = isoBrand(bytes);
  if (iso) return iso;
  if (looksLikeSvg(bytes)) return "svg";
  return "unknown";
}
