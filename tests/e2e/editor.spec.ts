/**
 * The editor (docs/decisions/007-editor.md): the editor a marketer expects — toolbar formatting
 * that reaches the public page, placeholders from the menu, autosave surviving a reload, restoring
 * a revision, scheduling with the server's test clock, and the trash.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { instantToZonedTime } from "~/domain/schedule";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { dataDir, logIn, signInAsNewEditor } from "./staff-session";
import { markdownContent } from "./staff-actions";

const suffix = crypto.randomBytes(3).toString("hex");
const clockFile = path.join(dataDir, "clock-offset-ms");

/** Selects `text` inside the content box, as a writer would by dragging over it. */
async function select(page: Page, text: string) {
  await (await markdownContent(page)).evaluate((el: HTMLTextAreaElement, t) => {
    const start = el.value.indexOf(t);
    el.focus();
    el.setSelectionRange(start, start + t.length);
  }, text);
}

/** Saves a new post and opens it in the editor; returns its id. */
async function createAndEdit(page: Page, title: string, content: string): Promise<string> {
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await (await markdownContent(page)).fill(content);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  const href = await page.getByRole("link", { name: "Preview it" }).getAttribute("href");
  const id = href!.split("/").pop()!;
  await page.goto(`/create-post?edit=${id}`);
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  return id;
}

async function publishFromPosts(page: Page, title: string) {
  await page.goto("/posts");
  await page.getByLabel("Search").fill(title);
  await page.getByRole("button", { name: `Publish “${title}”` }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
}

test("the toolbar formats without markdown, placeholders come from the menu, and the public page shows heading and list", async ({ page }) => {
  await signInAsNewEditor(page, "toolbar");
  const title = `Toolbar post ${suffix}`;
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await (await markdownContent(page)).fill("Roof types\nWe install these.\nShingles\nMetal\nCall us at ");

  await select(page, "Roof types");
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Heading", exact: true }).click();
  await select(page, "Shingles\nMetal");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await select(page, "install");
  await page.keyboard.press("Control+b");
  await select(page, "these");
  await page.keyboard.press("Control+k");
  const linkDialog = page.getByRole("dialog", { name: "Insert link" });
  await linkDialog.getByLabel("Link address").fill("/residential-roofing");
  await settleAnimations(page);
  const dialogAxe = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(dialogAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await linkDialog.getByRole("button", { name: "Insert link" }).click();
  // The placeholder goes where the cursor is: the end.
  await (await markdownContent(page)).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
  await page.getByLabel("Insert placeholder").selectOption("businessPhone");
  await expect(await markdownContent(page)).toHaveValue(
    "## Roof types\nWe **install** [these](/residential-roofing).\n\n- Shingles\n- Metal\n\nCall us at {{businessPhone}}",
  );

  // An unknown placeholder is named while typing, by the publish guard's rule.
  await (await markdownContent(page)).press("End");
  await (await markdownContent(page)).pressSequentially(" {{spring_deal}}");
  await expect(page.getByTestId("unknown-placeholders")).toContainText("{{spring_deal}}");
  await select(page, " {{spring_deal}}");
  await page.keyboard.press("Backspace");
  await expect(page.getByTestId("unknown-placeholders")).toHaveCount(0);
  await expect(await markdownContent(page)).toHaveValue(/\{\{businessPhone\}\}$/);

  const preview = page.getByRole("complementary", { name: "Live Preview" });
  await expect(preview.getByRole("heading", { name: "Roof types", level: 2 })).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "Metal" })).toBeVisible();

  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await publishFromPosts(page, title);
  await page.goto(`/blog/toolbar-post-${suffix}`);
  const article = page.getByRole("main");
  await expect(article.getByRole("heading", { name: "Roof types", level: 2 })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: /^Shingles$/ })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: /^Metal$/ })).toBeVisible();
  await expect(article.locator("strong", { hasText: "install" })).toBeVisible();
  await expect(article.getByRole("link", { name: "these" })).toHaveAttribute("href", "/residential-roofing");
  await expect(article.getByText("Call us at (252) 555-0100")).toBeVisible();
});

