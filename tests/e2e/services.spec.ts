import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { disclosure } from "./page-checks";


test.describe("/services accordion", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("is single-open and collapsible with the mouse", async ({ page }) => {
        await page.goto("/services");
        const commercial = disclosure(page, /Commercial Roofing Systems/);
        const residential = disclosure(page, /Residential Roofing Services/);
        await expect(commercial.details).not.toHaveAttribute("open");

        await commercial.summary.click();
        await expect(commercial.details).toHaveAttribute("open");
        await expect(page.getByRole("heading", { name: "TPO Single-Ply Roofing" })).toBeVisible();

        await residential.summary.click();
        await expect(residential.details).toHaveAttribute("open");
        await expect(commercial.details).not.toHaveAttribute("open");
        await expect(page.getByRole("heading", { name: "TPO Single-Ply Roofing" })).toBeHidden();

        await residential.summary.click();
        await expect(residential.details).not.toHaveAttribute("open");
        await expect(commercial.details).not.toHaveAttribute("open");
      });

      test("works from the keyboard with Enter and Space", async ({ page }) => {
        await page.goto("/services");
        const commercial = disclosure(page, /Commercial Roofing Systems/);
        const residential = disclosure(page, /Residential Roofing Services/);

        await commercial.summary.focus();
        await page.keyboard.press("Enter");
        await expect(commercial.details).toHaveAttribute("open");

        await residential.summary.focus();
        await page.keyboard.press("Space");
        await expect(residential.details).toHaveAttribute("open");
        await expect(commercial.details).not.toHaveAttribute("open");

        await page.keyboard.press("Enter");
        await expect(residential.details).not.toHaveAttribute("open");
      });
    });
  }

  test("lists all four groups from the database and six FAQs", async ({ page }) => {
    await page.goto("/services");
    for (const group of [
      "Commercial Roofing Systems",
      "Residential Roofing Services",
      "Storm Damage Services",
      "Roofing Technology and Inspection Services",
    ]) {
      await expect(disclosure(page, new RegExp(group)).summary).toBeVisible();
    }
    const faqSection = page.getByRole("region", { name: "Roofing services FAQ" });
    await expect(faqSection.locator("summary")).toHaveCount(6);
  });
});

test.describe("/specialty-services/roof-coating projects", () => {
  test("tabs switch by click and arrow keys, residential selected by default", async ({ page }) => {
    await page.goto("/specialty-services/roof-coating");
    const tablist = page.getByRole("tablist", { name: "Coating project types" });
    const residential = tablist.getByRole("tab", { name: "Residential" });
    const commercial = tablist.getByRole("tab", { name: "Commercial" });
    const metal = tablist.getByRole("tab", { name: "Metal Roof" });

    await expect(residential).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("2,000 sq ft");

    await commercial.click();
    await expect(commercial).toHaveAttribute("aria-selected", "true");
    await expect(residential).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("warehouse or retail");

    await commercial.focus();
    await page.keyboard.press("ArrowRight");
    await expect(metal).toHaveAttribute("aria-selected", "true");
    await expect(metal).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(residential).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("ArrowLeft");
    await expect(metal).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("/brands", () => {
  test("shows the five brands, each with a Visit Website link opening a new tab", async ({ page }) => {
    await page.goto("/brands");
    for (const brand of ["GAF", "Owens Corning", "CertainTeed", "IKO", "Atlas"]) {
      await expect(page.getByRole("heading", { name: brand, exact: true })).toBeVisible();
    }
    const links = page.getByRole("link", { name: /Visit Website/ });
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
});

test.describe("church steeple pages", () => {
  test("the steeple page links to the Raleigh page, which has its own title", async ({ page }) => {
    await page.goto("/specialty-services/church-steeple-repair");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Church steeple repair and restoration");

    await page.getByRole("link", { name: "Church steeple repair in Raleigh, NC" }).click();
    await expect(page).toHaveURL(/\/specialty-services\/church-steeple-repair\/raleigh-nc$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Church Steeple Repair in Raleigh, NC");
    await expect(page).toHaveTitle(/^Church Steeple Repair in Raleigh, NC \|/);
  });

  test("the Raleigh page answers 200 with its own metadata", async ({ request }) => {
    const response = await request.get("/specialty-services/church-steeple-repair/raleigh-nc");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Church Steeple Repair in Raleigh, NC |");
    expect(html).toMatch(/<meta name="keywords" content="church steeple repair Raleigh NC/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/specialty-services\/church-steeple-repair\/raleigh-nc"/);
  });
});

test.describe("service pages accessibility", () => {
  const paths = [
    "/services",
    "/residential-roofing",
    "/commercial-roofing",
    "/storm-damage",
    "/specialty-services/church-steeple-repair",
    "/specialty-services/church-steeple-repair/raleigh-nc",
    "/specialty-services/roof-coating",
    "/brands",
    "/design-your-roof",
    "/roof-life-expectancy-report",
    "/financing",
  ];
  for (const path of paths) {
    test(`${path} has one h1 and no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const results = await new AxeBuilder({ page }).include("main").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
