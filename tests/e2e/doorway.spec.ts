/**
 * The doorway guard from the marketer's and the owner's side (docs/decisions/013-publishing.md):
 * clones that read alike are named before they go live, only the owner may publish or schedule
 * them anyway, the post's history says so, and a clone's related articles are the town's other
 * topics, never its siblings. On a server of its own: the owner's account is part of the story.
 */
import { expect, type Page } from "./fixtures";
import { outboxOf, OWNER_EMAIL, signUpOwner, testWithOwnServer } from "./own-server";
import { fillPost } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";
import { instantToZonedTime } from "~/domain/schedule";

const test = testWithOwnServer();
test.describe.configure({ mode: "serial" });

/** Clones of this template differ only in the town's name. */
const TEMPLATE = `Homeowners in {{locationName}} ask us whether a metal roof is worth the price. A standing seam roof costs more than
architectural shingles on the day it goes on, but it lasts two or three times as long, sheds rain and snow quickly, reflects the
summer sun and shrugs off the wind gusts that tear tabs off older shingles. Most of our metal roofs go over a solid deck with a
synthetic underlayment, new flashing at every wall and chimney, and ridge vents that keep the attic dry all year. The panels come
in dozens of colors, and the fasteners are hidden, so there is nothing to back out or leak as the roof moves with the seasons.
Call {{businessName}} for a free inspection of your {{locationName}} home.`;

async function cloneTo(page: Page, towns: string[]) {
  for (const town of towns) await page.getByRole("checkbox", { name: new RegExp(`^${town}\\b`) }).check();
  await page.getByRole("button", { name: `Clone to ${towns.length} Location(s)` }).click();
  // The result stays on the editor; the Posts list is where the flags are explained.
  await expect(page.getByRole("heading", { name: `Result: Successfully cloned to ${towns.length} location(s)` })).toBeFocused({ timeout: 15_000 });
  await page.goto("/posts");
}

