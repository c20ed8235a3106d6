// `npm start`: build the production bundle if it is missing or older than the sources, then serve it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const stamp = "build/server/index.js";
const sources = ["app", "server", "public", "drizzle", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (builtAt === 0 || sources.some((s) => newestMtime(s) > builtAt)) {
  console.log(builtAt === 0 ? "[start] No production build yet: building…" : "[start] Sources changed since the last build: rebuilding…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../server.js");
