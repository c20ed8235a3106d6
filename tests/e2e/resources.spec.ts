import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { guides } from "../../app/content/resources";
import { guideFaqItems } from "../../app/content/resources/guide";
import { defaultBusiness } from "../../app/config/business.server";
import { resolveFacts } from "../../app/domain/business-facts";
import { disclosure, pageScripts } from "./page-checks";

// The resource hub and every guide in the registry (spec §2.5): status, one h1, unique metadata,
// canonical, breadcrumb, a call to action, internal links that resolve, safe outbound links,
// no axe violations, and structured data that parses and names the right types.

const pages = [
  { path: "/resources", hasFaq: true, isHub: true, title: "hub" },
  ...guides.map((g) => ({ path: `/resources/${g.slug}`, hasFaq: guideFaqItems(g).length > 0, isHub: false, title: g.slug })),
];

function siteUrl(baseURL: string | undefined): string {
  return (process.env.SITE_URL ?? baseURL ?? "").replace(/\/+$/, "");
}

/** Internal link targets already checked (shared across pages: header-free, content only). */
const resolved = new Map<string, number>();

async function checkLinks(page: Page) {
  const links = await page.locator("main a[href]").evaluateAll((els) =>
    els.map((a) => ({
      href: a.getAttribute("href") ?? "",
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel") ?? "",
      text: (a.textContent ?? "").trim(),
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    if (link.href.startsWith("tel:") || link.href.startsWith("mailto:")) continue;
    if (link.href.startsWith("#")) {
      // An on-page anchor must point at an element that exists.
      await expect(page.locator(`[id="${link.href.slice(1)}"]`), `anchor ${link.href}`).toHaveCount(1);
      continue;
    }
    if (/^https?:\/\//.test(link.href)) {
      // Outbound: new tab, no opener, no referrer, and says so to screen readers.
      expect(link.target, `${link.href} opens in a new tab`).toBe("_blank");
      expect(link.rel.split(/\s+/), `${link.href} rel`).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      expect(link.text, `${link.href} announces the new tab`).toContain("(opens in a new tab)");
      continue;
    }
    const url = new URL(link.href, page.url());
    url.hash = "";
    const key = url.pathname + url.search;
    if (!resolved.has(key)) {
      const res = await page.request.get(url.toString(), { maxRedirects: 5 });
      resolved.set(key, res.status());
    }
    expect(resolved.get(key), `internal link ${link.href} resolves`).toBeLessThan(400);
  }
}

for (const p of pages) {
  test(`resources page ${p.path} is complete and accessible`, async ({ page, baseURL }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);

    await expect(page.locator("h1")).toHaveCount(1);

    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", `${siteUrl(baseURL)}${p.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);

    if (!p.isHub) {
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w+, \w+/);
    }

    // A way forward: the contact page or a phone call.
    const cta = page.locator('main a[href="/contact"], main a[href^="tel:"]');
    expect(await cta.count()).toBeGreaterThan(0);

    // Structured data parses and names the right types.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
    expect(types).toContain("BreadcrumbList");
    expect(types).toContain("RoofingContractor");
    if (p.hasFaq) expect(types).toContain("FAQPage");
    if (!p.isHub) expect(types).toContain("Article");

    await checkLinks(page);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("every guide has its own title and description", async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const p of pages) {
    await page.goto(p.path);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("the hub links every guide and the contact page", async ({ page }) => {
  await page.goto("/resources");
  const main = page.getByRole("main");
  for (const g of guides) {
    // Titles carry the business's figures ({{workmanshipYears}}): the link says them as set.
    await expect(main.getByRole("link", { name: resolveFacts(g.title, defaultBusiness), exact: true })).toHaveAttribute("href", `/resources/${g.slug}`);
  }
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  const faq = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((b) => JSON.parse(b) as { "@type": string; mainEntity?: unknown[] })
    .find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(6);
});

test("guide FAQ accordions open one answer at a time and close again", async ({ page }) => {
  await page.goto("/resources/general-roofing-faq");
  const first = disclosure(page, "How long does a roof last in Eastern North Carolina?");
  const second = disclosure(page, "How do I know if I need a new roof or just a repair?");
  await first.summary.click();
  await expect(first.details).toHaveAttribute("open");
  await expect(page.getByText(/metal 40-70 years/)).toBeVisible();
  await second.summary.click();
  await expect(second.details).toHaveAttribute("open");
  await expect(first.details).not.toHaveAttribute("open");
  await second.summary.click();
  await expect(second.details).not.toHaveAttribute("open");
});

test("the claim guide states the Contractor of Record stance and lists eight carriers", async ({ page }) => {
  await page.goto("/resources/insurance-claim-process");
  await expect(page.getByRole("heading", { name: "Our role in your claim: Contractor of Record" })).toBeVisible();
  await expect(page.getByText(/You file the claim and you negotiate its settlement/)).toBeVisible();
  const carriers = page.getByRole("region", { name: "Claims contacts for major carriers" });
  for (const name of ["State Farm", "Allstate", "USAA", "Farmers Insurance", "NC Farm Bureau", "Nationwide", "Progressive", "Liberty Mutual"]) {
    await expect(carriers.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  // Every number shown is tap-to-call and sits next to its source.
  const calls = carriers.locator('a[href^="tel:"]');
  const sources = carriers.getByRole("link", { name: /^Source/ });
  expect(await calls.count()).toBeGreaterThan(0);
  expect(await sources.count()).toBe(await calls.count());
  await expect(page.getByRole("link", { name: "Start Your Documentation" })).toHaveAttribute("href", "/contact");
});

test("no resource page says the company negotiates claims for the homeowner", async ({ page }) => {
  for (const p of pages) {
    await page.goto(p.path);
    const text = (await page.getByRole("main").innerText()).toLowerCase();
    expect(text, p.path).not.toMatch(/we (will )?negotiate (your|the) claim|negotiate with your (insurer|insurance company) for you/);
  }
});

test("an unknown guide is a 404", async ({ page }) => {
  const response = await page.goto("/resources/not-a-guide");
  expect(response?.status()).toBe(404);
});

test("a guide page and the hub ship no guide's full text as JavaScript", async ({ request }) => {
  for (const path of ["/resources", `/resources/${guides[0].slug}`]) {
    const { scripts } = await pageScripts(request, path);
    const code = (await Promise.all(scripts.map(async (src) => (await request.get(src)).text()))).join("\n");
    // Another guide's hero paragraph appears on neither page, so it must not be in their scripts.
    expect(code.includes(guides[1].intro.slice(0, 60)), `${path} scripts carry another guide's text`).toBe(false);
  }
});
