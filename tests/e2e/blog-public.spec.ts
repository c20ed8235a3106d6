import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";

// The public blog: the town-filtered list, a single article, its share links and its 404s.
// The demo posts come from the seed (app/db/seed/data/posts.ts).

const STORM_TITLE = "Storm Damage Roof Repair in Rocky Mount, NC";
const STORM_SLUG = "storm-damage-roof-repair-rocky-mount-nc";
const DRAFT_SLUG = "template-roof-replacement-location";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the Rocky Mount list shows the storm post with its city badge and read time", async ({ page }) => {
  await page.goto("/blog?location=rocky-mount");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Articles for Rocky Mount" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rocky Mount", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Wilson", exact: true })).not.toHaveAttribute("aria-current", "page");

  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: STORM_TITLE }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Town: Rocky Mount, NC")).toBeVisible();
  await expect(card.getByText("Category: Storm Damage")).toBeVisible();
  await expect(card.getByText("June 16, 2026")).toBeVisible();
  // Another town's post is not in this list.
  await expect(page.getByRole("link", { name: "Roof Replacement in Greenville, NC" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The card states the read time the article itself states (not a fixed "2 min read").
  const cardReadTime = await card.getByText(/^\d+ min read$/).innerText();
  await page.getByRole("link", { name: STORM_TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORM_TITLE);
  await expect(page.getByText(/^\d+ min read$/)).toHaveText(cardReadTime);
});

test("/blog opens on the newest articles of every town, with the town filter offered", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 2, name: "All articles" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All towns", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: STORM_TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Roof Replacement in Greenville, NC" })).toBeVisible();
  await expect(page.getByText("No articles found")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Town" })).toHaveValue("all");
});

test("a town without articles says so and offers the newest articles", async ({ page }) => {
  await page.goto("/blog?location=raleigh");
  await expect(page.getByRole("link", { name: "Raleigh", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No articles found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Newest articles from across Eastern North Carolina" })).toBeVisible();
  await page.getByRole("link", { name: "Browse all articles" }).click();
  await expect(page).toHaveURL(/\/blog\?location=all$/);
  await expect(page.getByRole("heading", { level: 2, name: "All articles" })).toBeVisible();
  await expect(page.getByRole("link", { name: STORM_TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Roof Replacement in Greenville, NC" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("opening a post shows the article, resolved placeholders and real share links", async ({ page }) => {
  await page.goto("/blog?location=rocky-mount");
  // Retried: against a development server, a hot reload (any edit to the tree) can swallow a click.
  await expect(async () => {
    await page.getByRole("link", { name: STORM_TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${STORM_SLUG}$`), { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });

  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORM_TITLE);
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByText("#rocky-mount-roofing")).toBeVisible();
  await expect(page.getByRole("list", { name: "Categories" }).getByText("Storm Damage")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");

  const main = page.getByRole("main");
  const text = await main.innerText();
  expect(text).not.toContain("{{");
  expect(text).not.toContain("}}");
  await expect(page).toHaveTitle(/Storm Damage Roof Repair in Rocky Mount, NC/);
  expect(await page.title()).not.toContain("{{");

  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`/blog/${STORM_SLUG}$`));
  const encoded = encodeURIComponent(canonical!);
  const shares = [
    { name: /Share on Facebook/, prefix: "https://www.facebook.com/sharer/sharer.php?u=" },
    { name: /Share on X/, prefix: "https://twitter.com/intent/tweet?url=" },
    { name: /Share on LinkedIn/, prefix: "https://www.linkedin.com/sharing/share-offsite/?url=" },
  ];
  for (const share of shares) {
    const link = page.getByRole("link", { name: share.name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
    const href = (await link.getAttribute("href"))!;
    expect(href.startsWith(share.prefix)).toBe(true);
    expect(href).toContain(encoded);
  }

  const related = page.getByRole("region", { name: "Related articles" });
  await expect(related.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(related.getByRole("link", { name: STORM_TITLE })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contact us" }).first()).toHaveAttribute("href", "/contact");

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "BlogPosting");
  expect(posting).toMatchObject({ headline: STORM_TITLE, datePublished: "2026-06-16T13:00:00.000Z", mainEntityOfPage: { "@id": canonical } });
  expect(posting.publisher["@id"]).toMatch(/#organization$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expectNoAxeViolations(page);
});

test("unknown and draft slugs answer 404", async ({ page }) => {
  const missing = await page.goto("/blog/does-not-exist");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  const draft = await page.goto(`/blog/${DRAFT_SLUG}`);
  expect(draft?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("choosing a town in the select changes the URL and the list", async ({ page }) => {
  await page.goto("/blog");
  const search = page.getByRole("searchbox", { name: "Search towns" });
  const select = page.getByRole("combobox", { name: "Town" });
  // All towns (the default) plus the first 20 towns.
  await expect(select.getByRole("option")).toHaveCount(21);
  await expect(select.getByRole("option").first()).toHaveText("All towns");

  // Typing narrows the towns once the page is interactive (retried until hydration).
  await expect(async () => {
    await search.fill("");
    await search.fill("rocky");
    await expect(select.getByRole("option")).toHaveCount(2, { timeout: 500 });
  }).toPass();
  await expect(page.getByText("1 town matches.")).toBeVisible();
  await select.selectOption("rocky-mount");
  await expect(page).toHaveURL(/\/blog\?location=rocky-mount$/);
  await expect(page.getByRole("heading", { level: 2, name: "Articles for Rocky Mount" })).toBeVisible();
  await expect(page.getByRole("link", { name: STORM_TITLE })).toBeVisible();

  // Greenville is not among the first 20 towns by name: find it through the search box.
  await page.getByRole("searchbox", { name: "Search towns" }).fill("green");
  await page.getByRole("combobox", { name: "Town" }).selectOption("greenville");
  await expect(page).toHaveURL(/\/blog\?location=greenville$/);
  await expect(page.getByRole("link", { name: "Roof Replacement in Greenville, NC" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the town search still works as a plain form", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search towns" }).fill("new");
    await page.getByRole("button", { name: "Show articles" }).click();
    await expect(page).toHaveURL(/q=new/);
    const select = page.getByRole("combobox", { name: "Town" });
    await expect(select.getByRole("option", { name: "New Bern" })).toHaveCount(1);
    await expect(select.getByRole("option", { name: "Wilson" })).toHaveCount(0);
    await select.selectOption("new-bern");
    await page.getByRole("button", { name: "Show articles" }).click();
    await expect(page).toHaveURL(/location=new-bern/);
    await expect(page.getByRole("heading", { level: 2, name: "Articles for New Bern" })).toBeVisible();
  });
});
