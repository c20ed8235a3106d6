/**
 * Whether an address is one the company serves (docs/decisions/017-instant-estimate.md): within the
 * configured radius of an office, or in a county one of the service-area towns lies in. Addresses
 * outside both get no price online, only the request form. Pure: no React, HTTP or database.
 */
import { haversineMiles, type GeoPoint } from "./geo";

export const METERS_PER_MILE = 1609.344;

export interface ServicePlace extends GeoPoint {
  name: string;
}

export type AreaVerdict =
  | { inArea: true; by: "radius" | "county" }
  | { inArea: false; nearest: string; miles: number };

/** "Nash County", "nash", "NASH COUNTY, NC" → "nash". */
export function countyKey(county: string): string {
  return county
    .toLowerCase()
    .replace(/,.*$/, "")
    .replace(/\b(county|parish)\b/g, "")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

export function serviceAreaVerdict(input: {
  point: GeoPoint;
  /** The address's county as the geocoder names it; null when it did not say. */
  county: string | null;
  offices: readonly ServicePlace[];
  radiusMeters: number;
  servedCounties: readonly string[];
}): AreaVerdict {
  const distances = input.offices.map((o) => ({ name: o.name, miles: haversineMiles(input.point, o) }));
  const nearest = distances.sort((a, b) => a.miles - b.miles)[0];
  if (nearest && nearest.miles * METERS_PER_MILE <= input.radiusMeters) return { inArea: true, by: "radius" };
  if (input.county) {
    const key = countyKey(input.county);
    if (input.servedCounties.some((c) => countyKey(c) === key)) return { inArea: true, by: "county" };
  }
  return { inArea: false, nearest: nearest?.name ?? "", miles: Math.round(nearest?.miles ?? 0) };
}

/** A town as the offices share them out: where it is and its county. */
export interface ServedPlace extends GeoPoint {
  name: string;
  county: string;
}

/** The office nearest the point, straight line (a tie goes to the office listed first); null with no office. */
export function nearestOffice<O extends GeoPoint>(offices: readonly O[], point: GeoPoint): { office: O; miles: number } | null {
  let best: { office: O; miles: number } | null = null;
  for (const office of offices) {
    const miles = haversineMiles(office, point);
    if (!best || miles < best.miles) best = { office, miles };
  }
  return best;
}

/**
 * The towns served from each office (docs/decisions/021-launch-as-your-company.md): every town goes
 * to its nearest office, as the town pages say ("Served from our … office"); each office's towns
 * nearest first (miles rounded), its own town left out. Offices without a town keep an empty list.
 */
export function townsByNearestOffice<O extends GeoPoint & { id: string; city: string }>(
  offices: readonly O[],
  towns: readonly ServedPlace[],
): Map<string, (ServedPlace & { miles: number })[]> {
  const byOffice = new Map<string, (ServedPlace & { miles: number })[]>(offices.map((o) => [o.id, []]));
  for (const town of towns) {
    const nearest = nearestOffice(offices, town);
    if (!nearest || nearest.office.city.toLowerCase() === town.name.toLowerCase()) continue;
    byOffice.get(nearest.office.id)!.push({ ...town, miles: Math.round(nearest.miles) });
  }
  for (const list of byOffice.values()) list.sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name));
  return byOffice;
}
