/** Read time shown on post cards and pages. */

export const WORDS_PER_MINUTE = 200;

const SPACE = /\s/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The whitespace-separated tokens of `text` that hold a letter or digit, so markdown marks ("#",
 * "-", "---") are not words. One pass over the characters, with regular expressions only for
 * characters beyond ASCII: /blog counts the words of every post it lists on each render, and
 * splitting into tokens and testing each one took a twentieth of that render.
 */
export function countWords(text: string): number {
  let words = 0;
  // Whether the token under way has been counted.
  let counted = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    let space: boolean;
    let wordCharacter: boolean;
    if (code < 128) {
      space = code === 32 || (code >= 9 && code <= 13);
      wordCharacter = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    } else {
      const point = text.codePointAt(i)!;
      const character = String.fromCodePoint(point);
      if (point > 0xffff) i += 1;
      space = SPACE.test(character);
      wordCharacter = !space && WORD_CHARACTER.test(character);
    }
    if (space) counted = false;
    else if (wordCharacter && !counted) {
      words += 1;
      counted = true;
    }
  }
  return words;
}

/**
 * Words / 200, rounded up. Never below 1: a post view never says "0 min read".
 */
export function readTimeMinutes(content: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(content ?? "") / WORDS_PER_MINUTE));
}
