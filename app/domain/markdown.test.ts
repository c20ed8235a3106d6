import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown } from "./markdown";
import { renderPostHtml } from "./markdown.server";

describe("post markdown", () => {
  it("renders headings, lists, emphasis and safe links", () => {
    const html = renderPostHtml("## Storm prep\n\n- Clear **gutters**\n- Trim limbs\n\n[Call us](tel:+12525550100) or [read more](/resources)");
    expect(html).toContain("<h2>Storm prep</h2>");
    expect(html).toContain("<li>Clear <strong>gutters</strong></li>");
    expect(html).toContain('<a href="tel:+12525550100">Call us</a>');
    expect(html).toContain('<a href="/resources">read more</a>');
  });

  it("opens outside links in a new tab safely", () => {
    expect(renderMarkdown("[NOAA](https://www.noaa.gov)")).toContain('href="https://www.noaa.gov" target="_blank" rel="noopener noreferrer"');
  });

  it("never passes raw HTML or script URLs through", () => {
    const html = renderPostHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![y](javascript:alert(2))');
    expect(html).not.toMatch(/<script|<img|href="javascript|src="javascript/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops protocol-relative URLs", () => {
    expect(renderMarkdown("[x](//evil.example)")).not.toContain("evil.example\"");
  });

  it("gives plain text for counting words", () => {
    expect(markdownToText("## Title\n\nSome **bold** [link](/x) text.")).toBe("Title Some bold link text.");
    expect(markdownToText(null)).toBe("");
  });
});
