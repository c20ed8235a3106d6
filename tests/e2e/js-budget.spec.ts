import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";
import { PUBLIC_PAGE_TYPES } from "../../scripts/public-page-types.mjs";

// Content pages (docs/decisions/003-page-weight.md) ship at most 50 KB of gzip JavaScript in total,
// counting every script the document loads or preloads and its inline scripts. The pages that need
// React keep it.

const BUDGET_BYTES = 50 * 1024;

/** Gzip bytes of the JavaScript a document brings: external and preloaded modules, plus inline scripts. */
async function javaScriptBytes(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await (await request.get(url)).body()).length;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /type="([^"]+)"/.exec(m[1])?.[1];
    // JSON (structured data, speculation rules) is data, not code.
    if (type && type !== "module" && type !== "text/javascript") continue;
    bytes += gzipSync(m[2]).length;
  }
  return { bytes, external: urls.size };
}

for (const [type, path] of Object.entries(PUBLIC_PAGE_TYPES)) {
  test(`${type} (${path}) ships at most 50 KB of gzip JavaScript`, async ({ request }) => {
    const { bytes } = await javaScriptBytes(request, path);
    test.info().annotations.push({ type: "js", description: `${type} ${path}: ${(bytes / 1024).toFixed(1)} KB gzip` });
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test("the booking form keeps React (it validates in the browser)", async ({ request }) => {
  const { external } = await javaScriptBytes(request, "/book-inspection");
  expect(external).toBeGreaterThan(0);
});
