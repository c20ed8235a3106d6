import { getSchema, type JSONContent } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { readFileSync } from "node:fs";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { contentMarkdownManager } from "~/components/editor/content-markdown.test-support";
import { contentExtensions } from "~/components/editor/content-schema";
import { renderMarkdown } from "./markdown";
import { cleanPastedHtml as cleanWith, safeHref } from "./pasted-html";

const manager = contentMarkdownManager();
const schema = getSchema(contentExtensions());

/** The browser parses with its DOMParser (the paste browser test covers that); here htmlparser2 does. */
const cleanPastedHtml = (html: string) => cleanWith(html, parseDocument).html;
const fixture = (name: string) => cleanPastedHtml(readFileSync(`tests/fixtures/paste/${name}.html`, "utf8"));

/** Nothing of the source program's styling, comments or markup survives. */
function expectClean(html: string) {
  expect(html).not.toMatch(/\b(style|class|id|dir|lang|role|aria-[a-z]+|data-[a-z-]+)=/i);
  expect(html).not.toMatch(/<(span|font|div|b|i|o:p|ins|del|meta|br)\b/i);
  expect(html).not.toMatch(/mso|<!--|<!\[|font-family|color:/i);
  // Only the tags the editor keeps.
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi)) expect(["h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "strong", "em", "a", "table", "tbody", "tr", "th", "td"]).toContain(tag);
}

describe("cleanPastedHtml", () => {
  it("keeps Word's headings, lists (nested, numbered), bold, italic and links, drops comments and deleted text", () => {
    const html = fixture("word-desktop");
    expectClean(html);
    expect(html).toContain("<h2>Why spring is the time for a roof inspection</h2>");
    expect(html).toContain("<h3>After a storm</h3>");
    expect(html).toContain("<strong>spring thunderstorms</strong>");
    expect(html).toContain("<em>summer hailstorm</em>");
    expect(html).toContain(
      "<ul><li><p>Shingles: lifted tabs, <strong>missing granules</strong> and cracks</p><ul><li><p>Ridge caps and hip shingles</p></li></ul></li><li><p>Flashing around chimneys, vents and skylights</p></li>",
    );
    expect(html).toContain("<ol><li><p>Photograph the damage within 24–48 hours.</p></li><li><p>Call us before the adjuster meeting.</p></li></ol>");
    expect(html).toContain('<a href="https://www.nrca.net/consumers">NRCA homeowner guide</a>');
    expect(html).toContain('<a href="mailto:claims@example.com">claims@example.com</a>');
    // Inserted tracked text kept, deleted text and the comment (anchor and text) gone; the list markers too.
    expect(html).toContain("check a roof in about an hour and write down");
    expect(html).not.toMatch(/in a morning|\[DW1\]|Check with Marcus|·/);
    // The empty paragraph Word writes as <o:p>&nbsp;</o:p> is not kept.
    expect(html).not.toContain("<p></p>");
  });

  it("keeps Word Online's headings, its one-list-per-item lists as one nested list, bold, italic and links", () => {
    const html = fixture("word-online");
    expectClean(html);
    expect(html).toContain("<h2>Roof coatings for flat commercial roofs</h2>");
    expect(html).toContain("cut cooling costs by <strong>15–35%</strong> and add <em>10–15 years</em> to its life");
    expect(html).toContain(
      "<ul><li><p>Residential: $1.25–$4.00 per sq ft</p><ul><li><p>A 2,000 sq ft home: $2,500–$8,000</p></li></ul></li><li><p>Commercial: $1.00–$3.50 per sq ft</p></li></ul>",
    );
    expect(html).toContain('<a href="https://roofing.example/financing">financing page</a>');
    // The insertion's text stays, the deletion's goes.
    expect(html).toContain("on a 30-mil minimum dry film applied");
    expect(html).not.toContain("30-mil30-mil");
  });

  it("keeps Google Docs' headings, nested lists, style-made bold and italic, and unwraps its redirect links", () => {
    const html = fixture("google-docs");
    expectClean(html);
    // The wrapper <b style="font-weight:normal"> makes nothing bold.
    expect(html).toMatch(/^<h2>Steeple repair for churches in Eastern NC<\/h2><p>A leaning/);
    expect(html).toContain("Our <strong>27-point steeple inspection</strong> looks");
    expect(html).toContain("<em>4 hours in town and 6 in the country</em>");
    expect(html).toContain(
      "<ul><li><p>Copper and slate steeple caps</p><ul><li><p>Lightning rods and grounding</p></li></ul></li><li><p>Louvers, bell towers and crosses</p></li></ul>",
    );
    expect(html).toContain("<ol><li><p>Call the emergency line</p></li>");
    expect(html).toContain('<a href="https://www.nrca.net/consumers">NRCA guide</a>');
    expect(html).toContain('<a href="tel:+12525550142"><strong>our 24/7 line</strong></a>');
    // A javascript: link keeps only its words.
    expect(html).toContain("Never this.");
    expect(html).not.toContain("javascript");
  });

  it("escapes text and keeps line breaks inside a paragraph", () => {
    expect(cleanPastedHtml("<p>Tile &lt;b&gt; &amp; slate<br>second line</p>")).toBe("<p>Tile &lt;b&gt; &amp; slate<br>second line</p>");
    expect(cleanPastedHtml("plain words")).toBe("<p>plain words</p>");
    // A newline between two runs (Word wraps its HTML at 80 columns) is a space, not a break.
    expect(cleanPastedHtml("<p><b>Metal</b>\n<i>roofs</i></p>")).toBe("<p><strong>Metal</strong> <em>roofs</em></p>");
  });
});

describe("safeHref", () => {
  it("keeps http(s), mailto and tel, unwraps Google's redirect, refuses the rest", () => {
    expect(safeHref("https://www.google.com/url?q=https://roofing.example/contact&sa=D")).toBe("https://roofing.example/contact");
    expect(safeHref(" mailto:office@example.com ")).toBe("mailto:office@example.com");
    expect(safeHref("tel:+12525550142")).toBe("tel:+12525550142");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("#_msocom_1")).toBeNull();
    expect(safeHref("file:///C:/Users/clip.htm")).toBeNull();
  });
});

