import { describe, expect, it } from "vitest";
import { withParam } from "./query-params";

describe("withParam", () => {
  it.each([
    ["", "location", "wilson", "/blog?location=wilson"],
    ["location=Wilson&q=wil", "location", "wilson", "/blog?location=wilson&q=wil"],
    ["location=atlantis", "location", null, "/blog"],
    ["q=wil&location=atlantis&utm_source=mail", "location", null, "/blog?q=wil&utm_source=mail"],
    ["location=a&location=b&_routes=routes%2F_public.blog._index", "location", null, "/blog"],
  ])("?%s, %s = %s → %s", (qs, name, value, expected) => {
    expect(withParam("/blog", new URLSearchParams(qs), name, value)).toBe(expected);
  });
});
