/**
 * The placeholder engine (spec §5 "Placeholder replacement", decisions point 3).
 *
 * Canonical syntax is `{{name}}`; inner spaces (`{{ name }}`) are accepted too. Three kinds of values
 * fill placeholders:
 * - location values (a service location's name, county, population, ...) — baked into a post when it
 *   is cloned for a location;
 * - business values (name, phones, e-mail, address, website) and `current_date` — resolved when a page
 *   is rendered, so a new phone number reaches every published post;
 * - content-library variables (staff-managed name/value pairs) — also resolved at render time.
 *
 * Replacement is a single pass and only touches names it has a value for: an unknown placeholder is
 * left exactly as written, so the publish guard (`unresolvedPlaceholders`) can point at it.
 */
import { andList } from "./wording";
import type { Business } from "~/domain/business";
import { formatAddress, headquarters } from "~/domain/business";
import { formatPerMinute } from "./format-per-minute";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export interface PlaceholderLocation {
  name: string;
  county: string | null;
  population: number | null;
  coordinates: string | null;
  latitude: number | null;
  longitude: number | null;
  historicalFact: string | null;
  keySearchTerms: string | null;
  description?: string | null;
  /** The nearest towns we serve, nearest first (clone-to-locations works them out; elsewhere unknown). */
  nearbyTowns?: readonly string[];
}

export interface ContentVariable {
  name: string;
  value: string;
  /** Always the name wrapped in double braces: `{{name}}`. */
  syntax: string;
}

/** The fields of a blog post that placeholders are replaced in (spec §5: "replaced everywhere"). */
export interface PostFields {
  title: string;
  excerpt: string | null;
  content: string;
  author: string;
  categories: string[] | null;
  tags: string[] | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
}

export type PlaceholderValues = Record<string, string>;

/** Every name `locationValues` can produce, in the order the editor's Variables tab lists them. */
export const LOCATION_PLACEHOLDER_NAMES = [
  "locationName",
  "name",
  "locationCounty",
  "county",
  "coordinates",
  "locationDescription",
  "historical_fact",
  "historicalFact",
  "key_search_terms",
  "keySearchTerms",
  "locationKeyTerms",
  "locationPopulation",
  "population",
  "locationClimate",
  "locationNearbyTowns",
] as const;

export const BUSINESS_PLACEHOLDER_NAMES = [
  "businessName",
  "businessPhone",
  "businessEmail",
  "businessAddress",
  "businessWebsite",
  "locationPhone",
] as const;

export const CURRENT_DATE_PLACEHOLDER = "current_date";

/** Names that identify the location itself: a post still holding one has not been localised (spec §4). */
export const LOCATION_NAME_PLACEHOLDERS = ["locationName", "name"] as const;

/**
 * The local-facts paragraph the editor inserts in one click (docs/decisions/013-publishing.md): the
 * town's county, population, history, climate and neighbours as placeholders, so each clone gets a
 * paragraph only its town has and clones stop reading alike.
 */
export const LOCAL_FACTS_PARAGRAPH =
  "{{locationName}} lies in {{locationCounty}} and is home to {{locationPopulation}} residents. {{historicalFact}} " +
  "Roofs here live with {{locationClimate}}, so our crews check flashing, fasteners and attic ventilation with that weather in mind, " +
  "as we do for homeowners in {{locationNearbyTowns}}.";

/** Wraps a name in the canonical syntax: `placeholder("businessName")` → `{{businessName}}`. */
export function placeholder(name: string): string {
  return `{{${name}}}`;
}

/**
 * `{{ name }}`: anything but braces and line breaks between the double braces, trimmed. Deliberately
 * loose so that a library variable whose name has a space or a dot still matches its own syntax.
 * A fresh RegExp per call keeps the global regex's `lastIndex` state from leaking between calls.
 */
function placeholderPattern(): RegExp {
  return /\{\{\s*([^{}\r\n]+?)\s*\}\}/g;
}