describe("cleanPastedHtml on the editor's own copy", () => {
  it("leaves HTML copied from the visual editor as it is (tables and photos included)", () => {
    const own = '<table data-pm-slice="1 1 []"><tbody><tr><td><p>Metal</p></td></tr></tbody></table>';
    expect(cleanPastedHtml(own)).toBe(own);
  });
});

/**
 * The cleaned HTML as the visual editor's document, read as ProseMirror reads the few tags
 * `cleanPastedHtml` writes (Vitest has no DOM for ProseMirror's own parser; the paste browser test
 * runs that one), then written as the editor stores it.
 */
function storedMarkdown(html: string): string {
  type ChildNode = ReturnType<typeof parseDocument>["children"][number];
  type Mark = { type: string; attrs?: Record<string, string> };
  const BLOCKS: Record<string, string> = { p: "paragraph", ul: "bulletList", ol: "orderedList", li: "listItem", table: "table", tr: "tableRow", th: "tableHeader", td: "tableCell" };
  const MARKS: Record<string, string> = { strong: "bold", em: "italic", a: "link" };
  const read = (nodes: ChildNode[], marks: Mark[]): JSONContent[] =>
    nodes.flatMap((node): JSONContent[] => {
      if (node.type === "text") return [{ type: "text", text: node.data, ...(marks.length ? { marks } : {}) }];
      if (!("attribs" in node)) return [];
      const el = node;
      if (el.name === "tbody") return read(el.children, marks);
      if (el.name === "br") return [{ type: "hardBreak" }];
      const heading = /^h([1-6])$/.exec(el.name);
      if (heading) return [{ type: "heading", attrs: { level: Number(heading[1]) }, content: read(el.children, marks) }];
      if (MARKS[el.name]) return read(el.children, [...marks, { type: MARKS[el.name]!, ...(el.name === "a" ? { attrs: { href: el.attribs.href! } } : {}) }]);
      const content = read(el.children, marks);
      return [{ type: BLOCKS[el.name]!, ...(content.length ? { content } : {}) }];
    });
  const doc = Node.fromJSON(schema, { type: "doc", content: read(parseDocument(html).children, []) });
  doc.check();
  return manager.serialize(doc.toJSON());
}

/** A GFM table's lines, padding aside: "| a | b |". */
const tableLines = (markdown: string) =>
  markdown
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) => line.replace(/ {2,}/g, " ").replace(/-{3,}/g, "---"));

