import { describe, expect, it } from "vitest";
import { diffLines } from "./text-diff";

const show = (before: string, after: string) =>
  diffLines(before, after).map((l) => `${l.op === "same" ? " " : l.op === "added" ? "+" : "-"}${l.text}`);

describe("diffLines", () => {
  it.each([
    ["identical", "a\nb", "a\nb", [" a", " b"]],
    ["a line added", "a\nc", "a\nb\nc", [" a", "+b", " c"]],
    ["a line removed", "a\nb\nc", "a\nc", [" a", "-b", " c"]],
    ["a line changed", "# Title\nold words\nend", "# Title\nnew words\nend", [" # Title", "-old words", "+new words", " end"]],
    ["from empty", "", "x", ["-", "+x"]],
    ["moved paragraph", "a\nb\nc", "b\nc\na", ["-a", " b", " c", "+a"]],
  ])("%s", (_, before, after, expected) => {
    expect(show(before, after)).toEqual(expected);
  });

  it("keeps every line of both texts exactly once", () => {
    const before = Array.from({ length: 300 }, (_, i) => `line ${i % 17}`).join("\n");
    const after = Array.from({ length: 280 }, (_, i) => `line ${(i * 3) % 19}`).join("\n");
    const d = diffLines(before, after);
    expect(d.filter((l) => l.op !== "added").map((l) => l.text).join("\n")).toBe(before);
    expect(d.filter((l) => l.op !== "removed").map((l) => l.text).join("\n")).toBe(after);
  });
});
