/**
 * The clone panel as a marketer uses it (docs/decisions/013-publishing.md): towns chosen by area and
 * kept as a group, a preview of how alike the clones would read before any is made, the local-facts
 * paragraph that brings them apart in one click, and the new drafts opened, published or deleted
 * from the result without leaving the editor.
 */
import crypto from "node:crypto";
import { expect, type Page } from "./fixtures";
import { outboxOf, testWithOwnServer } from "./own-server";
import { signInAsNewEditor } from "./staff-session";
import { fillPost, markdownContent } from "./staff-actions";

/** On a server of its own: the towns it publishes to would change other specs' town pages. */
const test = testWithOwnServer();
const suffix = crypto.randomBytes(3).toString("hex");

/** About 170 words naming the town twice: clones of it differ by the name only. */
const TEMPLATE = `## Storm season in {{locationName}}

Hurricane season leaves the same marks on roofs every year: lifted shingle tabs, nail pops, flashing pulled away from chimneys and pipe boots cracked by the summer sun. Most of it is invisible from the ground, and most of it lets water into the decking long before a stain shows on a ceiling.

After a named storm we walk every slope, photograph what we find and write down what the insurance adjuster will ask for: the age of the roof, the pattern of the damage and the wind speeds recorded that day. Homeowners in {{locationName}} get the photographs and the report the same week, whether or not they file a claim.

A roof that comes through a season with small repairs made early lasts years longer than one left alone. Call {{businessName}} to book an inspection before the next storm reaches the coast.`;

function panel(page: Page) {
  return page.getByRole("region", { name: "Clone to locations" });
}

test("towns by area, a saved group, the preview, local facts in one click, and the result's drafts published or deleted in place", async ({ page, ownServer }) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(page, "area", outboxOf(ownServer));
  await page.goto("/create-post");
  await fillPost(page, { title: `Storm season in {{locationName}} ${suffix}`, content: TEMPLATE });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  const clone = panel(page);

  // The five towns nearest the headquarters, in one click.
  await expect(clone.getByText(/^0 of \d+ selected$/)).toBeVisible();
  await expect(clone.getByLabel("Measured from")).toHaveValue(/^office:/);
  await clone.getByLabel("How many").fill("5");
  await clone.getByRole("button", { name: "Add the nearest" }).click();
  await expect(clone.getByRole("status").filter({ hasText: /^Added 5 towns among the 5 nearest / })).toBeVisible();
  await expect(clone.getByText(/^5 of \d+ selected$/)).toBeVisible();
  const chosen = clone.getByRole("list", { name: "Selected towns" }).getByRole("button");
  await expect(chosen).toHaveCount(5);
  const towns = (await chosen.allTextContents()).map((t) => t.trim());

  // Before cloning: name-swap clones would be held back.
  await expect(clone.getByText(/^5 of 5 clones would be held back as too alike/)).toBeVisible({ timeout: 15_000 });

  // Kept as a group, cleared, and brought back from the group.
  await clone.getByLabel("Save these towns as a group").fill(`Nearest five ${suffix}`);
  await clone.getByRole("button", { name: "Save group" }).click();
  await expect(page.getByText(`Saved the group “Nearest five ${suffix}”: 5 towns.`)).toBeVisible();
  await clone.getByRole("button", { name: "Clear selection" }).click();
  await expect(clone.getByText(/^0 of \d+ selected$/)).toBeVisible();
  await clone.getByLabel("Saved group").selectOption({ label: `Nearest five ${suffix} (5 towns)` });
  await clone.getByRole("button", { name: "Add group" }).click();
  await expect(clone.getByText(/^5 of \d+ selected$/)).toBeVisible();
  // One removed by its chip, one added by its box.
  await clone.getByRole("button", { name: `Remove ${towns[4]}` }).click();
  await expect(clone.getByText(/^4 of \d+ selected$/)).toBeVisible();
  await clone.getByRole("checkbox", { name: towns[4], exact: true }).check();

  // The local-facts paragraph, where the cursor is (the end of the text), in one click.
  const box = await markdownContent(page);
  await box.click();
  await box.press("Control+End");
  await page.getByRole("button", { name: /^Local facts/ }).click();
  await expect(box).toHaveValue(/before the next storm reaches the coast\.\n\n\{\{locationName\}\} lies in \{\{locationCounty\}\} and is home to \{\{locationPopulation\}\} residents\./);
  // The preview measures the text on the screen, unsaved.
  await expect(clone.getByText(/^None of the 5 clones would be held back: they would read \d+–\d+% alike\.$/)).toBeVisible({ timeout: 15_000 });

  // Cloned: the result stays, with each draft's figure and its actions.
  await clone.getByRole("button", { name: "Clone to 5 Location(s)" }).click();
  const result = clone.getByRole("heading", { name: "Result: Successfully cloned to 5 location(s)" });
  await expect(result).toBeFocused();
  const drafts = clone.getByRole("list", { name: "New drafts" }).getByRole("listitem");
  await expect(drafts).toHaveCount(5);
  await expect(drafts.first()).toContainText(/% like its closest sibling/);
  await expect(page).toHaveURL(/\/create-post\?edit=/);

  await clone.getByRole("button", { name: `Publish the ${towns[0]} clone` }).click();
  await expect(drafts.filter({ hasText: towns[0] })).toContainText(/Published at \/blog\//);
  await clone.getByRole("button", { name: `Delete the ${towns[1]} draft` }).click();
  await page.getByRole("alertdialog", { name: `Delete the ${towns[1]} draft?` }).getByRole("button", { name: "Move to the trash" }).click();
  await expect(drafts.filter({ hasText: towns[1] })).toContainText("Moved to the trash");
  await clone.getByRole("button", { name: "Publish the 3 that may go live" }).click();
  await expect(clone.getByRole("button", { name: /^Publish the .* clone$/ })).toHaveCount(0);

  // The public site has the four, not the trashed one.
  const published = drafts.filter({ hasText: "Published at" });
  await expect(published).toHaveCount(4);
  const href = await published.first().getByRole("link", { name: /^\/blog\// }).getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
});

test("a distance that is not a whole number is refused with the reason, and nothing is added", async ({ page, ownServer }) => {
  await signInAsNewEditor(page, "area-bad", outboxOf(ownServer));
  await page.goto("/create-post");
  await fillPost(page, { title: `Distance check ${suffix}`, content: "Gutters in {{locationName}}." });
  await page.getByRole("button", { name: "Save draft" }).click();
  const clone = panel(page);
  await clone.getByLabel("Miles").fill("0");
  await clone.getByRole("button", { name: "Add towns within" }).click();
  await expect(clone.getByRole("status").filter({ hasText: "Miles must be a whole number from 1 to 300." })).toBeVisible();
  await expect(clone.getByText(/^0 of \d+ selected$/)).toBeVisible();
  await clone.getByLabel("Miles").fill("25");
  await clone.getByRole("button", { name: "Add towns within" }).click();
  await expect(clone.getByRole("status").filter({ hasText: /^Added \d+ towns? within 25 miles of / })).toBeVisible();
});
