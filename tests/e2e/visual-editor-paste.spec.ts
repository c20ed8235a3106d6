/**
 * Paste keeps its shape (docs/decisions/019-visual-editor.md): clipboard HTML as Word, Word Online,
 * Google Docs, Excel and Google Sheets put it (tests/fixtures/paste) pasted into the visual editor
 * keeps its headings, lists, tables, bold, italic and links, and the stored markdown carries none of
 * the programs' styling.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
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

/** Signed in as a new editor on a new post, the visual editor ready. */
async function newPost(page: Page, name: string) {
  await signInAsNewEditor(page, `paste-${name}`);
  await page.goto("/create-post");
  await expect(surface(page)).toHaveAttribute("contenteditable", "true");
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
    await newPost(page, c.fixture);
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

/** The markdown box's text with the editor's column padding taken out: "| a | b |". */
const unpadded = (markdown: string) => markdown.replace(/ {2,}/g, " ").replace(/-{3,}/g, "---");

const tableCases = [
  {
    program: "Word",
    fixture: "word-desktop-table",
    header: ["Material", "Type", "Lifespan", "Cost per square"],
    cells: ["Asphalt shingles", "Architectural", "Standing seam; see the NRCA guide", "Installed, per square (100 sq ft), Eastern NC, 2026."],
    rows: ["| Material | Type | Lifespan | Cost per square |", "| | **Architectural** | 25–30 years | $450–$650 |", "| Metal | Standing seam; *see the [NRCA guide](https://www.nrca.net/consumers)* | 40–70 years | $900–$1,400 |"],
  },
  {
    program: "Word Online",
    fixture: "word-online-table",
    header: ["Coating", "Lifespan", "Cost per sq ft"],
    cells: ["Silicone", "$1.50–$3.00, best on ponding water", "$2.00–$4.00"],
    rows: ["| Coating | Lifespan | Cost per sq ft |", "| Silicone | 10–20 years | $1.50–$3.00, **best on ponding water** |"],
  },
  {
    program: "Google Docs",
    fixture: "google-docs-table",
    header: ["Material", "Lifespan", "Cost per square"],
    cells: ["Synthetic slate", "$900–$1,400; Best for coastal wind", "$1,000–$1,700 (ask about the NC insurance guide)"],
    rows: ["| Material | Lifespan | Cost per square |", "| Synthetic slate | 50 years | $1,000–$1,700 (ask about the [NC insurance guide](https://www.ncdoi.gov/consumers/homeowners)) |"],
  },
  {
    program: "Excel",
    fixture: "excel-desktop-table",
    header: ["Material", "Lifespan (years)", "Cost per square", "Warranty"],
    cells: ["Standing-seam metal; 24-gauge", "TPO | EPDM (low slope)", "GAF System Plus"],
    rows: ["| Material | Lifespan (years) | Cost per square | Warranty |", "| TPO \\| EPDM (low slope) | 25 | $700 | Manufacturer, *20 years* |", "| Architectural shingles | 30 | **$550** | [GAF System Plus](https://www.gaf.com/en-us/for-homeowners/warranties) |"],
  },
  {
    program: "Google Sheets",
    fixture: "google-sheets-table",
    header: ["Material", "Lifespan (years)", "Cost per square", "Wind rating"],
    cells: ["3-tab shingles", "130 mph", "160 mph (FM approved)"],
    rows: ["| Material | Lifespan (years) | Cost per square | Wind rating |", "| Architectural shingles | 28 | $550 | **130 mph** |", "| Standing-seam metal | 50 | $1,150 | [160 mph (FM approved)](https://www.fmapprovals.com/) |"],
  },
];

for (const c of tableCases) {
  test(`a table pasted from ${c.program} stays a table and is stored as a GFM table`, async ({ page }) => {
    await newPost(page, c.fixture);
    await paste(page, readFileSync(`tests/fixtures/paste/${c.fixture}.html`, "utf8"), c.header.join("\t"));

    const table = surface(page).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(c.header);
    for (const cell of c.cells) await expect(table.getByRole("cell", { name: cell, exact: true })).toBeVisible();
    await expect(surface(page).locator("span, font")).toHaveCount(0);
    // Only merged cells or a table in a cell are worth a notice.
    if (c.fixture !== "word-desktop-table") await expect(page.getByText("The pasted table had")).toHaveCount(0);

    await markdownToggle(page).click();
    const markdown = await page.getByRole("textbox", { name: /^Content/ }).inputValue();
    for (const row of c.rows) expect(unpadded(markdown)).toContain(row);
    expect(unpadded(markdown)).toMatch(new RegExp(`^${c.header.map(() => "\\| ---").join(" ")} \\|$`, "m"));
    expect(markdown).not.toMatch(/<|style|mso|font-|class|data-sheets|colgroup|google\.com\/url/i);
  });
}

test("a table with merged cells pasted from Word is split into a simple table, and the writer is told to check it", async ({ page }) => {
  await newPost(page, "merged-cells");
  const notice = page.getByRole("status").filter({ hasText: "merged cells" });
  await paste(page, readFileSync("tests/fixtures/paste/word-desktop-table.html", "utf8"), "Material");

  await expect(notice).toHaveText("The pasted table had merged cells; they were split into a simple table (each merged cell’s text is in its first cell) — check it.");
  const rows = surface(page).getByRole("table").getByRole("row");
  // "Asphalt shingles" spanned two rows: the second keeps an empty first cell. The note spanned four columns.
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["", "Architectural", "25–30 years", "$450–$650"]);
  await expect(rows.nth(4).getByRole("cell")).toHaveText(["Installed, per square (100 sq ft), Eastern NC, 2026.", "", "", ""]);
  // The pasted table and the notice pass axe.
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);

  // The next paste of formatted text clears it.
  await paste(page, "<p>Call us for a <b>free</b> estimate.</p>", "Call us for a free estimate.");
  await expect(surface(page).getByText("Call us for a free estimate.")).toBeVisible();
  await expect(page.getByText("The pasted table had")).toHaveCount(0);
});

test("a pasted table wider than a 320 px screen scrolls inside the text, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await newPost(page, "narrow");
  await paste(page, readFileSync("tests/fixtures/paste/excel-desktop-table.html", "utf8"), "Material");
  await expect(surface(page).getByRole("table")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
});
