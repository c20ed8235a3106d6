/**
 * Sitemaps (spec §2.9) and social cards against the production server: every URL /sitemap.xml lists is
 * absolute on SITE_URL, answers 200 itself (no redirect, no 404), says the same thing to search
 * engines in its robots meta tag and X-Robots-Tag header (this server runs the demo, which is never
 * listed: docs/decisions/021-launch-as-your-company.md; that a launched site's pages are indexable
 * is proven in tests/integration/second-company-http.test.ts), has its canonical pointing at itself and carries its Open Graph
 * and Twitter card tags, whose images load, and JSON-LD that parses and has what Google requires;
 * robots.txt names the sitemap; /sitemap works. (Their HTML validity: html-validity.spec.ts.)
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { jsonLdBlocks, jsonLdProblems } from "../support/jsonld-checks";

test("every URL in /sitemap.xml answers 200 and says the same to search engines everywhere", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  expect(res.headers()["etag"]).toBeTruthy();
  const xml = await res.text();
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  expect(urls.length).toBeGreaterThan(100);
  const images = new Set<string>();
  const types = new Set<string>();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const url of urls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const page = await request.get(url, { maxRedirects: 0 });
    expect(page.status(), url).toBe(200);
    // The demo: noindex in the header and in the page alike.
    expect(page.headers()["x-robots-tag"] ?? "", url).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html, url).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(canonical, `canonical of ${url}`).toBe(url);

    // No two public URLs share a title or a description (posts included).
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(title, `title of ${url}`).not.toBe("");
    expect(description, `description of ${url}`).not.toBe("");
    expect(titles.get(title), `title "${title}" of ${url} is also used by`).toBeUndefined();
    expect(descriptions.get(description), `description of ${url} is also used by`).toBeUndefined();
    titles.set(title, url);
    descriptions.set(description, url);

    // A social card on every public page, each tag exactly once.
    const tag = (attr: string, name: string) => [...html.matchAll(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`, "g"))].map((m) => m[1]);
    for (const name of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:image:alt", "og:site_name"]) {
      expect(tag("property", name), `${name} on ${url}`).toHaveLength(1);
    }
    for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image", "twitter:image:alt"]) {
      expect(tag("name", name), `${name} on ${url}`).toHaveLength(1);
    }
    expect(tag("property", "og:url")[0].replace(/&amp;/g, "&")).toBe(url);
    expect(tag("name", "twitter:card")[0]).toBe("summary_large_image");
    images.add(tag("property", "og:image")[0].replace(/&amp;/g, "&"));

    // Every JSON-LD block parses and has what its rich result requires.
    const blocks = jsonLdBlocks(html);
    expect(blocks.length, `JSON-LD on ${url}`).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(jsonLdProblems(block, url)).toEqual([]);
      types.add(String(block["@type"]));
    }
  }
  expect([...types].sort()).toEqual(["Article", "BlogPosting", "BreadcrumbList", "FAQPage", "RoofingContractor", "Service"]);

  // Every card image a page names can be fetched.
  for (const image of images) {
    expect(image.startsWith(`${baseURL}/`), image).toBe(true);
    const res = await request.get(image);
    expect(res.status(), image).toBe(200);
    expect(res.headers()["content-type"], image).toMatch(/^image\//);
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
    await expect(main.getByRole("link", { name: "Wilson, NC", exact: true })).toHaveAttribute("href", "/locations/wilson-nc");
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
      await expect(main.getByRole("link", { name: "Wilson, NC", exact: true })).toHaveCount(0);
      await expect(main.getByText(/pages match “steeple”/)).toBeVisible();
    });
  });
});
