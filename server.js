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

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`[server] ${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeAllConnections?.();
  await vite?.close();
  await services.close();
  log.info("[server] stopped");
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