function card(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test("clones flagged as too similar wait for the owner, who may publish them anyway on the record", async ({ page, browser, ownServer, baseURL }) => {
  test.setTimeout(240_000);
  await signUpOwner(page, ownServer);

  // The owner writes a template and clones it to three towns, and a second topic for Wilson.
  await page.goto("/create-post");
  await fillPost(page, { title: "Metal Roofs in {{locationName}}, NC", content: TEMPLATE, categories: ["Storm Season"] });
  await page.getByRole("button", { name: "Save draft" }).click();
  await cloneTo(page, ["Wilson", "Tarboro", "Garner"]);
  const wilson = card(page, "Metal Roofs in Wilson, NC");
  await expect(wilson.getByText("May read as a doorway page")).toBeVisible();
  // Typed by what it is: its town and its original, not "Template".
  await expect(wilson.getByText("Wilson, NC", { exact: true })).toBeVisible();
  await expect(wilson.getByText("Clone of “Metal Roofs in {{locationName}}, NC”")).toBeVisible();
  await expect(wilson.getByText("Template", { exact: true })).toHaveCount(0);
  await page.goto("/create-post");
  await fillPost(page, { title: "Attic Vents in {{locationName}}, NC", content: "{{historical_fact}} Vent {{locationName}} attics at the ridge." });
  await page.getByRole("button", { name: "Save draft" }).click();
  await cloneTo(page, ["Wilson"]);
  await page.getByRole("button", { name: "Publish “Attic Vents in Wilson, NC”" }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  // An editor is told which clones are flagged and that only the owner can publish them.
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await signInAsNewEditor(editor, "doorway-editor", outboxOf(ownServer));
  await editor.goto("/create-post");
  await fillPost(editor, { title: "Ridge Vents Explained", content: "Air comes in at the eaves and leaves at the ridge." });
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Blog post saved as draft").first()).toBeVisible();
  await editor.goto("/posts");
  await editor.getByRole("button", { name: "Publish “Metal Roofs in Wilson, NC”" }).click();
  let dialog = editor.getByRole("alertdialog", { name: "This clone reads almost like a sibling" });
  await expect(dialog.getByRole("listitem")).toHaveText([/^“Metal Roofs in Wilson, NC” reads \d+% like “Metal Roofs in (Tarboro|Garner), NC”$/]);
  await expect(dialog).toContainText("Only the owner can publish a clone this close to a sibling anyway.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(card(editor, "Metal Roofs in Wilson, NC").getByText("Draft", { exact: true })).toBeVisible();

  // In a bulk publish the editor publishes the rest; the flagged clone is named and stays a draft.
  await editor.getByRole("checkbox", { name: "Select “Metal Roofs in Tarboro, NC”" }).check();
  await editor.getByRole("checkbox", { name: "Select “Ridge Vents Explained”" }).check();
  await editor.getByRole("button", { name: "Publish Selected (2)" }).click();
  dialog = editor.getByRole("alertdialog", { name: "This clone reads almost like a sibling" });
  await expect(dialog.getByRole("listitem")).toHaveText([/^“Metal Roofs in Tarboro, NC” reads \d+% like/]);
  await dialog.getByRole("button", { name: "Publish the other 1" }).click();
  await expect(editor.getByRole("status", { name: "Result" })).toHaveText(/^1 published, 1 held back\. Held back: “Metal Roofs in Tarboro, NC” reads \d+% like/);
  await expect(card(editor, "Ridge Vents Explained").getByText("Published", { exact: true })).toBeVisible();
  await expect(card(editor, "Metal Roofs in Tarboro, NC").getByText("Draft", { exact: true })).toBeVisible();
  await editorContext.close();

  // The owner publishes Wilson's and Tarboro's anyway, after the question names them.
  await page.goto("/posts");
  await page.getByRole("button", { name: "Publish “Metal Roofs in Wilson, NC”" }).click();
  dialog = page.getByRole("alertdialog", { name: "This clone reads almost like a sibling" });
  await expect(dialog).toContainText("As the owner you may publish anyway; the post's history records that you did.");
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  await page.getByRole("checkbox", { name: "Select “Metal Roofs in Tarboro, NC”" }).check();
  await page.getByRole("button", { name: "Publish Selected (1)" }).click();
  await page.getByRole("alertdialog", { name: "This clone reads almost like a sibling" }).getByRole("button", { name: "Publish anyway" }).click();
  await expect(card(page, "Metal Roofs in Tarboro, NC").getByText("Published", { exact: true })).toBeVisible();

  // The choice is on the post's history.
  await card(page, "Metal Roofs in Wilson, NC").getByRole("link", { name: "Edit “Metal Roofs in Wilson, NC”" }).click();
  const history = page.getByRole("list", { name: "Revisions" });
  await expect(history.getByRole("listitem").first()).toContainText(
    new RegExp(`^Published .+ by ${OWNER_EMAIL.replaceAll(".", "\\.")}, confirmed by the owner although it reads \\d+% like “Metal Roofs in (Tarboro|Garner), NC”`),
  );

  // Scheduling a flagged clone asks the same question.
  await page.goto("/posts");
  await card(page, "Metal Roofs in Garner, NC").getByRole("link", { name: "Edit “Metal Roofs in Garner, NC”" }).click();
  await page.getByLabel(/^Publish on/).fill(instantToZonedTime(new Date(Date.now() + 3 * 24 * 3600_000), "America/New_York"));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await page.getByRole("alertdialog", { name: "This clone reads almost like a sibling" }).getByRole("button", { name: "Schedule anyway" }).click();
  await expect(page.getByTestId("scheduled-for")).toBeVisible();
  await expect(page.getByText(/^Scheduled: goes live \w+day, \w+ \d+ at \d{1,2}:\d\d [AP]M E[SD]T\./).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Revisions" }).getByRole("listitem").first()).toContainText(/^Scheduled .+, confirmed by the owner although/);

  // A reader of Wilson's clone is offered Wilson's other topic, never the same article for Tarboro.
  await page.goto("/blog/metal-roofs-in-wilson-nc");
  const related = page.getByRole("region", { name: "Related articles" });
  await expect(related.getByRole("link").first()).toHaveText("Attic Vents in Wilson, NC");
  await expect(related.getByRole("link", { name: "Metal Roofs in Tarboro, NC" })).toHaveCount(0);
});

test("staff publish and delete a selection of posts in one go; the blog's cards name a clone's town", async ({ page, ownServer }) => {
  test.setTimeout(240_000);
  // The public cards: the owner's published Wilson clone shows its town, not the category every sibling shares.
  await page.goto("/blog");
  const wilsonCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Metal Roofs in Wilson, NC" }) });
  await expect(wilsonCard.getByText("Town: Wilson, NC")).toBeVisible();
  await expect(wilsonCard.getByText("Storm Season")).toHaveCount(0);

  // An editor writes a template, clones it to three towns, and writes a checklist.
  await signInAsNewEditor(page, "bulk-editor", outboxOf(ownServer));
  await page.goto("/create-post");
  await fillPost(page, { title: "Hail Season Roofs in {{locationName}}, NC", content: TEMPLATE, categories: ["Hail"] });
  await page.getByRole("button", { name: "Save draft" }).click();
  await cloneTo(page, ["Ahoskie", "Windsor", "Murfreesboro"]);
  await page.goto("/create-post");
  await fillPost(page, { title: "Hail Season Roofs: a checklist", content: "Look for dents in the ridge cap and the gutters." });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();

  // Publish four in one action: the flagged clones are held back by name, the checklist goes out.
  await page.goto("/posts");
  await page.getByLabel("Search").fill("Hail Season Roofs");
  await expect(page.getByRole("heading", { level: 2, name: /^Hail Season Roofs/ })).toHaveCount(5);
  await page.getByRole("checkbox", { name: "Select all shown (5)" }).check();
  await page.getByRole("checkbox", { name: "Select “Hail Season Roofs in {{locationName}}, NC”" }).uncheck();
  await expect(page.getByText("4 selected")).toBeVisible();
  await page.getByRole("button", { name: "Publish Selected (4)" }).click();
  const dialog = page.getByRole("alertdialog", { name: "These clones read almost like a sibling" });
  await expect(dialog.getByRole("listitem")).toHaveCount(3);
  await dialog.getByRole("button", { name: "Publish the other 1" }).click();
  const result = page.getByRole("status", { name: "Result" });
  await expect(result).toHaveText(/^1 published, 3 held back\. Held back: “Hail Season Roofs in \w+, NC” reads \d+% like “Hail Season Roofs in \w+, NC”;.* Only the owner can publish/);
  await expect(result).toBeFocused();
  await expect(card(page, "Hail Season Roofs: a checklist").getByText("Published", { exact: true })).toBeVisible();
  await expect(card(page, "Hail Season Roofs in Ahoskie, NC").getByText("Draft", { exact: true })).toBeVisible();

  // Delete all five: a stray click is asked about first, and Cancel keeps everything.
  await page.getByRole("checkbox", { name: "Select all shown (5)" }).check();
  await page.getByRole("button", { name: "Delete Selected (5)" }).click();
  const question = page.getByRole("alertdialog", { name: "Delete posts" });
  await expect(question).toContainText("Move 5 posts to the trash? 1 of them is live and will leave the public site.");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Hail Season Roofs/ })).toHaveCount(5);
  await page.getByRole("button", { name: "Delete Selected (5)" }).click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expect(result).toHaveText("5 posts moved to the trash. You can restore them from the Trash for 30 days.");
  await expect(page.getByText("No posts match your search criteria.")).toBeVisible();

  // The trashed checklist's address is free: the same title written again takes it, no "-2".
  await page.goto("/create-post");
  await fillPost(page, { title: "Hail Season Roofs: a checklist", content: "Written again, from the top." });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await page.goto("/posts");
  await page.getByLabel("Search").fill("Hail Season Roofs");
  await expect(card(page, "Hail Season Roofs: a checklist").getByText("/blog/hail-season-roofs-a-checklist (not public yet)")).toBeVisible();
});
