/**
 * Write with AI (docs/decisions/013-publishing.md) in the editor, against the fake OpenAI server that
 * playwright.config.ts starts (tests/fakes/openai.mjs): the draft streams into the editor's fields,
 * a slow one can be stopped, placeholders the site does not know are flagged, and the title survives
 * whichever format the model answers in (docs/decisions/013-publishing.md).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { signInAsNewEditor } from "./staff-session";
import { markdownContent } from "./staff-actions";

function panel(page: Page) {
  return page.getByRole("main").getByRole("region", { name: "Write with AI" });
}

async function brief(page: Page, topic: string) {
  await page.goto("/create-post");
  const ai = panel(page);
  await ai.getByLabel("Topic").fill(topic);
  await ai.getByLabel("Length").selectOption("short");
  await ai.getByRole("button", { name: "Write draft" }).click();
}

test("a template draft streams into the editor and fills every field", async ({ page }) => {
  await signInAsNewEditor(page, "ai-writer");
  await brief(page, "Spotting storm damage after hail");
  const ai = panel(page);
  await expect(ai.getByText(/^The draft is in the editor \(\d+ words\)/)).toBeVisible();

  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Spotting Storm Damage on Your {{locationName}} Roof");
  await expect(await markdownContent(page)).toHaveValue(/^After a storm rolls through \{\{locationName\}\}[\s\S]*## What to look for/);
  await expect(page.getByLabel("Excerpt (optional)")).toHaveValue(/\{\{locationName\}\}/);
  await expect(page.getByLabel("SEO title (optional)")).toHaveValue("Storm Damage Roof Checks in {{locationName}}");
  const description = await page.getByLabel("Meta description").inputValue();
  expect(description.length).toBeGreaterThan(50);
  expect(description.length).toBeLessThanOrEqual(160);
  await expect(page.getByText(`${description.length}/160 characters`)).toBeVisible();
  const tags = page.getByRole("list", { name: "Tags" });
  await expect(tags.getByRole("listitem")).toHaveText(["#storm damage", "#roof inspection", "#hail"]);
  // Template placeholders are known names: nothing flagged.
  await expect(ai.getByTestId("ai-unknown-placeholders")).toHaveCount(0);

  // A second draft would replace the first: it asks.
  await ai.getByRole("button", { name: "Write draft" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Replace what is in the editor?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Spotting Storm Damage on Your {{locationName}} Roof");

  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);

  // Only ever a draft: saving it is the writer's step.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
});

test("a slow draft shows its progress and stops on Stop, keeping what arrived", async ({ page }) => {
  await signInAsNewEditor(page, "ai-stopper");
  await brief(page, "A slow article about gutters");
  const ai = panel(page);
  const progress = ai.getByTestId("ai-progress");
  await expect(progress).toHaveText(/^Writing with fake-writer… \d+ words? so far$/);
  // The title arrives first, word by word, while the draft is still being written.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/^Spotting Storm/);
  await expect.poll(async () => Number(/(\d+) words/.exec((await progress.textContent()) ?? "")?.[1] ?? 0)).toBeGreaterThan(8);
  await expect(ai.getByRole("button", { name: "Write draft" })).toHaveCount(0);

  await ai.getByRole("button", { name: "Stop" }).click();
  await expect(ai.getByText(/^Stopped after \d+ words\. What arrived so far is in the editor\.$/)).toBeVisible();
  await expect(ai.getByRole("button", { name: "Write draft" })).toBeEnabled();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/^Spotting Storm/);
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a placeholder the site does not know is flagged until it is fixed", async ({ page }) => {
  await signInAsNewEditor(page, "ai-checker");
  await brief(page, "An unknown placeholder check");
  const ai = panel(page);
  const flagged = ai.getByRole("alert").filter({ hasText: "The AI wrote placeholders this site does not know" });
  await expect(flagged).toBeVisible();
  await expect(flagged.getByRole("listitem")).toHaveText(["{{notAPlaceholder}}"]);

  const content = await markdownContent(page);
  await content.fill((await content.inputValue()).replace(" Ask about {{notAPlaceholder}} when you call.", ""));
  await expect(flagged).toHaveCount(0);
});

test("a failing AI service is explained in plain words, and nothing is lost", async ({ page }) => {
  await signInAsNewEditor(page, "ai-failure");
  await brief(page, "this will fail");
  const ai = panel(page);
  await expect(ai.getByRole("alert")).toHaveText("The AI service had a problem on its side. Try again in a few minutes.");
  await expect(ai.getByRole("button", { name: "Write draft" })).toBeEnabled();
  await expect(ai.getByLabel("Topic")).toHaveValue("this will fail");
});

test("a model answering in plain Markdown keeps its title; a draft with no title says so", async ({ page }) => {
  await signInAsNewEditor(page, "ai-formats");
  await brief(page, "Storm damage, in plain markdown");
  const ai = panel(page);
  await expect(ai.getByText(/^The draft is in the editor \(\d+ words\)/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Spotting Storm Damage on Your {{locationName}} Roof");
  await expect(await markdownContent(page)).toHaveValue(/^After a storm rolls through \{\{locationName\}\}/);

  await page.getByLabel("Title", { exact: true }).fill("");
  await (await markdownContent(page)).fill("");
  await ai.getByLabel("Topic").fill("Storm damage with no title");
  await ai.getByRole("button", { name: "Write draft" }).click();
  await expect(ai.getByText(/^The AI wrote \d+ words into the editor but no title: give the post a title before you save it\.$/)).toBeVisible();
  await expect(ai.getByText(/^The draft is in the editor/)).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(await markdownContent(page)).toHaveValue(/^After a storm rolls through/);
});
