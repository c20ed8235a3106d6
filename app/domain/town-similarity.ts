/**
 * How alike the town pages read (issue 16; decisions.md point 10). Each page's main text is
 * compared with every other one by the Jaccard similarity of 5-word shingles (similarity.ts), after
 * the page's own town name is replaced by one token, so two pages that differ only by the name
 * count as identical. A page's "unique share" is the part of its shingles found on no other town
 * page. The repository test and the staff screen both read this report.
 */
import { jaccard, normalisedWords, shingles } from "./similarity";

/** No pair of town pages may score above this (issue 16). */
export const MAX_PAIR_SIMILARITY = 0.5;
/** The median town page must have at least this share of shingles no other town page has. */
export const MIN_MEDIAN_UNIQUE_SHARE = 0.4;

/** What stands for the page's own town name, so a pure name swap reads as the same text. */
export const TOWN_TOKEN = "thistown";

export interface TownPageText {
  /** The page's path, e.g. "/locations/wilson-nc". */
  path: string;
  /** The town the page is about; its mentions are neutralised. */
  name: string;
  /** The visible text of the page's main content. */
  text: string;
}

export interface TownPageScore {
  path: string;
  name: string;
  words: number;
  /** Share (0-1) of the page's shingles that appear on no other town page. */
  uniqueShare: number;
  /** The most similar other page and its Jaccard score; null when there is no other page. */
  closest: { path: string; name: string; similarity: number } | null;
}

export interface TownPair {
  a: string;
  b: string;
  similarity: number;
}

export interface TownSimilarityReport {
  pages: TownPageScore[];
  /** The most similar pairs, highest first (at most `topPairs` of them). */
  topPairs: TownPair[];
  maxSimilarity: number;
  medianUniqueShare: number;
  medianWords: number;
  pairCount: number;
  /** How many pairs score above MAX_PAIR_SIMILARITY. */
  pairsAboveLimit: number;
}

/** The few entities renderToStaticMarkup writes, decoded so "don&#x27;t" stays one word. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };

/** The visible words of an HTML fragment: tags become spaces, entities are decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (e) => ENTITIES[e] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text with every mention of `name` (any case, whole words) replaced by TOWN_TOKEN. Hyphens
 * and apostrophes in names ("Fuquay-Varina") match as written.
 */
export function neutraliseTownName(text: string, name: string): string {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(pattern, TOWN_TOKEN);
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Compares every pair of pages (n·(n-1)/2 Jaccard scores) and scores each page. */
export function townSimilarityReport(pages: readonly TownPageText[], topPairs = 5): TownSimilarityReport {
  const sets = pages.map((p) => shingles(neutraliseTownName(p.text, p.name)));

  // How many pages hold each shingle: a shingle held by one page is unique to it.
  const holders = new Map<string, number>();
  for (const set of sets) for (const s of set) holders.set(s, (holders.get(s) ?? 0) + 1);

  const best = pages.map(() => ({ index: -1, similarity: -1 }));
  const pairs: TownPair[] = [];
  for (let i = 0; i < pages.length; i += 1) {
    for (let j = i + 1; j < pages.length; j += 1) {
      const similarity = jaccard(sets[i], sets[j]);
      pairs.push({ a: pages[i].path, b: pages[j].path, similarity });
      if (similarity > best[i].similarity) best[i] = { index: j, similarity };
      if (similarity > best[j].similarity) best[j] = { index: i, similarity };
    }
  }
  pairs.sort((x, y) => y.similarity - x.similarity);

  const scores: TownPageScore[] = pages.map((page, i) => {
    let unique = 0;
    for (const s of sets[i]) if (holders.get(s) === 1) unique += 1;
    const closest = best[i].index >= 0 ? pages[best[i].index] : null;
    return {
      path: page.path,
      name: page.name,
      words: normalisedWords(page.text).length,
      uniqueShare: sets[i].size ? unique / sets[i].size : 0,
      closest: closest ? { path: closest.path, name: closest.name, similarity: best[i].similarity } : null,
    };
  });

  return {
    pages: scores,
    topPairs: pairs.slice(0, topPairs),
    maxSimilarity: pairs[0]?.similarity ?? 0,
    medianUniqueShare: median(scores.map((s) => s.uniqueShare)),
    medianWords: median(scores.map((s) => s.words)),
    pairCount: pairs.length,
    pairsAboveLimit: pairs.filter((p) => p.similarity > MAX_PAIR_SIMILARITY).length,
  };
}