/** Where each placeholder of a text stands (the visual editor draws each as one chip). */
export function placeholderSpans(text: string): { start: number; end: number; name: string }[] {
  return [...text.matchAll(placeholderPattern())].map((m) => ({ start: m.index, end: m.index + m[0].length, name: m[1]! }));
}

// ---------------------------------------------------------------------------------------------
// Location values
// ---------------------------------------------------------------------------------------------

const HISTORICAL_FACT_FALLBACK = "This historic community has a rich heritage dating back generations.";
const POPULATION_FALLBACK = "local community";

const CLIMATES = {
  subtropical: "humid subtropical with heavy rainfall and hurricane risks",
  texan: "hot summers and mild winters with occasional severe weather",
  mediterranean: "Mediterranean with dry summers and mild wet winters",
  varied: "varied seasonal weather patterns requiring weather-resistant roofing",
} as const;

/** A blank or whitespace-only text counts as missing, so it gets the fallback instead of "". */
function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/** "54341" → "54,341"; a missing, non-finite or non-positive population has no figure to show. */
export function formatPopulation(population: number | null): string | null {
  if (population == null || !Number.isFinite(population) || population <= 0) return null;
  return new Intl.NumberFormat("en-US").format(population);
}

/**
 * The climate sentence of spec §5, decided from the location's name and county (case-insensitive):
 * Florida/Miami, then Texas/Austin, then California/'san', then the generic sentence.
 *
 * Quirk kept from the spec: 'san' is a plain substring test, so it also matches inside words —
 * "Sanford" (NC) or "Pleasant Garden" get the Mediterranean sentence. Staff can override the
 * sentence through the location's description; we keep the rule so existing content reads the same.
 */
export function climateFor(location: Pick<PlaceholderLocation, "name" | "county">): string {
  const haystack = `${location.name} ${location.county ?? ""}`.toLowerCase();
  if (haystack.includes("florida") || haystack.includes("miami")) return CLIMATES.subtropical;
  if (haystack.includes("texas") || haystack.includes("austin")) return CLIMATES.texan;
  if (haystack.includes("california") || haystack.includes("san")) return CLIMATES.mediterranean;
  return CLIMATES.varied;
}

/** The stored coordinates text, else "lat, lng" when both numbers are known. */
function coordinatesText(location: PlaceholderLocation): string | null {
  const stored = present(location.coordinates);
  if (stored) return stored;
  if (location.latitude == null || location.longitude == null) return null;
  return `${location.latitude}, ${location.longitude}`;
}

/** The placeholder facts of a service location row, and nothing else of it. */
export function toPlaceholderLocation(l: PlaceholderLocation): PlaceholderLocation {
  return {
    name: l.name,
    county: l.county,
    population: l.population,
    coordinates: l.coordinates,
    latitude: l.latitude,
    longitude: l.longitude,
    historicalFact: l.historicalFact,
    keySearchTerms: l.keySearchTerms,
    ...(l.nearbyTowns ? { nearbyTowns: l.nearbyTowns } : {}),
  };
}

/**
 * Every location placeholder of spec §5 for one location, in camel-case and lower-case pairs
 * (locationName/name, locationCounty/county, locationPopulation/population) plus the snake_case
 * names the spec uses (historical_fact, key_search_terms) with camel-case aliases.
 *
 * The spec gives fallbacks for description, historical fact, search terms, key terms and population.
 * It gives none for county or coordinates: when those are unknown the names are left out, so the
 * placeholder stays in the text and the publish guard asks staff for the fact instead of the page
 * inventing one (decisions point 10: location pages must carry real local facts).
 */
