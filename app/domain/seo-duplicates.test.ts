import { describe, expect, it } from "vitest";
import { duplicateWarnings, effectiveMetaDescription, effectiveMetaTitle, snippetKey } from "./seo-duplicates";

describe("snippet rules", () => {
  it.each([
    ["  Metal   Roofs ", "metal roofs"],
    [null, ""],
    ["A\nB", "a b"],
  ])("snippetKey(%j) = %j", (input, key) => expect(snippetKey(input)).toBe(key));

  it.each([
    [{ title: "T", seoTitle: null }, "T"],
    [{ title: "T", seoTitle: "  " }, "T"],
    [{ title: "T", seoTitle: "S" }, "S"],
  ])("effectiveMetaTitle(%j) = %s", (post, title) => expect(effectiveMetaTitle(post)).toBe(title));

  it.each([
    [{ seoDescription: null, excerpt: null }, null],
    [{ seoDescription: " ", excerpt: "E" }, "E"],
    [{ seoDescription: "D", excerpt: "E" }, "D"],
  ])("effectiveMetaDescription(%j) = %s", (post, d) => expect(effectiveMetaDescription(post)).toBe(d));

  it("names what is shared", () => {
    expect(duplicateWarnings([{ id: "1", title: "A", slug: "a", same: ["title", "description"] }])[0]).toContain("same meta title and description");
    expect(duplicateWarnings([{ id: "1", title: "A", slug: "a", same: ["description"] }])[0]).toContain("same meta description");
  });
});
