import { describe, expect, it } from "vitest";
import { doorwayGate, doorwayHeldMessage, doorwayOverrideNote, flaggedLine, type FlaggedPost } from "./publishing";

const wilson: FlaggedPost = { id: "w", title: "Metal Roofs in Wilson, NC", similarity: 0.916, siblingTitle: "Metal Roofs in Tarboro, NC" };
const garner: FlaggedPost = { id: "g", title: "Metal Roofs in Garner, NC", similarity: 0.88, siblingTitle: "Metal Roofs in Wilson, NC" };

describe("doorwayGate", () => {
  it("has nothing to say when nothing is flagged", () => {
    expect(doorwayGate([], { confirmed: false, role: "editor" })).toEqual({ override: [], held: [], hold: null });
  });

  it("holds flagged clones until the owner confirms them", () => {
    expect(doorwayGate([wilson, garner], { confirmed: false, role: "owner" })).toEqual({ override: [], held: [wilson, garner], hold: "confirm" });
    expect(doorwayGate([wilson, garner], { confirmed: true, role: "owner" })).toEqual({ override: [wilson, garner], held: [], hold: null });
  });

  it("never lets an editor confirm", () => {
    expect(doorwayGate([wilson], { confirmed: true, role: "editor" })).toEqual({ override: [], held: [wilson], hold: "owner-only" });
  });
});

describe("messages", () => {
  it("name each flagged clone, its closeness and its sibling", () => {
    expect(flaggedLine(wilson)).toBe("“Metal Roofs in Wilson, NC” reads 92% like “Metal Roofs in Tarboro, NC”");
    expect(doorwayHeldMessage([wilson, garner], "confirm")).toBe(
      "Not published yet: “Metal Roofs in Wilson, NC” reads 92% like “Metal Roofs in Tarboro, NC”; “Metal Roofs in Garner, NC” reads 88% like “Metal Roofs in Wilson, NC”. Search engines treat near-identical town pages as doorway pages: confirm to publish anyway, or make each one more about its town.",
    );
    expect(doorwayHeldMessage([wilson], "owner-only")).toContain("Only the owner can publish a clone this close to a sibling");
    expect(doorwayOverrideNote(wilson)).toBe("confirmed by the owner although it reads 92% like “Metal Roofs in Tarboro, NC”");
  });
});
