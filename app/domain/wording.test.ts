import { describe, expect, it } from "vitest";
import { andList, countWord } from "./wording";

describe("andList", () => {
  it.each([
    [[], ""],
    [["Kinston"], "Kinston"],
    [["Rocky Mount", "Greenville"], "Rocky Mount and Greenville"],
    [["Rocky Mount", "Greenville", "Tarboro"], "Rocky Mount, Greenville and Tarboro"],
  ])("%j → %j", (items, text) => {
    expect(andList(items)).toBe(text);
  });
});

it("joins with or when asked", () => {
  expect(andList(["Rocky Mount", "Greenville"], "or")).toBe("Rocky Mount or Greenville");
});

describe("countWord", () => {
  it.each([
    [1, "one"],
    [3, "three"],
    [12, "twelve"],
    [13, "13"],
  ])("%i → %j", (n, word) => {
    expect(countWord(n)).toBe(word);
  });
});
