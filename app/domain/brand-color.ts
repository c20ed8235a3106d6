/**
 * The owner's brand colour as the site's palette (docs/decisions/021-launch-as-your-company.md): the
 * colour is the site's `brand-700` (header bands, headings, buttons), and the lighter and darker
 * shades are mixed from it in OKLCH, so one colour restyles every page. A colour too light to carry
 * white text (WCAG 2.2's 4.5:1) is refused. Pure: no React or HTTP.
 */

/** The site's own brand colour (app/app.css `--color-brand-700`). */
export const DEFAULT_BRAND_COLOR = "#14365d";

/** Relative luminance of a #rrggbb colour (WCAG 2.2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on the colour: 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The smallest contrast white text on the brand colour must have (WCAG 2.2, 1.4.3). */
export const MIN_CONTRAST = 4.5;

/** Shades of the palette, as amounts of the brand colour mixed with white (lighter) or black (darker). */
const SHADES: [shade: number, mix: string][] = [
  [50, "white 92%"],
  [100, "white 82%"],
  [200, "white 64%"],
  [500, "white 22%"],
  [600, "white 11%"],
  [800, "black 25%"],
  [900, "black 50%"],
];

/** The CSS custom properties that restyle the site in the brand colour: empty for the site's own. */
export function brandPaletteCss(hex: string): string {
  if (!hex || hex.toLowerCase() === DEFAULT_BRAND_COLOR) return "";
  const shades = SHADES.map(([shade, mix]) => `--color-brand-${shade}:color-mix(in oklch,${hex},${mix})`);
  return `:root{--color-brand-700:${hex};${shades.join(";")}}`;
}
