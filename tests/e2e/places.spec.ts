import { expect, test, type Page } from "./fixtures";
import { internalLinksTest, phoneLayoutTests, stubGoogleMaps } from "./page-checks";

// Places: the service-areas explorer, town pages and their redirects, the offices page and the gallery.

const explorerList = (page: Page) => page.getByRole("list", { name: /Service locations/ });
const main = (page: Page) => page.getByRole("main");
const townLink = (page: Page, name: string) => explorerList(page).getByRole("link", { name });

/**
 * Searching: with JavaScript the list narrows as the visitor types; without it (and always, on
 * Enter) the GET form asks the server for the narrowed list.
 */
async function search(page: Page, text: string, javaScriptEnabled: boolean) {
  await main(page).getByLabel("Search locations").fill(text);
  if (!javaScriptEnabled) await main(page).getByRole("button", { name: "Search", exact: true }).click();
}

// The explorer is server-rendered (no React in the browser): everything works with and without JavaScript.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`service-areas explorer ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => {
      await stubGoogleMaps(page);
    });

    test("shows Rocky Mount by default", async ({ page }) => {
      await page.goto("/service-areas");
      await expect(page.getByRole("heading", { level: 3, name: "Rocky Mount, NC" })).toBeVisible();
      await expect(townLink(page, "Rocky Mount Nash County")).toHaveAttribute("aria-current", "true");
      await expect(main(page).getByText("54,341")).toBeVisible();
    });

    test("searching 'wil' keeps only names containing 'wil'", async ({ page }) => {
      await page.goto("/service-areas");
      await expect(townLink(page, "Rocky Mount Nash County")).toBeVisible();
      await search(page, "wil", javaScriptEnabled);
      await expect(townLink(page, "Wilson Wilson County")).toBeVisible();
      await expect(townLink(page, "Rocky Mount Nash County")).toBeHidden();
      const names = await explorerList(page).getByRole("link").allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.toLowerCase()).toContain("wil");
      await expect(page.getByRole("status").filter({ hasText: /Showing \d+ of \d+ locations/ })).toBeVisible();
    });

    test("searching 'zzz' shows the no-match message", async ({ page }) => {
      await page.goto("/service-areas");
      await search(page, "zzz", javaScriptEnabled);
      await expect(main(page).getByText("No locations match your search.")).toBeVisible();
      await expect(main(page).getByText(/Try a shorter part of the name/)).toBeVisible();
      await expect(explorerList(page)).toHaveCount(0);
    });

    test("picking a town shows its county badge and population, and keeps the search", async ({ page }) => {
      await page.goto("/service-areas");
      await search(page, "wilson", javaScriptEnabled);
      await townLink(page, "Wilson Wilson County").click();
      await expect(page).toHaveURL(/[?&]town=wilson\b/);
      const details = page.getByRole("article", { name: "Wilson, NC" });
      await expect(details.getByRole("heading", { level: 3, name: "Wilson, NC" })).toBeVisible();
      await expect(details.getByText("Wilson County", { exact: true })).toBeVisible();
      await expect(details.getByText("47,851")).toBeVisible();
      await expect(details.getByText(/Louis Dicken Wilson/)).toBeVisible();
      await expect(details.getByRole("link", { name: /Roofing in Wilson, NC/ })).toHaveAttribute("href", "/locations/wilson-nc");
      await expect(townLink(page, "Wilson Wilson County")).toHaveAttribute("aria-current", "true");
      await expect(main(page).getByLabel("Search locations")).toHaveValue("wilson");
    });

    test("can be used with the keyboard", async ({ page }) => {
      await page.goto("/service-areas");
      const box = main(page).getByLabel("Search locations");
      await box.fill("tarboro");
      await box.press("Enter");
      await expect(page).toHaveURL(/[?&]q=tarboro\b/);
      await main(page).getByLabel("Search locations").focus();
      await page.keyboard.press("Tab");
      await expect(main(page).getByRole("button", { name: "Search", exact: true })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(townLink(page, "Tarboro Edgecombe County")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 3, name: "Tarboro, NC" })).toBeVisible();
    });

    test("on a phone, picking a town scrolls its details into view", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto("/service-areas");
      const ahoskie = townLink(page, "Ahoskie Hertford County");
      await ahoskie.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await ahoskie.click();
      const heading = page.getByRole("heading", { level: 3, name: "Ahoskie, NC" });
      await expect(heading).toBeInViewport();
      // The page moved down so the details start near the top of the screen.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
      await expect.poll(async () => (await heading.boundingBox())?.y ?? 999).toBeLessThan(250);
    });
  });
}

