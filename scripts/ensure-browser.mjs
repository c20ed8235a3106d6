// What the browser tests need from the system, installed from Debian's packages when missing:
// Chromium, which they drive, and a Java runtime for the W3C Nu HTML checker (the npm package
// vnu-jar, run by tests/support/vnu.ts). Packages are installed without their recommended packages,
// so a developer's machine gets exactly what a bare CI machine gets (DejaVu as the only fonts: the
// tests must pass with it). It never lets a test be skipped: a missing tool fails the run, with the reason.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Debian's packages the browser tests need, by the tool each provides. */
const PACKAGES = { chromium: "chromium", java: "default-jre-headless" };

/** The oldest Java the Nu checker supports (its `--help`: "On any system with Java17+ installed"). */
const MIN_JAVA = 17;

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

/** The major version a `java -version` banner names (`"17.0.15"` → 17, `"1.8.0_402"` → 8), or null. */
export function javaMajorVersion(banner) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(banner);
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 && m[2] ? Number(m[2]) : major;
}

/** A `java` of version MIN_JAVA or later ($JAVA_HOME's, else the one on PATH), or null. */
export function findJava() {
  const candidates = [process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, "bin", "java"), "java"].filter(Boolean);
  for (const java of candidates) {
    const run = spawnSync(java, ["-version"], { encoding: "utf8" });
    if (run.status !== 0) continue;
    const major = javaMajorVersion(`${run.stderr}${run.stdout}`);
    if (major !== null && major >= MIN_JAVA) return java;
  }
  return null;
}

/** Installs Debian packages with apt-get (as root, or through `sudo -n`); the reason when it cannot. */
function install(packages) {
  if (!fs.existsSync("/usr/bin/apt-get")) return "this machine has no apt-get";
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  console.log(`[test tools] installing Debian's ${packages.join(", ")}…`);
  const update = run(["apt-get", "update", "-qq"]);
  if (update.error || update.status !== 0) return sudo.length ? "apt-get update failed (not root, and `sudo -n` was refused)" : "apt-get update failed";
  const result = run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...packages]);
  return result.status === 0 ? null : "apt-get install failed";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = [];
  if (!findChromium()) missing.push(PACKAGES.chromium);
  if (!findJava()) missing.push(PACKAGES.java);
  const refused = missing.length ? install(missing) : null;

  const chromium = findChromium();
  const java = findJava();
  if (!chromium || !java) {
    const lacking = [!chromium && `Chromium (Debian's ${PACKAGES.chromium}, or CHROMIUM_PATH)`, !java && `Java ${MIN_JAVA}+ (Debian's ${PACKAGES.java}, or JAVA_HOME)`];
    console.error(
      `[test tools] Missing ${lacking.filter(Boolean).join(" and ")}${refused ? `, and it could not be installed: ${refused}` : ""}. ` +
        `Install it with \`apt-get install --no-install-recommends ${missing.join(" ")}\`. The browser tests cannot run without it.`,
    );
    process.exit(1);
  }
  const javaBanner = spawnSync(java, ["-version"], { encoding: "utf8" });
  console.log(`[test tools] ${execFileSync(chromium, ["--version"], { encoding: "utf8" }).trim()} at ${chromium}`);
  console.log(`[test tools] ${`${javaBanner.stderr}${javaBanner.stdout}`.split("\n")[0].trim()} (${java})`);
}