export function locationValues(location: PlaceholderLocation): PlaceholderValues {
  const name = location.name.trim();
  const county = present(location.county);
  const coordinates = coordinatesText(location);
  const searchTerms = present(location.keySearchTerms);
  const historicalFact = present(location.historicalFact) ?? HISTORICAL_FACT_FALLBACK;
  const population = formatPopulation(location.population) ?? POPULATION_FALLBACK;
  const keyTermsFallback = county ? `${name} roofing, ${county} roofing services` : `${name} roofing`;

  const values: PlaceholderValues = {
    locationName: name,
    name,
    locationDescription: present(location.description) ?? `the ${name} area`,
    historical_fact: historicalFact,
    historicalFact,
    key_search_terms: searchTerms ?? `${name} area`,
    keySearchTerms: searchTerms ?? `${name} area`,
    locationKeyTerms: searchTerms ?? keyTermsFallback,
    locationPopulation: population,
    population,
    locationClimate: climateFor(location),
    locationNearbyTowns: location.nearbyTowns?.length ? andList(location.nearbyTowns) : `the towns around ${name}`,
  };
  if (county) {
    values.locationCounty = county;
    values.county = county;
  }
  if (coordinates) values.coordinates = coordinates;
  return values;
}

// ---------------------------------------------------------------------------------------------
// Business values and the date
// ---------------------------------------------------------------------------------------------

/** The fixed business placeholders, read from the business settings (docs/decisions/014-business-settings.md). */
export function businessValues(business: Business): PlaceholderValues {
  return {
    businessName: business.name,
    businessPhone: business.phones.main.display,
    businessEmail: business.emails.info,
    businessAddress: formatAddress(headquarters(business)),
    businessWebsite: business.siteUrl,
    // The main phone unless the post speaks of an office of its own (see `withLocationPhone`).
    locationPhone: business.phones.main.display,
  };
}

/**
 * Spec §5: `{{locationPhone}}` is an office's own line where the post speaks of that office ("call our
 * Greenville office at {{locationPhone}}"), otherwise the main phone. Decided once for the whole post
 * (title, excerpt and body, after their other placeholders are filled), and the same way in the editor
 * preview, the post preview and on the public page, so all three show the same number.
 */
export function withLocationPhone(
  values: PlaceholderValues,
  business: Business,
  post: { title?: string | null; excerpt?: string | null; content?: string | null },
): PlaceholderValues {
  const fields = [post.title, post.excerpt, post.content];
  // Most posts never use it: then there is nothing to decide, and the body is not read twice.
  if (!fields.some((field) => field?.includes("locationPhone"))) return values;
  const text = fields
    .map((field) => (field ? replacePlaceholders(field, values) : ""))
    .join("\n")
    .toLowerCase();
  const office = business.offices.find((o) => text.includes(`${o.city.toLowerCase()} office`));
  return office ? { ...values, locationPhone: office.phone.display } : values;
}

/**
 * Today in US long form, e.g. "November 22, 2026". The date is taken in the company's time zone
 * (Eastern), so a page rendered at 9 pm in Raleigh does not already show tomorrow's date. One
 * formatter, made once (building one costs more than the rest of a page's placeholders together).
 */
export const currentDateValue: (now: Date) => string = formatPerMinute(
  new Intl.DateTimeFormat("en-US", { timeZone: OFFICE_TIME_ZONE, year: "numeric", month: "long", day: "numeric" }),
);

// ---------------------------------------------------------------------------------------------
// Library variables and merging
// ---------------------------------------------------------------------------------------------

/** Library variables by name → stored value (their syntax is always `{{name}}`). */
export function contentVariableValues(vars: readonly ContentVariable[]): PlaceholderValues {
  const values: PlaceholderValues = {};
  for (const variable of vars) {
    const name = variable.name.trim();
    if (name) values[name] = variable.value;
  }
  return values;
}

export interface BuildValuesInput {
  business: Business;
  location?: PlaceholderLocation | null;
  contentVariables?: readonly ContentVariable[];
  now: Date;
}

/**
 * All values for one replacement, by precedence (first wins):
 *   1. location values (when a location is given),
 *   2. business values,
 *   3. current_date,
 *   4. content-library variables.
 *
 * A library variable never overrides a built-in name: the business settings are the one source of
 * truth for businessName, businessPhone… (docs/decisions/014-business-settings.md; the Variable
 * Manager refuses those names). Likewise a variable that happens to be called "name" must not
 * replace the location's name.
 *
 * A library value may itself use built-in placeholders ("Call {{businessPhone}} today"): those are
 * resolved once here. Library-to-library references are not followed, so no cycle can loop.
 */
