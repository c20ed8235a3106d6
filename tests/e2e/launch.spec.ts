/**
 * A new owner launches the site as their own one-office company, from a fresh data folder to a
 * launched site (docs/decisions/021-launch-as-your-company.md), doing what a person does: the
 * set-up link, the account, "My company", the guided set-up, the launch checklist, Launch. It
 * prints the fields typed and the clicks it took, and what that means in minutes for a person.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { signUpOwner, testWithOwnServer } from "./own-server";
import { DEMO_COMPANY } from "~/domain/demo-company";
import { pngWithAlpha } from "../support/test-images";
import { minutesFor, person } from "./person";

const test = testWithOwnServer();

/**
 * With README_SCREENSHOTS=<folder> the walk saves the README's getting-started pictures
 * (docs/images/launch-*.png) as it goes.
 */
async function picture(page: Page, name: string) {
  const folder = process.env.README_SCREENSHOTS;
  if (!folder) return;
  await page.setViewportSize({ width: 1100, height: 760 });
  await page.screenshot({ path: `${folder}/launch-${name}.png` });
}

test("an owner sets up a one-office company and launches it, with nothing of the demo left", async ({ page, ownServer, baseURL }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  // The account, through the set-up link the server printed (2 fields, 1 click).
  await signUpOwner(page, ownServer);
  const me = person();
  me.done.fields += 2;
  me.done.clicks += 1;

  await expect(page.getByRole("heading", { name: "Which company is this site for?" })).toBeVisible();
  await picture(page, "1-start");
  await me.click(page.getByRole("link", { name: "Set up my company" }));
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();

  // A refused answer keeps what was typed and takes the person to it.
  await me.type(page.getByLabel("Company name"), "Neuse Bend Roofing");
  await me.type(page.getByLabel("Main phone"), "919-555-0177");
  await me.type(page.getByLabel("E-mail", { exact: true }), "hello@neusebend-roofing.com");
  await me.type(page.getByLabel("Street address"), "210 North Queen Street");
  await me.type(page.getByRole("combobox", { name: "Town" }), "Kinstn");
  await me.type(page.getByLabel("ZIP code"), "28501");
  // Open at 7:30 on weekdays, and Saturday mornings.
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) await me.type(page.getByLabel(`${day} opens`), "07:30");
  await me.click(page.getByRole("checkbox", { name: "Closed on Saturday" }));
  await me.type(page.getByLabel("Saturday opens"), "08:00");
  await me.type(page.getByLabel("Saturday closes"), "12:00");
  await me.type(page.getByLabel("Miles from the office"), "35");
  // The optional look: a logo and a brand colour.
  await page.getByLabel("Logo (optional)").setInputFiles({ name: "neuse-bend-logo.png", mimeType: "image/png", buffer: await pngWithAlpha(480, 160) });
  me.done.fields++;
  await expect(page.getByText("Logo uploaded: it shows in the header once you save.")).toBeVisible();
  await me.type(page.getByLabel("Brand colour"), "#7a1f2b");
  await me.click(page.getByRole("button", { name: "Save and see the launch checklist" }));

  const summary = page.getByRole("group").filter({ hasText: "Check the highlighted answers: nothing was saved yet." });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: /^Kinstn is not in the town list\./ })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Neuse Bend Roofing");
  await me.type(page.getByRole("combobox", { name: "Town" }), "Kinston");
  await expect(page.getByRole("status").filter({ hasText: /\d+ towns: / })).toContainText("Kinston");
  await page.getByRole("group", { name: "Towns you serve" }).scrollIntoViewIfNeeded();
  await picture(page, "2-set-up");
  await me.click(page.getByRole("button", { name: "Save and see the launch checklist" }));

  // The dashboard: where the site stands and what is left.
  await expect(page.getByRole("heading", { name: "Your site is not launched yet" })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ facts are yours\./)).toBeVisible();
  for (const missing of ["Year founded", "24/7 emergency line", "Workmanship warranty (years)"]) {
    await expect(page.getByRole("link", { name: missing })).toBeVisible();
  }
  await expect(page.getByText(/Search engines are told not to list any page until you launch\./)).toBeVisible();
  await picture(page, "3-checklist");

  // One recommended fact, from its checklist link to its field.
  await me.click(page.getByRole("link", { name: "24/7 emergency line" }));
  await expect(page).toHaveURL(/business-settings#setting-contact\.emergencyPhone$/);
  await me.type(page.getByLabel("24/7 emergency line"), "919-555-0178");
  await me.click(page.getByRole("button", { name: "Save settings" }));
  await expect(page.getByRole("status").filter({ hasText: "Saved 1 change." })).toBeVisible();

  await me.click(page.getByRole("link", { name: "Dashboard", exact: true }));
  await me.click(page.getByRole("button", { name: "Launch the site" }));
  await expect(page.getByText("Launched: search engines may list every page from now on.")).toBeVisible();
  const seconds = (Date.now() - started) / 1000;

  // The public site is the owner's, listed, with the demo nowhere.
  const home = await page.request.get(`${baseURL}/home`);
  const html = await home.text();
  expect(html).toMatch(/<meta name="robots" content="index, follow/);
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
  for (const demo of ["pamlicoridge", DEMO_COMPANY.name, "555-0100", "is an invented company", "Rocky Mount Headquarters"]) expect(html).not.toContain(demo);
  expect(html).toContain("Neuse Bend Roofing");
  expect(html).toContain("(919) 555-0177");
  expect(html).toContain("--color-brand-700:#7a1f2b");
  expect(html).toMatch(/<img src="\/media\/[^"]+\.webp" alt="" width="\d+" height="40"/);
  // The logo is not a project photo: the public gallery does not show it.
  expect(await (await page.request.get(`${baseURL}/gallery/`)).text()).not.toContain("Logo");
  await page.goto("/contact");
  await expect(page.getByText("7:30 AM-5:00 PM").first()).toBeVisible();
  await page.goto("/home");
  await picture(page, "4-launched");

  const { fields, clicks } = me.done;
  console.log(
    `[launch walk] ${fields} fields typed, ${clicks} clicks, ${seconds.toFixed(0)} s for the browser; ` +
      `for a person about ${minutesFor(fields, clicks, 5).toFixed(0)} min (45 s reading each of 5 screens, 12 s a field, 2 s a click)`,
  );
  expect(fields).toBeLessThanOrEqual(40);
  expect(minutesFor(fields, clicks, 5)).toBeLessThanOrEqual(15);
});
