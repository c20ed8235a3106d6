/**
 * The owner's business settings in the database (docs/decisions/014-business-settings.md): reading
 * them with the environment's pins applied, saving a change with its history, and the business
 * every page reads, built once per content version.
 */
import { count, desc, inArray } from "drizzle-orm";
import { BUSINESS_TIME_ZONE, type BusinessSnapshot } from "~/config/business";
import { businessFromSettings } from "~/config/business.server";
import { formatPerMinute } from "~/domain/format-per-minute";
import { memoized } from "~/db/content-version.server";
import type { Database } from "~/db/client.server";
import { businessSettingChanges, businessSettings, serviceLocations } from "~/db/schema";
import {
  DEFAULT_SETTINGS,
  SETTING_LEAVES,
  checkSetting,
  getSetting,
  describeValue,
  sameValue,
  settingLeaf,
  settingTitle,
  settingsWith,
  type BusinessSettings,
  type Pin,
} from "~/domain/business-settings";

export type Pins = ReadonlyMap<string, Pin>;

/**
 * The stored values, each checked by its setting's current rule: a row a newer rule refuses (or of a
 * setting that no longer exists) is ignored, with a warning, and the setting has its default.
 */
async function storedValues(db: Database): Promise<Map<string, unknown>> {
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

/** How many towns the service-area list holds (pages state it, or the owner's round figure below it). */
export async function serviceTownCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(serviceLocations);
  return row?.n ?? 0;
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
  const year = yearIn(BUSINESS_TIME_ZONE);
  return memoized(source.db, `business:${year}`, async () => {
    const [settings, townCount] = await Promise.all([currentSettings(source.db, source.pins), serviceTownCount(source.db)]);
    return businessFromSettings(settings, { siteUrl: source.siteUrl, townCount, year });
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
    await write(t, changed.map((leaf) => ({ key: leaf.key, from: getSetting(before, leaf.key), to: changes.get(leaf.key) })), author);
    return changed.map((leaf) => leaf.key);
  });
}

async function write(db: Database, rows: { key: string; from: unknown; to: unknown }[], author: SettingsAuthor): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) {
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
      await write(t, [{ key, from: held.has(key) ? held.get(key) : getSetting(DEFAULT_SETTINGS, key), to: pin.value }], { userId: null, label: `environment (${pin.variable})` });
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

/** The newest changes first, as the screen's history lists them. */
export async function settingsHistory(db: Database, limit = 50): Promise<SettingChangeView[]> {
  const rows = await db.select().from(businessSettingChanges).orderBy(desc(businessSettingChanges.createdAt)).limit(limit);
  return rows.map((row) => {
    const leaf = settingLeaf(row.key);
    return {
      id: row.id,
      at: row.createdAt,
      author: row.author,
      setting: leaf ? settingTitle(leaf) : row.key,
      from: leaf ? describeValue(leaf, row.oldValue) : JSON.stringify(row.oldValue),
      to: leaf ? describeValue(leaf, row.newValue) : JSON.stringify(row.newValue),
    };
  });
}
