// `npm run audit`: Lighthouse (mobile) in Chromium against the production build. Prints the four
// category scores per page; fails nothing (scores are for reading, and they move on a shared machine).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./ensure-browser.mjs";

const PORT = Number(process.env.AUDIT_PORT ?? 3391);
const base = `http://127.0.0.1:${PORT}`;
const pages = (process.env.AUDIT_PAGES ?? "/home,/services,/locations/rockymount-nc,/frequently-asked-questions,/locations/wilson-nc").split(",");

if (!fs.existsSync("build/server/index.js")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error("No Chromium: run `node scripts/ensure-browser.mjs`.");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-audit-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(PORT), SITE_URL: base, LOG_REQUESTS: "0" },
  stdio: "ignore",
});

async function waitForHealth() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

let chrome;
try {
  await waitForHealth();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  const rows = [];
  for (const page of pages) {
    await fetch(base + page); // warm the server
    const result = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile" });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({ page, performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo"), lcp: result.lhr.audits["largest-contentful-paint"].displayValue, cls: result.lhr.audits["cumulative-layout-shift"].displayValue, tbt: result.lhr.audits["total-blocking-time"].displayValue });
    const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual");
    if (process.env.AUDIT_VERBOSE) {
      for (const a of failing) console.log(`  ${page}: ${a.id} (${a.score}) ${a.displayValue ?? ""}`);
      const m = result.lhr.audits.metrics?.details?.items?.[0] ?? {};
      console.log(`  ${page}: observed FCP ${Math.round(m.observedFirstContentfulPaint)} ms, observed LCP ${Math.round(m.observedLargestContentfulPaint)} ms, observed DCL ${Math.round(m.observedDomContentLoaded)} ms`);
      const lcpItems = result.lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
      for (const item of lcpItems) {
        for (const row of item.items ?? []) {
          if (row.node?.snippet) console.log(`  ${page}: LCP element ${row.node.snippet.slice(0, 160)}`);
          else if (row.phase) console.log(`  ${page}: LCP ${row.phase} ${Math.round(row.timing)} ms`);
        }
      }
    }
  }
  console.log("\nLighthouse (mobile emulation, simulated throttling) against the production build:");
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
}
