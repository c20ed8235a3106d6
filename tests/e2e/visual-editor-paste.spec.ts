/**
 * Paste keeps its shape (docs/decisions/019-visual-editor.md): clipboard HTML as Word, Word Online
 * and Google Docs put it (tests/fixtures/paste) pasted into the visual editor keeps its headings,
 * lists, bold, italic and links, and the stored markdown carries none of the programs' styling.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { signInAsNewEditor } from "./staff-session";

const markdownToggle = (page: Page) => page.getByRole("button", { name: "Markdown", exact: true });
const surface = (page: Page) => page.getByRole("textbox", { name: /^Content/ });

/** A real paste event, as the browser fires it for Ctrl+V, carrying the program's HTML and plain text. */
async function paste(page: Page, html: string, text: string) {
  await surface(page).click();
  await surface(page).evaluate(
    (el, { html, text }) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", text);
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

const cases = [
  {
    program: "Word",
    fixture: "word-desktop",
    heading: "Why spring is the time for a roof inspection",
    bold: "spring thunderstorms",
    item: "Ridge caps and hip shingles",
    markdown: ["## Why spring is the time for a roof inspection", "- Shingles: lifted tabs, **missing granules** and cracks", "  - Ridge caps and hip shingles", "1. Photograph the damage within 24–48 hours.", "[NRCA homeowner guide](https://www.nrca.net/consumers)"],
    gone: ["in a morning", "Check with Marcus", "[DW1]"],
  },
  {
    program: "Word Online",
    fixture: "word-online",
    heading: "Roof coatings for flat commercial roofs",
    bold: "15–35%",
    item: "A 2,000 sq ft home: $2,500–$8,000",
    markdown: ["## Roof coatings for flat commercial roofs", "**15–35%**", "*10–15 years*", "- Residential: $1.25–$4.00 per sq ft", "  - A 2,000 sq ft home: $2,500–$8,000", "[financing page](https://roofing.example/financing)"],
    gone: ["30-mil30-mil"],
  },
  {
    program: "Google Docs",
    fixture: "google-docs",
    heading: "Steeple repair for churches in Eastern NC",
    bold: "27-point steeple inspection",
    item: "Lightning rods and grounding",
    markdown: ["## Steeple repair for churches in Eastern NC", "**27-point steeple inspection**", "- Copper and slate steeple caps", "  - Lightning rods and grounding", "[NRCA guide](https://www.nrca.net/consumers)", "1. Call the emergency line"],
    gone: ["google.com/url", "javascript"],
  },
];

for (const c of cases) {
  test(`text pasted from ${c.program} keeps its headings, lists, bold and links, and stores clean markdown`, async ({ page }) => {
    await signInAsNewEditor(page, `paste-${c.fixture}`);
    await page.goto("/create-post");
    await expect(surface(page)).toHaveAttribute("contenteditable", "true");
    const html = readFileSync(`tests/fixtures/paste/${c.fixture}.html`, "utf8");
    await paste(page, html, c.heading);

    const content = surface(page);
    await expect(content.getByRole("heading", { name: c.heading, level: 2 })).toBeVisible();
    await expect(content.getByRole("listitem").filter({ hasText: c.item }).last()).toBeVisible();
    await expect(content.getByText(c.bold, { exact: true })).toHaveCSS("font-weight", /^(600|700)$/);
    // Nothing of the program's look came along: no inline styles, classes or fonts in the text.
    await expect(content.locator("[style], span, font")).toHaveCount(0);

    await markdownToggle(page).click();
    const box = page.getByRole("textbox", { name: /^Content/ });
    const markdown = await box.inputValue();
    for (const line of c.markdown) expect(markdown).toContain(line);
    for (const text of c.gone) expect(markdown).not.toContain(text);
    expect(markdown).not.toMatch(/<|style|mso|font-|class=/i);
  });
}
