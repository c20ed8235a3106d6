/** Read time shown on post cards and pages. */


export const WORDS_PER_MINUTE = 200;

/**
 * Words / 200, rounded up. Only tokens with a letter or digit count as words, so markdown marks
 * ("#", "-", "---") do not inflate it. Never below 1: a post view never says "0 min read".
 */
export function readTimeMinutes(content: string | null | undefined): number {
  const words = (content ?? "").split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
