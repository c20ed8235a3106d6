/**
 * The Express application: security headers, request logs, health check, auth endpoints, media,
 * then the React Router handler. Built together with the app (see vite.config.ts), so it shares
 * the app's modules; server.js runs it.
 */
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { RouterContextProvider } from "react-router";
import { toNodeHandler } from "better-auth/node";
import { parseEnv } from "~/config/env.server";
import { announceOwnerSetup, nonceContext, servicesContext, startServices, type AppServices } from "~/services.server";
import { contentSecurityPolicy } from "./security";

export { parseEnv, startServices, announceOwnerSetup };

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

  // The client address for rate limiting: never trust a header the client sent itself.
  app.use((req, res, next) => {
    req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "";
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });

  app.use((req, res, next) => {
    const https = req.secure || env.siteUrl.startsWith("https://");
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce: res.locals.cspNonce, business: services.business, dev, https }),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  if (env.LOG_REQUESTS) app.use(morgan(dev ? "dev" : "combined"));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await services.database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "database unavailable", database: services.database.kind });
  });

  app.all("/api/auth/{*splat}", toNodeHandler(services.auth));

  app.use(
    "/media",
    express.static(path.join(env.dataDir, "media"), { maxAge: "1y", immutable: true, fallthrough: false }),
  );

  if (clientBuildDir) {
    app.use(
      "/assets",
      express.static(path.join(clientBuildDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
    );
    app.use(express.static(clientBuildDir, { maxAge: "1h", index: false, redirect: false }));
  }

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: dev ? "development" : "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(nonceContext, res.locals.cspNonce as string);
        return context;
      },
    }),
  );

  return app;
}
