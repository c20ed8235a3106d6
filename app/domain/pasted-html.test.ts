import { readFileSync } from "node:fs";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { cleanPastedHtml as cleanWith, safeHref } from "./pasted-html";

/** The browser parses with its DOMParser (the paste browser test covers that); here htmlparser2 does. */
const cleanPastedHtml = (html: string) => cleanWith(html, parseDocument);
const fixture = (name: string) => cleanPastedHtml(readFileSync(`tests/fixtures/paste/${name}.html`, "utf8"));

/** Nothing of the source program's styling, comments or markup survives. */
function expectClean(html: string) {
  expect(html).not.toMatch(/\b(style|class|id|dir|lang|role|aria-[a-z]+|data-[a-z-]+)=/i);
  expect(html).not.toMatch(/<(span|font|div|b|i|o:p|ins|del|meta|br)\b/i);
  expect(html).not.toMatch(/mso|<!--|<!\[|font-family|color:/i);
  // Only the tags the editor keeps.
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi)) expect(["h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "strong", "em", "a"]).toContain(tag);
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
