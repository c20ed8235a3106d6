/**
 * Queries on service_locations (spec §3). No React, no HTTP: loaders call these and shape the
 * result for their page.
 */
import { and, asc, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { headquarters, staffedOffices, type Business, type BusinessSnapshot, type Office } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { memoized } from "~/db/content-version.server";
import { blogPosts, countyFacts, serviceLocations, type ServiceLocation as ServiceLocationRow } from "~/db/schema";
import type { NearbyTown } from "~/content/blocks";
import { officePageData, type OfficePageData } from "~/content/locations/office-page";
import type { RunFrom } from "~/content/locations/offices";
import { KNOWN_ZIP_CODES, featuredTowns } from "~/content/locations/service-cities";
import { OVERVIEW_SAMPLE_SIZE, type OverviewTable } from "~/domain/content-variables";
import type { PhotoTile } from "~/domain/gallery";
import { compassPoint, estimatedDriveMinutes, haversineMiles, milesToCoast, nearbyTowns, type GeoPoint } from "~/domain/geo";
import {
  townHighlights,
  townPageKind,
  type CountyPageFacts,
  type OfficeRoute,
  type TownPageFacts,
  type TownPageKind,
  type TownPost,
} from "~/domain/town-page";
import { locationPagePath, publicPostPath, townPageSlug } from "~/domain/slugs";
import { townsByNearestOffice } from "~/domain/service-area";
import type { SelectableTown } from "~/domain/town-selection";
import { townPhotos } from "./gallery.server";
import { keptForToday, resolveForRender } from "./post-render.server";

export interface ServiceLocation {
  id: string;
  name: string;
  county: string;
  population: number | null;
  latitude: number | null;
  longitude: number | null;
  historicalFact: string | null;
  /** Comma-separated search phrases, shown as "local highlights" on /service-areas. */
  keySearchTerms: string | null;
  /** §2.9 path slug: "rocky-mount-nc". */
  slug: string;
}

/** Only the towns the company serves (docs/decisions/021-launch-as-your-company.md): the others are data for the service-area picker. */
const served = eq(serviceLocations.served, true);

/** Every town served, ordered by name. */
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
    .where(served)
    .orderBy(asc(serviceLocations.name));
  return rows.map((r) => ({ ...r, slug: townPageSlug(r.name) }));
}

/** What lists of towns show (the blog's town filter, the clone panel): id, name, county, population and where it lies, by name. */
export type LocationSummary = SelectableTown;

export async function listLocationSummaries(db: Pick<Database, "select">): Promise<LocationSummary[]> {
  return db
    .select({
      id: serviceLocations.id,
      name: serviceLocations.name,
      county: serviceLocations.county,
      population: serviceLocations.population,
      latitude: serviceLocations.latitude,
      longitude: serviceLocations.longitude,
    })
    .from(serviceLocations)
    .where(served)
    .orderBy(asc(serviceLocations.name));
}

/**
 * The towns as public pages show them, read once per version of the public content (every town
 * page, the blog's town filter and the request form list them all). Not for staff screens.
 */
export function publicLocations(db: Database): Promise<ServiceLocation[]> {
  return memoized(db, "locations", () => listLocations(db));
}

/** The public towns by their page slug ("wilson-nc"), built once per content version. */
export function publicLocationsBySlug(db: Database): Promise<ReadonlyMap<string, ServiceLocation>> {
  return memoized(db, "locations-by-slug", async () => new Map((await publicLocations(db)).map((l) => [l.slug, l])));
}

/**
 * The towns served from each office visitors can come to (app/domain/service-area.ts
 * townsByNearestOffice, over the public towns with coordinates), each with its page. Worked out once
 * per content version: a thousand towns' distances cost more than the rest of a page.
 */
export function townsByOffice(db: Database, business: Pick<Business, "offices">): Promise<ReadonlyMap<string, NearbyTown[]>> {
  const offices = staffedOffices(business);
  const key = offices.map((o) => `${o.id}@${o.latitude},${o.longitude}`).join(";");
  return memoized(db, `towns-by-office:${key}`, async () => {
    const towns = (await publicLocations(db)).flatMap((l) =>
      l.latitude === null || l.longitude === null ? [] : [{ name: l.name, county: l.county, latitude: l.latitude, longitude: l.longitude }],
    );
    const shared = townsByNearestOffice(offices, towns);
    return new Map([...shared].map(([id, list]) => [id, list.map((t) => ({ name: t.name, county: t.county, href: locationPagePath(t.name), miles: t.miles }))]));
  });
}

/** The office whose page /locations/{segment} is: an office visitors can come to, in the town that path names. */
export function officeOfPage(business: Pick<Business, "offices">, segment: string): Office | null {
  return staffedOffices(business).find((o) => locationPagePath(o.city) === `/locations/${segment}`) ?? null;
}

