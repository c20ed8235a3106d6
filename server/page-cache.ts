/**
 * The full-page cache (docs/decisions/008-page-cache.md): anonymous answers of public pages, kept
 * in memory within a byte budget (least recently used go first), compressed once with brotli and
 * gzip when stored, and sent straight from the Node request handler — before Express, the request
 * log, the guard and React Router — with the headers the rendered page had (security headers
 * included), a strong ETag per encoding, 304s, and a Cache-Control that lets a CDN hold the page
 * while browsers revalidate.
 *
 * Everything is dropped when the public content changes (app/db/content-version.server.ts). A page
 * whose render began before a change is not stored, so a page that read the old data cannot
 * outlive the change.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ContentVersion } from "~/db/content-version.server";
import { chooseEncoding, isCompressible, matchesEtag, pageCacheKey, type Encoding } from "./page-cache-rules";
import { isValidHost } from "./request-rules";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Browsers revalidate every time (a 304 costs a few hundred bytes); a CDN may hold a page a minute,
 * and serve it a while longer while it fetches the new one in the background.
 */
export const CACHED_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

/** Headers never replayed from a stored answer: per request, per connection, or set by the cache. */
const NOT_STORED = new Set([
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "set-cookie",
]);

/**
 * How long a stored page is served before it is rendered again, changes or not: pages show the
 * date ({{current_date}}), and a page whose streamed part failed is not kept for ever.
 */
const MAX_AGE_MS = 15 * 60 * 1000;

/**
 * Pages compressed at the same time, at most. Brotli at quality 10 takes tens of milliseconds and
 * several megabytes per page; a crawler sweeping thousands of pages (or 200 clients after a change)
 * would otherwise queue hundreds of them. A page that finds the queue full is simply not stored this
 * time: the next request for it renders it again and tries again.
 */
const MAX_COMPRESSING = 2;

/**
 * Brotli quality 10: 43 ms and 19.7 KB for /home on the benchmark machine, against 108 ms and 19.2 KB
 * at 11 (and 11 ms, 21.0 KB at 9) — a page is compressed once per change of the content, not once.
 */
const BROTLI_QUALITY = 10;

/** The largest answer stored: anything bigger is rendered per request rather than crowding others out. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

interface Variant {
  body: Buffer;
  /** The flat [name, value, …] list writeHead takes, ETag and Content-Length included. */
  head: string[];
  etag: string;
}

interface Entry {
  status: number;
  /** A page — HTML, or the data of a client-side navigation — counted as a visit when sent (docs/decisions/022-visits-and-attribution.md). */
  page: boolean;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  /** Headers of a 304 for this entry (RFC 9110 §15.4.5), without the ETag. */
  notModified: string[];
  bytes: number;
  storedAt: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  budget: number;
  hits: number;
}

/**
 * Rewrites a page that was rendered with a per-request CSP nonce so it can be sent to everyone: the
 * nonce attributes go (the bytes, and so the ETag, are then the same on every render and every
 * instance), and the policy allows the page's inline scripts by their SHA-256 hashes instead, so
 * a nonce everyone could read never becomes a key to the page.
 */
