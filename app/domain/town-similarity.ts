/**
 * How alike the town pages read (docs/decisions/006-town-pages.md; decisions.md point 10). Each
 * page's main text is compared with every other one by the Jaccard similarity of 5-word shingles
 * (similarity.ts), after the page's own town name is replaced by one token, so two pages that
 * differ only by the name count as identical. A page's "unique share" is the part of its shingles
 * found on no other town page. The repository test and the staff screen both read this report.
 */
import { normalisedWords, shingles } from "./similarity";
import type { TownPageKind } from "./town-page";

/** No pair of town pages may score above this (docs/decisions/006-town-pages.md). */
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

/** A town page's scores as the staff screen lists them: with its kind (full or area page). */
export interface StoredTownPageScore extends TownPageScore {
  kind: TownPageKind;
}

/** A report as stored for the staff screen (app/db/schema.ts, townSimilarityReports). */
export interface StoredTownSimilarity {
  summary: {
    pages: number;
    maxSimilarity: number;
    medianUniqueShare: number;
    medianWords: number;
    pairsAboveLimit: number;
  };
  /** Most alike first: those are the pages that need more local facts. */
  rows: StoredTownPageScore[];
}

/** The report as stored, each page with its kind (by path). */
export function storedTownSimilarity(report: TownSimilarityReport, kinds: ReadonlyMap<string, TownPageKind>): StoredTownSimilarity {
  return {
    summary: {
      pages: report.pages.length,
      maxSimilarity: report.maxSimilarity,
      medianUniqueShare: report.medianUniqueShare,
      medianWords: report.medianWords,
      pairsAboveLimit: report.pairsAboveLimit,
    },
    rows: report.pages
      .map((p) => ({ ...p, kind: kinds.get(p.path) ?? "area" }))
      .sort((a, b) => (b.closest?.similarity ?? 0) - (a.closest?.similarity ?? 0) || a.uniqueShare - b.uniqueShare),
  };
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

const wordCharacter = /[\p{L}\p{N}]/u;
const isWordCharacter = (text: string, index: number) => index >= 0 && index < text.length && wordCharacter.test(text[index]);

/**
 * The text with every mention of `name` (any case, whole words) replaced by TOWN_TOKEN. Hyphens
 * and apostrophes in names ("Fuquay-Varina") match as written. Found by plain search and a look at
 * the characters either side: a case-insensitive Unicode regular expression took milliseconds a
 * page, too slow for a thousand town pages.
 */
export function neutraliseTownName(text: string, name: string): string {
  const needle = name.trim().toLowerCase();
  if (!needle) return text;
  const lower = text.toLowerCase();
  // Lower case may change a string's length (a few letters outside English): then keep the lower-case text.
  const source = lower.length === text.length ? text : lower;
  let out = "";
  let copied = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (at < copied || isWordCharacter(lower, at - 1) || isWordCharacter(lower, end)) continue;
    out += source.slice(copied, at) + TOWN_TOKEN;
    copied = end;
  }
  return out + source.slice(copied);
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Pages of shingles held by more than this share of all pages are counted by the pages that lack them. */
const DENSE_SHARE = 2 / 3;

/** The first index of `list[from..to)` (ascending) holding a value above `after`. */
function firstAbove(list: Int32Array, from: number, to: number, after: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The report, one step at a time: the generator yields after each page is read and after each
 * page's comparisons with the pages after it, so a server can spread the work over many turns of
 * its event loop (app/seo/town-similarity.server.tsx); townSimilarityReport runs it at once.
 *
 * Every pair is compared exactly (n·(n-1)/2 Jaccard scores), but not shingle by shingle: each
 * distinct shingle gets a number, and a page's shared-shingle counts with all later pages are
 * added up from the lists of pages holding each of its shingles. A shingle nearly every page holds
 * (the template's own sentences) is counted through the few pages lacking it instead, so the work
 * grows with how much pages share in small groups, not with the size of the template.
 */
export function* townSimilaritySteps(pages: readonly TownPageText[], topPairs = 5): Generator<void, TownSimilarityReport, void> {
  const n = pages.length;
  const ids = new Map<string, number>();
  const sets: Int32Array[] = [];
  const words: number[] = [];
  for (const page of pages) {
    const shingleSet = shingles(neutraliseTownName(page.text, page.name));
    const set = new Int32Array(shingleSet.size);
    let k = 0;
    for (const shingle of shingleSet) {
      let id = ids.get(shingle);
      if (id === undefined) {
        id = ids.size;
        ids.set(shingle, id);
      }
      set[k++] = id;
    }
    sets.push(set);
    words.push(normalisedWords(page.text).length);
    yield;
  }

  // For each shingle, the pages holding it (ascending), or for the dense ones the pages lacking it.
  const m = ids.size;
  const holders = new Int32Array(m);
  for (const set of sets) for (const id of set) holders[id] += 1;
  const dense = new Uint8Array(m);
  const listStart = new Int32Array(m + 1);
  for (let id = 0; id < m; id += 1) {
    dense[id] = holders[id] > n * DENSE_SHARE ? 1 : 0;
    listStart[id + 1] = listStart[id] + (dense[id] ? n - holders[id] : holders[id]);
  }
  const lists = new Int32Array(listStart[m]);
  const fill = listStart.slice(0, m);
  const denseIds = [...dense.keys()].filter((id) => dense[id]);
  const held = new Uint8Array(m);
  for (let i = 0; i < n; i += 1) {
    for (const id of sets[i]) {
      held[id] = 1;
      if (!dense[id]) lists[fill[id]++] = i;
    }
    for (const id of denseIds) if (!held[id]) lists[fill[id]++] = i;
    for (const id of sets[i]) held[id] = 0;
  }

  const best = pages.map(() => ({ index: -1, similarity: -1 }));
  const top: TownPair[] = [];
  let pairCount = 0;
  let pairsAboveLimit = 0;
  const counts = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    counts.fill(0, i + 1);
    let everywhere = 0;
    for (const id of sets[i]) {
      const to = listStart[id + 1];
      const from = firstAbove(lists, listStart[id], to, i);
      if (dense[id]) {
        everywhere += 1;
        for (let k = from; k < to; k += 1) counts[lists[k]] -= 1;
      } else {
        for (let k = from; k < to; k += 1) counts[lists[k]] += 1;
      }
    }
    const size = sets[i].length;
    for (let j = i + 1; j < n; j += 1) {
      const shared = counts[j] + everywhere;
      const union = size + sets[j].length - shared;
      // Two empty pages are the same page (jaccard's convention).
      const similarity = union === 0 ? 1 : shared / union;
      pairCount += 1;
      if (similarity > MAX_PAIR_SIMILARITY) pairsAboveLimit += 1;
      if (similarity > best[i].similarity) best[i] = { index: j, similarity };
      if (similarity > best[j].similarity) best[j] = { index: i, similarity };
      // The highest pairs, earlier pairs first among equals (a stable sort of all pairs would give the same).
      if (top.length < topPairs || similarity > top[top.length - 1].similarity) {
        let at = top.length;
        while (at > 0 && top[at - 1].similarity < similarity) at -= 1;
        top.splice(at, 0, { a: pages[i].path, b: pages[j].path, similarity });
        if (top.length > topPairs) top.pop();
      }
    }
    yield;
  }

  const scores: TownPageScore[] = pages.map((page, i) => {
    let unique = 0;
    for (const id of sets[i]) if (holders[id] === 1) unique += 1;
    const closest = best[i].index >= 0 ? pages[best[i].index] : null;
    return {
      path: page.path,
      name: page.name,
      words: words[i],
      uniqueShare: sets[i].length ? unique / sets[i].length : 0,
      closest: closest ? { path: closest.path, name: closest.name, similarity: best[i].similarity } : null,
    };
  });

  return {
    pages: scores,
    topPairs: top,
    maxSimilarity: top[0]?.similarity ?? 0,
    medianUniqueShare: median(scores.map((s) => s.uniqueShare)),
    medianWords: median(scores.map((s) => s.words)),
    pairCount,
    pairsAboveLimit,
  };
}

/** Compares every pair of pages (n·(n-1)/2 Jaccard scores) and scores each page, at once. */
export function townSimilarityReport(pages: readonly TownPageText[], topPairs = 5): TownSimilarityReport {
  const steps = townSimilaritySteps(pages, topPairs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
