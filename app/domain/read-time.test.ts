import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes } from "./read-time";

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

describe("countWords", () => {
  it("counts whitespace-separated tokens that hold a letter or digit, in any script", () => {
    expect(countWords("Roof  repair\tin\nWilson, NC")).toBe(5);
    expect(countWords("# -- --a-- 1999 *** ¶")).toBe(2);
    expect(countWords("Café déjà vu\u00a0naïve — 東京 𠀋x")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("agrees with splitting on whitespace and keeping tokens with a letter or digit", () => {
    const texts = ["## Storm damage\n\n- Hail, wind & rain!\n- 3–5 days\u2003(typical)", "a\u3000b\u2028c \ufeff d", "x🙂 🙂 y"];
    for (const text of texts) {
      expect(countWords(text)).toBe(text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length);
    }
  });
});
