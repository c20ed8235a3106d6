/**
 * How a search engine shortens a result's title and description: by the width the text takes on
 * screen, not by its number of characters ("WWW" is three times wider than "iii"). The widths are
 * the usual measurements of Google's result page; Google changes its layout now and then, so they
 * live in this one table.
 */

/** The text a search engine puts where it cut. */
export const ELLIPSIS = "…";

export interface SnippetLine {
  /** Font size of the text, in CSS pixels: the widths below are measured at this size. */
  fontPx: number;
  /** The widest the text may be before it is cut, in CSS pixels. */
  maxWidth: number;
}

export interface SnippetLayout {
  /** Width of the result card, in CSS pixels. */
  cardWidth: number;
  title: SnippetLine;
  description: SnippetLine;
}

export type SnippetDevice = "desktop" | "mobile";

export const SNIPPET_LAYOUTS: Record<SnippetDevice, SnippetLayout> = {
  // One title line of 20 px Arial about 600 px wide; the description wraps to two lines, ~920 px in all.
  desktop: { cardWidth: 600, title: { fontPx: 20, maxWidth: 600 }, description: { fontPx: 14, maxWidth: 920 } },
  // A phone's card is narrower: the title may take two short lines, the description about 680 px.
  mobile: { cardWidth: 340, title: { fontPx: 18, maxWidth: 500 }, description: { fontPx: 14, maxWidth: 680 } },
};

export interface FittedText {
  text: string;
  truncated: boolean;
}

/**
 * `text` as it fits in `maxWidth`: whole when it fits; otherwise the longest start that fits with
 * the ellipsis, cut after the last whole word when there is one. `measure` gives the width of a
 * string in the font it is shown in (the browser's canvas measureText), so the rule holds for any font.
 */
export function fitToWidth(text: string, maxWidth: number, measure: (text: string) => number): FittedText {
  const clean = text.replace(/\s+/g, " ").trim();
  if (measure(clean) <= maxWidth) return { text: clean, truncated: false };
  // Code points, so an emoji or accented letter is never split in half.
  const chars = Array.from(clean);
  const withEllipsis = (count: number) => `${chars.slice(0, count).join("").trimEnd()}${ELLIPSIS}`;
  // Widths grow with length: the longest fitting start is found by halving.
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(withEllipsis(middle)) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  const start = chars.slice(0, low).join("");
  // The cut falls inside a word: drop the partial word, unless it is the only one.
  const lastSpace = start.lastIndexOf(" ");
  const insideWord = chars[low] !== " " && lastSpace > 0;
  const kept = (insideWord ? start.slice(0, lastSpace) : start).replace(/[\s,;:–—-]+$/, "");
  return { text: `${kept}${ELLIPSIS}`, truncated: true };
}