test.describe("town pages", () => {
  test("/locations/wilson redirects to /locations/wilson-nc", async ({ page, request }) => {
    const response = await request.get("/locations/wilson", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"], "http://x").pathname).toBe("/locations/wilson-nc");
    await page.goto("/locations/wilson");
    await expect(page).toHaveURL(/\/locations\/wilson-nc$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing Contractor in Wilson, NC");
  });

  test("Rocky Mount's other spellings redirect to its own page", async ({ request }) => {
    for (const path of ["/locations/rocky-mount", "/locations/rocky-mount-nc"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"]).toMatch(/\/locations\/rockymount-nc$/);
    }
    const greenville = await request.get("/locations/greenville", { maxRedirects: 0 });
    expect(greenville.headers()["location"]).toMatch(/\/locations\/greenville-nc$/);
  });

  test("an unknown town answers 404", async ({ request, page }) => {
    const response = await request.get("/locations/not-a-town-nc");
    expect(response.status()).toBe(404);
    await page.goto("/locations/not-a-town-nc");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("two generated town pages differ in heading, history and county storms", async ({ page }) => {
    await page.goto("/locations/wilson-nc");
    const wilsonH1 = await page.getByRole("heading", { level: 1 }).innerText();
    const wilsonHistory = await page.getByRole("region", { name: /history/i }).innerText();
    const wilsonIntro = await main(page).getByText(/residents/).first().innerText();
    // Each county lists the storms whose FEMA declaration names it: Florence for Wilson, not Dorian.
    const wilsonStorms = page.getByRole("region", { name: "Storms that hit Wilson County" });
    await expect(wilsonStorms).toContainText("Hurricane Florence, 2018");
    await expect(wilsonStorms).not.toContainText("Hurricane Dorian");

    await page.goto("/locations/nags-head-nc");
    const nagsH1 = await page.getByRole("heading", { level: 1 }).innerText();
    const nagsHistory = await page.getByRole("region", { name: /history/i }).innerText();

    expect(wilsonH1).toContain("Wilson");
    expect(nagsH1).toContain("Nags Head");
    expect(nagsH1).not.toBe(wilsonH1);
    expect(nagsHistory).not.toBe(wilsonHistory);
    expect(wilsonIntro).not.toContain("Nags Head");
    const dareStorms = page.getByRole("region", { name: "Storms that hit Dare County" });
    await expect(dareStorms).toContainText("Hurricane Dorian, 2019");
    await expect(dareStorms).not.toContainText("Hurricane Florence");
  });

  test("a town page has geo meta, canonical, its Service data, nearby towns and an FAQ that opens without script", async ({ page }) => {
    await page.goto("/locations/tarboro-nc");
    await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute("content", "US-NC");
    await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute("content", "Tarboro, NC");
    await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", /^35\.\d+;-77\.\d+$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/tarboro-nc$/);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(jsonLd.map((r) => r["@type"])).toEqual(expect.arrayContaining(["Service", "BreadcrumbList", "FAQPage"]));
    const service = jsonLd.find((r) => r["@type"] === "Service");
    expect(service.areaServed).toMatchObject({ "@type": "City", name: "Tarboro", containedInPlace: { name: "Edgecombe County, North Carolina" } });
    // The provider is the nearest office; no rating unless the config holds a verified one
    // (docs/decisions/014-business-settings.md).
    expect(service.provider).toMatchObject({ "@type": "RoofingContractor", name: expect.stringContaining("Rocky Mount"), priceRange: "$$" });
    expect(service.provider.aggregateRating).toBeUndefined();
    // An area page says where the work is run from and links to that office's page.
    await expect(main(page).getByText("We have no office in Tarboro")).toBeVisible();
    await expect(main(page).getByRole("link", { name: /Rocky Mount office/ })).toHaveAttribute("href", "/locations/rockymount-nc");
    // Eight nearby towns, each linking to a page that exists.
    const nearby = page.getByRole("region", { name: "Towns near Tarboro we also serve" }).getByRole("listitem");
    await expect(nearby).toHaveCount(8);
    const faq = page.getByRole("region", { name: "Questions about Tarboro" });
    const answer = faq.getByText("Yes, Tarboro is the seat of Edgecombe County.");
    await expect(answer).toBeHidden();
    await faq.getByText("Is Tarboro the county seat?").click();
    await expect(answer).toBeVisible();
  });
});

// The gallery's empty state is a unit test (app/components/gallery/gallery-browser.test.ts): the
// browser specs share one server, and the album specs upload photos to it.
test("the gallery shows the success stories, and /gallery redirects to /gallery/", async ({ page, request }) => {
  const response = await request.get("/gallery", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/\/gallery\/$/);

  await page.goto("/gallery/");
  await expect(page.getByRole("heading", { level: 2, name: "Project photos" })).toBeVisible();
  await expect(page.getByText(/\$3,500 deductible/)).toBeVisible();
  await expect(page.getByText("$100,000")).toBeVisible();
});

test("client-side navigation reaches the gallery and a town page", async ({ page }) => {
  await stubGoogleMaps(page);
  await page.goto("/locations");
  await page.getByRole("link", { name: "View the gallery" }).click();
  await expect(page).toHaveURL(/\/gallery\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Project photos" })).toBeVisible();

  await page.goto("/locations");
  await page.getByRole("link", { name: "Wilson, NC" }).click();
  await expect(page).toHaveURL(/\/locations\/wilson-nc$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing Contractor in Wilson, NC");
});

const pages = [
  "/locations",
  "/locations/rockymount-nc",
  "/locations/greenville-nc",
  "/locations/wilson-nc",
  "/locations/nags-head-nc",
  "/location-template-demo",
  "/service-areas",
  "/gallery/",
];

phoneLayoutTests(pages);

internalLinksTest("internal links on the places pages lead to pages of ours that exist", pages);
