import { describe, expect, it } from "vitest";
import { ELLIPSIS, fitToWidth, SNIPPET_LAYOUTS } from "./search-preview";

/** Every character 10 px wide, the ellipsis too: widths are easy to count. */
const mono = (text: string) => Array.from(text).length * 10;
/** A proportional font in miniature: W and M are wide, i and l narrow, everything else 10 px. */
const proportional = (text: string) =>
  Array.from(text).reduce((sum, c) => sum + (/[WM]/.test(c) ? 20 : /[il]/.test(c) ? 4 : 10), 0);

describe("fitToWidth", () => {
  it("keeps a text that fits, with its spaces tidied", () => {
    expect(fitToWidth("  Metal roofs   in Wilson ", 300, mono)).toEqual({ text: "Metal roofs in Wilson", truncated: false });
  });

  it("keeps a text exactly as wide as the limit", () => {
    expect(fitToWidth("abcde", 50, mono)).toEqual({ text: "abcde", truncated: false });
  });

  it("cuts after the last whole word that fits with the ellipsis", () => {
    // 12 characters + ellipsis fit in 130 px: "Spring roof " → cut after "roof".
    expect(fitToWidth("Spring roof inspection guide", 130, mono)).toEqual({ text: `Spring roof${ELLIPSIS}`, truncated: true });
  });

  it("keeps a word that ends exactly at the cut", () => {
    // "Spring roof" is 11 characters; with the ellipsis 120 px.
    expect(fitToWidth("Spring roof inspection", 120, mono).text).toBe(`Spring roof${ELLIPSIS}`);
  });

  it("cuts inside a single long word when there is no space to cut at", () => {
    expect(fitToWidth("Supercalifragilistic", 60, mono).text).toBe(`Super${ELLIPSIS}`);
  });

  it("drops punctuation left hanging before the ellipsis", () => {
    expect(fitToWidth("Roofs, gutters, siding and more", 100, mono).text).toBe(`Roofs${ELLIPSIS}`);
  });

  it("measures width, not characters: wide letters are cut sooner than narrow ones of the same count", () => {
    const wide = fitToWidth("WWWW MMMM WWWW MMMM", 200, proportional);
    const narrow = fitToWidth("iiii llll iiii llll", 200, proportional);
    // 8 wide letters, a space and the ellipsis: 180 px; the next word would not fit.
    expect(wide).toEqual({ text: `WWWW MMMM${ELLIPSIS}`, truncated: true });
    expect(narrow).toEqual({ text: "iiii llll iiii llll", truncated: false });
  });

  it("never splits a character made of two code units", () => {
    const fitted = fitToWidth("🏠🏠🏠🏠🏠🏠", 40, mono);
    expect(fitted.text).toBe(`🏠🏠🏠${ELLIPSIS}`);
  });

  it("the result always fits the limit it was cut for", () => {
    const title = "Storm Damage Roof Repair in Rocky Mount, NC: What Homeowners Should Check After a Hurricane";
    for (const limit of [50, 120, 333, 600]) {
      const fitted = fitToWidth(title, limit, proportional);
      expect(proportional(fitted.text)).toBeLessThanOrEqual(limit);
      expect(fitted.truncated).toBe(proportional(title) > limit);
    }
  });
});

describe("SNIPPET_LAYOUTS", () => {
  it("gives desktop about 600 px for the title and 920 px for the description, and a phone less", () => {
    expect(SNIPPET_LAYOUTS.desktop.title.maxWidth).toBe(600);
    expect(SNIPPET_LAYOUTS.desktop.description.maxWidth).toBe(920);
    expect(SNIPPET_LAYOUTS.mobile.title.maxWidth).toBeLessThan(SNIPPET_LAYOUTS.desktop.title.maxWidth);
    expect(SNIPPET_LAYOUTS.mobile.description.maxWidth).toBeLessThan(SNIPPET_LAYOUTS.desktop.description.maxWidth);
  });
});