/** Everything an office's page is written from: the office, the towns served from it, the other offices, customers' words. */
export async function loadOfficePage(db: Database, business: BusinessSnapshot, office: Office): Promise<OfficePageData> {
  return officePageData(business, office, (await townsByOffice(db, business)).get(office.id) ?? []);
}

/** Where a service area's jobs are run from: its nearest office visitors can come to. */
export function runFrom(business: Pick<Business, "offices">, area: Office): RunFrom | null {
  const [nearest] = staffedOffices(business)
    .map((office) => ({ office, miles: haversineMiles(office, area) }))
    .sort((a, b) => a.miles - b.miles);
  return nearest ? { city: nearest.office.city, miles: Math.round(nearest.miles), direction: compassPoint(area, nearest.office) } : null;
}

/** The towns pages list as the heart of the service area (content/locations/service-cities.ts), from the towns served, once per content version. */
export function featuredTownNames(db: Database, business: Pick<Business, "offices">): Promise<string[]> {
  const key = business.offices.map((o) => `${o.latitude},${o.longitude}`).join(";");
  return memoized(db, `featured-towns:${key}`, async () => featuredTowns(await publicLocations(db), business.offices));
}

/** Whether the company serves the town of this name (a page about working there exists only then). */
export async function servesTown(db: Database, name: string): Promise<boolean> {
  return (await publicLocationSummaries(db)).some((t) => t.name.toLowerCase() === name.toLowerCase());
}

export function publicLocationSummaries(db: Database): Promise<LocationSummary[]> {
  return memoized(db, "location-summaries", () => listLocationSummaries(db));
}

/** Whole rows of the given locations (any order; unknown ids are left out). */
export async function locationsByIds(db: Pick<Database, "select">, ids: readonly string[]): Promise<ServiceLocationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(serviceLocations).where(inArray(serviceLocations.id, [...ids]));
}

/** The location named `name` (any case), or null. */
/** Of these ids, the ones no town has (deleted meanwhile, or never one): a form names them as its error. */
export async function unknownLocationIds(db: Pick<Database, "select">, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const found = new Set((await locationsByIds(db, wanted)).map((l) => l.id));
  return new Set(wanted.filter((id) => !found.has(id)));
}

