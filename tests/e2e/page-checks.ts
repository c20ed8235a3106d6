/** Checks several specs run over their own pages: phone layout with axe, and internal links. */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";

/** Answers map frames locally (no outside request) and counts how many were asked for. */
export async function stubGoogleMaps(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route("https://www.google.com/maps**", (route) => {
    requests++;
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" });
  });
  return () => requests;
}

/**
 * One test per page: 200, one h1, no axe violations, and no horizontal overflow at 320px, the
 * narrowest phone and WCAG 1.4.10's reflow width (tests/e2e/wcag.spec.ts checks one page of each type
 * more closely).
 */
export function phoneLayoutTests(pages: readonly string[]) {
  for (const path of pages) {
    test(`${path}: one h1, no axe violations, no horizontal overflow at 320px`, async ({ page }) => {
      await stubGoogleMaps(page);
      await page.setViewportSize({ width: 320, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

/** One test: every same-site link inside <main> on these pages answers below 400. */
export function internalLinksTest(title: string, pages: readonly string[]) {
  test(title, async ({ page, request }) => {
    const seen = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const hrefs = await page.locator("main a[href^='/']").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
      for (const href of hrefs) seen.add(href.split("#")[0]);
    }
    const broken: string[] = [];
    for (const href of seen) {
      const res = await request.get(href, { maxRedirects: 2 });
      if (res.status() >= 400) broken.push(`${href} → ${res.status()}`);
    }
    expect(broken).toEqual([]);
  });
}

/**
 * One item of an accordion (native <details> sharing a name): its summary to click or focus, and
 * the <details> whose `open` attribute says whether the answer shows.
 */
export function disclosure(page: Page, name: string | RegExp) {
  const details = page.locator("details").filter({ has: page.locator("summary").filter({ hasText: name }) });
  return { details, summary: details.locator("summary") };
}

/** The HTML of a page and the script files it loads (each once). */
export async function pageScripts(request: APIRequestContext, path: string): Promise<{ html: string; scripts: string[] }> {
  const html = await (await request.get(path)).text();
  const scripts = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  return { html, scripts };
}

/**
 * Resolves once nothing on the page is moving (endless animations such as spinners aside). Colour
 * contrast is judged on what is painted, so axe must not look at a toast while it slides in or fades
 * out: a half-transparent frame reads as low contrast.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}
