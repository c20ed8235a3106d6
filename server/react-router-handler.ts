/**
 * Hands an Express request to React Router. Unlike @react-router/express it gives React Router the
 * body already read (and size-checked) by bodyLimit, and builds the request URL only from values
 * requestGuard has validated, so neither a large body nor an odd Host can reach the router.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER } from "~/auth/client-address.server";
import { CACHED_PAGE_CACHE_CONTROL, type PageCache } from "./page-cache";
import { chooseEncoding, isCacheableResponse, isCompressible } from "./page-cache-rules";
import { refuse } from "./request-guard";
import { wholeGzip } from "./whole-gzip";

/** Below this, compressing costs more than the bytes it saves (as the `compression` middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/** Text answers of a known length up to this are sent whole; longer ones, and files (photos, documents), stream. */
const WHOLE_MAX_BYTES = 1024 * 1024;

/**
 * React streams a page in many small chunks (one per flushed segment); written one by one, each is
 * its own system call. Corking the socket until the next turn of the event loop sends the chunks
 * that arrive together in one write.
 *
 * The socket is uncorked before `end()`: Node (24.x) ends a corked chunked response by sending the
 * terminating chunk first and the corked chunks after it, so a client that asked for no compression
 * got every page cut off where the last corked write began, and a stream whose last pieces were
 * already waiting (Write with AI's) lost its final event.
 */
export function coalesceWrites(res: ExpressResponse): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ExpressResponse;
  let corked = false;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    res.uncork();
  };
  res.write = ((...args: unknown[]) => {
    if (!corked && !res.writableEnded) {
      corked = true;
      res.cork();
      setImmediate(uncork);
    }
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    uncork();
    return end(...args);
  }) as typeof res.end;
}

export function reactRouterHandler(opts: {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** Where anonymous public answers are kept (server/page-cache.ts); none in development. */
  pageCache?: PageCache | null;
  /** Whether this request's answer is the one every visitor gets (not an http copy of an https site). */
  canonical?: (req: ExpressRequest) => boolean;
  /**
   * Runs after a state-changing request, before its answer goes out: the page cache must have let
   * go of what the write changed by the time the browser asks for the next page.
   */
  afterWrite?: () => Promise<void>;
  /** Told of every page (HTML or `.data`) answered 200 to a GET: the visit counter (docs/decisions/022-visits-and-attribution.md). */
  onPage?: (req: ExpressRequest) => void;
}) {
  // Given a function, React Router rebuilds its route tables on every request (so development can
  // swap the build); production's build never changes, so it is loaded once and handed over as is.
  let production: Promise<RequestHandler> | null = null;
  const gzip = wholeGzip();
  const development = opts.mode === "development" ? createRequestHandler(opts.build, opts.mode) : null;
  const handle = (request: Request, context: RouterContextProvider) => {
    if (development) return development(request, context);
    production ??= opts.build().then((build) => createRequestHandler(build, opts.mode));
    return production.then((h) => h(request, context));
  };
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const cache = opts.pageCache;
    const key = cache && req.method === "GET" && (opts.canonical?.(req) ?? true) ? cache.keyOf(req) : null;
    const version = cache?.version ?? 0;
    const controller = new AbortController();
    let request: Request;
    try {
      const headers = new Headers();
      // As sent, except the client address: the one server/app.ts determined replaces a client's own.
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i].toLowerCase() !== CLIENT_ADDRESS_HEADER) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
      }
      const client = req.headers[CLIENT_ADDRESS_HEADER];
      if (typeof client === "string" && client) headers.set(CLIENT_ADDRESS_HEADER, client);
      const body = res.locals.body as Buffer | undefined;
      request = new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(body ?? []),
        signal: controller.signal,
      });
    } catch {
      return refuse(res, 400, "Bad request: the request could not be read.");
    }
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const response = await handle(request, opts.getLoadContext(req, res));
      // The write is done whatever happens here; a failed check only leaves the notification to do it.
      if (req.method !== "GET" && req.method !== "HEAD") {
        await opts.afterWrite?.().catch((error: unknown) => console.warn(`[page-cache] checking the content version failed: ${error instanceof Error ? error.message : error}`));
      }
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      // A page, or the data of a client-side navigation to one (`.data`, from a page that hydrates).
      if (req.method === "GET" && response.status === 200 && (req.path.endsWith(".data") || /^text\/html\b/i.test(response.headers.get("Content-Type") ?? ""))) opts.onPage?.(req);
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      // A text answer made whole (a static page: app/entry.server.tsx) goes out whole: kept as it
      // is, then compressed in one call.
      const length = Number(response.headers.get("Content-Length") ?? NaN);
      if (response.body && length <= WHOLE_MAX_BYTES && isCompressible(response.headers.get("Content-Type") ?? undefined)) {
        const body = Buffer.from(await response.arrayBuffer());
        const cacheable = key !== null && cache && isCacheableResponse(key, response.status, response.headers);
        if (cacheable && !res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
        if (cacheable) storeAnswer(cache, key, version, response.status, res, body);
        sendWhole(req, res, body, gzip);
        return;
      }
      coalesceWrites(res);
      if (key !== null && cache && response.body && isCacheableResponse(key, response.status, response.headers)) {
        // The first visitor gets what every later one will: same Cache-Control, and the body is
        // kept on its way out (still streamed) to be stored once it is complete.
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
        const chunks: Uint8Array[] = [];
        let complete = false;
        const tap = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            chunks.push(chunk);
            controller.enqueue(chunk);
          },
          flush() {
            complete = true;
          },
        });
        await writeReadableStreamToWritable(response.body.pipeThrough(tap), res);
        if (!complete) return;
        storeAnswer(cache, key, version, response.status, res, Buffer.concat(chunks));
        return;
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/** Keeps an answer in the page cache with the headers it went out with (the cache drops the per-request ones). */
function storeAnswer(cache: PageCache, key: string, version: number, status: number, res: ExpressResponse, body: Buffer): void {
  const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [String(value)]).map((v): [string, string] => [name, v]),
  );
  void cache
    .store(key, version, { status, headers, body, nonce: res.locals.cspNonce as string | undefined })
    .catch((error: unknown) => console.warn(`[page-cache] storing ${key} failed: ${error instanceof Error ? error.message : error}`));
}

/** A whole text body, gzipped when the client takes it; the `compression` middleware leaves an encoded answer alone. */
function sendWhole(req: ExpressRequest, res: ExpressResponse, body: Buffer, gzip: ReturnType<typeof wholeGzip>): void {
  res.vary("Accept-Encoding");
  const compress = body.length >= COMPRESS_FROM_BYTES && chooseEncoding(req.headers["accept-encoding"]) !== "identity";
  const sent = compress ? gzip.gzip(body, req.path) : body;
  if (compress) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(sent.length));
  res.end(sent);
}
