/**
 * The blog's location filter: the `?location=` value, the select of "All towns" with the first 20
 * towns whose name contains the search text, and the row of town buttons. Pure, so the server's
 * first render and the browser's live filter give the same list.
 *
 * /blog opens on the newest articles of every town, not on the spec's Raleigh list (which is empty
 * on most sites and greeted visitors with "No articles found"): docs/decisions/014-business-settings.md.
 */
import { townSlug } from "./slugs";

export interface LocationOption {
  /** The `?location=` slug: "rocky-mount". */
  value: string;
  /** The town's name: "Rocky Mount". */
  label: string;
}

export const ALL_LOCATIONS_VALUE = "all";
/** What /blog shows without a `?location=`: every town's articles. */
export const ALL_TOWNS: LocationOption = { value: ALL_LOCATIONS_VALUE, label: "All towns" };
export const LOCATION_OPTIONS_LIMIT = 20;
const LOCATION_PARAM_MAX_LENGTH = 60;

/** A `?location=` value as a town slug ("Rocky Mount" → "rocky-mount"); missing or empty → all towns. */
export function blogLocationParam(value: string | null | undefined): string {
  return townSlug(value ?? "").slice(0, LOCATION_PARAM_MAX_LENGTH) || ALL_TOWNS.value;
}

/** What a `?location=` asks for: a town or "all" as written, a town written another way, or no town at all. */
export type LocationParamCheck = { kind: "ok" } | { kind: "respell"; value: string } | { kind: "unknown" };

/**
 * Checks the `?location=` values of a request against the towns. Each town (and "all") has one
 * spelling, its slug, so neither case, spaces nor repeats make another page of it; a value naming
 * no town is reported, and the route answers it without rendering a list for it
 * (docs/decisions/015-scale-and-memory.md). No parameter at all is fine: the default view.
 */
export function checkLocationParam(values: readonly string[], towns: readonly LocationOption[]): LocationParamCheck {
  if (values.length === 0) return { kind: "ok" };
  const wanted = townSlug(values[0]).slice(0, LOCATION_PARAM_MAX_LENGTH);
  if (wanted !== ALL_LOCATIONS_VALUE && !towns.some((t) => t.value === wanted)) return { kind: "unknown" };
  return values.length === 1 && values[0] === wanted ? { kind: "ok" } : { kind: "respell", value: wanted };
}

/**
 * Locations whose name contains `query` (case-insensitive), at most 20 (after the fixed "All towns"
 * option). The current location is kept at the top even when the filter or the limit would hide it,
 * so the select always names the town whose articles are listed.
 */
export function filterLocationOptions(
  all: readonly LocationOption[],
  query: string,
  current: LocationOption,
): LocationOption[] {
  const q = query.trim().toLowerCase();
  const options = all
    .filter((o) => !q || o.label.toLowerCase().includes(q))
    .slice(0, LOCATION_OPTIONS_LIMIT);
  if (current.value !== ALL_LOCATIONS_VALUE && !options.some((o) => o.value === current.value)) options.unshift(current);
  return options;
}

/** What the town search shows for a search text: the select's options, and how many towns match of how many. */
export interface LocationSearchView {
  options: LocationOption[];
  matches: number;
  total: number;
}

export function locationSearchView(all: readonly LocationOption[], query: string, current: LocationOption): LocationSearchView {
  const q = query.trim().toLowerCase();
  return {
    options: filterLocationOptions(all, query, current),
    matches: q ? all.filter((o) => o.label.toLowerCase().includes(q)).length : all.length,
    total: all.length,
  };
}

/**
 * The towns the browser's filter searches, as the islands script reads them from the select's
 * data-options: a line per town, its slug and name apart by a tab. Plain lines rather than JSON: an
 * attribute holding JSON escapes every quote (&quot;), which made this list 65 KB of /blog's HTML at
 * 1,078 towns instead of 37 KB, and every render escaped it again.
 */
export function searchableLocations(all: readonly LocationOption[]): string {
  return all.map((o) => `${oneLine(o.value)}\t${oneLine(o.label)}`).join("\n");
}

/** A value on one line without tabs (the separators of searchableLocations). */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The row of location buttons above the list: all towns, then the spec's towns (§2.8) in its order. */
export const BROWSE_LOCATIONS: readonly LocationOption[] = [
  ALL_TOWNS,
  { value: "raleigh", label: "Raleigh" },
  { value: "wilson", label: "Wilson" },
  { value: "rocky-mount", label: "Rocky Mount" },
  { value: "greenville", label: "Greenville" },
  { value: "goldsboro", label: "Goldsboro" },
  { value: "winterville", label: "Winterville" },
  { value: "new-bern", label: "New Bern" },
];

/** `/blog?location=x`: the list for one town (also "all"). */
export function blogLocationHref(value: string): string {
  return `/blog?location=${encodeURIComponent(value)}`;
}
