/**
 * The Business Settings screen as an owner uses it (docs/decisions/014-business-settings.md,
 * docs/decisions/021-launch-as-your-company.md): the result of a save shows where the owner is
 * looking and is announced; a refused save takes the focus to the first field in error and keeps
 * what was typed; offices are added and removed as items of a list. On a server of its own: the
 * changes would show on every page the other specs read.
 */
import { expect, type Page } from "./fixtures";
import { OWNER_EMAIL, signUpOwner, testWithOwnServer } from "./own-server";
import { logIn } from "./staff-session";

const test = testWithOwnServer();
test.describe.configure({ mode: "serial" });

/** The owner the first test created, signed in again on this page. */
async function asOwner(page: Page) {
  await logIn(page, OWNER_EMAIL);
  await expect(page).toHaveURL(/\/Blog-Page-Builder/);
}

test("a save says so beside the button the owner pressed, far down the page", async ({ page, ownServer }) => {
  await signUpOwner(page, ownServer);
  await page.goto("/Blog-Page-Builder/business-settings");
  const reviews = page.getByLabel("Number of reviews");
  await reviews.fill("262");
  await page.getByRole("button", { name: "Save settings" }).click();
  const status = page.getByRole("status").filter({ hasText: "Saved 1 change." });
  await expect(status).toBeVisible();
  await expect(status).toBeInViewport();
  await expect(page.getByLabel("Number of reviews")).toHaveValue("262");
  await expect(page.getByRole("cell", { name: "Number of reviews" }).first()).toBeVisible();
});

test("a refused save takes the focus to the first field in error and keeps what was typed", async ({ page }) => {
  await asOwner(page);
  await page.goto("/Blog-Page-Builder/business-settings");
  await page.getByLabel("Main phone").fill("555-0100");
  await page.getByLabel("Careers e-mail").fill("jobs at roofs");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Check the highlighted settings: nothing was saved.").first()).toBeVisible();
  await expect(page.getByLabel("Main phone")).toBeFocused();
  await expect(page.getByLabel("Main phone")).toHaveValue("555-0100");
  await expect(page.getByLabel("Careers e-mail")).toHaveValue("jobs at roofs");
  await expect(page.getByText("Enter a US phone number with its area code, like (252) 555-0142.")).toBeVisible();
});

test("an office is added, saved, and removed again", async ({ page }) => {
  await asOwner(page);
  await page.goto("/Blog-Page-Builder/business-settings");
  await page.getByRole("button", { name: "Add an office" }).click();
  const office = page.getByRole("group", { name: "Office 4" });
  await office.getByLabel("Street").fill("101 East Nash Street");
  await office.getByLabel("Town").fill("Wilson");
  await office.getByLabel("ZIP code").fill("27893");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved 1 change." })).toBeVisible();
  await expect(page.getByRole("group", { name: "Wilson office" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Offices › Wilson office" })).toBeVisible();

  const contact = await page.request.get("/locations");
  expect(await contact.text()).toContain("101 East Nash Street");

  await page.getByRole("button", { name: "Remove Wilson office" }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved 1 change." })).toBeVisible();
  await expect(page.getByRole("group", { name: "Wilson office" })).toHaveCount(0);
});