/** The table's rows as cells' inner HTML: the first row the header (th), the rest td. */
function tableRows(html: string): string[][] {
  const table = /<table>(.*?)<\/table>/.exec(html)?.[1] ?? "";
  return [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<(th|td)><p>(.*?)<\/p><\/\1>/g)].map(([, tag, inner]) => `${tag}:${inner}`));
}

const tableFixture = (name: string) => cleanWith(readFileSync(`tests/fixtures/paste/${name}.html`, "utf8"), parseDocument);

describe("cleanPastedHtml on tables", () => {
  it("keeps Word's table: its header row, bold, italic and a link in a cell; merged cells split, the text in the first", () => {
    const { html, tableChanges } = tableFixture("word-desktop-table");
    expectClean(html);
    expect(tableChanges).toEqual({ mergedCells: true, nestedTables: false });
    expect(html).toMatch(/^<p>What a new roof costs in Eastern North Carolina depends first on the material:<\/p><table>/);
    expect(tableRows(html)).toEqual([
      ["th:Material", "th:Type", "th:Lifespan", "th:Cost per square"],
      // The vertically merged "Asphalt shingles" stays in its first row.
      ["td:Asphalt shingles", "td:3-tab", "td:15–20 years", "td:$350–$500"],
      ["td:", "td:<strong>Architectural</strong>", "td:25–30 years", "td:$450–$650"],
      // Two paragraphs in a cell: one line.
      ["td:Metal", 'td:Standing seam; <em>see the </em><a href="https://www.nrca.net/consumers"><em>NRCA guide</em></a>', "td:40–70 years", "td:$900–$1,400"],
      // The note spanning four columns; Word's row of column widths (supportMisalignedColumns) is gone.
      ["td:Installed, per square (100 sq ft), Eastern NC, 2026.", "td:", "td:", "td:"],
    ]);
    expect(tableLines(storedMarkdown(html))).toEqual([
      "| Material | Type | Lifespan | Cost per square |",
      "| --- | --- | --- | --- |",
      "| Asphalt shingles | 3-tab | 15–20 years | $350–$500 |",
      "| | **Architectural** | 25–30 years | $450–$650 |",
      "| Metal | Standing seam; *see the [NRCA guide](https://www.nrca.net/consumers)* | 40–70 years | $900–$1,400 |",
      "| Installed, per square (100 sq ft), Eastern NC, 2026. | | | |",
    ]);
  });

  it("keeps Word Online's table, the first row as its header, and bold in a cell", () => {
    const { html, tableChanges } = tableFixture("word-online-table");
    expectClean(html);
    expect(tableChanges).toEqual({ mergedCells: false, nestedTables: false });
    expect(tableRows(html)[0]).toEqual(["th:Coating", "th:Lifespan", "th:Cost per sq ft"]);
    expect(html).toMatch(/<\/table><p>Ask us which coating suits your roof's membrane.<\/p>$/);
    expect(tableLines(storedMarkdown(html))).toEqual([
      "| Coating | Lifespan | Cost per sq ft |",
      "| --- | --- | --- |",
      "| Silicone | 10–20 years | $1.50–$3.00, **best on ponding water** |",
      "| Acrylic | 10–15 years | $1.25–$2.50 |",
      "| SEBS rubber | 15–25 years | $2.00–$4.00 |",
    ]);
  });

  it("keeps Google Docs' table: the bold header row as the header, two paragraphs in a cell as one line, its redirect link unwrapped", () => {
    const { html, tableChanges } = tableFixture("google-docs-table");
    expectClean(html);
    expect(tableChanges).toEqual({ mergedCells: false, nestedTables: false });
    expect(tableLines(storedMarkdown(html))).toEqual([
      "| Material | Lifespan | Cost per square |",
      "| --- | --- | --- |",
      "| Architectural shingles | 25–30 years | $450–$650 |",
      "| Standing-seam metal | 40–70 years | $900–$1,400; **Best** for coastal wind |",
      "| Synthetic slate | 50 years | $1,000–$1,700 (ask about the [NC insurance guide](https://www.ncdoi.gov/consumers/homeowners)) |",
    ]);
  });

  it("keeps Excel's table: bold and italic from its style sheet's classes, a line break in a cell joined, a pipe escaped, a link kept", () => {
    const { html, tableChanges } = tableFixture("excel-desktop-table");
    expectClean(html);
    expect(tableChanges).toEqual({ mergedCells: false, nestedTables: false });
    expect(tableLines(storedMarkdown(html))).toEqual([
      "| Material | Lifespan (years) | Cost per square | Warranty |",
      "| --- | --- | --- | --- |",
      "| Architectural shingles | 30 | **$550** | [GAF System Plus](https://www.gaf.com/en-us/for-homeowners/warranties) |",
      "| Standing-seam metal; 24-gauge | 50 | $1,150 | Paint: 40 years |",
      "| TPO \\| EPDM (low slope) | 25 | $700 | Manufacturer, *20 years* |",
    ]);
  });

  it("keeps Google Sheets' table with its bold cell and link, and none of its data-sheets attributes", () => {
    const { html, tableChanges } = tableFixture("google-sheets-table");
    expectClean(html);
    expect(tableChanges).toEqual({ mergedCells: false, nestedTables: false });
    expect(tableLines(storedMarkdown(html))).toEqual([
      "| Material | Lifespan (years) | Cost per square | Wind rating |",
      "| --- | --- | --- | --- |",
      "| 3-tab shingles | 18 | $400 | 60 mph |",
      "| Architectural shingles | 28 | $550 | **130 mph** |",
      "| Standing-seam metal | 50 | $1,150 | [160 mph (FM approved)](https://www.fmapprovals.com/) |",
    ]);
  });

  it("stores each program's table as a GFM table the page shows as a table, with nothing of the program's markup", () => {
    for (const name of ["word-desktop-table", "word-online-table", "google-docs-table", "excel-desktop-table", "google-sheets-table"]) {
      const markdown = storedMarkdown(tableFixture(name).html);
      expect(markdown).not.toMatch(/<|style|mso|class|data-|font-|width|colgroup|google\.com\/url/i);
      expect(renderMarkdown(markdown)).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Material|<table>\s*<thead>\s*<tr>\s*<th>Coating/);
    }
  });

  it("splits row and column spans into a rectangle, and says so", () => {
    const { html, tableChanges } = cleanWith(
      "<table><tr><td colspan=2>Shingles</td><td rowspan=3>Call us</td></tr><tr><td>Tile</td><td>Slate</td></tr><tr><td colspan=2 rowspan=9>Metal</td></tr></table>",
      parseDocument,
    );
    expect(tableChanges.mergedCells).toBe(true);
    expect(tableRows(html)).toEqual([
      ["th:Shingles", "th:", "th:Call us"],
      ["td:Tile", "td:Slate", "td:"],
      ["td:Metal", "td:", "td:"],
    ]);
  });

  it("puts a table inside a cell into that cell's line, and says so", () => {
    const { html, tableChanges } = cleanWith(
      "<table><thead><tr><th>Town</th><th>Crews</th></tr></thead><tbody><tr><td>Wilson</td><td><table><tr><td>Roofing</td><td>2</td></tr><tr><td>Gutters</td><td>1</td></tr></table></td></tr></tbody></table>",
      parseDocument,
    );
    expect(tableChanges).toEqual({ mergedCells: false, nestedTables: true });
    expect(tableRows(html)).toEqual([
      ["th:Town", "th:Crews"],
      ["td:Wilson", "td:Roofing; 2; Gutters; 1"],
    ]);
  });

  it("puts a table inside a list item after the item's text", () => {
    expect(cleanPastedHtml("<ul><li>Prices<table><tr><td>Tile</td><td>Slate</td></tr></table></li></ul>")).toBe(
      "<ul><li><p>Prices</p></li></ul><table><tbody><tr><th><p>Tile</p></th><th><p>Slate</p></th></tr></tbody></table>",
    );
  });

  it("pads short rows, keeps a caption as a paragraph, and escapes text", () => {
    const { html, tableChanges } = cleanWith("<table><caption>Prices</caption><tr><td>A &lt;b&gt;</td><td>B</td></tr><tr><td>only one</td></tr></table>", parseDocument);
    expect(tableChanges).toEqual({ mergedCells: false, nestedTables: false });
    expect(html).toBe("<p>Prices</p><table><tbody><tr><th><p>A &lt;b&gt;</p></th><th><p>B</p></th></tr><tr><td><p>only one</p></td><td><p></p></td></tr></tbody></table>");
  });
});
