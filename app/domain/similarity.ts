/**
 * Near-duplicate detection for location posts (decisions point 10: location pages must not be
 * doorway pages). Google's spam policy targets sets of city pages that differ only in the city name;
 * the editor warns staff when a clone reads almost the same as one of its siblings and suggests
 * local facts to add.
 *
 * Measure: Jaccard similarity of the sets of 5-word shingles (every run of five consecutive words)
 * of the normalised texts.
 */
import { climateFor, formatPopulation, type PlaceholderLocation } from "./placeholders";

export const DEFAULT_SHINGLE_SIZE = 5;

/**
 * Warn at 0.8 and above. Swapping only the town name changes just the shingles that overlap each
 * mention (about five per mention), so clones that differ only by the town typically score above
 * 0.85: the ~300-word template in similarity.test.ts, naming its town five times, scores 0.87.
 * Give each clone one real local paragraph (~70 words) and the pair drops to about 0.6. So 0.8
 * catches name-swap clones while leaving room for posts that legitimately share boilerplate.
 */
export const DOORWAY_THRESHOLD = 0.8;

/**
 * Markdown reduced to its words: code fences and HTML tags dropped, images and links reduced to
 * their text, URLs dropped, then lower case, accents removed and punctuation stripped. Apostrophes
 * are removed rather than turned into spaces so "don't" stays one word.
 */
export function normalisedWords(text: string): string[] {
  const plain = text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, " ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ");
  return plain.split(" ").filter(Boolean);
}

/**
 * The set of `size`-word shingles of a text. A text shorter than `size` words (but not empty) gives
 * one shingle of all its words, so short texts still compare; an empty text gives an empty set.
 */
export function shingles(text: string, size = DEFAULT_SHINGLE_SIZE): Set<string> {
  const words = normalisedWords(text);
  const result = new Set<string>();
  if (words.length === 0) return result;
  if (words.length < size) {
    result.add(words.join(" "));
    return result;
  }
  for (let i = 0; i + size <= words.length; i += 1) result.add(words.slice(i, i + size).join(" "));
  return result;
}

/**
 * |A ∩ B| / |A ∪ B|, from 0 (nothing shared) to 1 (same set). Two empty sets count as identical (1):
 * two empty posts are indeed the same page.
 */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface SiblingMatch<Id> {
  id: Id;
  similarity: number;
}

/**
 * A shingle as a 52-bit number (two 32-bit FNV-style hashes side by side, exact in a double). Two
 * different shingles of the texts compared collide with odds of about one in 10^11 per pair of
 * posts, so similarities computed from numbers are the figures computed from the strings.
 */
function shingleNumber(shingle: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < shingle.length; i += 1) {
    const c = shingle.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0) * 0x100000 + ((b >>> 0) >>> 12);
}

/**
 * A text's shingles as sorted numbers: about a tenth of the memory of the set of strings, so the
 * fingerprints of thousands of posts can be kept between requests, and compared by one merge.
 */
export function shingleFingerprint(text: string, size = DEFAULT_SHINGLE_SIZE): Float64Array {
  const numbers = Float64Array.from(shingles(text, size), shingleNumber).sort();
  let unique = 0;
  for (let i = 0; i < numbers.length; i += 1) if (i === 0 || numbers[i] !== numbers[i - 1]) numbers[unique++] = numbers[i];
  return numbers.subarray(0, unique);
}

/** jaccard() of two fingerprints. */
export function fingerprintSimilarity(a: Float64Array, b: Float64Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return shared / (a.length + b.length - shared);
}

/**
 * The closest sibling with fingerprints already built: comparing every clone of a post with every
 * other one builds each fingerprint once instead of once per pair.
 */
export function closestByFingerprint<Id>(
  target: Float64Array,
  siblings: readonly { id: Id; fingerprint: Float64Array }[],
): SiblingMatch<Id> | null {
  let best: SiblingMatch<Id> | null = null;
  for (const sibling of siblings) {
    const similarity = fingerprintSimilarity(target, sibling.fingerprint);
    if (!best || similarity > best.similarity) best = { id: sibling.id, similarity };
  }
  return best;
}

export type DoorwayFact = "county" | "population" | "history" | "nearbyTowns" | "climate";

export interface DoorwaySuggestion {
  fact: DoorwayFact;
  text: string;
}

const MAX_NEARBY_TOWNS = 8;

function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Local facts that would set a location post apart, phrased as suggestions, in a fixed order:
 * county, population, history, nearby towns, climate. Where the location record has the fact the
 * suggestion quotes it; where it does not, it says so, so staff know to add it to the record too.
 * Nearby towns are not part of a location record; pass the ones the caller knows (at most 8 named,
 * as on the location pages, spec §9).
 */
export function doorwayAdvice(location: PlaceholderLocation, nearbyTowns: readonly string[] = []): DoorwaySuggestion[] {
  const name = location.name.trim();
  const county = location.county?.trim();
  const population = formatPopulation(location.population);
  const history = location.historicalFact?.trim();
  const towns = nearbyTowns.map((town) => town.trim()).filter(Boolean).slice(0, MAX_NEARBY_TOWNS);

  return [
    {
      fact: "county",
      text: county
        ? `Mention that ${name} is in ${county} and any county permit or code rules that apply.`
        : `Add the county ${name} is in (the location record has none) and mention it.`,
    },
    {
      fact: "population",
      text: population
        ? `Mention the population of ${name} (${population}) and the kinds of homes and buildings there.`
        : `Add the population of ${name} to its location record and describe its neighbourhoods.`,
    },
    {
      fact: "history",
      text: history
        ? `Work in local history: ${history}`
        : `Add a historical fact about ${name} (a landmark, an old church, a storm people remember).`,
    },
    {
      fact: "nearbyTowns",
      text:
        towns.length > 0
          ? `Name nearby towns you also serve from ${name}, such as ${listInProse(towns)}.`
          : `Name the nearby towns and neighbourhoods you serve around ${name}.`,
    },
    {
      fact: "climate",
      text: `Explain how the local climate (${climateFor(location)}) affects roofs in ${name}.`,
    },
  ];
}
