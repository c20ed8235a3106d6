/**
 * Queries on service_locations (spec §3). No React, no HTTP: loaders call these and shape the
 * result for their page.
 */
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { serviceLocations } from "~/db/schema";
import type { LocationTemplateProps } from "~/components/locations/location-template";
import { KNOWN_ZIP_CODES } from "~/content/locations/service-cities";
import { nearbyTowns } from "~/domain/geo";
import { locationPagePath, townPageSlug } from "~/domain/slugs";

export interface ServiceLocation {
  id: string;
  name: string;
  county: string;
  population: number | null;
  latitude: number | null;
  longitude: number | null;
  historicalFact: string | null;
  /** Comma-separated search phrases, shown as "local highlights". */
  keySearchTerms: string | null;
  /** §2.9 path slug: "rocky-mount-nc". */
  slug: string;
}

/** Every location, ordered by name. */
export async function listLocations(db: Database): Promise<ServiceLocation[]> {
  const rows = await db
    .select({
      id: serviceLocations.id,
      name: serviceLocations.name,
      county: serviceLocations.county,
      population: serviceLocations.population,
      latitude: serviceLocations.latitude,
      longitude: serviceLocations.longitude,
      historicalFact: serviceLocations.historicalFact,
      keySearchTerms: serviceLocations.keySearchTerms,
    })
    .from(serviceLocations)
    .orderBy(asc(serviceLocations.name));
  return rows.map((r) => ({ ...r, slug: townPageSlug(r.name) }));
}

/**
 * The location whose §2.9 slug is `slug` ("wilson-nc"), or null. The slug is derived from the name,
 * not stored, so the lookup compares derived slugs; the table holds a few dozen rows.
 */
export async function findLocationBySlug(db: Database, slug: string): Promise<ServiceLocation | null> {
  const wanted = slug.toLowerCase();
  const all = await listLocations(db);
  return all.find((l) => l.slug === wanted) ?? null;
}

/** The "local highlights" of a location: its key search terms as a list. */
export function localHighlights(location: Pick<ServiceLocation, "keySearchTerms">): string[] {
  return (location.keySearchTerms ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * The props of the location template for one location: its facts, ZIP codes where we know them,
 * and the eight nearest towns computed from coordinates. Null when the location has no coordinates.
 */
export function townTemplateProps(location: ServiceLocation, all: ServiceLocation[]): LocationTemplateProps | null {
  if (location.latitude === null || location.longitude === null) return null;
  const target = { name: location.name, latitude: location.latitude, longitude: location.longitude };
  return {
    cityName: location.name,
    stateName: "North Carolina",
    countyName: location.county,
    zipCodes: KNOWN_ZIP_CODES[location.name],
    latitude: location.latitude,
    longitude: location.longitude,
    population: location.population,
    historicalFact: location.historicalFact,
    nearbyTowns: nearbyTowns(target, all).map(({ town, miles }) => ({
      name: town.name,
      county: town.county,
      miles,
      href: locationPagePath(town.name),
    })),
    localHighlights: localHighlights(location),
  };
}
