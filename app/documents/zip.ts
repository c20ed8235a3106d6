/**
 * What a .docx (a ZIP archive) really unpacks to, measured by unpacking it: its directory states
 * each entry's size, but a crafted file states 2 KB for an entry that inflates to hundreds of
 * megabytes. Every entry is inflated with the bytes counted as they come, and inflating stops as
 * soon as the total passes the limit. Runs in the document worker (app/documents/convert.worker.ts).
 */
import zlib from "node:zlib";

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

export type UnpackedSize = { ok: true; bytes: number } | { ok: false; reason: "over-limit" | "damaged" };

/**
 * The bytes all of the archive's entries inflate to, when that is at most `limit`. ZIP64 archives
 * (entries over 4 GB, which no document needs) count as over the limit.
 */
export function unpackedSizeWithin(bytes: Uint8Array, limit: number): UnpackedSize {
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end === -1) return { ok: false, reason: "damaged" };
  const entries = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  if (entries === 0xffff || at === 0xffffffff) return { ok: false, reason: "over-limit" };
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) return { ok: false, reason: "damaged" };
    const method = u16(bytes, at + 10);
    const compressed = u32(bytes, at + 20);
    const local = u32(bytes, at + 42);
    if (compressed === 0xffffffff || local === 0xffffffff) return { ok: false, reason: "over-limit" };
    at += 46 + u16(bytes, at + 28) + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50) return { ok: false, reason: "damaged" };
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    const data = bytes.subarray(start, start + compressed);
    if (data.length < compressed) return { ok: false, reason: "damaged" };
    const room = limit - total;
    if (method === 0) {
      total += compressed;
    } else if (method === 8) {
      try {
        // Stops inflating (RangeError) the moment the output would pass what is left of the limit.
        total += zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, room) }).length;
      } catch (error) {
        return { ok: false, reason: error instanceof RangeError ? "over-limit" : "damaged" };
      }
    } else {
      return { ok: false, reason: "damaged" };
    }
    if (total > limit) return { ok: false, reason: "over-limit" };
  }
  return { ok: true, bytes: total };
}
