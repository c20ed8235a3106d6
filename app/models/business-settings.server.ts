/**
 * The owner's business settings in the database (docs/decisions/014-business-settings.md): reading
 * them with the environment's pins applied, saving a change with its history, and the business
 * every page reads, built once per content version.
 */
import { count, desc, eq, inArray } from "drizzle-orm";
import { type BusinessSnapshot } from "~/domain/business";
import { businessFromSettings, type TownPoint } from "~/config/business.server";
import { formatPerMinute } from "~/domain/format-per-minute";
import { memoized } from "~/db/content-version.server";
import type { Database } from "~/db/client.server";
import { businessSettingChanges, businessSettings, imageVariables, serviceLocations } from "~/db/schema";
import { mediaUrl } from "~/domain/photos";
import {
  SETTING_LEAVES,
  checkSetting,
  getSetting,
  describeChange,
  sameValue,
  settingLeaf,
  settingsFrom,
  settingsWith,
  type BusinessSettings,
  type Pin,
} from "~/domain/business-settings";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export type Pins = ReadonlyMap<string, Pin>;

/**
 * The stored values, each checked by its setting's current rule: a row a newer rule refuses (or of a
 * setting that no longer exists) is ignored, with a warning, and the setting has its default.
 */
export async function storedValues(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: businessSettings.key, value: businessSettings.value }).from(businessSettings);
  const values = new Map<string, unknown>();
  for (const row of rows) {
    const leaf = settingLeaf(row.key);
    if (!leaf) continue;
    const checked = checkSetting(leaf, row.value);
    if (checked.ok) values.set(row.key, checked.value);
    else console.warn(`[settings] the stored ${row.key} is not used (${checked.message}); it has its default until the owner saves it again`);
  }
  return values;
}

/** The settings in force: stored values, the environment's pins over them, defaults for the rest. */
export async function currentSettings(db: Database, pins: Pins): Promise<BusinessSettings> {
  return settingsWith(await storedValues(db), pins);
}

/** How many towns the company serves (pages state it, or the owner's round figure below it). */
export async function serviceTownCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(serviceLocations).where(eq(serviceLocations.served, true));
  return row?.n ?? 0;
}

/** Every town of the town list with its position and whether it is served: offices take their county and position from it. */
async function townPoints(db: Database): Promise<TownPoint[]> {
  const rows = await db
    .select({ name: serviceLocations.name, county: serviceLocations.county, latitude: serviceLocations.latitude, longitude: serviceLocations.longitude, served: serviceLocations.served })
    .from(serviceLocations);
  return rows.flatMap((r) => (r.latitude === null || r.longitude === null ? [] : [{ ...r, latitude: r.latitude, longitude: r.longitude }]));
}

/**
 * The logo's picture: the album photo the owner chose, as its WebP rendition (which keeps a
 * transparent background) at least 320 px wide, or the nearest; null without one.
 */
async function logoOf(db: Database, photoId: string): Promise<{ url: string; width: number; height: number } | null> {
  if (!photoId) return null;
  const [photo] = await db.select({ variants: imageVariables.variants }).from(imageVariables).where(eq(imageVariables.id, photoId));
  const webps = (photo?.variants ?? []).filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const pick = webps.find((v) => v.width >= 320) ?? webps.at(-1);
  return pick ? { url: mediaUrl(pick.key), width: pick.width, height: pick.height } : null;
}

export interface BusinessSource {
  db: Database;
  pins: Pins;
  siteUrl: string;
}

/** The year per time zone, formatted once a minute: this runs per request. */
const years = new Map<string, (now: Date) => string>();

function yearIn(timeZone: string, now = new Date()): number {
  let year = years.get(timeZone);
  if (!year) years.set(timeZone, (year = formatPerMinute(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }))));
  return Number(year(now));
}

/**
 * The business every page, e-mail and structured record of this content version reads: built once
 * per version (a settings change is a new version, migration 0014) and per year (years in business).
 */
