/**
 * Queries on service_locations (spec §3). No React, no HTTP: loaders call these and shape the
 * result for their page.
 */
import { asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { memoized } from "~/db/content-version.server";
import { serviceLocations, type ServiceLocation as ServiceLocationRow } from "~/db/schema";
import { KNOWN_ZIP_CODES } from "~/content/locations/service-cities";
import { OVERVIEW_SAMPLE_SIZE, type OverviewTable } from "~/domain/content-variables";
import { nearbyTowns } from "~/domain/geo";
import type { TownPageFacts } from "~/domain/town-page";
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

/** What lists of towns show (the blog's town filter, the clone panel): id, name, county, population by name. */
export interface LocationSummary {
  id: string;
  name: string;
  county: string;
  population: number | null;
}

export async function listLocationSummaries(db: Database): Promise<LocationSummary[]> {
  return db
    .select({
      id: serviceLocations.id,
      name: serviceLocations.name,
      county: serviceLocations.county,
      population: serviceLocations.population,
    })
    .from(serviceLocations)
    .orderBy(asc(serviceLocations.name));
}

/**
 * The towns as public pages show them, read once per version of the public content (every town
 * page, the blog's town filter and the request form list them all). Not for staff screens.
 */
export function publicLocations(db: Database): Promise<ServiceLocation[]> {
  return memoized(db, "locations", () => listLocations(db));
}

export function publicLocationSummaries(db: Database): Promise<LocationSummary[]> {
  return memoized(db, "location-summaries", () => listLocationSummaries(db));
}

/** Whole rows of the given locations (any order; unknown ids are left out). */
export async function locationsByIds(db: Database, ids: readonly string[]): Promise<ServiceLocationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(serviceLocations).where(inArray(serviceLocations.id, [...ids]));
}

/** The location named `name` (any case), or null. */
export async function locationByName(db: Database, name: string): Promise<ServiceLocationRow | null> {
  const [row] = await db
    .select()
    .from(serviceLocations)
    .where(eq(sql`lower(${serviceLocations.name})`, name.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The first location by name: the sample town of the editor's preview. */
export async function firstLocation(db: Database): Promise<ServiceLocationRow | null> {
  const [row] = await db.select().from(serviceLocations).orderBy(asc(serviceLocations.name)).limit(1);
  return row ?? null;
}

/** The name of the first location (by name) matching an ILIKE pattern, or null. */
export async function locationNameLike(db: Database, pattern: string): Promise<string | null> {
  const [row] = await db
    .select({ name: serviceLocations.name })
    .from(serviceLocations)
    .where(ilike(serviceLocations.name, pattern))
    .orderBy(asc(serviceLocations.name))
    .limit(1);
  return row?.name ?? null;
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
export function townTemplateProps(location: ServiceLocation, all: ServiceLocation[]): TownPageFacts | null {
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

/** How many towns there are and the first few, for the variables screen's database overview. */
export async function locationsOverview(db: Database): Promise<OverviewTable> {
  const [count, samples] = await Promise.all([
    db.$count(serviceLocations),
    db
      .select({ id: serviceLocations.id, title: serviceLocations.name, detail: serviceLocations.county })
      .from(serviceLocations)
      .orderBy(asc(serviceLocations.name))
      .limit(OVERVIEW_SAMPLE_SIZE),
  ]);
  return { count, samples };
}
