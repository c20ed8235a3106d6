import { describe, expect, it } from "vitest";
import { cloneTags, displayTags, matchableTags } from "./tags";

describe("cloneTags", () => {
  it("adds location, county and {location}-roofing after the existing tags", () => {
    expect(cloneTags({ name: "Rocky Mount", county: "Nash County" }, ["metal", "roof-repair"])).toEqual([
      "metal",
      "roof-repair",
      "rocky-mount",
      "nash-county",
      "rocky-mount-roofing",
    ]);
  });

  it("starts from nothing when there are no tags and skips a missing county", () => {
    expect(cloneTags({ name: "Wilson", county: null }, null)).toEqual(["wilson", "wilson-roofing"]);
  });

  it("never duplicates a tag, comparing case-insensitively", () => {
    expect(cloneTags({ name: "Wilson", county: "Wilson County" }, ["Wilson", "wilson-roofing"])).toEqual([
      "Wilson",
      "wilson-roofing",
      "wilson-county",
    ]);
  });
});

describe("displayTags and matchableTags", () => {
  it.each([
    [null, [], []],
    [["  #Metal ", "", "  "], ["Metal"], ["metal"]],
    [["Wilson-Roofing", "{{locationName}}-roofing"], ["Wilson-Roofing", "{{locationName}}-roofing"], ["wilson-roofing"]],
  ])("%j → shown %j, compared %j", (tags, shown, compared) => {
    expect(displayTags(tags)).toEqual(shown);
    expect(matchableTags(tags)).toEqual(compared);
  });
});
