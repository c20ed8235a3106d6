/**
 * What localizing a clone with AI reads and writes (docs/decisions/009-ai-media.md): the clone, its
 * town's facts as the database holds them (service_locations, county_facts, the way from the
 * nearest office), the names of the other towns, and the clones of a post. No React, HTTP or AI
 * calls here.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { blogPosts, serviceLocations, type BlogPost } from "~/db/schema";
import type { LocalizeFacts } from "~/domain/localize";
import { locationValues, toPlaceholderLocation } from "~/domain/placeholders";
import type { PostInput } from "~/domain/post-input";
import { countyPageFacts, listLocations, townTemplateProps } from "./locations.server";
import { revisionFieldsOf } from "./post-revisions.server";

export interface CloneTown {
  facts: LocalizeFacts;
  /** The values cloning baked into the clone from this town's record: a paragraph holding one speaks of the town. */
  markers: string[];
  otherTowns: string[];
}

/** The town of a clone, as facts from the database only; null when the town no longer exists. */
export async function cloneTown(db: Database, business: Pick<Business, "offices">, locationId: string): Promise<CloneTown | null> {
  const [row] = await db.select().from(serviceLocations).where(eq(serviceLocations.id, locationId)).limit(1);
  if (!row) return null;
  const [all, county] = await Promise.all([listLocations(db), countyPageFacts(db, row.county)]);
  const self = all.find((l) => l.id === row.id)!;
  const page = townTemplateProps(self, all, { business, county, posts: [] });
  const facts: LocalizeFacts = {
    town: row.name,
    state: "North Carolina",
    county: row.county,
    population: row.population,
    historicalFact: row.historicalFact,
    latitude: row.latitude,
    longitude: row.longitude,
    milesToCoast: page?.milesToCoast ?? null,
    countyFacts: county,
    office: page ? { city: page.office.city, miles: page.office.miles, direction: page.office.direction, driveMinutes: page.office.driveMinutes } : null,
  };
  return {
    facts,
    markers: Object.values(locationValues(toPlaceholderLocation(row))),
    otherTowns: all.filter((l) => l.id !== row.id).map((l) => l.name),
  };
}

/** A clone's fields as a save of the editor sends them, with new content. */
export function saveInputWithContent(post: BlogPost, content: string): PostInput {
  return { ...revisionFieldsOf(post), content, featuredImage: post.featuredPhotoId ? null : post.featuredImage };
}

export interface CloneSummary {
  id: string;
  locationName: string;
  status: BlogPost["status"];
}

/** The clones of a post outside the trash, by town name. */
export async function clonesOf(db: Database, sourcePostId: string): Promise<CloneSummary[]> {
  return db
    .select({ id: blogPosts.id, locationName: serviceLocations.name, status: blogPosts.status })
    .from(blogPosts)
    .innerJoin(serviceLocations, eq(serviceLocations.id, blogPosts.locationId))
    .where(and(eq(blogPosts.sourcePostId, sourcePostId), isNull(blogPosts.deletedAt)))
    .orderBy(asc(serviceLocations.name), asc(blogPosts.createdAt));
}