export function buildValues(input: BuildValuesInput): PlaceholderValues {
  // Spread lowest precedence first so that higher ones overwrite: date < business < location.
  const builtIns: PlaceholderValues = {
    [CURRENT_DATE_PLACEHOLDER]: currentDateValue(input.now),
    ...businessValues(input.business),
    ...(input.location ? locationValues(input.location) : {}),
  };

  const values: PlaceholderValues = { ...builtIns };
  const library = contentVariableValues(input.contentVariables ?? []);
  for (const [name, value] of Object.entries(library)) {
    if (Object.hasOwn(builtIns, name)) continue;
    values[name] = replacePlaceholders(value, builtIns);
  }
  return values;
}

/**
 * The values resolved when a public page is rendered: business values, current_date and library
 * variables. Location placeholders are not here — they were baked in when the post was cloned for its
 * location. `{{locationPhone}}` is the main phone here; `withLocationPhone` gives a post that speaks of
 * one of the offices that office's line.
 */
export function renderTimeValues(
  business: Business,
  contentVariables: readonly ContentVariable[],
  now: Date,
): PlaceholderValues {
  return buildValues({ business, location: null, contentVariables, now });
}

// ---------------------------------------------------------------------------------------------
// Replacement and the publish guard
// ---------------------------------------------------------------------------------------------

/**
 * Replaces `{{name}}` for every name in `values`; unknown names are left as written. Own properties
 * only, so `{{constructor}}` is not "known" through the prototype. Null stays null.
 */
export function replacePlaceholders(text: string, values: PlaceholderValues): string;
export function replacePlaceholders(text: string | null, values: PlaceholderValues): string | null;
export function replacePlaceholders(text: string | null, values: PlaceholderValues): string | null {
  if (text == null) return null;
  return text.replace(placeholderPattern(), (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name] : whole,
  );
}

function replaceList(list: string[] | null, values: PlaceholderValues): string[] | null {
  return list ? list.map((item) => replacePlaceholders(item, values)) : null;
}

/** The post with placeholders replaced in every text field and element-wise in its lists. */
export function resolvePost<T extends PostFields>(post: T, values: PlaceholderValues): T {
  return {
    ...post,
    title: replacePlaceholders(post.title, values),
    excerpt: replacePlaceholders(post.excerpt, values),
    content: replacePlaceholders(post.content, values),
    author: replacePlaceholders(post.author, values),
    categories: replaceList(post.categories, values),
    tags: replaceList(post.tags, values),
    seoTitle: replacePlaceholders(post.seoTitle, values),
    seoDescription: replacePlaceholders(post.seoDescription, values),
    seoKeywords: replaceList(post.seoKeywords, values),
  };
}

/** The distinct placeholder names in a text, in order of first appearance. */
export function findPlaceholders(text: string | null | undefined): string[] {
  if (!text) return [];
  const names = new Set<string>();
  for (const match of text.matchAll(placeholderPattern())) names.add(match[1]);
  return [...names];
}

/** True when the text still holds `{{locationName}}` or `{{name}}` (any inner spacing). */
export function hasLocationNamePlaceholder(text: string | null | undefined): boolean {
  return findPlaceholders(text).some((name) => (LOCATION_NAME_PLACEHOLDERS as readonly string[]).includes(name));
}

/** The fields placeholders live in, in the order the editor shows them. */
const POST_FIELDS: readonly (keyof PostFields)[] = [
  "title",
  "excerpt",
  "content",
  "author",
  "categories",
  "tags",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
];

/** A field's texts: one for a text field, each element for a list field, none when null. */
function fieldTexts(post: PostFields, field: keyof PostFields): string[] {
  const value = post[field];
  if (value == null) return [];
  return Array.isArray(value) ? value : [value];
}

export interface UnresolvedPlaceholder {
  field: keyof PostFields;
  name: string;
}

