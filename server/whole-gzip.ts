/**
 * gzip for pages rendered whole (static pages, docs/decisions/003-page-weight.md), compressed in
 * one call instead of through the streaming `compression` middleware, which cost about twice the
 * deflating itself (chunks through zlib's thread pool, one write each).
 *
 * Every page starts with the same bytes — the document's head up to the end of the inlined
 * stylesheet, about 60 KB of the 120 KB of a page. Those are deflated once: a body that starts with
 * them is sent as that compressed start followed by its own rest, deflated on its own (RFC 1951
 * allows any sequence of blocks; the start ends on a byte boundary, unfinished, with a sync flush),
 * wrapped as one gzip member whose checksum covers both parts (RFC 1952). The shared start is
 * learned, not configured: the longest common start of the bodies of two different paths, cut back
 * to the end of a tag (two titles may share their first words, other pages do not), when it is long
 * enough to pay; learned again if bodies stop starting with it. docs/decisions/015-scale-and-memory.md
 * has the figures.
 */
import zlib from "node:zlib";

/** Level of the per-page rest: zlib's fast family, as for every render (server/app.ts). */
const REST_LEVEL = 3;
/** A shared start shorter than this is not worth a second deflate stream. */
const MIN_SHARED_START = 8 * 1024;
/** Longest start compared when learning it: the head of a page, not its whole body. */
const MAX_SHARED_START = 256 * 1024;
/** Bodies in a row that do not start with the shared start before it is learned again. */
const MISSES_BEFORE_RELEARNING = 100;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

interface SharedStart {
  bytes: Buffer;
  /** Raw deflate blocks of `bytes`, unfinished and byte-aligned (sync flush). */
  deflated: Buffer;
  crc: number;
}

export interface WholeGzip {
  /** The body of the page at `path` as one gzip member. */
  gzip(body: Buffer, path: string): Buffer;
}

export function wholeGzip(): WholeGzip {
  let shared: SharedStart | null = null;
  let misses = 0;
  let previous: { path: string; start: Buffer } | null = null;

  const learn = (body: Buffer, path: string) => {
    if (!previous || previous.path === path) {
      previous = { path, start: Buffer.from(body.subarray(0, MAX_SHARED_START)) };
      return;
    }
    const common = commonStart(previous.start, body);
    previous = null;
    if (common < MIN_SHARED_START) return;
    const length = body.lastIndexOf(">", common - 1) + 1;
    if (length < MIN_SHARED_START) return;
    misses = 0;
    const bytes = Buffer.from(body.subarray(0, length));
    shared = {
      bytes,
      deflated: zlib.deflateRawSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      crc: zlib.crc32(bytes),
    };
  };

  return {
    gzip(body, path) {
      const start = shared && body.length > shared.bytes.length && startsWith(body, shared.bytes) ? shared : null;
      if (!start) {
        if (shared && ++misses >= MISSES_BEFORE_RELEARNING) shared = null;
        if (!shared) learn(body, path);
        return zlib.gzipSync(body, { level: REST_LEVEL });
      }
      misses = 0;
      const rest = body.subarray(start.bytes.length);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(zlib.crc32(rest, start.crc) >>> 0, 0);
      trailer.writeUInt32LE(body.length % 2 ** 32, 4);
      return Buffer.concat([GZIP_HEADER, start.deflated, zlib.deflateRawSync(rest, { level: REST_LEVEL }), trailer]);
    },
  };
}

function startsWith(body: Buffer, start: Buffer): boolean {
  return body.compare(start, 0, start.length, 0, start.length) === 0;
}

/** How many leading bytes two buffers share. */
function commonStart(a: Buffer, b: Buffer): number {
  const length = Math.min(a.length, b.length);
  // Halving: Buffer.compare on long ranges is far faster than a byte loop.
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (a.compare(b, 0, mid, 0, mid) === 0) low = mid;
    else high = mid - 1;
  }
  return low;
}
