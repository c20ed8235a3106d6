/**
 * Reading places out of posts: the location a post is about (and so whether it is a location post
 * or a template), the URL suggested for it, and the city a post is grouped under on /sitemap.
 *
 * The heuristics read titles as sequences of words. "X" in the patterns ("X Roofing", "in X, NC",
 * ...) is one to three capitalised words standing next to each other.
 */
import { hasLocationNamePlaceholder } from "./placeholders";
import { townNameFromSlug } from "./slugs";
import { matchableTags } from "./tags";

// ---------------------------------------------------------------------------------------------
// Reading titles as words
// ---------------------------------------------------------------------------------------------

interface Token {
  text: string;
  isWord: boolean;
}

/**
 * Words (letters/digits with inner apostrophes or hyphens: "Winston-Salem", "O'Neal"), the
 * abbreviations St./Mt./Ft. as one word (so "St. Pauls" stays one place), and single punctuation
 * marks as their own tokens so that a comma or colon ends a run of capitalised words.
 */
function tokenize(text: string): Token[] {
  const pattern = /(?:St|Mt|Ft)\.|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
  return [...text.matchAll(pattern)].map(([t]) => ({ text: t, isWord: /^[\p{L}\p{N}]/u.test(t) }));
}

/**
 * "NC" never counts as part of a place name: it is the pattern's own state marker. Without this,
 * "Wilson, NC Roofing" would yield "NC" through the "X Roofing" pattern.
 */
const NEVER_PLACE_WORDS = new Set(["NC"]);

const MAX_PLACE_WORDS = 3;

/** No extra stop words: a run ends only at a non-capitalised token or punctuation. */
const EMPTY: ReadonlySet<string> = new Set();

function isCapitalisedWord(token: Token | undefined, stopWords: ReadonlySet<string>): boolean {
  if (!token?.isWord) return false;
  if (!/^\p{Lu}/u.test(token.text)) return false;
  return !stopWords.has(token.text) && !NEVER_PLACE_WORDS.has(token.text);
}

/** The capitalised words directly before `index` (nearest last), stopping at anything else. */
function capitalisedRunBefore(tokens: Token[], index: number, stopWords: ReadonlySet<string>): string[] {
  const run: string[] = [];
  for (let i = index - 1; i >= 0 && isCapitalisedWord(tokens[i], stopWords); i -= 1) run.unshift(tokens[i].text);
  return run;
}

/** The capitalised words directly after `index`, stopping at anything else. */
function capitalisedRunAfter(tokens: Token[], index: number, stopWords: ReadonlySet<string>): string[] {
  const run: string[] = [];
  for (let i = index + 1; i < tokens.length && isCapitalisedWord(tokens[i], stopWords); i += 1) run.push(tokens[i].text);
  return run;
}

/** Decides whether some words can be a place name. */
type PlaceTest = (words: readonly string[]) => boolean;

/**
 * Words are a place unless one of them is a rejected word (compared word by word and ignoring case,
 * so "Theater" is not "The") or the name is shorter than `minLength` characters.
 */
function placeTest(rejectedWords: readonly string[], minLength = 1): PlaceTest {
  const rejected = new Set(rejectedWords.map((word) => word.toLowerCase()));
  return (words) => !words.some((word) => rejected.has(word.toLowerCase())) && words.join(" ").length >= minLength;
}

/**
 * The best 1-3 word candidate from a run, preferring the longest. `anchor` says which end of the run
 * touches the pattern's fixed word: for "X Roofing" the words nearest "Roofing" are kept ("The Rocky
 * Mount" → tries "The Rocky Mount", then "Rocky Mount"); for "serving X" the words nearest "serving".
 * A candidate that fails `isPlace` (e.g. holds a rejected word) is skipped.
 */
function pickPlace(run: readonly string[], anchor: "end" | "start", isPlace: PlaceTest): string | null {
  for (let size = Math.min(MAX_PLACE_WORDS, run.length); size >= 1; size -= 1) {
    const words = anchor === "end" ? run.slice(run.length - size) : run.slice(0, size);
    if (isPlace(words)) return words.join(" ");
  }
  return null;
}

function wordIs(token: Token | undefined, ...options: string[]): boolean {
  return !!token?.isWord && options.some((option) => option.toLowerCase() === token.text.toLowerCase());
}

/**
 * "X <keyword>": scans left to right and returns the first acceptable X before any keyword. A run
 * of X stops at a keyword or another stop word, so "Greenville Church Roofing" gives "Greenville".
 */
function placeBeforeKeyword(
  tokens: Token[],
  keywords: ReadonlySet<string>,
  isPlace: PlaceTest,
  stopWords: ReadonlySet<string> = keywords,
): string | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if (!tokens[i].isWord || !keywords.has(tokens[i].text)) continue;
    const place = pickPlace(capitalisedRunBefore(tokens, i, stopWords), "end", isPlace);
    if (place) return place;
  }
  return null;
}

