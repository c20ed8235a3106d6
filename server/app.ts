/**
 * The Express application: request ids and logs, security headers, the request guard (Host,
 * method, origin, body limits), health check, auth endpoints, media, then the React Router
 * handler. Built together with the app (see vite.config.ts), so it shares the app's modules;
 * server.js runs it.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import { fromNodeHeaders, toNodeHandler } from "better-auth/node";
import { CLIENT_ADDRESS_HEADER } from "~/auth/client-address.server";
import { hasPortalSession } from "~/auth/portal-session.server";
import type { BusinessSnapshot } from "~/domain/business";
import { parseEnv, type Env } from "~/config/env.server";
import { hasSessionCookie } from "~/domain/session-cookie";
import { MAX_PARALLEL_UPLOADS } from "~/domain/upload-queue";
import {
  businessContext,
  nonceContext,
  ownerSetupLink,
  requestIdContext,
  servicesContext,
  startServices,
  type AppServices,
} from "~/context.server";
import { configureLog, log, notice, routeConsoleToLog, withRequestId } from "./log";
import { drainListenersOnce } from "./drain-listeners";
import { reactRouterHandler } from "./react-router-handler";
import { requestContext } from "./request-context";
import { bodyLimit, formBodiesOnly, largeBodiesNeedSession, largeBodySlots, refuse, requestGuard } from "./request-guard";
import { bodyLimits } from "./request-rules";
import { serveMedia } from "./media";
import { sitemapFiles } from "~/seo/sitemap-files.server";
import { contentSecurityPolicy } from "./security";
import { PageCache } from "./page-cache";
import { newRequestId } from "./request-context";
import { clientAddressOf, pageHitOf, visitReports } from "./visits";

export { parseEnv, startServices, log };

/**
 * While no owner exists, prints the one-time owner set-up link as a plain, highlighted notice (not
 * a JSON log line), so it can be found and copied in any log (docs/decisions/001-staff-access.md).
 */
export async function announceOwnerSetup(services: AppServices, out?: Parameters<typeof notice>[1]): Promise<string | null> {
  const link = await ownerSetupLink(services);
  if (link) notice(["[setup] No owner account exists yet. Open this one-time link to create it (valid 24 hours):", `[setup] ${link}`], out);
  return link;
}

/**
 * Work done once after the server starts listening, so the first visitor does not wait for it: the
 * XML sitemap (with 50,000 posts the first build after a start takes well over half a second while
 * the database warms up; later rebuilds after a change take a quarter of that). A failure is only
 * logged: the next request to /sitemap.xml builds it again.
 */