test("autosaved text survives a reload; a revision can be compared and restored", async ({ page }) => {
  await signInAsNewEditor(page, "autosave");
  const title = `Autosaved post ${suffix}`;
  const id = await createAndEdit(page, title, "First version of the text.");

  // Autosave: type, stop, and the server keeps it (the browser copy is cleared to prove it).
  await (await markdownContent(page)).fill("Second version, not saved by hand.");
  await expect(page.getByTestId("autosave-status")).toHaveText(/Autosaved at/);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(await markdownContent(page)).toHaveValue("Second version, not saved by hand.");
  await expect(page.getByText(/are back in the editor/)).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post updated successfully").first()).toBeVisible();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Revisions: the first save, compared with the current text, then restored and saved.
  const revisions = page.getByRole("list", { name: "Revisions" });
  const first = revisions.getByRole("listitem").filter({ hasText: /^Saved/ }).last();
  await first.getByRole("button", { name: /^Compare/ }).click();
  const diff = page.getByTestId("revision-diff");
  await expect(diff).toContainText("− First version of the text.");
  await expect(diff).toContainText("+ Second version, not saved by hand.");
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(await markdownContent(page)).toHaveValue("First version of the text.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post updated successfully").first()).toBeVisible();
  await page.goto(`/post-preview/${id}`);
  await expect(page.getByText("First version of the text.")).toBeVisible();
});

test("a post scheduled a minute ahead is public once the clock passes that minute", async ({ page, request }) => {
  await signInAsNewEditor(page, "scheduler");
  const title = `Scheduled post ${suffix}`;
  await createAndEdit(page, title, "Out at the scheduled minute.");

  // Two minutes ahead on the office clock (the input has minute precision).
  const at = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
  await page.getByLabel(/^Publish on/).fill(instantToZonedTime(at, "America/New_York"));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByTestId("scheduled-for")).toBeVisible();

  await page.goto("/posts");
  await page.getByLabel("Search").fill(title);
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("Scheduled", { exact: true })).toBeVisible();
  const url = `/blog/scheduled-post-${suffix}`;
  expect((await request.get(url)).status()).toBe(404);

  try {
    // The server's clock jumps five minutes ahead instead of the test waiting.
    fs.writeFileSync(clockFile, String(5 * 60_000));
    await expect.poll(async () => (await request.get(url)).status(), { timeout: 15_000 }).toBe(200);
  } finally {
    fs.writeFileSync(clockFile, "0");
  }
  await page.goto("/posts");
  await page.getByLabel("Search").fill(title);
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("Published", { exact: true })).toBeVisible();
});

test("a deleted post goes to the trash and can be restored", async ({ page }) => {
  await signInAsNewEditor(page, "trasher");
  const title = `Trashed post ${suffix}`;
  await createAndEdit(page, title, "Keep me around.");
  await page.goto("/posts");
  await page.getByLabel("Search").fill(title);
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete posts" });
  await expect(dialog).toContainText("restored from the Trash for 30 days");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Post moved to the trash").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await page.getByRole("link", { name: "Trash" }).click();
  const row = page.getByRole("list", { name: "Posts in the trash" }).getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("deleted for good in 30 days");
  // An editor may restore but not empty the trash.
  await expect(page.getByText("Only the site owner can empty the trash.")).toBeVisible();
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await row.getByRole("button", { name: `Restore “${title}”` }).click();
  await expect(page.getByText(/^Post restored as a draft at its old address \/blog\//).first()).toBeVisible();

  await page.goto("/posts");
  await page.getByLabel("Search").fill(title);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("leaving with unsaved work asks first, and the text written is back on return", async ({ page }) => {
  await signInAsNewEditor(page, "leaver");
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(`Unsaved ${suffix}`);
  await (await markdownContent(page)).fill("Words not saved yet.");
  await page.getByRole("link", { name: "Posts", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/create-post$/);
  await page.getByRole("link", { name: "Posts", exact: true }).click();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await page.getByRole("link", { name: "Create Post", exact: true }).click();
  await expect(await markdownContent(page)).toHaveValue("Words not saved yet.");
  await expect(page.getByText(/were kept in this browser/)).toBeVisible();
});

test("when the session has expired the text is kept in the browser and comes back after signing in", async ({ page }) => {
  const email = await signInAsNewEditor(page, "expired");
  const id = await createAndEdit(page, `Session post ${suffix}`, "Saved text.");
  await page.context().clearCookies();
  await (await markdownContent(page)).fill("Written after the session ended.");
  await expect(page.getByText(/Your session has ended/)).toBeVisible();

  // Leaving now asks first (unsaved work): accept the browser's question.
  page.on("dialog", (d) => void d.accept());
  await logIn(page, email);
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);
  await page.goto(`/create-post?edit=${id}`);
  await expect(await markdownContent(page)).toHaveValue("Written after the session ended.");
  await expect(page.getByText(/were kept in this browser/)).toBeVisible();
});
