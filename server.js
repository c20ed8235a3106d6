// Starts the site: `npm start` (production build) or `npm run dev` (Vite, hot reload).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import express from "express";
import "./scripts/require-node.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const dev = process.env.NODE_ENV === "development";

let vite;
let mod;
if (dev) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  mod = await vite.ssrLoadModule("./server/app.ts");
} else {
  mod = await import("./build/server/index.js");
}

let services;
try {
  const env = mod.parseEnv(process.env);
  mod.setUpLogging(env, dev);
  services = await mod.startServices(env);
} catch (error) {
  console.error(`The server could not start:\n${error instanceof Error ? error.message : error}`);
  await vite?.close();
  process.exit(1);
}

const { env } = services;
const { log } = mod;
const app = express();
app.disable("x-powered-by");
if (vite) app.use(vite.middlewares);
const site = mod.createApp({
  services,
  dev,
  clientBuildDir: dev ? undefined : path.resolve("build/client"),
});
app.use(site);

// Pages the full-page cache holds are answered before Express (server/page-cache.ts).
const server = http.createServer(dev ? app : mod.serveCachedFirst(site, app));
server.listen(env.PORT, env.HOST, async () => {
  log.info(`[server] ${dev ? "Development" : "Production"} server on ${env.siteUrl} (listening on ${env.HOST}:${env.PORT})`);
  log.info(`[server] database: ${services.database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}/db` : "PostgreSQL (DATABASE_URL)"}`);
  log.info(`[server] e-mail: ${services.mailer.describe()}`);
  await mod.announceOwnerSetup(services);
  await mod.warmUp(services);
});
server.on("error", async (error) => {
  log.error(`The server could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
  await services.close();
  process.exit(1);
});

// A graceful stop (docs/decisions/012-input-limits-and-shutdown.md): new connections are refused at
// once; requests in flight finish (their connections then close instead of staying open for the
// next request), idle keep-alive connections are closed as they become idle, and only then, or
// when SHUTDOWN_GRACE_SECONDS have passed, is the database closed.
let stopping = false;
const inFlight = new Set();
server.prependListener("request", (_req, res) => {
  if (stopping) res.shouldKeepAlive = false;
  inFlight.add(res);
  res.once("close", () => inFlight.delete(res));
});
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
  log.info(`[server] ${signal} received: finishing the requests in flight (at most ${env.SHUTDOWN_GRACE_SECONDS} s), then stopping`);
  // However stopping goes, the process ends: the database gets a few seconds after the grace period.
  const force = setTimeout(() => process.exit(1), graceMs + 5_000);
  force.unref();
  // Answers not yet started say Connection: close, so no client sends another request on them.
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  const drained = new Promise((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let graceTimer;
  const graceOver = new Promise((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs)));
  const finished = await Promise.race([drained, graceOver]);
  clearInterval(idle);
  clearTimeout(graceTimer);
  if (!finished) {
    log.warn(`[server] requests were still running after ${env.SHUTDOWN_GRACE_SECONDS} s (SHUTDOWN_GRACE_SECONDS): their connections are closed`);
    server.closeAllConnections();
  }
  await vite?.close();
  await services.close();
  log.info("[server] stopped");
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
