/**
 * The Express side of counting visits (docs/decisions/022-visits-and-attribution.md): what a
 * counted page request hands the counter (a few header strings and the client's address), and the
 * two small endpoints pages report to without a script of their own — `POST /api/calls`, the `ping`
 * of every phone link, and `POST /api/views`, the beacon a prerendered or prefetched page sends when
 * it is really shown (and, with VISITS_BEACON, every page). Both take only what they need, answer
 * 204, and are limited per client.
 */
import type { IncomingMessage } from "node:http";
import express, { type Request, type Response } from "express";
import type { Hit, VisitCounter } from "~/analytics/counter.server";
import { Lru } from "~/domain/lru";
import { hasSessionCookie } from "~/domain/session-cookie";
import { clientNetwork } from "~/domain/rate-limits";
import { callPingSchema, viewBeaconSchema } from "~/domain/visits";
import { refuse } from "./request-guard";

type Trust = (address: string | undefined, hop: number) => boolean;

/**
 * The client's address as Express's `req.ip` gives it, for a request answered before Express (a
 * page from the cache): the socket's address, or — while the sender is a proxy TRUST_PROXY trusts —
 * the address it appended to X-Forwarded-For, hop by hop (the rule of Express's proxy-addr).
 */
export function clientAddressOf(trust: Trust, remote: string | undefined, forwardedFor: string | string[] | undefined): string {
  const chain = [remote ?? ""];
  if (forwardedFor) {
    const list = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
    chain.push(...list.split(",").map((a) => a.trim()).filter(Boolean).reverse());
  }
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop], hop)) return chain[hop];
  return chain[chain.length - 1];
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** What the counter keeps of a request: the strings that decide whether and how it counts. */
export function hitOf(req: IncomingMessage, kind: Hit["kind"], address: string, page: { url: string; referrer: string | undefined }): Hit {
  return {
    kind,
    at: Date.now(),
    url: page.url,
    referrer: page.referrer,
    address,
    userAgent: header(req, "user-agent"),
    secPurpose: header(req, "sec-purpose"),
    purpose: header(req, "purpose"),
    xPurpose: header(req, "x-purpose"),
    xMoz: header(req, "x-moz"),
    dnt: header(req, "dnt"),
    secGpc: header(req, "sec-gpc"),
  };
}

/** A page request's hit: its own path and query, and the page that linked to it. */
export function pageHitOf(req: IncomingMessage, address: string, url = req.url ?? ""): Hit {
  return hitOf(req, "view", address, { url, referrer: header(req, "referer") });
}

/**
 * A fixed window per client network, in memory: reports are counted, not trusted, so a generous
 * bound per instance is enough — it keeps one client from filling the tables.
 */
export class ReportLimit {
  readonly #windows = new Lru<string, { count: number; resetAt: number }>({ maxEntries: 10_000, maxBytes: 2 * 1024 * 1024 });
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** True when this client may report once more now. */
  allow(address: string, now = Date.now()): boolean {
    const key = clientNetwork(address);
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + this.windowMs }, key.length * 2 + 48);
      return true;
    }
    window.count++;
    return window.count <= this.max;
  }
}

/** Reports a client may send: 30 call clicks and 120 page beacons a minute. */
const CALLS_PER_MINUTE = 30;
const BEACONS_PER_MINUTE = 120;

export function visitReports(counter: VisitCounter) {
  const router = express.Router();
  const calls = new ReportLimit(CALLS_PER_MINUTE, 60_000);
  const beacons = new ReportLimit(BEACONS_PER_MINUTE, 60_000);
  const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "";
  const body = (res: Response) => (res.locals.body as Buffer | undefined)?.toString("utf8") ?? "";

  // The `ping` of a phone link (HTML's hyperlink auditing): the browser names the page it was on in
  // Ping-From (Referer where it does not), and the link's target in Ping-To.
  router.post("/api/calls", (req, res) => {
    // Signed-in staff are not visitors (a test call from the office is not a lead).
    if (hasSessionCookie(req.headers.cookie)) return void res.status(204).end();
    const parsed = callPingSchema.safeParse({ from: req.get("ping-from") ?? req.get("referer"), to: req.get("ping-to"), host: req.host });
    if (!parsed.success) return refuse(res, 400, parsed.error.issues[0].message);
    if (!calls.allow(addressOf(req))) return refuse(res, 429, "Too many reports from this address. Try again in a minute.");
    counter.hit(hitOf(req, "call", addressOf(req), { url: parsed.data.page, referrer: undefined }));
    res.status(204).end();
  });

  // The page a prerendered or prefetched page reports once it is shown: no request reached the
  // server when it was (the browser's prefetch is not counted).
  router.post("/api/views", (req, res) => {
    if (hasSessionCookie(req.headers.cookie)) return void res.status(204).end();
    const parsed = viewBeaconSchema.safeParse({ text: body(res), host: req.host });
    if (!parsed.success) return refuse(res, 400, parsed.error.issues[0].message);
    if (!beacons.allow(addressOf(req))) return refuse(res, 429, "Too many reports from this address. Try again in a minute.");
    counter.hit(hitOf(req, "beacon", addressOf(req), { url: parsed.data.page, referrer: parsed.data.referrer }));
    res.status(204).end();
  });
  return router;
}
