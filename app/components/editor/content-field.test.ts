import { describe, expect, it } from "vitest";
import { contentMode, contentModeStorageKey } from "./content-field";

describe("the remembered content mode", () => {
  it("keeps each staff member's choice under their own key, apart from their sections", () => {
    expect(contentModeStorageKey("u1")).not.toBe(contentModeStorageKey("u2"));
    expect(contentModeStorageKey("u1")).not.toContain("editor-sections");
  });

  it.each([
    ["visual", "visual"],
    ["markdown", "markdown"],
    [null, "visual"],
    ["Markdown", "visual"],
    ['"markdown"', "visual"],
  ] as const)("reads %j as %j", (raw, mode) => {
    expect(contentMode(raw)).toBe(mode);
  });
});
