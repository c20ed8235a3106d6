import { describe, expect, it } from "vitest";
import { pageNumber, withParam } from "./query-params";

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

describe("pageNumber", () => {
  it.each([
    [null, 5, 1],
    ["3", 5, 3],
    ["03", 5, 3],
    ["9", 5, 5],
    ["0", 5, 1],
    ["-2", 5, 1],
    ["two", 5, 1],
    ["2", 0, 1],
    ["99999999999999", 5, 1],
  ])("?page=%s of %i → %i", (raw, last, expected) => {
    expect(pageNumber(raw, last)).toBe(expected);
  });
});
