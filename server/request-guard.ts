/**
 * Express middleware that turns away what no route could answer sensibly, before a route (or a
 * parser) sees it: an unusable Host or target, an unsupported method, a state-changing request from
 * another site, a body that is too large or is not a form. Each gets a 4xx with a short message.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";
import { hasControlCharacters, withoutControlCharacters } from "~/domain/input-rules";
import { PORTAL_MESSAGES } from "~/domain/portal";
import { isStaffPath, normalizeRequestPath } from "~/domain/staff-paths";
import { log } from "./log";
import {
  ALLOWED_METHODS,
  BODY_LIMITS,
  bodyLimitFor,
  type BodyLimits,
  changesState,
  isAllowedMethod,
  isFormContentType,
  isLargeBodyLimit,
  isPortalUploadPath,
  isValidHost,
  mayBeLargeBody,
  originVerdict,
} from "./request-rules";

export function refuse(res: Response, status: number, message: string): void {
  res.status(status).type("text/plain; charset=utf-8").send(`${message}\n`);
}

/** True when the connection comes from an address TRUST_PROXY trusts (its X-Forwarded-* count). */
export function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as (addr: string | undefined, i: number) => boolean;
  return trust(req.socket.remoteAddress, 0);
}

/** X-Forwarded-* headers the server ignores because TRUST_PROXY does not trust their sender. */
function untrustedForwarding(req: Request): string | null {
  if (fromTrustedProxy(req)) return null;
  const proto = req.get("x-forwarded-proto");
  const host = req.get("x-forwarded-host");
  if (!proto && !host) return null;
  return [proto && `X-Forwarded-Proto: ${proto}`, host && `X-Forwarded-Host: ${host}`].filter(Boolean).join(", ");
}

export function requestGuard() {
  let proxyWarned = false;
  return (req: Request, res: Response, next: NextFunction) => {
    // Absolute-form and asterisk-form targets are for proxies, not for an origin server.
    if (!req.originalUrl.startsWith("/")) return refuse(res, 400, "Bad request: the request target must be a path.");
    // A NUL or other control character in the path would reach a route's parameters and the database.
    const target = req.originalUrl.split("?")[0];
    // (Node's parser already refuses raw ones in the request line.)
    if (encodedControl.test(target)) return refuse(res, 400, "Bad request: the address holds a control character.");
    if (!isValidHost(req.get("host")) || !isValidHost(req.host) || (req.protocol !== "http" && req.protocol !== "https")) {
      return refuse(res, 400, "Bad request: the Host header is missing or invalid.");
    }
    if (!isAllowedMethod(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return refuse(res, 405, `The ${req.method} method is not supported here.`);
    }
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      res.status(204).end();
      return;
    }
    withoutControlCharactersInQuery(req);
    if (changesState(req.method)) {
      const siteOrigin = `${req.protocol}://${req.host}`;
      const verdict = originVerdict({ origin: req.get("origin"), referer: req.get("referer") }, siteOrigin);
      if (verdict === "cross-origin") {
        const forwarding = untrustedForwarding(req);
        if (forwarding) {
          // Behind a proxy the server does not trust, the browser's https origin never matches
          // the http the server sees: say why, once in the log and on every refusal.
          if (!proxyWarned) {
            proxyWarned = true;
            log.warn(
              `[server] Requests arrive through a proxy that TRUST_PROXY does not trust (${forwarding} from ${req.socket.remoteAddress}), ` +
                "so the server cannot tell the site's real origin and refuses form submissions. Set TRUST_PROXY to the proxy's address (see .env.example).",
            );
          }
          return refuse(
            res,
            403,
            "This form could not be accepted: the server is behind a proxy it does not trust (TRUST_PROXY), so it cannot confirm the form came from this site. The site's administrator must set TRUST_PROXY.",
          );
        }
        return refuse(res, 403, "This request came from another site, so it was refused. Open the page on this site and try again.");
      }
    }
    next();
  };
}

const refusedMessage = (seconds: number) => `try again in ${seconds} seconds.`;

/** Who may send a large body to a path: a signed-in staff member, a signed-in homeowner, or anyone. */
export interface BodySenders {
  /** The request carries a live staff session (looked up, not only the cookie's presence). */
  staff: (req: Request) => Promise<boolean>;
  /** The request carries a live warranty-portal session. */
  portal: (req: Request) => Promise<boolean>;
}

/**
 * A large body to a staff path is only read from a signed-in staff member, and a homeowner's claim
 * with photos only from a signed-in portal session: the session is looked up before the first
 * byte, and anyone else gets a 401 at once. Small bodies go on to the router, whose guards answer
 * them as every action is answered. A signed-in staff member's body is marked
 * (`res.locals.staffBody`) so that it takes a staff upload place (largeBodySlots).
 */
