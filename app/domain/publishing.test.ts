import { describe, expect, it } from "vitest";
import {
  blockedMessage,
  doorwayGate,
  doorwayHeldMessage,
  doorwayOverrideNote,
  flaggedClones,
  flaggedLine,
  publishGuard,
  type DoorwayReport,
  type FlaggedPost,
} from "./publishing";

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

describe("publishGuard: a post goes live only when every placeholder has a value (decisions point 3)", () => {
  const post = (id: string, content: string, locationId: string | null) => ({
    id,
    locationId,
    title: `Post ${id}`,
    excerpt: null,
    content,
    author: "Staff",
    categories: null,
    tags: null,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
  });

  it("lets filled posts through and names what blocks the others", () => {
    const { ready, blocked } = publishGuard(
      [post("a", "Call {{companyPhone}}.", "town"), post("b", "Roofs in {{locationName}} by {{crewName}}.", null), post("c", "Ask about {{crewName}}.", "town")],
      { companyPhone: "(252) 555-0100" },
    );
    expect(ready).toEqual(["a"]);
    expect(blocked).toEqual([
      { id: "b", title: "Post b", placeholders: ["locationName", "crewName"], template: true },
      { id: "c", title: "Post c", placeholders: ["crewName"], template: false },
    ]);
    expect(blockedMessage(blocked)).toBe(
      '"Post b" still contains {{crewName}}; "Post b" is a template: {{locationName}} is filled per town when it is cloned, so clone it instead of publishing it; "Post c" still contains {{crewName}}',
    );
  });
});

describe("flaggedClones", () => {
  const report = (similarity: number, warning: boolean): DoorwayReport => ({ similarity, siblingId: "s", siblingTitle: "Metal Roofs in Tarboro, NC", warning, advice: [] });

  it("keeps the clones whose report warns, with their closest sibling", () => {
    const posts = [
      { id: "w", title: "Metal Roofs in Wilson, NC" },
      { id: "g", title: "Metal Roofs in Garner, NC" },
      { id: "x", title: "No report yet" },
    ];
    expect(flaggedClones(posts, { w: report(0.916, true), g: report(0.2, false) })).toEqual([
      { id: "w", title: "Metal Roofs in Wilson, NC", similarity: 0.916, siblingTitle: "Metal Roofs in Tarboro, NC" },
    ]);
  });
});
