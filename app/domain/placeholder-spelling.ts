/**
 * "Did you mean {{locationName}}?" for a placeholder nobody can fill (docs/decisions/019-visual-editor.md).
 * A writer who types `{{city}}` means the town a clone is made for, not a new fixed library variable:
 * common words map to the real names, and a name a few keystrokes away from a known one (a typo, a
 * capital letter) is taken for it. Pure: the editor passes the names it knows.
 */
import { placeholder, placeholderSpans } from "./placeholders";

/**
 * Words writers use for a built-in placeholder, keyed by the word in lower case without `_`, `-` or
 * spaces. There is no state placeholder (locations carry a name and a county, no state), so "state"
 * maps to nothing and may become a library variable.
 */
const SYNONYMS: Record<string, string> = {
  city: "locationName",
  town: "locationName",
  location: "locationName",
  place: "locationName",
  cityname: "locationName",
  townname: "locationName",
  locationcity: "locationName",
  locationtown: "locationName",
  county: "locationCounty",
  countyname: "locationCounty",
  population: "locationPopulation",
  citypopulation: "locationPopulation",
  townpopulation: "locationPopulation",
  climate: "locationClimate",
  weather: "locationClimate",
  fact: "historicalFact",
  history: "historicalFact",
  keywords: "locationKeyTerms",
  phone: "businessPhone",
  telephone: "businessPhone",
  phonenumber: "businessPhone",
  tel: "businessPhone",
  company: "businessName",
  business: "businessName",
  companyname: "businessName",
  brand: "businessName",
  email: "businessEmail",
  mail: "businessEmail",
  address: "businessAddress",
  website: "businessWebsite",
  site: "businessWebsite",
  url: "businessWebsite",
  date: "current_date",
  today: "current_date",
  currentdate: "current_date",
};

/** The word as the table keys it: lower case, without separators. */
function folded(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

/** Levenshtein distance (insertions, deletions, substitutions), stopping early above `most`. */
export function editDistance(a: string, b: string, most = Infinity): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > most) return most + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** How many typos a name of this length may hold and still be taken for a known one. */
function allowedTypos(length: number): number {
  return length <= 4 ? 0 : length <= 8 ? 1 : 2;
}

/**
 * The known placeholder an unknown name most likely means, or null when none is close (then the
 * name may really be a new library variable). Case and separators are ignored (`{{LocationName}}`,
 * `{{location_name}}`), common words map to the built-in names (`{{city}}` → locationName), and
 * otherwise the nearest known name within a typo or two (`{{locatonName}}`) wins; a tie between two
 * equally near names suggests neither.
 */
export function closestPlaceholder(unknown: string, known: readonly string[]): string | null {
  if (known.includes(unknown)) return null;
  const wanted = folded(unknown);
  if (!wanted) return null;
  // Two spellings of one name (`historical_fact`, `historicalFact`): the one nearer to what was typed.
  const nearer = (a: string, b: string) => (editDistance(unknown, b) < editDistance(unknown, a) ? b : a);
  const same = known.filter((name) => folded(name) === wanted);
  if (same.length) return same.reduce(nearer);
  const synonym = SYNONYMS[wanted];
  if (synonym && known.includes(synonym)) return synonym;
  const most = allowedTypos(wanted.length);
  if (!most) return null;
  let best: string | null = null;
  let bestDistance = most + 1;
  let tied = false;
  for (const name of new Set(known)) {
    const distance = editDistance(wanted, folded(name), most);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && best !== null) {
      if (folded(best) === folded(name)) best = nearer(best, name);
      else tied = true;
    }
  }
  return best && !tied ? best : null;
}

/** Every `{{from}}` in a text (inner spaces allowed, as the engine reads them) written as `{{to}}`. */
export function renamePlaceholder(text: string, from: string, to: string): string {
  let renamed = "";
  let at = 0;
  for (const span of placeholderSpans(text)) {
    if (span.name !== from) continue;
    renamed += text.slice(at, span.start) + placeholder(to);
    at = span.end;
  }
  return renamed + text.slice(at);
}