export function withoutNonce(body: string, csp: string | undefined, nonce: string | undefined): { body: string; csp: string | undefined } {
  if (!nonce || !csp?.includes(`'nonce-${nonce}'`)) return { body, csp };
  const stripped = body.split(` nonce="${nonce}"`).join("");
  const hashes = new Set<string>();
  for (const m of stripped.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // Data blocks (JSON-LD) never run, so they need no permission.
    if (/\bsrc\s*=/i.test(m[1]) || /\btype\s*=\s*"application\/(?:ld\+)?json"/i.test(m[1]) || !m[2]) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return { body: stripped, csp: csp.replace(`'nonce-${nonce}'`, [...hashes].join(" ") || "'none'") };
}

function etagOf(body: Buffer, suffix: string): string {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly compressing = new Set<string>();
  private bytes = 0;
  private hits = 0;
  private readonly stopWatching: () => void;

  constructor(
    private readonly opts: {
      budgetBytes: number;
      version: ContentVersion;
      /** The request id of an answer (a trusted proxy's, or a new one), as the request log would give it. */
      requestId: (req: IncomingMessage) => string;
      /** Writes the request log line of a cached answer (when the log is on). */
      logHit?: (req: IncomingMessage, res: ServerResponse, requestId: string) => void;
      /** Told of every page sent to a GET (200, or 304 to a browser that has it): the visit counter. */
      onPage?: (req: IncomingMessage) => void;
    },
  ) {
    this.stopWatching = opts.version.onChange(() => this.clear());
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, budget: this.opts.budgetBytes, hits: this.hits };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  close(): void {
    this.stopWatching();
    this.clear();
  }

  /** The key of a request the cache may answer or learn from, or null. */
  keyOf(req: IncomingMessage): string | null {
    return pageCacheKey(req.method ?? "", req.url ?? "", req.headers.cookie);
  }

  /** What a render must remember to be stored afterwards (see store). */
  get version(): number {
    return this.opts.version.current;
  }

  /**
   * Answers the request from the cache when it can, returning true; otherwise leaves it alone. The
   * Host is checked here as the request guard would, so a bad one still gets the guard's 400.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.entries.size === 0) return false;
    const key = this.keyOf(req);
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (!entry || !isValidHost(req.headers.host)) return false;
    if (Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
      return false;
    }
    // Most recently used last: the map's first entries are the ones to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;

    const variant = this.variantFor(entry, chooseEncoding(req.headers["accept-encoding"]));
    const requestId = this.opts.requestId(req);
    this.opts.logHit?.(req, res, requestId);
    if (entry.page && entry.status === 200 && req.method === "GET") this.opts.onPage?.(req);
    if (matchesEtag(req.headers["if-none-match"], variant.etag)) {
      res.writeHead(304, [...entry.notModified, "ETag", variant.etag, "X-Request-Id", requestId]);
      res.end();
      return true;
    }
    res.writeHead(entry.status, [...variant.head, "X-Request-Id", requestId]);
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
    return true;
  }

  private variantFor(entry: Entry, encoding: Encoding): Variant {
    if (encoding === "br" && entry.br) return entry.br;
    if ((encoding === "br" || encoding === "gzip") && entry.gzip) return entry.gzip;
    return entry.identity;
  }

  /**
   * Stores a rendered answer under `key`, compressed in the background. `version` is the content
   * version when its render began: if the content changed since, the answer may show the old
   * content and is thrown away.
   */
  async store(
    key: string,
    version: number,
    answer: { status: number; headers: [string, string][]; body: Buffer; nonce?: string },
  ): Promise<void> {
    if (answer.body.length > MAX_ENTRY_BYTES || version !== this.version) return;
    if (this.compressing.size >= MAX_COMPRESSING || this.compressing.has(key)) return;
    this.compressing.add(key);
    try {
      await this.compressAndStore(key, version, answer);
    } finally {
      this.compressing.delete(key);
    }
  }

  private async compressAndStore(
    key: string,
    version: number,
    answer: { status: number; headers: [string, string][]; body: Buffer; nonce?: string },
  ): Promise<void> {
    const kept = answer.headers.filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
    const contentType = kept.find(([name]) => name.toLowerCase() === "content-type")?.[1];
    let body = answer.body;
    const cspIndex = kept.findIndex(([name]) => name.toLowerCase() === "content-security-policy");
    if (answer.nonce && /^text\/html\b/i.test(contentType ?? "")) {
      const rewritten = withoutNonce(body.toString("utf8"), cspIndex === -1 ? undefined : kept[cspIndex][1], answer.nonce);
      body = Buffer.from(rewritten.body, "utf8");
      if (cspIndex !== -1 && rewritten.csp) kept[cspIndex] = [kept[cspIndex][0], rewritten.csp];
    }
    if (!kept.some(([name]) => name.toLowerCase() === "cache-control")) kept.push(["Cache-Control", CACHED_PAGE_CACHE_CONTROL]);
    const compressible = isCompressible(contentType);
    const [br, gz] = compressible
      ? await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              // A window just large enough for the page keeps the compressor's memory small.
              [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
            },
          }),
          gzip(body, { level: 9 }),
        ])
      : [null, null];
    if (version !== this.version) return;

    const flat = kept.flat();
    const etag = etagOf(body, "");
    const variant = (bytes: Buffer, encoding: "br" | "gzip" | null): Variant => {
      const tag = encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
      const head = [...flat, "ETag", tag, "Content-Length", String(bytes.length)];
      if (compressible) head.push("Vary", "Accept-Encoding");
      if (encoding) head.push("Content-Encoding", encoding);
      return { body: bytes, head, etag: tag };
    };
    const notModified = kept
      .filter(([name]) => /^(?:cache-control|content-location|expires)$/i.test(name))
      .flat();
    if (compressible) notModified.push("Vary", "Accept-Encoding");
    const entry: Entry = {
      status: answer.status,
      page: /^text\/html\b/i.test(contentType ?? "") || key.split("?")[0].endsWith(".data"),
      identity: variant(body, null),
      // Kept only where compressing pays.
      br: br && br.length < body.length ? variant(br, "br") : null,
      gzip: gz && gz.length < body.length ? variant(gz, "gzip") : null,
      notModified,
      bytes: 0,
      storedAt: Date.now(),
    };
    entry.bytes = key.length + body.length + (entry.br?.body.length ?? 0) + (entry.gzip?.body.length ?? 0) + flat.join("").length * 3;
    if (entry.bytes > this.opts.budgetBytes) return;

    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.opts.budgetBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}
