import { describe, expect, it } from "vitest";
import { readTimeMinutes } from "./read-time";

describe("readTimeMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, () => "shingle").join(" ");

  it("is words / 200 rounded up", () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it("is at least 1, even for empty content", () => {
    expect(readTimeMinutes(words(3))).toBe(1);
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(null)).toBe(1);
  });

  it("does not count markdown marks as words", () => {
    expect(readTimeMinutes(`# Title\n\n---\n\n- ${words(199)}\n\n* * *`)).toBe(1);
  });
});
