import { describe, expect, it } from "vitest";
import { pageHydrates, staticPage } from "./hydration";

describe("pageHydrates", () => {
  it.each([
    { name: "no handles: React hydrates", matches: [{}, {}], expected: true },
    { name: "a static content page", matches: [{}, { handle: undefined }, { handle: staticPage }], expected: false },
    { name: "the deepest opinion wins", matches: [{ handle: staticPage }, { handle: { hydrate: true } }], expected: true },
    { name: "a handle without the flag does not count", matches: [{ handle: staticPage }, { handle: { other: 1 } }], expected: false },
  ])("$name", ({ matches, expected }) => {
    expect(pageHydrates(matches)).toBe(expected);
  });
});