export async function locationByName(db: Database, name: string): Promise<ServiceLocationRow | null> {
  const [row] = await db
    .select()
    .from(serviceLocations)
    .where(eq(sql`lower(${serviceLocations.name})`, name.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The first town served by name: the sample town of the editor's preview. */
export async function firstLocation(db: Database): Promise<ServiceLocationRow | null> {
  const [row] = await db.select().from(serviceLocations).where(served).orderBy(asc(serviceLocations.name)).limit(1);
  return row ?? null;
}

/** The name of the first location (by name) matching an ILIKE pattern, or null. */
export async function locationNameLike(db: Database, pattern: string): Promise<string | null> {
  const [row] = await db
    .select({ name: serviceLocations.name })
    .from(serviceLocations)
    .where(and(served, ilike(serviceLocations.name, pattern)))
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

/** The office nearest the town and the way there. */
function officeRoute(town: GeoPoint, business: Pick<Business, "offices">): OfficeRoute {
  const [nearest] = staffedOffices(business)
    .map((office) => ({ office, exact: haversineMiles(office, town) }))
    .sort((a, b) => a.exact - b.exact);
  const { office, exact } = nearest ?? { office: headquarters(business), exact: haversineMiles(headquarters(business), town) };
  return {
    city: office.city,
    href: locationPagePath(office.city),
    miles: Math.round(exact),
    direction: compassPoint(office, town),
    driveMinutes: estimatedDriveMinutes(exact),
  };
}

/**
 * The facts of one town page: the town's row, its county's facts, the nearest office, the eight
 * nearest towns (by coordinates) and the posts written for it. Null without coordinates.
 */
export function townTemplateProps(
  location: ServiceLocation,
  all: ServiceLocation[],
  extra: { business: Pick<Business, "offices">; county: CountyPageFacts | null; posts: TownPost[]; nearby?: TownPageFacts["nearbyTowns"] },
): TownPageFacts | null {
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
    milesToCoast: Math.round(milesToCoast(target)),
    county: extra.county,
    office: officeRoute(target, extra.business),
    nearbyTowns: extra.nearby ?? nearbyTownLinks(target, all),
    posts: extra.posts,
  };
}

/** The eight towns nearest `target`, as a town page links them. */
function nearbyTownLinks(target: GeoPoint & { name: string }, all: readonly ServiceLocation[]): TownPageFacts["nearbyTowns"] {
  return nearbyTowns(target, all).map(({ town, miles }) => ({
    name: town.name,
    county: town.county,
    miles,
    direction: compassPoint(target, town),
    href: locationPagePath(town.name),
  }));
}

/**
 * The explorer's highlights of every town (/service-areas), by id: from its nearest office and its
 * county's facts; a town without coordinates has none.
 */
export async function townHighlightsById(db: Database, business: Pick<Business, "offices">, locations: readonly ServiceLocation[]): Promise<Map<string, string[]>> {
  const counties = await memoized(db, "county-facts", () => allCountyFacts(db));
  return new Map(
    locations.map((l) => [
      l.id,
      l.latitude === null || l.longitude === null
        ? []
        : townHighlights({ cityName: l.name, office: officeRoute({ latitude: l.latitude, longitude: l.longitude }, business), county: counties.get(l.county) ?? null }),
    ]),
  );
}

/** The county's facts for its towns' pages, or null when none are recorded. */
export async function countyPageFacts(db: Database, county: string): Promise<CountyPageFacts | null> {
  return (await memoized(db, "county-facts", () => allCountyFacts(db))).get(county) ?? null;
}

/** Every county's facts by county name: a few dozen rows, read once per content version for all town pages. */
async function allCountyFacts(db: Database): Promise<Map<string, CountyPageFacts>> {
  const rows = await db.select().from(countyFacts);
  return new Map(rows.map(({ source: _source, updatedAt: _updatedAt, ...facts }) => [facts.county, facts]));
}

/** Published posts written for the town (cloned for it), newest first, titled as visitors read them. */
export function townPosts(db: Database, business: Business, locationId: string): Promise<TownPost[]> {
  return keptForToday(db, `town-posts:${locationId}`, async () =>
    (await resolveForRender(db, business, await postsOfTown(db, locationId))).map(({ title, slug }) => ({ title, href: publicPostPath(slug) })),
  );
}

/**
 * One town's published posts, newest first: read per town and content version through the
 * location index. Reading every town's posts in one go held the server's thread for a quarter of a
 * second at 50,000 posts (docs/decisions/015-scale-and-memory.md). Their titles still hold business
 * and library placeholders: `townPosts` fills them and keeps the result for the day.
 */
async function postsOfTown(db: Database, locationId: string): Promise<{ title: string; slug: string }[]> {
  return db
    .select({ title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.locationId, locationId), eq(blogPosts.status, "published")))
    .orderBy(sql`${blogPosts.publishedDate} DESC NULLS LAST`, desc(blogPosts.id));
}

export interface TownPage {
  town: TownPageFacts;
  photos: PhotoTile[];
  kind: TownPageKind;
}

/** Everything a town page renders for `location`: facts, photos of jobs there, and full or area page. */
export async function loadTownPage(
  db: Database,
  business: Business,
  location: ServiceLocation,
  all: ServiceLocation[],
): Promise<TownPage | null> {
  const [county, posts, photos, nearby] = await Promise.all([
    countyPageFacts(db, location.county),
    townPosts(db, business, location.id),
    townPhotos(db, location.id),
    // The neighbours change only with the towns, that is with the content version.
    location.latitude === null || location.longitude === null
      ? undefined
      : memoized(db, `nearby-towns:${location.id}`, async () =>
          nearbyTownLinks({ name: location.name, latitude: location.latitude as number, longitude: location.longitude as number }, all),
        ),
  ]);
  const town = townTemplateProps(location, all, { business, county, posts, nearby });
  return town ? { town, photos, kind: townPageKind(posts.length, photos.length) } : null;
}

/**
 * Every town whose page is the location template — all towns but the towns of offices visitors can
 * come to, which have office pages of their own (content/locations/office-page.ts) — and all towns
 * (their neighbours). Their pages are loaded one by one (loadTownPage), so a thousand of them need
 * not be worked out in one go.
 */
export async function templateTownLocations(
  db: Database,
  business: Pick<Business, "offices">,
): Promise<{ towns: ServiceLocation[]; all: ServiceLocation[] }> {
  const officeTowns = new Set(staffedOffices(business).map((o) => o.city.toLowerCase()));
  const all = await listLocations(db);
  return { towns: all.filter((l) => !officeTowns.has(l.name.toLowerCase())), all };
}

/** How many towns there are and the first few, for the variables screen's database overview. */
export async function locationsOverview(db: Database): Promise<OverviewTable> {
  const [count, samples] = await Promise.all([
    db.$count(serviceLocations, served),
    db
      .select({ id: serviceLocations.id, title: serviceLocations.name, detail: serviceLocations.county })
      .from(serviceLocations)
      .where(served)
      .orderBy(asc(serviceLocations.name))
      .limit(OVERVIEW_SAMPLE_SIZE),
  ]);
  return { count, samples };
}
