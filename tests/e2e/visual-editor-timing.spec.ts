/**
 * What the writer sees is what the visual editor acts on, however quickly the next key or click
 * comes (docs/decisions/019-visual-editor.md): a busy browser tells the editor of a selection, and
 * the editor tells the form of its text, a moment late, and neither may lose what is on the screen.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { markdownContent } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");
const surface = (page: Page) => page.getByRole("textbox", { name: /^Content/ });
const mac = process.platform === "darwin";

async function newVisualPost(page: Page, who: string) {
  await signInAsNewEditor(page, who);
  await page.goto("/create-post");
  await expect(page.getByRole("button", { name: "Markdown", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(surface(page)).toHaveAttribute("contenteditable", "true");
}

/**
 * Selects `words` (backwards, as Shift+ArrowLeft does) and presses Ctrl/⌘ + `key` in one task: the
 * browser's selectionchange event, which tells the editor of the selection, comes after both.
 */
async function selectAndPress(page: Page, words: string, key: "b" | "k") {
  await surface(page).evaluate(
    (el, { words, key, mac }) => {
      const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text: Text | null = null;
      while (walker.nextNode()) if ((walker.currentNode as Text).data.includes(words)) text = walker.currentNode as Text;
      if (!text) throw new Error(`“${words}” is not in the editor`);
      const start = text.data.indexOf(words);
      el.ownerDocument.getSelection()!.setBaseAndExtent(text, start + words.length, text, start);
      const init = { key, code: `Key${key.toUpperCase()}`, keyCode: key.toUpperCase().charCodeAt(0), ctrlKey: !mac, metaKey: mac, bubbles: true, cancelable: true };
      el.dispatchEvent(new KeyboardEvent("keydown", init));
    },
    { words, key, mac },
  );
}

test("Ctrl+B and Ctrl+K pressed before the browser has reported the selection act on the highlighted words", async ({ page }) => {
  await newVisualPost(page, "timing-link");
  const content = surface(page);
  await content.click();
  await page.keyboard.type("Book a free inspection. Read more on the NRCA site");
  await selectAndPress(page, "free inspection", "b");
  await expect(content.getByText("free inspection")).toHaveCSS("font-weight", /^(600|700)$/);
  await expect(page.getByRole("button", { name: "Bold", exact: true })).toHaveAttribute("aria-pressed", "true");
  await selectAndPress(page, "the NRCA site", "k");
  const dialog = page.getByRole("dialog", { name: "Insert link" });
  await expect(dialog.getByText("Links “the NRCA site”.")).toBeVisible();
  await dialog.getByLabel("Link address").fill("https://www.nrca.net");
  await dialog.getByLabel("Link address").press("Enter");
  await expect(dialog).toBeHidden();
  await expect(content.getByRole("link", { name: "the NRCA site" })).toHaveAttribute("href", "https://www.nrca.net");
  await expect(content).toHaveText("Book a free inspection. Read more on the NRCA site");
});

test("Publish clicked right after the last keystroke, before the editor has passed its text on, publishes that keystroke", async ({ page }) => {
  await newVisualPost(page, "timing-publish");
  await page.getByLabel("Title", { exact: true }).fill(`Quick publish ${suffix}`);
  const content = surface(page);
  await content.click();
  await page.keyboard.type("We check the flashing before every storm season.");
  // The editor passes its text to the form when typing pauses; here the click comes first, in the
  // same moment as the last words (a busy machine gets there the same way).
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await content.evaluate(async (el, button) => {
    el.ownerDocument.execCommand("insertText", false, " Last words.");
    await new Promise((resolve) => setTimeout(resolve, 0)); // the editor has read its text: the form has not
    if (!el.textContent?.endsWith("Last words.")) throw new Error(`the editor shows “${el.textContent}”`);
    (button as HTMLButtonElement).click();
  }, await publish.elementHandle());
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  await page.reload();
  await expect(await markdownContent(page)).toHaveValue("We check the flashing before every storm season. Last words.");
});
