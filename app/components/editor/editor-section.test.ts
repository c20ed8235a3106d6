import { describe, expect, it } from "vitest";
import { closedSections, sectionsStorageKey } from "./editor-section";

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
});
