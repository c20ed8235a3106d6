/**
 * Every button of the post editor sends what the screen shows at the click (docs/decisions/019-visual-editor.md):
 * the last keystrokes in the title and the content, typed in the same task as the click on Save,
 * Publish or Schedule — before React has rendered them or the visual editor has passed its text on
 * — are in what the server stores, in the visual editor and in the Markdown box alike.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { markdownContent } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";
import { instantToZonedTime } from "~/domain/schedule";

const suffix = crypto.randomBytes(3).toString("hex");
const modes = ["visual", "markdown"] as const;

/** The content box of the mode: the visual editor's surface, or the Markdown text box. */
async function contentBox(page: Page, mode: (typeof modes)[number]) {
  if (mode === "markdown") return markdownContent(page);
  const toggle = page.getByRole("button", { name: "Markdown", exact: true });
  if ((await toggle.getAttribute("aria-pressed")) === "true") await toggle.click();
  const surface = page.getByRole("textbox", { name: /^Content/ });
  await expect(surface).toHaveAttribute("contenteditable", "true");
  return surface;
}

/** Each mode's post says something of its own: two published posts with one text would share a meta description. */
const firstWords = (mode: (typeof modes)[number]) => `Flashing is checked before every storm season (${mode} editor).`;

/** A saved draft on the editor, in the given mode. */
async function savedDraft(page: Page, mode: (typeof modes)[number], title: string) {
  await signInAsNewEditor(page, `click-${mode}`);
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(title);
  const box = await contentBox(page, mode);
  await box.click();
  await page.keyboard.type(firstWords(mode));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/create-post\?edit=/);
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  return contentBox(page, mode);
}

/** Types the last words into the title and the content and clicks `button`, all in one task. */
async function typeAndClick(page: Page, box: Awaited<ReturnType<typeof contentBox>>, button: string) {
  const title = await page.getByLabel("Title", { exact: true }).elementHandle();
  const target = await page.getByRole("button", { name: button, exact: true }).elementHandle();
  await box.evaluate(
    (content, [titleInput, clicked]) => {
      const doc = content.ownerDocument;
      (titleInput as HTMLInputElement).focus();
      doc.execCommand("insertText", false, " (updated)");
      (content as HTMLElement).focus();
      if (content instanceof HTMLTextAreaElement) content.setSelectionRange(content.value.length, content.value.length);
      else {
        const selection = doc.getSelection()!;
        selection.selectAllChildren(content);
        selection.collapseToEnd();
      }
      doc.execCommand("insertText", false, " Last words.");
      (clicked as HTMLButtonElement).click();
    },
    [title, target] as const,
  );
}

async function stored(page: Page) {
  await page.reload();
  return { title: await page.getByLabel("Title", { exact: true }).inputValue(), content: await (await markdownContent(page)).inputValue() };
}

for (const mode of modes) {
  test(`${mode} editor: Save draft sends the keystrokes of the same moment`, async ({ page }) => {
    const box = await savedDraft(page, mode, `Click timing save ${mode} ${suffix}`);
    await typeAndClick(page, box, "Save draft");
    await expect(page.getByText(/Blog post updated successfully/).first()).toBeVisible();
    expect(await stored(page)).toEqual({ title: `Click timing save ${mode} ${suffix} (updated)`, content: `${firstWords(mode)} Last words.` });
  });

  test(`${mode} editor: Publish publishes the keystrokes of the same moment`, async ({ page }) => {
    const box = await savedDraft(page, mode, `Click timing publish ${mode} ${suffix}`);
    await typeAndClick(page, box, "Publish");
    await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
    expect(await stored(page)).toEqual({ title: `Click timing publish ${mode} ${suffix} (updated)`, content: `${firstWords(mode)} Last words.` });
  });

  test(`${mode} editor: Schedule saves the keystrokes of the same moment with the schedule`, async ({ page }) => {
    const box = await savedDraft(page, mode, `Click timing schedule ${mode} ${suffix}`);
    const schedule = page.getByRole("button", { name: "Schedule publishing" });
    if ((await schedule.getAttribute("aria-expanded")) === "false") await schedule.click();
    await page.getByLabel(/Publish on/).fill(instantToZonedTime(new Date(Date.now() + 5 * 86_400_000), "America/New_York"));
    await typeAndClick(page, box, "Schedule");
    await expect(page.getByTestId("scheduled-for")).toBeVisible();
    expect(await stored(page)).toEqual({ title: `Click timing schedule ${mode} ${suffix} (updated)`, content: `${firstWords(mode)} Last words.` });
  });
}
