/**
 * The editor puts the writing first: title and content in view on arrival on a laptop and on a
 * phone, the tools in sections each staff member can close (remembered after a reload), and a
 * search result preview cut by width as the search engine cuts it.
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");

const title = (page: Page) => page.getByLabel("Title", { exact: true });
const content = (page: Page) => page.getByRole("textbox", { name: /^Content/ });

/** The title, and the first lines of the content box (four lines of its text), lie inside the window. */
async function expectWritingInView(page: Page) {
  const viewport = page.viewportSize()!;
  await expect(title(page)).toBeInViewport();
  const box = (await content(page).boundingBox())!;
  const lineHeight = await content(page).evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + 4 * lineHeight, "the content box's first lines end inside the window").toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test("title and content are in view without scrolling at 1440×900, new and in edit mode, and the page passes axe", async ({ page }) => {
  await signInAsNewEditor(page, "layout");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/create-post");
  await expectWritingInView(page);
  // The tools are there, after the writing.
  for (const name of ["Search engines (SEO)", "Categories and tags", "Featured image", "Write with AI", "Import a document"]) {
    await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "true");
  }
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await title(page).fill(`Layout post ${suffix}`);
  await content(page).fill("Spring is the time to look at a roof.\n\nWe check the flashing, the vents and the gutters.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  await page.reload();
  await expect(title(page)).toHaveValue(`Layout post ${suffix}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectWritingInView(page);
  for (const name of ["Schedule publishing", "Revisions", "Clone to locations"]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
});

test("on a 375 px phone the same order holds in one column: title, content, then the sections", async ({ page }) => {
  await signInAsNewEditor(page, "layout-phone");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/create-post");
  await expectWritingInView(page);
  const titleBox = (await title(page).boundingBox())!;
  const contentBox = (await content(page).boundingBox())!;
  const seoBox = (await page.getByRole("region", { name: "Search engines (SEO)" }).boundingBox())!;
  const previewBox = (await page.getByRole("complementary", { name: "Live Preview" }).boundingBox())!;
  expect(contentBox.y).toBeGreaterThan(titleBox.y);
  expect(seoBox.y).toBeGreaterThan(contentBox.y + contentBox.height);
  expect(previewBox.y).toBeGreaterThan(seoBox.y);
  // One column: nothing beside the writing, nothing wider than the phone.
  expect(Math.abs(seoBox.x - contentBox.x)).toBeLessThan(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("a section closed with the keyboard stays closed after a reload, and opens again", async ({ page }) => {
  await signInAsNewEditor(page, "layout-memory");
  await page.goto("/create-post");
  const seo = page.getByRole("button", { name: "Search engines (SEO)", exact: true });
  await expect(page.getByLabel("SEO title (optional)")).toBeVisible();
  await seo.focus();
  await page.keyboard.press("Enter");
  await expect(seo).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("SEO title (optional)")).toBeHidden();

  await page.reload();
  await expect(seo).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("SEO title (optional)")).toBeHidden();
  // Only that section: the others are as they were.
  await expect(page.getByRole("button", { name: "Categories and tags", exact: true })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("textbox", { name: "Categories" })).toBeVisible();

  await seo.focus();
  await page.keyboard.press("Space");
  await expect(seo).toHaveAttribute("aria-expanded", "true");
  await page.reload();
  await expect(page.getByLabel("SEO title (optional)")).toBeVisible();
});

test("the search result preview cuts a long title and description with an ellipsis, on desktop and on a phone", async ({ page }) => {
  await signInAsNewEditor(page, "layout-serp");
  await page.goto("/create-post");
  const longTitle = "What Eastern North Carolina Homeowners Should Check on Their Roofs After Every Hurricane Season";
  const longDescription =
    "After a hurricane, walk around the house and look for lifted or missing shingles, bent flashing, granules collecting in the gutters, " +
    "water stains on the ceiling and loose vent boots, then call a roofer before the next storm turns a small leak into rotten decking.";
  await page.getByLabel("SEO title (optional)").fill(longTitle);
  await page.getByLabel("Meta description").fill(longDescription);

  for (const name of ["Desktop search result", "Mobile search result"]) {
    const result = page.getByRole("figure", { name });
    const shownTitle = result.getByRole("heading", { level: 3 });
    await expect(shownTitle).toHaveText(/…$/);
    const cut = (await shownTitle.textContent())!.replace(/…$/, "");
    expect(longTitle.startsWith(cut), `${name}: “${cut}” is the start of the title`).toBe(true);
    expect(cut.length).toBeLessThan(longTitle.length);
    await expect(result.getByText(/^After a hurricane, walk around the house.*…$/)).toBeVisible();
  }
  // A phone's result is narrower: its title is cut no later than the desktop one.
  const desktopTitle = (await page.getByRole("figure", { name: "Desktop search result" }).getByRole("heading", { level: 3 }).textContent())!;
  const mobileTitle = (await page.getByRole("figure", { name: "Mobile search result" }).getByRole("heading", { level: 3 }).textContent())!;
  expect(mobileTitle.length).toBeLessThanOrEqual(desktopTitle.length);

  // A short title shows whole, followed by the business name as on the public page's <title>.
  await page.getByLabel("SEO title (optional)").fill("Roof check after a storm");
  await expect(page.getByRole("figure", { name: "Desktop search result" }).getByRole("heading", { level: 3 })).toHaveText(/^Roof check after a storm \| [^…]+$/);
});
