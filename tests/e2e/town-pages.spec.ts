/**
 * Town pages (docs/decisions/006-town-pages.md) in the browser: staff open the town pages screen
 * from the staff navigation and see every town page with its word count, unique share and closest
 * sibling, from the report the server stored, and when it was made; the screen passes axe. And
 * staff edit a county's facts (keyboard, messages by the fields, axe, phone) and see them on a town
 * page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { signInAsNewEditor } from "./staff-session";

test("signed-out visitors are sent to the login page", async ({ page }) => {
  await page.goto("/town-pages");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ftown-pages/);
});

test("staff see how alike the town pages are", async ({ page }) => {
  await signInAsNewEditor(page, "towns");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Town Pages" }).click();
  await expect(page).toHaveURL(/\/town-pages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Town Pages" })).toBeVisible();

  // The server compares the pages in the background after it starts: the screen shows the stored
  // report and says when it was made (a reload shows it once it is there).
  const table = page.getByRole("table", { name: /Town pages/ });
  await expect(async () => {
    await page.reload();
    await expect(table).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText(/^Compared on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  const rows = table.getByRole("row");
  // A header row and one row per template town page (all towns but the two office towns).
  expect(await rows.count()).toBeGreaterThanOrEqual(77);
  const tarboro = table.getByRole("row", { name: /^Tarboro / });
  await expect(tarboro.getByRole("cell").nth(0)).toHaveText(/^(Area|Full) page$/);
  await expect(tarboro.getByRole("cell").nth(1)).toHaveText(/^\d+$/);
  await expect(tarboro.getByRole("cell").nth(2)).toHaveText(/^\d+ %/);
  await expect(tarboro.getByRole("cell").nth(3).getByRole("link")).toHaveAttribute("href", /^\/locations\/[a-z-]+-nc$/);
  await expect(tarboro.getByRole("cell").nth(4)).toHaveText(/^0\.\d\d/);
  await expect(page.getByText("Most similar pair")).toBeVisible();

  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("staff edit a county's facts with the keyboard and see them on a town page of that county", async ({ page }) => {
  await signInAsNewEditor(page, "counties");
  await page.goto("/town-pages");
  await page.getByRole("table", { name: "County facts" }).getByRole("link", { name: "Perquimans County" }).click();
  await expect(page).toHaveURL(/\/town-pages\/counties\/perquimans-county$/);
  await expect(page.getByRole("heading", { level: 1, name: "Perquimans County facts" })).toBeVisible();
  await expect(page.getByLabel("County seat")).toHaveValue("Hertford");

  await page.getByLabel("Permit office", { exact: true }).fill("Perquimans County Inspections");
  await page.getByLabel("Permit office web page").fill("http://perquimans.example.org/inspections");
  await page.getByLabel("Design wind speed (mph)").fill("300");
  // A new storm row by keyboard: the button adds it and puts the cursor in its name.
  await page.getByRole("button", { name: "Add a storm" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Storm 5 name")).toBeFocused();
  await page.keyboard.type("Hurricane Test");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2030");
  await page.getByRole("button", { name: "Save county facts" }).click();

  // Refused: a message by each field, and nothing typed is lost.
  await expect(page.getByRole("alert")).toContainText("Some facts need fixing");
  await expect(page.getByLabel("Permit office web page")).toHaveAccessibleDescription(/starting with https:\/\//);
  await expect(page.getByLabel("Design wind speed (mph)")).toHaveAccessibleDescription(/between 85 and 200/);
  await expect(page.getByText(/^Storm 5: enter a year between 1900 and \d{4}\.$/)).toBeVisible();
  await expect(page.getByLabel("Permit office", { exact: true })).toHaveValue("Perquimans County Inspections");
  await expect(page.getByLabel("Storm 5 name")).toHaveValue("Hurricane Test");
  await settleAnimations(page);
  const refused = await new AxeBuilder({ page }).analyze();
  expect(refused.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.getByLabel("Permit office web page").fill("https://perquimans.example.org/inspections");
  await page.getByLabel("Design wind speed (mph)").fill("");
  await page.getByRole("button", { name: "Remove storm 5 (Hurricane Test)" }).click();
  await expect(page.getByRole("button", { name: "Add a storm" })).toBeFocused();
  await page.getByLabel("Re-roof permit rule").fill("Perquimans County asks for a permit when the decking is replaced.");
  await page.getByLabel("Sources", { exact: true }).press("Control+End");
  await page.keyboard.type("\nPermit office: https://perquimans.example.org/inspections");
  await page.getByRole("button", { name: "Save county facts" }).press("Enter");
  await expect(page.getByText("Saved Perquimans County.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save county facts" })).toBeEnabled();
  await settleAnimations(page);
  const saved = await new AxeBuilder({ page }).analyze();
  expect(saved.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.goto("/locations/hertford-nc");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Perquimans County Inspections" })).toHaveAttribute("href", "https://perquimans.example.org/inspections");
  await expect(main.getByText("Perquimans County asks for a permit when the decking is replaced.").first()).toBeVisible();
  await expect(main.getByText(/^Sources for Perquimans County:/)).toBeVisible();
});

test("the county facts form fits a phone and passes axe", async ({ page }) => {
  await signInAsNewEditor(page, "county-phone");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/town-pages/counties/wake-county");
  await expect(page.getByRole("heading", { level: 1, name: "Wake County facts" })).toBeVisible();
  await expect(page.getByLabel("Storm 1 name")).toHaveValue("Hurricane Floyd");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
