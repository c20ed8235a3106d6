import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { closedSections, EditorSection, EditorSections, sectionsStorageKey } from "./editor-section";

describe("remembered editor sections", () => {
  it("keeps each staff member's sections under their own key", () => {
    expect(sectionsStorageKey("u1")).not.toBe(sectionsStorageKey("u2"));
  });

  it.each([
    ['["seo","revisions"]', ["revisions", "seo"]],
    [null, []],
    ["not json", []],
    ['{"seo":false}', []],
    ['["seo",3,null]', ["seo"]],
  ])("reads %j as closed %j", (raw, closed) => {
    expect([...closedSections(raw)].sort()).toEqual(closed);
  });

  it("renders open on the server: a region named by its heading, whose button says it is expanded", () => {
    const html = renderToString(
      createElement(EditorSections, { userId: "u1" }, createElement(EditorSection, { id: "seo", title: "Search engines (SEO)" }, "Fields")),
    );
    expect(html).toContain('<section aria-labelledby="seo-heading"');
    expect(html).toContain('<h2 id="seo-heading"');
    expect(html).toMatch(/<button type="button" aria-expanded="true" aria-controls="seo-body"/);
    expect(html).toMatch(/<div id="seo-body" class="[^"]*">Fields<\/div>/);
  });
});
