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
