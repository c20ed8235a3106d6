/**
 * Fills a new database with the service area, brands, services and a few demo posts.
 * Idempotent: rows are keyed by their natural unique names (on conflict do nothing), and the demo
 * posts are added only on the first run, so posts staff deleted on purpose do not come back.
 */
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../client.server";
import { appSettings, blogPosts, countyFacts, roofingBrands, roofingServices, serviceLocations } from "../schema";
import { roofingBrands as brandSeed } from "./data/brands";
import { countyFacts as countySeed } from "./data/counties";
import { serviceLocations as locationSeed } from "./data/locations";
import { demoPosts } from "./data/posts";
import { roofingServices as serviceSeed } from "./data/services";

const SEEDED_KEY = "demo_posts_seeded_at";

const COUNTY_SEED_COLUMNS = [
  "seat",
  "permitOffice",
  "permitOfficeUrl",
  "reroofPermit",
  "designWindSpeedMph",
  "windborneDebris",
  "medianYearBuilt",
  "housingNote",
  "storms",
  "sources",
  "source",
] as const satisfies readonly (keyof typeof countyFacts.$inferInsert)[];

export interface SeedReport {
  locations: number;
  counties: number;
  brands: number;
  services: number;
  posts: number;
}

export async function seedDatabase(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const locations = await tx
      .insert(serviceLocations)
      .values(
        locationSeed.map((l) => ({
          name: l.name,
          county: l.county,
          population: l.population,
          latitude: l.latitude,
          longitude: l.longitude,
          coordinates: `${l.latitude}, ${l.longitude}`,
          historicalFact: l.historicalFact,
          keySearchTerms: l.keySearchTerms,
        })),
      )
      .onConflictDoNothing({ target: serviceLocations.name })
      .returning({ id: serviceLocations.id });

    // A county row nobody has sourced yet (seeded before migration 0009, or never edited) takes the
    // sourced facts; a row with sources (staff saves need them) is left as staff left it.
    const counties = await tx
      .insert(countyFacts)
      .values(countySeed)
      .onConflictDoUpdate({
        target: countyFacts.county,
        set: Object.fromEntries(
          COUNTY_SEED_COLUMNS.map((column) => [column, sql.raw(`excluded.${getTableColumns(countyFacts)[column].name}`)]),
        ),
        setWhere: sql`${countyFacts.sources} = '[]'::jsonb`,
      })
      .returning({ county: countyFacts.county });

    const brands = await tx
      .insert(roofingBrands)
      .values(brandSeed)
      .onConflictDoNothing({ target: roofingBrands.brandName })
      .returning({ id: roofingBrands.id });

    const services = await tx
      .insert(roofingServices)
      .values(serviceSeed)
      .onConflictDoNothing({ target: roofingServices.serviceName })
      .returning({ id: roofingServices.id });

    let posts: { id: string }[] = [];
    const seeded = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (seeded.length === 0) {
      posts = await tx
        .insert(blogPosts)
        .values(
          demoPosts.map((p) => ({
            ...p,
            publishedDate: p.publishedDate ? new Date(p.publishedDate) : null,
          })),
        )
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      await tx.insert(appSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    }

    return {
      locations: locations.length,
      counties: counties.length,
      brands: brands.length,
      services: services.length,
      posts: posts.length,
    };
  });
}
