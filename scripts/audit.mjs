// `npm run audit`: Lighthouse (mobile) in Chromium against the production build, on one page of every
// public page type (each must score 100 in all four categories with LCP under 1.0 s). Each
// page is audited AUDIT_RUNS times (default 3) and reported by Lighthouse's own median run — the run
// closest to the median FCP and TTI, as Lighthouse recommends for variable machines — with the lowest
// and highest performance score beside it, and the JavaScript it transferred. Exits 1 when a page
// misses the target (AUDIT_PAGES=/a,/b audits other pages; AUDIT_VERBOSE=1 lists failing audits).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { findChromium } from "./ensure-browser.mjs";
import { PUBLIC_PAGE_TYPES } from "./public-page-types.mjs";

const PORT = Number(process.env.AUDIT_PORT ?? 3391);
const base = `http://127.0.0.1:${PORT}`;
const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const pages = process.env.AUDIT_PAGES
  ? process.env.AUDIT_PAGES.split(",").map((page) => ({ type: "", page }))
  : Object.entries(PUBLIC_PAGE_TYPES).map(([type, page]) => ({ type, page }));
const LCP_TARGET_MS = 1000;

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
// Search engines may list only a launched site: the audit measures one (scripts/launch-for-audit.ts).
{
  const { execFileSync } = await import("node:child_process");
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/launch-for-audit.ts"], { env: { ...process.env, DATA_DIR: dataDir }, stdio: "inherit" });
}
// AUDIT_SEED_PHOTOS=N: put N generated photos in the album first (through the real pipeline), so
// the pages that carry photos are measured with photos.
const seedPhotos = Number(process.env.AUDIT_SEED_PHOTOS ?? 0);
if (seedPhotos > 0) {
  const { execFileSync } = await import("node:child_process");
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed-photos.ts", String(seedPhotos)], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: "inherit",
  });
}
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
  let missed = 0;
  for (const { type, page } of pages) {
    await fetch(base + page); // warm the server
    const lhrs = [];
    // A run Chromium fails to trace (NO_NAVSTART and the like) is tried again, up to twice as many runs in all.
    for (let i = 0; i < runs * 2 && lhrs.length < runs; i++) {
      const result = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile" });
      if (result.lhr.runtimeError) console.log(`  ${page}: run ${i + 1} failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      else lhrs.push(result.lhr);
    }
    const valid = filterToValidRuns(lhrs);
    if (valid.length === 0) {
      rows.push({ type, page, performance: "no valid run" });
      missed++;
      continue;
    }
    const lhr = computeMedianRun(valid);
    const c = lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const perfScores = valid.map((r) => Math.round(r.categories.performance.score * 100));
    const lcpMs = lhr.audits["largest-contentful-paint"].numericValue;
    const scores = ["performance", "accessibility", "best-practices", "seo"].map(score);
    const ok = scores.every((v) => v === 100) && lcpMs < LCP_TARGET_MS;
    if (!ok) missed++;
    rows.push({
      type,
      page,
      perf: scores[0],
      "perf range": `${Math.min(...perfScores)}–${Math.max(...perfScores)}`,
      a11y: scores[1],
      "best pr.": scores[2],
      seo: scores[3],
      fcp: lhr.audits["first-contentful-paint"].displayValue,
      "lcp ms": Math.round(lcpMs),
      cls: lhr.audits["cumulative-layout-shift"].displayValue,
      tbt: lhr.audits["total-blocking-time"].displayValue,
      "JS KB": javaScriptKb(lhr),
      target: ok ? "met" : "MISSED",
    });
    if (process.env.AUDIT_VERBOSE) printDetails(page, lhr);
  }
  console.log(`\nLighthouse (mobile emulation, simulated throttling) against the production build, median of ${runs} run(s) per page:`);
  console.table(rows);
  console.log(`Target: 100 in all four categories and LCP under ${LCP_TARGET_MS / 1000} s. ${missed === 0 ? "Every page meets it." : `${missed} page(s) miss it.`}`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
}

/** Kilobytes of JavaScript the page transferred (compressed as sent), its inline scripts aside. */
function javaScriptKb(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return Number((bytes / 1024).toFixed(1));
}

/** Failing audits, observed paint times and the LCP element of one run (AUDIT_VERBOSE=1). */
function printDetails(page, lhr) {
  const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode));
  for (const a of failing) {
    console.log(`  ${page}: ${a.id} (${a.score}) ${a.displayValue ?? ""}`);
    for (const item of (a.details?.items ?? []).slice(0, 3)) console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
  }
  const m = lhr.audits.metrics?.details?.items?.[0] ?? {};
  console.log(`  ${page}: observed FCP ${Math.round(m.observedFirstContentfulPaint)} ms, observed LCP ${Math.round(m.observedLargestContentfulPaint)} ms, observed DCL ${Math.round(m.observedDomContentLoaded)} ms`);
  for (const item of lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []) {
    for (const row of item.items ?? []) {
      if (row.node?.snippet) console.log(`  ${page}: LCP element ${row.node.snippet.slice(0, 160)}`);
    }
  }
}
