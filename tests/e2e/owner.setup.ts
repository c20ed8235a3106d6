/**
 * Runs before every browser test (the "owner" project in playwright.config.ts): the site's first
 * owner is created through the one-time set-up link the server printed, as a new install does, so
 * any spec can sign in as the owner (signInAsOwner) whichever specs run and in whatever order. The
 * owner explores the demo company, which every other spec reads (docs/decisions/021-launch-as-your-company.md);
 * tests/e2e/launch.spec.ts sets up a company of its own on a server of its own.
 */
import { expect, test } from "./fixtures";
import { readOutbox } from "../support/mail";
import { outbox, OWNER_EMAIL, ownerSetupLink, PASSWORD } from "./staff-session";

test("the first owner signs up through the set-up link, which then stops working", async ({ page }) => {
  const link = ownerSetupLink();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Owner Account" }).click();
  await expect(page).toHaveURL(/\/Blog-Page-Builder\/start/);
  await expect(page.getByText("Your owner account is ready.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which company is this site for?" })).toBeVisible();
  await page.getByRole("button", { name: "Explore the demo" }).click();
  await expect(page.getByRole("heading", { name: "The site shows the demo company" })).toBeVisible();
  // Holding the link proves enough: no "confirm your account" e-mail for the owner.
  expect((await readOutbox(outbox)).filter((m) => m.to.includes(OWNER_EMAIL))).toEqual([]);

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("This set-up link has expired or was already used.")).toBeVisible();
});