export function loadBusiness(source: BusinessSource): Promise<BusinessSnapshot> {
  const year = yearIn(OFFICE_TIME_ZONE);
  return memoized(source.db, `business:${year}`, async () => {
    const [settings, towns] = await Promise.all([currentSettings(source.db, source.pins), townPoints(source.db)]);
    const logo = await logoOf(source.db, settings.look.logoPhotoId);
    return businessFromSettings(settings, { siteUrl: source.siteUrl, towns, year, logo });
  });
}

export interface SettingsAuthor {
  userId: string | null;
  /** "owner@example.com", or "environment (BUSINESS_PHONE)". */
  label: string;
}

/**
 * Stores the settings whose value differs from the one in force, each with a line of history, in
 * one transaction; returns the keys changed. Pinned settings are not the form's to change.
 */
export async function saveSettings(db: Database, changes: ReadonlyMap<string, unknown>, pins: Pins, author: SettingsAuthor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await currentSettings(t, pins);
    const changed = SETTING_LEAVES.filter((leaf) => changes.has(leaf.key) && !pins.has(leaf.key)).filter(
      (leaf) => !sameValue(getSetting(before, leaf.key), changes.get(leaf.key)),
    );
    await writeSettings(t, changed.map((leaf) => ({ key: leaf.key, from: getSetting(before, leaf.key), to: changes.get(leaf.key) })), author);
    return changed.map((leaf) => leaf.key);
  });
}

/**
 * Stores each row's new value (or, with `forget`, drops the stored row so the setting takes the
 * start's value again) and a line of history per row, in the caller's transaction.
 */
export async function writeSettings(db: Database, rows: { key: string; from: unknown; to: unknown; forget?: true }[], author: SettingsAuthor): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) {
    if (row.forget) {
      await db.delete(businessSettings).where(eq(businessSettings.key, row.key));
      continue;
    }
    await db
      .insert(businessSettings)
      .values({ key: row.key, value: row.to })
      .onConflictDoUpdate({ target: businessSettings.key, set: { value: row.to, updatedAt: new Date() } });
  }
  await db.insert(businessSettingChanges).values(
    rows.map((row) => ({ key: row.key, oldValue: row.from, newValue: row.to, userId: author.userId, author: author.label })),
  );
}

/**
 * At start: a pinned value the database does not hold yet is stored, with "environment (VARIABLE)"
 * as its author. So the environment seeds the settings, and taking a variable away later leaves
 * the setting where it was — now the owner's to change.
 */
export async function storeEnvironmentPins(db: Database, pins: Pins): Promise<string[]> {
  if (pins.size === 0) return [];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const stored = await t
      .select({ key: businessSettings.key, value: businessSettings.value })
      .from(businessSettings)
      .where(inArray(businessSettings.key, [...pins.keys()]));
    const held = new Map(stored.map((r) => [r.key, r.value]));
    const changed = [...pins].filter(([key, pin]) => !held.has(key) || !sameValue(held.get(key), pin.value));
    for (const [key, pin] of changed) {
      await writeSettings(t, [{ key, from: held.has(key) ? held.get(key) : getSetting(settingsFrom(new Map()), key), to: pin.value }], { userId: null, label: `environment (${pin.variable})` });
    }
    return changed.map(([key]) => key);
  });
}

export interface SettingChangeView {
  id: string;
  at: Date;
  author: string;
  /** "Greenville office › Own phone line" */
  setting: string;
  from: string;
  to: string;
}

/** The newest changes first, as the screen's history lists them (a change to a list, one line per field that changed). */
export async function settingsHistory(db: Database, limit = 50): Promise<SettingChangeView[]> {
  const rows = await db.select().from(businessSettingChanges).orderBy(desc(businessSettingChanges.createdAt)).limit(limit);
  return rows.flatMap((row) => {
    const leaf = settingLeaf(row.key);
    const lines = leaf ? describeChange(leaf, row.oldValue, row.newValue) : [{ setting: row.key, from: JSON.stringify(row.oldValue), to: JSON.stringify(row.newValue) }];
    return lines.map((line, i) => ({ id: i ? `${row.id}-${i}` : row.id, at: row.createdAt, author: row.author, ...line }));
  });
}
