/**
 * How the site starts and goes live (docs/decisions/021-launch-as-your-company.md): the demo
 * company, chosen on purpose; the owner's own company from the guided set-up, which forgets every
 * demo value, chooses the towns served and takes the demo's example posts off the site; and the
 * launch, after which search engines may list the site. Each step is one transaction, recorded in
 * the settings' history.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { demoPosts } from "~/db/seed/data/posts";
import { blogPosts, serviceLocations } from "~/db/schema";
import { getSetting, type SiteStart } from "~/domain/business-settings";
import { demoValuedKeys, type AreaTown } from "~/domain/launch";
import { currentSettings, storedValues, writeSettings, type Pins, type SettingsAuthor } from "./business-settings.server";
import { unpublishPosts } from "~/models/posts/publish.server";

/** Every town of the town list, served or not, with its position: what the set-up's service area is chosen from. */
export async function allTowns(db: Database): Promise<(AreaTown & { served: boolean })[]> {
  const rows = await db
    .select({ id: serviceLocations.id, name: serviceLocations.name, county: serviceLocations.county, latitude: serviceLocations.latitude, longitude: serviceLocations.longitude, served: serviceLocations.served })
    .from(serviceLocations)
    .orderBy(serviceLocations.name);
  return rows.flatMap((r) => (r.latitude === null || r.longitude === null ? [] : [{ ...r, latitude: r.latitude, longitude: r.longitude }]));
}

async function setStart(db: Database, pins: Pins, start: SiteStart, author: SettingsAuthor): Promise<void> {
  const before = await currentSettings(db, pins);
  if (before.site.start === start) return;
  await writeSettings(db, [{ key: "site.start", from: before.site.start, to: start }], author);
}

/** The owner explores the demo company: shown with a notice on every page, never listed by search engines. */
export async function startWithDemo(db: Database, pins: Pins, author: SettingsAuthor): Promise<void> {
  await db.transaction(async (tx) => setStart(tx as unknown as Database, pins, "demo", author));
}

export interface OwnCompanyStart {
  /** The guided set-up's settings, checked by their rules: key → value. */
  values: ReadonlyMap<string, unknown>;
  /** The towns the company serves. */
  servedTownIds: readonly string[];
}

/**
 * The owner's company from the guided set-up: every stored demo value forgotten (so a fact not
 * given is empty, not the demo's), the set-up's facts stored, the towns chosen served and no
 * others, the demo's example posts back to drafts (kept for the owner to reuse). Posts and photos
 * the owner made are not touched.
 */
export async function startAsOwnCompany(db: Database, pins: Pins, start: OwnCompanyStart, author: SettingsAuthor): Promise<{ unpublished: number }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await currentSettings(t, pins);
    const forgotten = demoValuedKeys(await storedValues(t)).filter((key) => !start.values.has(key) && !pins.has(key));
    const rows = [
      ...forgotten.map((key) => ({ key, from: getSetting(before, key), to: null, forget: true as const })),
      ...[...start.values].filter(([key]) => !pins.has(key)).map(([key, to]) => ({ key, from: getSetting(before, key), to })),
    ];
    await writeSettings(t, rows, author);
    await setStart(t, pins, "own", author);

    await serveTowns(t, start.servedTownIds);

    const examples = await t
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(inArray(blogPosts.slug, demoPosts.filter((p) => p.status === "published").map((p) => p.slug)));
    const done = await unpublishPosts(t, examples.map((p) => p.id), { email: author.label });
    return { unpublished: done.unpublished.length + done.alreadyDrafts.length };
  });
}

/** The company serves exactly these towns: they get pages, clones and a place in the counts; the others do not. */
export async function serveTowns(db: Database, townIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(serviceLocations).set({ served: false }).where(eq(serviceLocations.served, true));
    if (townIds.length) await tx.update(serviceLocations).set({ served: true }).where(inArray(serviceLocations.id, [...townIds]));
  });
}

/** The owner launches: search engines may list the site from the next request. */
export async function launchSite(db: Database, pins: Pins, author: SettingsAuthor, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await currentSettings(t, pins);
    await writeSettings(t, [{ key: "site.launchedAt", from: before.site.launchedAt, to: now.toISOString() }], author);
  });
}

/** Takes a launched site back off search engines (the owner's choice on the dashboard). */
export async function unlaunchSite(db: Database, pins: Pins, author: SettingsAuthor): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await currentSettings(t, pins);
    if (before.site.launchedAt === null) return;
    await writeSettings(t, [{ key: "site.launchedAt", from: before.site.launchedAt, to: null }], author);
  });
}