/** Index just after ", NC" or ", North Carolina" starting at `comma`, or -1. */
function stateSuffixEnd(tokens: Token[], comma: number, allowLongForm: boolean): number {
  if (tokens[comma]?.text !== ",") return -1;
  if (tokens[comma + 1]?.text === "NC") return comma + 2;
  if (allowLongForm && tokens[comma + 1]?.text === "North" && tokens[comma + 2]?.text === "Carolina") return comma + 3;
  return -1;
}

/** "in X, NC" (and "in X, North Carolina" when allowed): X is the whole run between "in" and the comma. */
function placeInStatePhrase(tokens: Token[], allowLongForm: boolean, isPlace: PlaceTest): string | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if (!wordIs(tokens[i], "in")) continue;
    const run = capitalisedRunAfter(tokens, i, EMPTY);
    if (run.length === 0 || run.length > MAX_PLACE_WORDS) continue;
    if (stateSuffixEnd(tokens, i + 1 + run.length, allowLongForm) < 0) continue;
    if (isPlace(run)) return run.join(" ");
  }
  return null;
}

/** "X, NC": the capitalised words right before a comma that is followed by NC. */
function placeBeforeState(tokens: Token[], isPlace: PlaceTest): string | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if (stateSuffixEnd(tokens, i, false) < 0) continue;
    const place = pickPlace(capitalisedRunBefore(tokens, i, EMPTY), "end", isPlace);
    if (place) return place;
  }
  return null;
}