export async function warmUp(services: AppServices): Promise<void> {
  try {
    await sitemapFiles(services.db, await services.currentBusiness(), services.contentVersion);
  } catch (error) {
    log.warn(`[server] building the sitemap in advance failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * JSON lines for log collectors, readable lines for a person: in development, and in production when
 * the log goes to a terminal (`npm start` on a laptop, where the owner set-up link must be easy to
 * copy). LOG_FORMAT overrides; console.* included.
 */
export function setUpLogging(env: Env, dev: boolean): void {
  configureLog({ format: env.LOG_FORMAT ?? (dev || process.stdout.isTTY ? "text" : "json") });
  routeConsoleToLog();
}

export interface CreateAppOptions {
  services: AppServices;
  /** Folder of the client build, served with long-lived caching for hashed assets (production). */
  clientBuildDir?: string;
  dev?: boolean;
}

export function createApp({ services, clientBuildDir, dev = false }: CreateAppOptions) {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // Public pages sent are counted as visits (docs/decisions/022-visits-and-attribution.md): a few
  // strings handed to the counter, which does the rest in batches. With VISITS_BEACON the pages
  // report themselves instead (a CDN in front answers most requests).
  const countPages = !env.VISITS_BEACON;
  const trustProxy = app.get("trust proxy fn") as Parameters<typeof clientAddressOf>[0];
  // Development renders every request (code changes under it); see serveCachedFirst for the hit path.
  const pageCache =
    dev || env.PAGE_CACHE_MB === 0
      ? null
      : new PageCache({
          budgetBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024),
          version: services.contentVersion,
          requestId: (req) => {
            const incoming = req.headers["x-request-id"];
            return newRequestId(incoming, incoming !== undefined && trusted(app, req.socket.remoteAddress));
          },
          logHit: env.LOG_REQUESTS ? logCachedRequest : undefined,
          // A cached page never answers a request with a session cookie (page-cache-rules.ts).
          onPage: countPages
            ? (req) => services.visits.hit(pageHitOf(req, clientAddressOf(trustProxy, req.socket.remoteAddress, req.headers["x-forwarded-for"])))
            : undefined,
        });
  app.locals.pageCache = pageCache;

  app.use(requestContext({ logRequests: env.LOG_REQUESTS }));

  // The client address for rate limits and sessions (app/auth/client-address.server.ts): the socket's,
  // or what a trusted proxy forwarded — replacing any value the client sent under that name.
  app.use((req, res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  // Trusting a number of hops, a longer X-Forwarded-For chain means addresses the client wrote
  // itself (ignored) or more proxies in front than TRUST_PROXY counts: say so once.
  const trustedHops = env.TRUST_PROXY;
  if (typeof trustedHops === "number" && trustedHops > 0) {
    let chainWarned = false;
    app.use((req, _res, next) => {
      const chain = (req.get("x-forwarded-for") ?? "").split(",").filter((part) => part.trim()).length;
      if (!chainWarned && chain > trustedHops) {
        chainWarned = true;
        log.warn(
          `[server] A request came with ${chain} addresses in X-Forwarded-For and TRUST_PROXY trusts ${trustedHops} ${trustedHops === 1 ? "proxy" : "proxies"}: ` +
            `the client is taken to be ${req.ip}, and the addresses before it are ignored (a client may write them itself). If more proxies stand in front, raise TRUST_PROXY.`,
        );
      }
      next();
    });
  }

  app.use(async (req, res, next) => {
    // The business this request shows, read once (it is built once per content version): the
    // security policy names its outside services, and the router context hands it to every page.
    const business = await services.currentBusiness();
    res.locals.business = business;
    const https = req.secure || env.siteUrl.startsWith("https://");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce, business, dev, https }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // The demo, or the owner's company before launch: nothing is listed, pages or files
    // (docs/decisions/021-launch-as-your-company.md).
    if (!business.site.indexable) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });

  app.use(requestGuard());
  // Answers made per request are gzipped, never brotli'd: streaming brotli encoders under 200
  // concurrent renders left the server hundreds of megabytes larger after the load (bench:memory:
  // +40 % over idle with brotli, +5 % with gzip). Cached pages still go out as brotli, compressed once.
  app.use((req, _res, next) => {
    const accepted = req.headers["accept-encoding"];
    if (accepted?.includes("br")) req.headers["accept-encoding"] = accepted.replace(/\bbr\b(;\s*q=[\d.]+)?\s*,?\s*/g, "").replace(/,\s*$/, "");
    next();
  });
  // Level 3 (zlib's fastest family) instead of 6: a 110 KB page costs about half the instructions
  // for ~10 % more bytes (23.7 vs 21.6 KB). Only renders go through here; cached pages are stored
  // compressed at the best levels once.
  app.use(compression({ level: 3 }));
  app.use(drainListenersOnce());

  app.get("/healthz", async (_req, res) => {
    const ok = await services.database.ping();
    res.status(ok ? 200 : 503).json({
      status: ok ? "ok" : "database unavailable",
      database: services.database.kind,
      // Entries and bytes against the budget (PAGE_CACHE_MB), for monitoring and bench:memory.
      ...(pageCache ? { pageCache: pageCache.stats() } : {}),
      // Whether the town pages' similarity report is being worked out or about to be (it starts
      // shortly after the server and after each content change): benchmarks wait for "current".
      townSimilarity: services.townSimilarity.busy() ? "updating" : "current",
    });
  });

  // Before a body is read: its sender may send it, and the server has room for it
  // (docs/decisions/012-input-limits-and-shutdown.md).
  const limits = bodyLimits(env.media.maxFileBytes);
  app.use(largeBodiesNeedSession({ staff: (req) => hasStaffSession(services, req), portal: (req) => hasPortalSession(services.db, req.headers.cookie) }));
  app.use(largeBodySlots({ total: env.UPLOADS_AT_ONCE, perClient: MAX_PARALLEL_UPLOADS, limits }));
  app.use(bodyLimit(limits));

  const authHandler = toNodeHandler(services.auth);
  app.all("/api/auth/{*splat}", (req, res) => {
    // better-auth re-reads a body already consumed from req.body, and builds its URL from these.
    req.body = (res.locals.body as Buffer | undefined)?.toString("utf8");
    req.headers["x-forwarded-proto"] = req.protocol;
    req.headers.host = req.host;
    return authHandler(req, res);
  });

  app.get("/media/{*key}", serveMedia(services.media));
  // Phone links' pings and shown pages' beacons (server/visits.ts).
  app.use(visitReports(services.visits));

  if (clientBuildDir) {
    app.use(
      "/assets",
      express.static(path.join(clientBuildDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
    );
    // Files at the top of the build (favicon, manifest…) all have an extension: a page path skips the disk lookup.
    const topFiles = express.static(clientBuildDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? topFiles(req, res, next) : next()));
  }

  app.use(formBodiesOnly());
  app.use(
    reactRouterHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: dev ? "development" : "production",
      pageCache,
      // An http request to an https site (a proxy TRUST_PROXY does not trust) renders without HSTS.
      canonical: (req) => env.siteUrl.startsWith("https://") || !req.secure,
      afterWrite: () => services.contentVersion.refresh(),
      // Signed-in staff are not visitors.
      onPage: countPages ? (req) => void (hasSessionCookie(req.headers.cookie) || services.visits.hit(pageHitOf(req, req.ip ?? "", req.originalUrl))) : undefined,
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(businessContext, res.locals.business as BusinessSnapshot);
        context.set(nonceContext, res.locals.cspNonce as string);
        context.set(requestIdContext, res.locals.requestId as string);
        return context;
      },
    }),
  );

  // Errors a route did not turn into a response: a client error keeps its status (a malformed
  // static-file path is a 400), anything else is the server's fault and is logged.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = Number((error as { status?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
    if (status >= 400 && status < 500) {
      if (!res.headersSent) refuse(res, status, status === 404 ? "Not found." : "Bad request.");
      return;
    }
    log.error("[server] request failed", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    if (res.headersSent) res.destroy();
    else refuse(res, 500, "Something went wrong on our side. Please try again.");
  });

  return app;
}

/** Whether the request carries a live staff session (a cookie alone is not enough: it is looked up). */
async function hasStaffSession(services: AppServices, req: Request): Promise<boolean> {
  if (!hasSessionCookie(req.headers.cookie)) return false;
  return (await services.auth.api.getSession({ headers: fromNodeHeaders(req.headers) })) !== null;
}

function trusted(app: express.Express, address: string | undefined): boolean {
  const trust = app.get("trust proxy fn") as (addr: string | undefined, i: number) => boolean;
  return trust(address, 0);
}

function logCachedRequest(req: IncomingMessage, res: ServerResponse, requestId: string) {
  const started = process.hrtime.bigint();
  res.once("finish", () =>
    withRequestId(requestId, () =>
      log.info("request", {
        method: req.method,
        path: (req.url ?? "").split("?")[0].slice(0, 2000),
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        cache: "hit",
        ip: req.socket.remoteAddress,
      }),
    ),
  );
}

/**
 * The Node request handler: a page the cache holds is sent from here, before Express and every
 * middleware a stored page does not need; everything else goes to `app`.
 */
export function serveCachedFirst(site: express.Express, app: express.Express = site) {
  const cache = site.locals.pageCache as PageCache | null;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!cache?.serve(req, res)) app(req, res);
  };
}
