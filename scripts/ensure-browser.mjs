// Finds the Chromium the browser tests drive, installing Debian's `chromium` package when it is missing.
// It never lets the browser tests be skipped: no browser means a failed test run, with the reason.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

function install() {
  const isRoot = process.getuid?.() === 0;
  const apt = fs.existsSync("/usr/bin/apt-get");
  if (!apt) return false;
  const sudo = isRoot ? [] : ["sudo", "-n"];
  console.log("[browser] Chromium not found: installing Debian's chromium package…");
  const run = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (run(["apt-get", "update", "-qq"]).status !== 0) return false;
  return run(["apt-get", "install", "-y", "-qq", "chromium"]).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findChromium();
  if (!path && install()) path = findChromium();
  if (!path) {
    console.error(
      "[browser] No Chromium found and it could not be installed. Install Debian's `chromium` package " +
        "(apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary. Browser tests cannot run without it.",
    );
    process.exit(1);
  }
  const version = execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
  console.log(`[browser] ${version} at ${path}`);
}
