/**
 * How content turns data into words, so a sentence reads right for one office or twelve
 * (docs/decisions/021-launch-as-your-company.md): lists joined with "and", small counts as words.
 */

/** "Greenville", "Greenville and Kinston", "Greenville, Kinston and Wilson" (or "… or Wilson"). */
export function andList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** "two", "13": a count as a sentence says it (words up to twelve). */
export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}
