/**
 * sharp (libvips), loaded when the first image is processed or drawn rather than when the server
 * starts: most servers spend most hours without a photo upload, and libvips with its codecs weighs
 * tens of megabytes of memory (docs/decisions/015-scale-and-memory.md).
 */
import type SharpModule from "sharp";

let loading: Promise<typeof SharpModule> | null = null;

export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // One photo at a time, on two libvips threads, the rest queued: measured on two cores this is both
    // faster than two photos on one thread each and keeps memory to one decoded photo (bench:media).
    sharp.concurrency(2);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