export function largeBodiesNeedSession(senders: BodySenders) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!changesState(req.method) || !mayBeLargeBody(req.get("content-length"))) return next();
    const who = isStaffPath(normalizeRequestPath(req.path)) ? "staff" : isPortalUploadPath(req.path) ? "portal" : null;
    if (!who) return next();
    let signedIn: boolean;
    try {
      signedIn = await senders[who](req);
    } catch (error) {
      return next(error);
    }
    if (signedIn) {
      res.locals.staffBody = who === "staff";
      return next();
    }
    discardRestOfBody(req);
    refuse(res, 401, who === "staff" ? "Sign in to the staff area to do this." : PORTAL_MESSAGES.signInFirst);
  };
}

/**
 * At most `total` large bodies (uploads, document imports, request forms with photos, claims) are
 * received and handled at once from signed-in staff, and as many again from everyone else, and at
 * most `perClient` from one client address: each is held in memory while it is handled. Staff and
 * the public count apart, so visitors' uploads — however slow — never leave the staff without a
 * place. One more from the same client gets 429, one more beyond its pool 503, both with
 * Retry-After and before the body is read. A place is free again when its answer is sent or its
 * connection closes.
 */
export function largeBodySlots(opts: { total: number; perClient: number; limits?: BodyLimits; retryAfterSeconds?: number }) {
  const retryAfter = opts.retryAfterSeconds ?? 5;
  const active = { staff: 0, public: 0 };
  const byClient = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (!changesState(req.method) || !isLargeBodyLimit(bodyLimitFor(req.path, opts.limits).name) || !mayBeLargeBody(req.get("content-length"), opts.limits)) {
      return next();
    }
    const pool = res.locals.staffBody === true ? "staff" : "public";
    const client = req.ip ?? req.socket.remoteAddress ?? "";
    const mine = byClient.get(client) ?? 0;
    if (mine >= opts.perClient || active[pool] >= opts.total) {
      discardRestOfBody(req);
      res.setHeader("Retry-After", String(retryAfter));
      return mine >= opts.perClient
        ? refuse(res, 429, `You are already sending ${mine} files at once; ${refusedMessage(retryAfter)}`)
        : refuse(res, 503, `The site is receiving many files at the moment; ${refusedMessage(retryAfter)}`);
    }
    active[pool]++;
    byClient.set(client, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active[pool]--;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}

/**
 * Reads the body of a state-changing request into memory, refusing with 413 once it passes its
 * route's limit (a declared Content-Length over the limit is refused before a byte is read), so
 * no parser ever buffers an unbounded body. The body is left in res.locals.body.
 */
export function bodyLimit(limits: BodyLimits = BODY_LIMITS) {
  return (req: Request, res: Response, _next: NextFunction) => {
    if (!changesState(req.method)) return _next();
    // The stream's events fire outside this request's async context: carry it (and its request id) on.
    const next = AsyncLocalStorage.bind(_next);
    const limit = bodyLimitFor(req.path, limits);
    const tooLarge = () => {
      discardRestOfBody(req);
      const most = limit.bytes >= 1024 * 1024 ? `${Math.round(limit.bytes / 1024 / 1024)} MB` : `${Math.round(limit.bytes / 1024)} KB`;
      refuse(res, 413, `The request is too large: at most ${most} is accepted here.`);
    };
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limit.bytes) return tooLarge();

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (outcome: "ok" | "too-large" | "aborted") => {
      if (done) return;
      done = true;
      req.off("data", onData);
      if (outcome === "too-large") {
        tooLarge();
      } else if (outcome === "ok") {
        res.locals.body = Buffer.concat(chunks, size);
        next();
      } else if (!res.headersSent) {
        refuse(res, 400, "Bad request: the body could not be read.");
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit.bytes) return finish("too-large");
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => finish("ok"));
    req.once("error", () => finish("aborted"));
    req.once("close", () => finish("aborted")); // closed before "end": the client went away
    // A visitor's large body that trickles in would hold its upload place for minutes.
    if (isLargeBodyLimit(limit.name) && res.locals.staffBody !== true) {
      let windowStart = 0;
      const watch = setInterval(() => {
        if (done) return clearInterval(watch);
        if (size - windowStart < MIN_UPLOAD_BYTES_PER_SECOND * (UPLOAD_RATE_WINDOW_MS / 1000)) {
          clearInterval(watch);
          done = true;
          req.off("data", onData);
          discardRestOfBody(req);
          refuse(res, 408, "The upload was too slow and was stopped. Check the connection and send it again, or send fewer photos.");
        }
        windowStart = size;
      }, UPLOAD_RATE_WINDOW_MS);
      watch.unref();
    }
  };
}

