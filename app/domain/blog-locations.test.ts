import { describe, expect, it } from "vitest";
import { checkLocationParam, searchableLocations } from "./blog-locations";

describe("checkLocationParam", () => {
  const towns = [
    { value: "rocky-mount", label: "Rocky Mount" },
    { value: "wilson", label: "Wilson" },
  ];
  it.each([
    [[], { kind: "ok" }],
    [["wilson"], { kind: "ok" }],
    [["all"], { kind: "ok" }],
    // Another way of writing a town (or "all") is sent to its one spelling.
    [["Rocky Mount"], { kind: "respell", value: "rocky-mount" }],
    [["WILSON"], { kind: "respell", value: "wilson" }],
    [["All"], { kind: "respell", value: "all" }],
    [["wilson", "wilson"], { kind: "respell", value: "wilson" }],
    // Names of no town we serve, however written.
    [["atlantis"], { kind: "unknown" }],
    [["wilson-nc"], { kind: "unknown" }],
    [[""], { kind: "unknown" }],
    [["x".repeat(500)], { kind: "unknown" }],
  ])("%j → %j", (values, expected) => {
    expect(checkLocationParam(values, towns)).toEqual(expected);
  });
});

describe("searchableLocations (the towns the blog's filter searches in the browser)", () => {
  it("is a line per town, its slug and name apart by a tab, with no quotes to escape in an attribute", () => {
    const list = searchableLocations([
      { value: "rocky-mount", label: "Rocky Mount" },
      { value: "kill-devil-hills", label: "Kill Devil\tHills\n" },
    ]);
    expect(list).toBe("rocky-mount\tRocky Mount\nkill-devil-hills\tKill Devil Hills");
    expect(list).not.toMatch(/["&<>]/);
  });
});