/**
 * Placeholders that `values` cannot fill, per field (once per field and name), in field order.
 * Decisions point 3: a post holding any of them cannot be published and the editor lists them. A
 * template post still holding `{{locationName}}` is therefore not publishable — it is meant to be cloned.
 */
export function unresolvedPlaceholders(post: PostFields, values: PlaceholderValues): UnresolvedPlaceholder[] {
  const missing: UnresolvedPlaceholder[] = [];
  for (const field of POST_FIELDS) {
    const names = new Set(fieldTexts(post, field).flatMap((text) => findPlaceholders(text)));
    for (const name of names) if (!Object.hasOwn(values, name)) missing.push({ field, name });
  }
  return missing;
}

/**
 * The distinct names that keep a post from being published (the publish guard), in field order.
 * The editor lists the same names live while staff type, so both read one rule.
 */
export function blockingPlaceholders(post: PostFields, values: PlaceholderValues): string[] {
  return [...new Set(unresolvedPlaceholders(post, values).map((u) => u.name))];
}

// ---------------------------------------------------------------------------------------------
// What the editor says about placeholders (docs/decisions/013-publishing.md)
// ---------------------------------------------------------------------------------------------

/** Whether cloning fills this name for each town (`locationValues` can produce it). */
export function isLocationPlaceholder(name: string): boolean {
  return (LOCATION_PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/**
 * Placeholders a public page cannot fill, sorted for the editor: in a template (a post made for no
 * town) the location names are expected — cloning fills them per town — and only the rest are
 * unknown. In a town's own post every one of them is unknown.
 */
export function sortUnfilled(names: readonly string[], opts: { template: boolean }): { perTown: string[]; unknown: string[] } {
  const perTown = opts.template ? names.filter(isLocationPlaceholder) : [];
  return { perTown, unknown: names.filter((n) => !perTown.includes(n)) };
}

const listed = (names: readonly string[]) => names.map(placeholder).join(", ");

/** Why the publish guard refuses a post, in words: unknown names, or a template that is for cloning. */
export function guardRefusal(title: string, names: readonly string[], opts: { template: boolean }): string {
  const { perTown, unknown } = sortUnfilled(names, opts);
  const parts: string[] = [];
  if (unknown.length) parts.push(`"${title}" still contains ${listed(unknown)}`);
  if (perTown.length) {
    parts.push(`"${title}" is a template: ${listed(perTown)} ${perTown.length === 1 ? "is" : "are"} filled per town when it is cloned, so clone it instead of publishing it`);
  }
  return parts.join("; ");
}

/**
 * The text a slug is made from: placeholders filled with `values`, and any left over removed, so a
 * slug never carries a placeholder's name ("what-businessname-checks").
 */
export function titleForSlug(title: string, values: PlaceholderValues): string {
  return replacePlaceholders(title, values).replace(placeholderPattern(), " ");
}

/** A placeholder followed by a word its value already ends with: "{{locationCounty}} County". */
export interface DoubledWord {
  name: string;
  word: string;
  /** What the text reads with these values, e.g. "Wilson County County". */
  reads: string;
}

/**
 * Every placeholder in `text` followed by the word its value ends with (case-insensitive), once per
 * name and word. `values` are a sample town's and the business's: what readers would see.
 */
export function doubledWords(text: string, values: PlaceholderValues): DoubledWord[] {
  const found = new Map<string, DoubledWord>();
  const pattern = /\{\{\s*([^{}\r\n]+?)\s*\}\}[ \t]+([\p{L}\p{N}'’-]+)/gu;
  for (const match of text.matchAll(pattern)) {
    const [, name, word] = match;
    const value = Object.hasOwn(values, name) ? values[name].trim() : "";
    const last = /([\p{L}\p{N}'’-]+)[^\p{L}\p{N}]*$/u.exec(value)?.[1];
    if (!last || last.toLowerCase() !== word.toLowerCase()) continue;
    const key = `${name}\u0000${word.toLowerCase()}`;
    if (!found.has(key)) found.set(key, { name, word, reads: `${value} ${word}` });
  }
  return [...found.values()];
}
