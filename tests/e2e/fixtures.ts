/**
 * Playwright's `test` with one change: `page.goto` returns once React has hydrated the page, so the
 * next click reaches its handler even on a busy machine (the root marks <html data-hydrated>).
 */
import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.includes("text/html") ?? true;
      if (html && javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      return response;
    };
    await use(page);
  },
});
