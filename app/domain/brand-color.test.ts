import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_COLOR, brandPaletteCss, contrastWithWhite } from "./brand-color";

describe("the brand colour", () => {
  it("measures white text's contrast on it as WCAG does", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 0);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite(DEFAULT_BRAND_COLOR)).toBeGreaterThan(12);
    expect(contrastWithWhite("#767676")).toBeCloseTo(4.54, 1);
  });

  it("restyles the palette from one colour, and nothing for the site's own", () => {
    expect(brandPaletteCss(DEFAULT_BRAND_COLOR)).toBe("");
    expect(brandPaletteCss("")).toBe("");
    const css = brandPaletteCss("#7a1f2b");
    expect(css).toMatch(/^:root\{--color-brand-700:#7a1f2b;/);
    expect(css).toContain("--color-brand-50:color-mix(in oklch,#7a1f2b,white 92%)");
    expect(css).toContain("--color-brand-900:color-mix(in oklch,#7a1f2b,black 50%)");
  });
});
