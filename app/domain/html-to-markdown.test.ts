import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-to-markdown";

const md = (html: string) => htmlToMarkdown(html).markdown;

describe("htmlToMarkdown", () => {
  it.each([
    ["paragraphs", "<p>One roof.</p><p>Two roofs.</p>", "One roof.\n\nTwo roofs."],
    ["bold and italic, spaces kept outside the marks", "<p><strong>Free </strong>and <em>fast</em> inspections</p>", "**Free** and _fast_ inspections"],
    ["a link", '<p>Call <a href="https://example.com/help">our office</a> today.</p>', "Call [our office](https://example.com/help) today."],
    ["a link with parentheses and spaces in its address", '<p><a href="https://example.com/a (b)">x</a></p>', "[x](https://example.com/a%20%28b%29)"],
    ["an unsafe link keeps only its text", '<p><a href="javascript:alert(1)">click</a></p>', "click"],
    ["an anchor without href (Word bookmark)", '<p><a id="_Toc1"></a>Intro</p>', "Intro"],
    ["a bulleted list", "<ul><li>Shingles</li><li>Gutters</li></ul>", "- Shingles\n- Gutters"],
    ["a numbered list", "<ol><li><p>Inspect</p></li><li><p>Repair</p></li></ol>", "1. Inspect\n2. Repair"],
    ["a nested list", "<ul><li>Roof<ul><li>Shingles</li><li>Flashing</li></ul></li><li>Walls</li></ul>", "- Roof\n  - Shingles\n  - Flashing\n- Walls"],
    [
      "a table: first row is the header, pipes escaped, paragraphs in cells flattened",
      "<table><tr><td><p>Item</p></td><td><p>Cost</p></td></tr><tr><td><p>Shingles | ridge</p></td><td><p>$400</p><p>each</p></td></tr><tr><td>Gutters</td></tr></table>",
      "| Item | Cost |\n| --- | --- |\n| Shingles \\| ridge | $400 each |\n| Gutters |  |",
    ],
    ["a picture", '<p><img src="/media/ab/cd.jpg" alt="A red roof" /></p>', "![A red roof](/media/ab/cd.jpg)"],
    ["a line break", "<p>Line one<br />line two</p>", "Line one\\\nline two"],
    ["markdown characters in the text are escaped", "<p>2*3 = [six] _x_ &lt;b&gt;</p>", "2\\*3 = \\[six\\] \\_x\\_ \\<b>"],
    ["text that would start a heading or list is escaped", "<p># not a heading</p><p>- not a list</p><p>1. not a list</p>", "\\# not a heading\n\n\\- not a list\n\n1\\. not a list"],
    ["placeholders survive", "<p>Roofers in {{locationName}}</p>", "Roofers in {{locationName}}"],
    ["empty paragraphs and whitespace are dropped", "<p> </p>\n<p>Text   with\n spaces</p><p></p>", "Text with spaces"],
    ["a quote", "<blockquote><p>Great work.</p></blockquote>", "> Great work."],
  ])("%s", (_name, html, expected) => {
    expect(md(html)).toBe(expected);
  });

  it("takes the opening heading as the title and starts the content's headings at level 2", () => {
    expect(htmlToMarkdown("<h1>Storm <em>Damage</em> Guide</h1><p>Intro</p><h1>Before</h1><h2>Details</h2>")).toEqual({
      title: "Storm Damage Guide",
      markdown: "Intro\n\n## Before\n\n### Details",
    });
  });

  it("keeps a later first heading in the content and still uses it as the title", () => {
    expect(htmlToMarkdown("<p>Intro</p><h3>Gutters</h3><p>Clean them.</p>")).toEqual({ title: "Gutters", markdown: "Intro\n\n## Gutters\n\nClean them." });
  });

  it("has no title without a heading", () => {
    expect(htmlToMarkdown("<p>Just text</p>")).toEqual({ title: null, markdown: "Just text" });
  });
});
