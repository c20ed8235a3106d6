/**
 * Everyday staff steps through the real screens, shared by the browser tests: adding a content
 * variable, writing a post in the editor.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function addVariable(page: Page, name: string, value: string, description = "Years of workmanship warranty") {
  await page.goto("/variables");
  await page.getByRole("button", { name: "Add New Variable" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Variable" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByLabel("Value").fill(value);
  await dialog.getByRole("button", { name: /save|create/i }).click();
  await expect(page.getByText("New variable created successfully")).toBeVisible();
}

/**
 * The content field's markdown box, for the tests that type markdown: Markdown mode is chosen if need
 * be (and stays chosen for this staff member). Retried, since the remembered mode applies right after
 * hydration.
 */
export async function markdownContent(page: Page): Promise<Locator> {
  const toggle = page.getByRole("button", { name: "Markdown", exact: true });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass();
  return page.locator("textarea#post-content");
}

export interface PostDraft {
  title: string;
  content: string;
  excerpt?: string;
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
  categories?: string[];
  tags?: string[];
}

/** Fills the editor's fields (on /create-post or a post's edit page); saving is the caller's step. */
export async function fillPost(page: Page, post: PostDraft) {
  await page.getByLabel("Title", { exact: true }).fill(post.title);
  await (await markdownContent(page)).fill(post.content);
  if (post.excerpt) await page.getByLabel("Excerpt (optional)").fill(post.excerpt);
  if (post.seoTitle) await page.getByLabel("SEO title (optional)").fill(post.seoTitle);
  if (post.seoDescription) await page.getByLabel("Meta description").fill(post.seoDescription);
  for (const [label, items] of [["SEO keywords", post.seoKeywords], ["Categories", post.categories], ["Tags", post.tags]] as const) {
    for (const item of items ?? []) {
      await page.getByRole("textbox", { name: label }).fill(item);
      await page.getByRole("textbox", { name: label }).press("Enter");
    }
  }
}
