import { getSchema } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { demoPosts } from "~/db/seed/data/posts";
import { renderMarkdown } from "~/domain/markdown";
import { renderPostHtml } from "~/domain/markdown.server";
import { contentMarkdownManager } from "./content-markdown.test-support";
import { contentExtensions } from "./content-schema";

const manager = contentMarkdownManager();
const schema = getSchema(contentExtensions());

/** Load → save as the visual editor does: markdown into the editor's document (checked against its schema) and back. */
function roundTrip(markdown: string): string {
  const doc = Node.fromJSON(schema, manager.parse(markdown));
  doc.check();
  return manager.serialize(doc.toJSON());
}

/**
 * The HTML the renderer makes (the live preview's; the public page sanitizes it further), spelling aside: whitespace between tags does not matter, nor whether a
 * list item's text sits in a <p> (a "loose" list, spaced a little wider, which the editor writes tight).
 */
function page(markdown: string): string {
  return renderMarkdown(markdown)
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .replace(/<li><p>((?:(?!<\/?p>).)*)<\/p>/g, "<li>$1")
    .trim();
}

/** What a reader reads, without the markup and the spacing between blocks. */
function text(markdown: string): string {
  return renderPostHtml(markdown).replace(/<[^>]+>/g, "").replace(/\s+/g, "");
}

/** Every construct `renderMarkdown` renders (app/domain/markdown.ts: marked with GFM, raw HTML as text). */
const CONSTRUCTS: Record<string, string> = {
  "headings 1 to 6": "# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six",
  "setext headings": "Big title\n=========\n\nSmaller title\n-------------",
  "bold, italic and both, in either spelling": "Some **bold** and __bold__, *italic* and _italic_, ***both*** and **bold with *italic* inside**.",
  "strikethrough": "Was ~~$9,000~~ now $8,500.",
  "inline code": "Run `npm start` or ``a `tick` inside``.",
  "fenced and indented code blocks": "```js\nconst roof = 'metal';\n```\n\n    indented code\n    second line",
  "bullet lists in every marker, nested": "- one\n- two\n  - two a\n  - two b\n- three\n\nThen\n\n* star\n* list\n\nAnd\n\n+ plus\n+ list",
  "numbered lists, starting anywhere": "1. first\n2. second\n   1. nested\n\n3. three\n4. four",
  "a numbered list that starts at 3": "Steps so far.\n\n3. Look\n4. Clear\n5. Flush",
  "loose lists (paragraphs in items)": "- first item\n\n  with a second paragraph\n\n- second item",
  "quotes with blocks inside": "> A quote with **bold**\n> over two lines\n>\n> - and a list\n>\n> ## and a heading",
  "horizontal rules": "Above\n\n---\n\nBetween\n\n***\n\nBelow",
  "hard line breaks": "Line one  \nline two\\\nline three",
  "links with titles, paths, phone and mail": '[NOAA](https://www.noaa.gov "Weather") then [financing](/financing), [call](tel:+12525550100) and [write](mailto:office@example.com).',
  "autolinks and bare addresses": "See <https://www.nrca.net> or https://www.ncdoi.gov for more.",
  "reference links": "Read [the guide][guide] first.\n\n[guide]: /resources/roof-guide \"Guide\"",
  "unsafe links stay text": "[click](javascript:alert(1)) and ![x](javascript:alert(2))",
  "album photos alone and among words": "![Metal roof in Wilson](/media/abc123/800.webp)\n\nBefore ![small](/media/def/400.webp \"Title\") after.",
  "tables with alignment and formatting": "| Item | Cost | Note |\n|:-----|-----:|:----:|\n| Shingles | $400 | **sale** |\n| Pipe \\| boot | $30 | [info](/x) |",
  "placeholders": "Call {{businessPhone}} — {{businessName}} serves {{locationName}}, {{locationCounty}} County. {{current_date}}",
  "characters markdown would read as formatting": "5 \\* 3 = 15, under\\_score, a \\[bracket\\], a \\# hash, 1\\. not a list, and a back\\\\slash.",
  "entities": "Fish &amp; chips, 3 &lt; 4 &gt; 2, &quot;quoted&quot;.",
  "task list items": "- [ ] check gutters\n- [x] check flashing",
};

describe("the visual editor's markdown round trip", () => {
  for (const [name, markdown] of Object.entries(CONSTRUCTS)) {
    it(`keeps ${name}`, () => {
      expect(page(roundTrip(markdown))).toBe(page(markdown));
    });
  }

  it("keeps raw HTML as the text the page shows", () => {
    const markdown = 'Inline <b>bold?</b> and <img src=x onerror=alert(1)> stay text.\n\n<div class="box">\nA block\n</div>\n\n<!-- a comment -->';
    const saved = roundTrip(markdown);
    expect(renderPostHtml(saved)).not.toMatch(/<(b|img|div)\b/);
    expect(text(saved)).toBe(text(markdown));
  });

  for (const post of demoPosts) {
    it(`keeps the seeded post “${post.title}”`, () => {
      expect(page(roundTrip(post.content))).toBe(page(post.content));
    });
  }

  it("is stable: a second load and save changes nothing", () => {
    for (const markdown of [...Object.values(CONSTRUCTS), ...demoPosts.map((p) => p.content)]) {
      const once = roundTrip(markdown);
      expect(roundTrip(once)).toBe(once);
    }
  });

  it("writes the markdown a writer expects for the toolbar's constructs", () => {
    expect(roundTrip("## Why spring?\n\nBook a **free spring inspection** on [the NRCA site](https://www.nrca.net).\n\n- one\n- two")).toBe(
      "## Why spring?\n\nBook a **free spring inspection** on [the NRCA site](https://www.nrca.net).\n\n- one\n- two",
    );
  });
});
