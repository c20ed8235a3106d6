/**
 * The county facts staff edit (docs/decisions/006-town-pages.md): read one county's row for the
 * form, list the counties with how many facts each has, and save a checked form. A save bumps the
 * public content version through county_facts' trigger (drizzle/0005), so the town pages change on
 * the next request.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { countyFacts, serviceLocations } from "~/db/schema";
import type { CountyFactsValues } from "~/domain/county-facts";

/** The URL segment of a county's form: "Pitt County" → "pitt-county". */
export function countySlug(county: string): string {
  return county
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface CountySummary {
  county: string;
  slug: string;
  seat: string;
  towns: number;
  /** Facts recorded beyond the seat: permit office, re-roof rule, wind, housing, storms. */
  facts: number;
  sources: number;
}

export async function listCountySummaries(db: Database): Promise<CountySummary[]> {
  const [rows, towns] = await Promise.all([
    db.select().from(countyFacts).orderBy(asc(countyFacts.county)),
    db.select({ county: serviceLocations.county, n: count() }).from(serviceLocations).groupBy(serviceLocations.county),
  ]);
  const townCount = new Map(towns.map((t) => [t.county, Number(t.n)]));
  return rows.map((r) => ({
    county: r.county,
    slug: countySlug(r.county),
    seat: r.seat,
    towns: townCount.get(r.county) ?? 0,
    facts: [r.permitOffice, r.reroofPermit, r.designWindSpeedMph, r.medianYearBuilt ?? r.housingNote].filter((f) => f !== null).length + (r.storms.length > 0 ? 1 : 0),
    sources: r.sources.length,
  }));
}

export interface CountyRecord extends CountyFactsValues {
  county: string;
  slug: string;
}

/** The county whose slug is `slug`, or null. */
export async function findCountyBySlug(db: Database, slug: string): Promise<CountyRecord | null> {
  // Thirty-odd rows: matching the slug in code keeps the URL free of spaces and case.
  const rows = await db.select().from(countyFacts);
  const row = rows.find((r) => countySlug(r.county) === slug);
  if (!row) return null;
  const { updatedAt: _updatedAt, ...facts } = row;
  return { ...facts, slug };
}

/** Stores a checked form; false when the county no longer exists. */
export async function saveCountyFacts(db: Database, county: string, values: CountyFactsValues): Promise<boolean> {
  const updated = await db
    .update(countyFacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(countyFacts.county, county))
    .returning({ county: countyFacts.county });
  return updated.length === 1;
}
