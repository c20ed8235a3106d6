/**
 * Issue 16 point 5 in the browser: staff open the town pages screen from the staff navigation and
 * see every town page with its word count, unique share and closest sibling; the screen passes axe.
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

  const table = page.getByRole("table", { name: /Town pages/ });
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
