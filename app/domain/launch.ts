/**
 * Launching the site as the owner's company (docs/decisions/021-launch-as-your-company.md): the
 * launch checklist — every fact still the demo's, or missing where a page needs it — and the rules
 * of the guided set-up's service area (towns by county, or by distance from the headquarters).
 * Pure: no React, HTTP or database.
 */
import { haversineMiles, type GeoPoint } from "./geo";
import { SETTING_LEAVES, getSetting, sameValue, settingTitle, type BusinessSettings, type SettingLeaf, type SiteStart } from "./business-settings";

export type FactState = "yours" | "demo" | "missing";

export interface ChecklistItem {
  /** The setting's key: the settings screen's control is `#setting-<key>`. */
  key: string;
  label: string;
  state: FactState;
  /** Launch waits for a required fact; a recommended one is listed while missing, launch goes ahead. */
  need: "required" | "recommended" | "optional";
  /** What to do, in a sentence. */
  advice: string;
}

export interface LaunchChecklist {
  items: ChecklistItem[];
  /** "N of M facts are yours". */
  yours: number;
  total: number;
  /** Required facts missing or still the demo's: launch waits for them. */
  blocking: ChecklistItem[];
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A list holds an item of the demo's (compared whole, so an item the owner changed in any field is theirs). */
function holdsDemoItem(value: unknown, demo: unknown): boolean {
  return Array.isArray(value) && Array.isArray(demo) && value.some((item) => demo.some((d) => sameValue(item, d)));
}

function stateOf(leaf: SettingLeaf, value: unknown): FactState | null {
  const { demo, need, sameAsDemoIsFine, list } = leaf.setting;
  if (list ? holdsDemoItem(value, demo) : !sameAsDemoIsFine && !isEmpty(demo) && sameValue(value, demo)) return "demo";
  if (isEmpty(value)) return need ? "missing" : null;
  return "yours";
}

function advice(leaf: SettingLeaf, state: FactState): string {
  if (state === "demo") return leaf.setting.list ? "Holds the demo company's entries: replace or remove them." : "Still the demo company's: enter yours.";
  if (state === "missing") return leaf.setting.need === "required" ? "Needed before launch." : "Pages leave out what needs it until you give it.";
  return "";
}

/**
 * Every fact of the settings as the checklist counts it: needed ones (given or not) and every one
 * that has a value. An optional fact left empty is a choice, not a gap: it is not counted. The
 * service area counts as the owner's once the company started as itself (the set-up chose it).
 */
export function launchChecklist(settings: BusinessSettings, start: SiteStart): LaunchChecklist {
  const items: ChecklistItem[] = [];
  for (const leaf of SETTING_LEAVES) {
    // A yes/no is a choice, not a fact to give.
    if (leaf.setting.internal || leaf.setting.input === "checkbox") continue;
    const state = stateOf(leaf, getSetting(settings, leaf.key));
    if (!state) continue;
    items.push({ key: leaf.key, label: settingTitle(leaf), state, need: leaf.setting.need ?? "optional", advice: advice(leaf, state) });
  }
  items.push({
    key: "serviceArea",
    label: "Towns you serve",
    state: start === "own" ? "yours" : "demo",
    need: "required",
    advice: start === "own" ? "" : "The demo serves every town of the list: set up your company to choose yours.",
  });
  const yours = items.filter((i) => i.state === "yours").length;
  return { items, yours, total: items.length, blocking: items.filter((i) => i.need === "required" && i.state !== "yours") };
}

/** Whether the owner may launch: the company is their own and nothing required is missing or the demo's. */
export function canLaunch(checklist: LaunchChecklist, start: SiteStart): boolean {
  return start === "own" && checklist.blocking.length === 0;
}

// ---------------------------------------------------------------------------------------------
// The service area of the guided set-up
// ---------------------------------------------------------------------------------------------

export interface AreaTown extends GeoPoint {
  id: string;
  name: string;
  county: string;
}

export type AreaChoice = { by: "distance"; miles: number } | { by: "county"; counties: readonly string[] };

/** The towns a choice serves: those within `miles` of the headquarters, or in the counties ticked. The headquarters' own town always. */
export function townsInArea(towns: readonly AreaTown[], choice: AreaChoice, headquarters: GeoPoint & { name: string }): AreaTown[] {
  const inArea =
    choice.by === "distance"
      ? (t: AreaTown) => haversineMiles(headquarters, t) <= choice.miles
      : (t: AreaTown) => choice.counties.includes(t.county);
  return towns.filter((t) => inArea(t) || t.name.toLowerCase() === headquarters.name.toLowerCase());
}

/** The counties of the town list with how many towns each holds, by name: what the set-up offers to tick. */
export function countiesOf(towns: readonly AreaTown[]): { county: string; towns: number }[] {
  const counts = new Map<string, number>();
  for (const t of towns) counts.set(t.county, (counts.get(t.county) ?? 0) + 1);
  return [...counts].map(([county, n]) => ({ county, towns: n })).sort((a, b) => a.county.localeCompare(b.county));
}

/** Settings whose stored value is the demo's: a company that starts as itself forgets them (they become empty). */
export function demoValuedKeys(stored: ReadonlyMap<string, unknown>): string[] {
  return SETTING_LEAVES.filter((leaf) => !leaf.setting.internal && stored.has(leaf.key) && !isEmpty(leaf.setting.demo) && sameValue(stored.get(leaf.key), leaf.setting.demo)).map(
    (leaf) => leaf.key,
  );
}
