/**
 * The visual content editor (docs/decisions/019-visual-editor.md): a marketer writes on something
 * that looks like the page, with the toolbar and the usual shortcuts; markdown stays what is stored,
 * shown by the "Markdown" toggle; the choice is remembered; a published post edited visually keeps
 * every construct it had.
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { markdownContent } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");

const markdownToggle = (page: Page) => page.getByRole("button", { name: "Markdown", exact: true });
const surface = (page: Page) => page.getByRole("textbox", { name: /^Content/ });
const mod = process.platform === "darwin" ? "Meta" : "Control";

/** The visual editor: where a writer who never chose starts, and where "Markdown" unpressed leads. */
async function writeOnThePage(page: Page) {
  if ((await markdownToggle(page).getAttribute("aria-pressed")) === "true") await markdownToggle(page).click();
  await expect(markdownToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(surface(page)).toHaveAttribute("contenteditable", "true");
}

test("a marketer makes a heading, bold text, a list and a link on the page; the markdown, the preview and the public page show them", async ({ page }) => {
  test.slow(); // writes, switches mode, saves, publishes, reloads twice and reads the public page
  await signInAsNewEditor(page, "visual-writer");
  await page.goto("/create-post");
  // A writer who never chose writes on the page.
  await expect(markdownToggle(page)).toHaveAttribute("aria-pressed", "false");
  await writeOnThePage(page);
  const title = `Spring roof check ${suffix}`;
  await page.getByLabel("Title", { exact: true }).fill(title);

  const content = surface(page);
  await content.click();
  await page.keyboard.type("Why spring?");
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await expect(content.getByRole("heading", { name: "Why spring?", level: 2 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Book a ");
  await page.keyboard.press(`${mod}+b`);
  await page.keyboard.type("free spring inspection");
  await expect(page.getByRole("button", { name: "Bold", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press(`${mod}+b`);
  await page.keyboard.type(" before the storms.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Flashing");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Gutters");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read more on the NRCA site");
  for (let i = 0; i < "the NRCA site".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  // The selection the writer sees is complete before the shortcut (a slow machine draws it late).
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe("the NRCA site");
  await page.keyboard.press(`${mod}+k`);
  const dialog = page.getByRole("dialog", { name: "Insert link" });
  await expect(dialog.getByText("Links “the NRCA site”.")).toBeVisible();
  await dialog.getByLabel("Link address").fill("https://www.nrca.net");
  await dialog.getByLabel("Link address").press("Enter");
  await expect(dialog).toBeHidden();

  // On the page as it will look: a heading, bold words, a list, a link.
  await expect(content.getByText("free spring inspection")).toHaveCSS("font-weight", /^(600|700)$/);
  await expect(content.getByRole("listitem")).toHaveText(["Flashing", "Gutters"]);
  await expect(content.getByRole("link", { name: "the NRCA site" })).toHaveAttribute("href", "https://www.nrca.net");
  const preview = page.getByRole("complementary", { name: "Live Preview" });
  await expect(preview.getByRole("heading", { name: "Why spring?" })).toBeVisible();

  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);

  // The Markdown toggle shows what is stored; an edit there shows back on the page.
  await markdownToggle(page).click();
  const box = page.getByRole("textbox", { name: /^Content/ });
  await expect(box).toHaveValue(
    "## Why spring?\n\nBook a **free spring inspection** before the storms.\n\n- Flashing\n- Gutters\n\nRead more on [the NRCA site](https://www.nrca.net)",
  );
  await box.fill(`${await box.inputValue()}\n\n## Call us\n\nWe answer *every* call.`);
  await markdownToggle(page).click();
  await expect(surface(page).getByRole("heading", { name: "Call us", level: 2 })).toBeVisible();
  await expect(surface(page).locator("em")).toHaveText("every");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  // The choice is remembered for this writer: Markdown stays on after a reload, and so does the page view.
  await markdownToggle(page).click();
  await page.reload();
  await expect(markdownToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("textbox", { name: /^Content/ })).toHaveValue(/^## Why spring\?/);
  await markdownToggle(page).click();
  await page.reload();
  await expect(markdownToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(surface(page).getByRole("heading", { name: "Call us" })).toBeVisible();

  await page.goto(`/blog/spring-roof-check-${suffix}`);
  const article = page.getByRole("main");
  await expect(article.getByRole("heading", { name: "Why spring?", level: 2 })).toBeVisible();
  await expect(article.locator("strong", { hasText: "free spring inspection" })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: /^(Flashing|Gutters)$/ })).toHaveCount(2);
  await expect(article.getByRole("link", { name: "the NRCA site" })).toHaveAttribute("href", "https://www.nrca.net");
  await expect(article.getByRole("heading", { name: "Call us", level: 2 })).toBeVisible();
});

test("a published post edited on the page keeps its table, quote, numbered list, photo, link title and placeholders", async ({ page, request }) => {
  await signInAsNewEditor(page, "visual-corrector");
  await page.goto("/create-post");
  const slug = `gutter-guide-${suffix}`;
  const markdown = [
    "Gutters protect the fascia.",
    "",
    "| Gutter | Life | Cost |",
    "| :--- | ---: | :---: |",
    "| Aluminum | 20 years | **$** |",
    "| Copper | 50 years | $$$ |",
    "",
    "> Clean them twice a year, and after every big storm.",
    "",
    "3. Look",
    "4. Clear",
    "5. Flush",
    "",
    "![A clean gutter on a brick house](/logo.svg)",
    "",
    'Ask [our office](/contact "Contact the office") at {{businessName}} or call {{businessPhone}}.',
  ].join("\n");
  await page.getByLabel("Title", { exact: true }).fill(`Gutter guide ${suffix}`);
  await (await markdownContent(page)).fill(markdown);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

  await writeOnThePage(page);
  const content = surface(page);
  await expect(content.getByRole("table")).toBeVisible();
  await content.getByText("Gutters protect the fascia.").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Gutter guards help under pine trees.");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Blog post updated: the live page shows the new text").first()).toBeVisible();
  // What is stored is still markdown with its placeholders.
  await markdownToggle(page).click();
  const stored = await page.getByRole("textbox", { name: /^Content/ }).inputValue();
  expect(stored).toMatch(/^Gutters protect the fascia\. Gutter guards help under pine trees\.$/m);
  expect(stored).toContain('Ask [our office](/contact "Contact the office") at {{businessName}} or call {{businessPhone}}.');
  expect(stored).toContain("![A clean gutter on a brick house](/logo.svg)");
  expect(stored).toMatch(/^3\. Look$/m);

  await page.goto(`/blog/${slug}`);
  const article = page.getByRole("main");
  await expect(article.getByText("Gutter guards help under pine trees.")).toBeVisible();
  await expect(article.getByRole("row")).toHaveCount(3);
  await expect(article.getByRole("cell", { name: "50 years" })).toHaveAttribute("align", "right");
  await expect(article.getByRole("columnheader", { name: "Cost" })).toHaveAttribute("align", "center");
  await expect(article.locator("blockquote")).toHaveText("Clean them twice a year, and after every big storm.");
  await expect(article.getByRole("list").filter({ hasText: "Flush" }).getByRole("listitem")).toHaveText(["Look", "Clear", "Flush"]);
  await expect(article.getByRole("img", { name: "A clean gutter on a brick house" })).toHaveAttribute("src", "/logo.svg");
  await expect(article.getByRole("link", { name: "our office" })).toHaveAttribute("title", "Contact the office");
  // Placeholders stayed placeholders: the page filled them.
  await expect(article.getByText(/\{\{/)).toHaveCount(0);
});

test("an AI draft streams into the visual editor as headings and paragraphs", async ({ page }) => {
  await signInAsNewEditor(page, "visual-ai");
  await page.goto("/create-post");
  await writeOnThePage(page);
  const ai = page.getByRole("main").getByRole("region", { name: "Write with AI" });
  await ai.getByLabel("Topic").fill("Spotting storm damage after hail");
  await ai.getByLabel("Length").selectOption("short");
  await ai.getByRole("button", { name: "Write draft" }).click();
  await expect(ai.getByText(/^The draft is in the editor \(\d+ words\)/)).toBeVisible();
  await expect(surface(page).getByRole("heading", { name: "What to look for" })).toBeVisible();
  await expect(surface(page)).toContainText("After a storm rolls through {{locationName}}");
});

test("placeholders are chips showing their value: from the menu, from suggestions on typing {{, or typed whole; stepped over and deleted whole", async ({ page }) => {
  await signInAsNewEditor(page, "visual-chips");
  await page.goto("/create-post");
  await writeOnThePage(page);
  const menu = page.getByLabel("Insert placeholder");
  const valueOf = async (name: string) => ((await menu.locator(`option[value="${name}"]`).textContent()) ?? "").split(" = ")[1]!;
  const phone = await valueOf("businessPhone");
  const businessName = await valueOf("businessName");

  const content = surface(page);
  await content.click();
  await page.keyboard.type("Call ");
  await menu.selectOption("businessPhone");
  await expect(content).toContainText(`Call {{businessPhone}}${phone}`);
  await page.keyboard.type(" today.");
  // Left across " today." and one more: the caret steps over the whole chip, to its start.
  for (let i = 0; i <= " today.".length; i++) await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("us on ");

  // Typing {{ offers the placeholders; Enter takes the chosen one.
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Ask for {{businessNa");
  const suggestions = page.getByRole("listbox", { name: "Placeholders" });
  await expect(suggestions.getByRole("option", { selected: true })).toHaveText(`{{businessName}} = ${businessName}`);
  await expect(content).toHaveAttribute("aria-activedescendant", (await suggestions.getByRole("option", { selected: true }).getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(suggestions).toBeHidden();
  await expect(content).toContainText(`Ask for {{businessName}}${businessName}`);
  // Escape closes the suggestions and leaves what was typed.
  await page.keyboard.type(" {{");
  await expect(suggestions).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(suggestions).toBeHidden();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  // A placeholder typed whole is a chip too.
  await page.keyboard.type("{{businessPhone}}");
  await expect(content).toContainText(`{{businessName}}${businessName} {{businessPhone}}${phone}`);

  await markdownToggle(page).click();
  const box = page.getByRole("textbox", { name: /^Content/ });
  await expect(box).toHaveValue("Call us on {{businessPhone}} today. Ask for {{businessName}} {{businessPhone}}");
  await markdownToggle(page).click();

  // Backspace right after a chip takes the whole chip.
  await surface(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Backspace");
  await expect(surface(page)).toContainText(`Ask for {{businessName}}${businessName}`);
  await markdownToggle(page).click();
  await expect(box).toHaveValue(/^Call us on \{\{businessPhone\}\} today\. Ask for \{\{businessName\}\}\s*$/);
});

test("an unknown placeholder close to a known one offers it, and one click writes it everywhere, on the page and in markdown", async ({ page }) => {
  await signInAsNewEditor(page, "visual-did-you-mean");
  await page.goto("/create-post");
  await writeOnThePage(page);
  await page.getByLabel("Title", { exact: true }).fill(`Storm season in {{city}} ${suffix}`);
  const content = surface(page);
  await content.click();
  await page.keyboard.type("What hurricane season leaves behind in {{city}}. Crews in {{city}} and {{locatonName}} work fast in {{stateName}}.");

  const note = page.getByTestId("unknown-placeholders");
  await expect(note).toContainText("{{city}} is not defined. Did you mean {{locationName}}");
  await expect(note).toContainText("{{locatonName}} is not defined. Did you mean {{locationName}}");
  // Nothing known is close to {{stateName}}: that one may be a new library variable.
  await expect(note).toContainText("{{stateName}} is not defined. Fix the spelling or add it in the Variable Manager.");
  await expect(note).not.toContainText("{{city}}, ");

  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);

  await note.getByRole("button", { name: "Replace {{city}} with {{locationName}}" }).click();
  await expect(note.getByRole("button", { name: "Replace {{city}} with {{locationName}}" })).toHaveCount(0);
  // The writer is back in the text.
  await expect(content).toBeFocused();
  await expect(content).not.toContainText("{{city}}");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Storm season in {{locationName}} ${suffix}`);
  await markdownToggle(page).click();
  const box = page.getByRole("textbox", { name: /^Content/ });
  await expect(box).toHaveValue("What hurricane season leaves behind in {{locationName}}. Crews in {{locationName}} and {{locatonName}} work fast in {{stateName}}.");

  // The same button in the Markdown mode.
  await note.getByRole("button", { name: "Replace {{locatonName}} with {{locationName}}" }).click();
  await expect(box).toHaveValue("What hurricane season leaves behind in {{locationName}}. Crews in {{locationName}} and {{locationName}} work fast in {{stateName}}.");
  await box.press("End");
  await box.pressSequentially(" Call {{Phone}}.");
  await note.getByRole("button", { name: "Replace {{Phone}} with {{businessPhone}}" }).click();
  await expect(box).toHaveValue(/work fast in \{\{stateName\}\}\. Call \{\{businessPhone\}\}\.$/);
  await expect(note).toHaveText(/^This post cannot be published yet:\s*\{\{stateName\}\} is not defined\./);
});

test("typing over a selected chip replaces the whole placeholder, never leaving its name as plain text", async ({ page }) => {
  await signInAsNewEditor(page, "visual-chip-over");
  await page.goto("/create-post");
  await writeOnThePage(page);
  const content = surface(page);
  await content.click();
  await page.keyboard.type("What hurricane season leaves behind in {{locationName}}");
  const chip = content.getByText("{{locationName}}", { exact: true });
  await expect(chip).toBeVisible();
  // A double click selects the chip's word, as a writer who wants another word there does.
  await chip.dblclick();
  await page.keyboard.type("Wilson");
  await expect(content).toHaveText("What hurricane season leaves behind in Wilson");

  // A selection dragged from the text into the middle of a chip takes the chip whole too.
  await page.keyboard.type(" near {{locationCounty}} today");
  const county = content.getByText("{{locationCounty}}", { exact: true });
  const box = (await county.boundingBox())!;
  await page.keyboard.press("End");
  for (let i = 0; i < " today".length; i++) await page.keyboard.press("ArrowLeft");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down("Shift");
  await page.mouse.down();
  await page.mouse.up();
  await page.keyboard.up("Shift");
  await page.keyboard.type("Nash County");

  await markdownToggle(page).click();
  const markdown = page.getByRole("textbox", { name: /^Content/ });
  await expect(markdown).toHaveValue("What hurricane season leaves behind in Wilson near Nash County today");
});
