/**
 * Issue 13 point 1 against the production server: every URL /sitemap.xml lists is absolute on
 * SITE_URL, answers 200 itself (no redirect, no 404) and is indexable (no noindex in a robots meta
 * tag or X-Robots-Tag header, canonical pointing at itself); robots.txt names the sitemap.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("every URL in /sitemap.xml answers 200 and may be indexed", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  expect(res.headers()["etag"]).toBeTruthy();
  const xml = await res.text();
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  expect(urls.length).toBeGreaterThan(100);

  for (const url of urls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const page = await request.get(url, { maxRedirects: 0 });
    expect(page.status(), url).toBe(200);
    expect(page.headers()["x-robots-tag"] ?? "", url).not.toContain("noindex");
    const html = await page.text();
    expect(html, url).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(canonical, `canonical of ${url}`).toBe(url);
  }
});

test("a crawler holding the current copy gets 304", async ({ request }) => {
  const first = await request.get("/sitemap.xml");
  const again = await request.get("/sitemap.xml", { headers: { "If-None-Match": first.headers()["etag"] } });
  expect(again.status()).toBe(304);
});

test("robots.txt names the sitemap", async ({ request, baseURL }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe("/sitemap, the site map for people", () => {
  test("is linked from the footer, groups every page and passes axe", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("contentinfo").getByRole("link", { name: "Site Map" }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every page on our site");
    const main = page.getByRole("main");
    for (const name of ["Company", "Services", "Locations", "Resources", "Blog"]) {
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 3, name: /Near Greenville/ })).toBeVisible();
    await expect(main.getByRole("link", { name: "Wilson, NC" })).toHaveAttribute("href", "/locations/wilson-nc");
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the search box filters the list", async ({ page }) => {
      await page.goto("/sitemap");
      await page.getByLabel("Search the site map").fill("steeple");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/sitemap\?q=steeple$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Church Steeple Repair", exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: "Wilson, NC" })).toHaveCount(0);
      await expect(main.getByText(/pages match “steeple”/)).toBeVisible();
    });
  });
});