/** "<lead words> X": the capitalised words right after a fixed phrase ("serving", "located in"). */
function placeAfterPhrase(tokens: Token[], phrase: readonly string[], isPlace: PlaceTest): string | null {
  for (let i = 0; i + phrase.length <= tokens.length; i += 1) {
    if (!phrase.every((word, k) => wordIs(tokens[i + k], word))) continue;
    const place = pickPlace(capitalisedRunAfter(tokens, i + phrase.length - 1, EMPTY), "start", isPlace);
    if (place) return place;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Location extraction and post type (spec §4)
// ---------------------------------------------------------------------------------------------

/** Spec §4: candidates containing these words are not place names ("Why", "Homeowners", ...). */
export const LOCATION_REJECTED_WORDS = [
  "Your",
  "The",
  "Why",
  "When",
  "Faith",
  "Meets",
  "Engineering",
  "Homeowners",
  "Are",
  "Switching",
] as const;

const IS_LOCATION = placeTest(LOCATION_REJECTED_WORDS);
const TITLE_KEYWORDS: ReadonlySet<string> = new Set(["Church", "Roofing", "Roof"]);
const AREA_KEYWORDS: ReadonlySet<string> = new Set(["area", "Area"]);
/** Spec §4: a place found in content must be longer than two characters. */
const IS_CONTENT_LOCATION = placeTest(LOCATION_REJECTED_WORDS, 3);

export interface LocationPost {
  title: string;
  content: string;
  tags: string[] | null;
}

export interface ExtractLocationOptions {
  businessName: string;
  /** The main phone in any common form; compared by its ten digits. */
  mainPhone: string;
  homeCity: string;
}

/** "(252) 555-0100", "252-555-0100", "252.555.0100" and "2525550100" all match the same phone. */
function mentionsPhone(content: string, phone: string): boolean {
  const digits = phone.replace(/\D/g, "").slice(-10);
  if (digits.length !== 10) return false;
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  const pattern = new RegExp(`(?<!\\d)\\(?${area}\\)?[\\s.-]*${exchange}[\\s.-]*${line}(?!\\d)`);
  return pattern.test(content);
}

function includesIgnoringCase(text: string, needle: string): boolean {
  const wanted = needle.trim().toLowerCase();
  return wanted.length > 0 && text.toLowerCase().includes(wanted);
}

/**
 * Spec §4 gate: the content mentions the business name, its main phone or the home city
 * (case-insensitive). `{{businessName}}` / `{{businessPhone}}` also count: since business values are
 * resolved at render time, stored posts hold those placeholders rather than the literal name.
 */
function mentionsBusiness(content: string, opts: ExtractLocationOptions): boolean {
  if (/\{\{\s*(businessName|businessPhone)\s*\}\}/.test(content)) return true;
  return (
    includesIgnoringCase(content, opts.businessName) ||
    mentionsPhone(content, opts.mainPhone) ||
    includesIgnoringCase(content, opts.homeCity)
  );
}

/**
 * The state phrases are tried before "X Roofing": they are unambiguous, while the keyword pattern
 * reads "Storm Damage Roof Repair in Rocky Mount, NC" as "Storm Damage". (The spec lists the keyword
 * pattern first; its own example titles only come out right in this order.)
 */
function placeFromTitle(title: string): string | null {
  const tokens = tokenize(title);
  return (
    placeInStatePhrase(tokens, true, IS_LOCATION) ??
    placeBeforeState(tokens, IS_LOCATION) ??
    placeBeforeKeyword(tokens, TITLE_KEYWORDS, IS_LOCATION)
  );
}

/** The first tag ending in "-roofing", without that suffix, in title case. */
function placeFromRoofingTag(tags: string[] | null): string | null {
  for (const tag of matchableTags(tags)) {
    if (!tag.endsWith("-roofing")) continue;
    const place = townNameFromSlug(tag.slice(0, -"-roofing".length));
    if (place) return place;
  }
  return null;
}

/**
 * Content phrases, tried in the spec's order: "serving X", "located in X", "X area". The lead words
 * match in any case ("Serving" at a sentence start); X must be longer than two characters. The
 * rejected words apply here too ("serving Your community" is not a place).
 */
function placeFromContent(content: string): string | null {
  const tokens = tokenize(content);
  return (
    placeAfterPhrase(tokens, ["serving"], IS_CONTENT_LOCATION) ??
    placeAfterPhrase(tokens, ["located", "in"], IS_CONTENT_LOCATION) ??
    placeBeforeKeyword(tokens, AREA_KEYWORDS, IS_CONTENT_LOCATION)
  );
}

/**
 * The location a post is about (spec §4), or null for a template:
 * 1. the content must mention the business (name, main phone, home city, or their placeholders);
 * 2. a title or content still holding `{{locationName}}` / `{{name}}` is a template → null;
 * 3. title patterns: "in X, NC" / "in X, North Carolina", then "X, NC", then "X Church" /
 *    "X Roofing" / "X Roof" (X = 1-3 capitalised words without a rejected word);
 * 4. a tag ending in "-roofing" ("rocky-mount-roofing" → "Rocky Mount");
 * 5. content phrases "serving X", "located in X", "X area".
 */
export function extractLocation(post: LocationPost, opts: ExtractLocationOptions): string | null {
  if (!mentionsBusiness(post.content, opts)) return null;
  if (hasLocationNamePlaceholder(post.title) || hasLocationNamePlaceholder(post.content)) return null;
  return placeFromTitle(post.title) ?? placeFromRoofingTag(post.tags) ?? placeFromContent(post.content);
}

// ---------------------------------------------------------------------------------------------
// Sitemap city grouping (spec §5)
// ---------------------------------------------------------------------------------------------

/** The §4 list plus Top and Best, as spec §5 gives for the sitemap. */
export const SITEMAP_REJECTED_WORDS = [...LOCATION_REJECTED_WORDS, "Top", "Best"] as const;

const IS_SITEMAP_CITY = placeTest(SITEMAP_REJECTED_WORDS);
const SITEMAP_KEYWORDS: ReadonlySet<string> = new Set([
  "Roofing",
  "Church",
  "Roof",
  "Storm",
  "Damage",
  "Repair",
  "Replacement",
]);
/** "Area" ends a city so that "Wilson Area Roofing" is left to its own, earlier pattern. */
const SITEMAP_STOP_WORDS: ReadonlySet<string> = new Set([...SITEMAP_KEYWORDS, "Area"]);

/** "{city} Area Roofing" → the words before "Area Roofing". */
function placeBeforeAreaRoofing(tokens: Token[]): string | null {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    if (tokens[i].text !== "Area" || tokens[i + 1].text !== "Roofing") continue;
    const place = pickPlace(capitalisedRunBefore(tokens, i, SITEMAP_STOP_WORDS), "end", IS_SITEMAP_CITY);
    if (place) return place;
  }
  return null;
}

/**
 * The city a post is grouped under on /sitemap, or null (ungrouped). Title patterns from the most
 * specific to the most general — "in {city}, NC", "Best Roofer in {city}", "{city} Area Roofing",
 * then a city followed by Roofing/Church/Roof/Storm/Damage/Repair/Replacement — rejecting candidates
 * with the words of SITEMAP_REJECTED_WORDS; otherwise the part before "-roofing" of the first tag
 * containing "-roofing" ("wilson-roofing-tips" → "Wilson").
 */
export function inferSitemapCity(post: { title: string; tags: string[] | null }): string | null {
  const tokens = tokenize(post.title);
  const fromTitle =
    placeInStatePhrase(tokens, false, IS_SITEMAP_CITY) ??
    placeAfterPhrase(tokens, ["Best", "Roofer", "in"], IS_SITEMAP_CITY) ??
    placeBeforeAreaRoofing(tokens) ??
    placeBeforeKeyword(tokens, SITEMAP_KEYWORDS, IS_SITEMAP_CITY, SITEMAP_STOP_WORDS);
  if (fromTitle) return fromTitle;

  for (const tag of matchableTags(post.tags)) {
    const at = tag.indexOf("-roofing");
    if (at < 0) continue;
    const place = townNameFromSlug(tag.slice(0, at));
    if (place) return place;
  }
  return null;
}

