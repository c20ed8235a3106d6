/**
 * The towns pages name as "the heart of our service area" (spec §2.4 and §9: twelve cities), from
 * the towns the company serves (docs/decisions/021-launch-as-your-company.md): a page never lists a
 * town the company does not serve.
 */
import { haversineMiles, type GeoPoint } from "~/domain/geo";

/** The spec's twelve core service cities (§9), in the spec's order: listed first when served. */
export const SERVICE_CITIES = [
  "Rocky Mount",
  "Greenville",
  "Wilson",
  "Tarboro",
  "Zebulon",
  "Raleigh",
  "Wake Forest",
  "Youngsville",
  "Spring Hope",
  "Louisburg",
  "Franklinton",
  "Garner",
] as const;

/** How many towns a "most-requested towns" list shows. */
export const FEATURED_TOWNS = SERVICE_CITIES.length;

/** A town served, where it is (towns without coordinates come last). */
export interface ServedTown {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The towns a page lists as the heart of the service area: the spec's core cities the company
 * serves, then the towns served nearest its offices, up to FEATURED_TOWNS.
 */
export function featuredTowns(served: readonly ServedTown[], offices: readonly GeoPoint[]): string[] {
  const byName = new Map(served.map((t) => [t.name.toLowerCase(), t]));
  const core = SERVICE_CITIES.filter((city) => byName.has(city.toLowerCase()));
  const distance = (t: ServedTown) =>
    t.latitude === null || t.longitude === null || !offices.length
      ? Number.POSITIVE_INFINITY
      : Math.min(...offices.map((o) => haversineMiles(o, { latitude: t.latitude as number, longitude: t.longitude as number })));
  const rest = served
    .filter((t) => !core.some((city) => city.toLowerCase() === t.name.toLowerCase()))
    .map((t) => ({ name: t.name, miles: distance(t) }))
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name))
    .map((t) => t.name);
  return [...core.map((city) => byName.get(city.toLowerCase())!.name), ...rest].slice(0, FEATURED_TOWNS);
}

/**
 * ZIP codes we can state with confidence. The service_locations table has none, so a town page
 * leaves the ZIP line out unless the town is listed here (spec §2.4: Rocky Mount 27801-27804).
 */
export const KNOWN_ZIP_CODES: Record<string, string[]> = {
  "Rocky Mount": ["27801", "27802", "27803", "27804"],
};