/**
 * The slowest a visitor's upload may arrive, averaged over each window: a phone on a weak 3G
 * signal sends 50 KB/s or more; a body held open at a few kilobytes a second is an attempt to
 * keep upload places busy (docs/decisions/012-input-limits-and-shutdown.md).
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 16 * 1024;
export const UPLOAD_RATE_WINDOW_MS = 15_000;

/** How long the rest of a refused body is read and thrown away before the connection is cut. */
const DISCARD_MS = 10_000;

/**
 * After a 413 the client is usually still sending. Closing the socket now, with its bytes unread,
 * makes the kernel answer with a reset, and a client that gets the reset before it has read the 413
 * loses the answer ("connection reset" instead of the message). So the rest of the body is read and
 * discarded (memory stays flat), the connection stays open for it, and it is cut only when the body
 * goes on past DISCARD_MS — by then the client has long had the answer.
 */
function discardRestOfBody(req: Request): void {
  req.resume();
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), DISCARD_MS);
  timer.unref();
  // A keep-alive connection may carry many refused requests: each takes its listeners back.
  const stop = () => {
    clearTimeout(timer);
    req.off("end", stop);
    socket.off("close", stop);
  };
  req.once("end", stop);
  socket.once("close", stop);
}

/**
 * A page action reads a form: refuse other bodies with 415, and bodies that claim to be a form but
 * cannot be parsed as one (a broken multipart boundary) with 400, instead of letting
 * `request.formData()` throw inside the action. A form whose fields (names, values, file names)
 * hold control characters is passed on without them (app/domain/input-rules.ts), so no action
 * stores a NUL or meets one in a query.
 */
export function formBodiesOnly() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!changesState(req.method)) return next();
    const contentType = req.get("content-type");
    if (!isFormContentType(contentType)) {
      return refuse(res, 415, "Unsupported content type: send the form as application/x-www-form-urlencoded or multipart/form-data.");
    }
    const body = res.locals.body as Buffer;
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers: { "Content-Type": contentType! } }).formData();
    } catch {
      return refuse(res, 400, "Bad request: the form data could not be read.");
    }
    const entries = [...form];
    const dirty = entries.some(([name, value]) => hasControlCharacters(name) || hasControlCharacters(typeof value === "string" ? value : value.name));
    if (dirty) {
      const clean = new FormData();
      for (const [name, value] of entries) {
        const cleanName = withoutControlCharacters(name);
        if (typeof value === "string") clean.append(cleanName, withoutControlCharacters(value));
        else clean.append(cleanName, value, withoutControlCharacters(value.name));
      }
      const multipart = contentType!.toLowerCase().startsWith("multipart/");
      const encoded = multipart ? new Response(clean) : new Response(new URLSearchParams([...clean].map(([name, value]) => [name, String(value)])));
      replaceBody(req, res, Buffer.from(await encoded.arrayBuffer()), multipart ? encoded.headers.get("content-type")! : contentType!);
    }
    next();
  };
}

/** A new body for the rest of the request (the router builds its request from rawHeaders and res.locals.body). */
function replaceBody(req: Request, res: Response, body: Buffer, contentType: string): void {
  res.locals.body = body;
  const values: Record<string, string> = { "content-type": contentType, "content-length": String(body.length) };
  for (const [name, value] of Object.entries(values)) req.headers[name] = value;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (name in values) req.rawHeaders[i + 1] = values[name];
  }
  if (!req.rawHeaders.some((h, i) => i % 2 === 0 && h.toLowerCase() === "content-length")) req.rawHeaders.push("Content-Length", values["content-length"]);
  delete req.headers["transfer-encoding"];
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) if (req.rawHeaders[i].toLowerCase() === "transfer-encoding") req.rawHeaders.splice(i, 2);
}

/** Encoded control characters (%00-%1F, %7F), the only way they can reach a query string. */
const encodedControl = /%(?:[01][0-9a-f]|7f)/i;

/** The query string without control characters, for every loader and action (app/domain/input-rules.ts). */
function withoutControlCharactersInQuery(req: Request): void {
  const at = req.originalUrl.indexOf("?");
  if (at === -1 || !encodedControl.test(req.originalUrl.slice(at))) return;
  const params = [...new URLSearchParams(req.originalUrl.slice(at + 1))];
  if (!params.some(([name, value]) => hasControlCharacters(name) || hasControlCharacters(value))) return;
  const query = new URLSearchParams(params.map(([name, value]) => [withoutControlCharacters(name), withoutControlCharacters(value)])).toString();
  req.originalUrl = `${req.originalUrl.slice(0, at)}?${query}`;
  const own = req.url.indexOf("?");
  req.url = `${own === -1 ? req.url : req.url.slice(0, own)}?${query}`;
}
