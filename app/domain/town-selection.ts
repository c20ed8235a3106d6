/**
 * Choosing towns by area for clone-to-locations (spec §2.11, docs/decisions/013-publishing.md): a
 * county, the towns an office serves (the towns nearer that office than any other), the towns within
 * a distance of an office or a town, and the nearest N. Each answer is a list of town ids the panel
 * adds to its selection. Towns without coordinates are left out of every distance rule and counted,
 * so the panel can say so. Pure functions: no React, HTTP or database.
 */
import { haversineMiles, type GeoPoint } from "./geo";
import { nearestOffice } from "./service-area";

export interface SelectableTown {
  id: string;
  name: string;
  county: string;
  population: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** A place distances are measured from: an office or a town. */
export interface TownOrigin extends GeoPoint {
  /** "office:<id>" or "town:<id>". */
  key: string;
  label: string;
}

export interface OfficePoint extends GeoPoint {
  id: string;
  name: string;
  city: string;
}

/** What one area rule picked, and the towns it could not judge. */
export interface AreaPick {
  ids: string[];
  /** Towns left out because their record has no coordinates. */
  unplaced: number;
}

/** The largest distance and count the panel offers: the service area fits well inside both. */
export const MAX_AREA_MILES = 300;
export const MAX_NEAREST = 2000;

function placed<T extends SelectableTown>(towns: readonly T[]): { points: (T & GeoPoint)[]; unplaced: number } {
  const points = towns.filter((t): t is T & GeoPoint => t.latitude !== null && t.longitude !== null);
  return { points, unplaced: towns.length - points.length };
}

/** Every county with its number of towns, by name. */
export function countiesOf(towns: readonly SelectableTown[]): { county: string; towns: number }[] {
  const counts = new Map<string, number>();
  for (const t of towns) counts.set(t.county, (counts.get(t.county) ?? 0) + 1);
  return [...counts].map(([county, n]) => ({ county, towns: n })).sort((a, b) => a.county.localeCompare(b.county));
}

export function townsInCounty(towns: readonly SelectableTown[], county: string): AreaPick {
  return { ids: towns.filter((t) => t.county === county).map((t) => t.id), unplaced: 0 };
}

/** The towns at most `miles` from the origin (straight line), nearest first. */
export function townsWithin(towns: readonly SelectableTown[], origin: GeoPoint, miles: number): AreaPick {
  const { points, unplaced } = placed(towns);
  const ids = points
    .map((t) => ({ id: t.id, d: haversineMiles(origin, t) }))
    .filter((t) => t.d <= miles)
    .sort((a, b) => a.d - b.d)
    .map((t) => t.id);
  return { ids, unplaced };
}

/** The `n` towns nearest the origin, the origin's own town included (it is at distance 0). */
export function nearestTowns(towns: readonly SelectableTown[], origin: GeoPoint, n: number): AreaPick {
  const { points, unplaced } = placed(towns);
  const ids = points
    .map((t) => ({ id: t.id, name: t.name, d: haversineMiles(origin, t) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, n))
    .map((t) => t.id);
  return { ids, unplaced };
}

/** The towns nearer this office than any other office, as town pages assign them (service-area.ts nearestOffice). */
export function townsServedFrom(towns: readonly SelectableTown[], offices: readonly OfficePoint[], officeId: string): AreaPick {
  const { points, unplaced } = placed(towns);
  if (!offices.some((o) => o.id === officeId)) return { ids: [], unplaced };
  const ids = points
    .filter((t) => nearestOffice(offices, t)?.office.id === officeId)
    .map((t) => t.id);
  return { ids, unplaced };
}

/** The places distances can be measured from: the offices, then every placed town, by name. */
export function townOrigins(towns: readonly SelectableTown[], offices: readonly OfficePoint[]): TownOrigin[] {
  return [
    ...offices.map((o) => ({ key: `office:${o.id}`, label: `${o.name} (${o.city})`, latitude: o.latitude, longitude: o.longitude })),
    ...placed(towns).points.map((t) => ({ key: `town:${t.id}`, label: t.name, latitude: t.latitude, longitude: t.longitude })),
  ];
}

/** "Added 12 towns (3 were already selected); 2 towns have no coordinates and could not be measured." */
export function areaPickMessage(pick: AreaPick, newlyAdded: number, what: string): string {
  const parts = [
    pick.ids.length === 0
      ? `No town is ${what}.`
      : `Added ${newlyAdded} ${newlyAdded === 1 ? "town" : "towns"} ${what}${newlyAdded < pick.ids.length ? ` (${pick.ids.length - newlyAdded} already selected)` : ""}.`,
  ];
  if (pick.unplaced) parts.push(`${pick.unplaced} ${pick.unplaced === 1 ? "town has" : "towns have"} no coordinates and could not be measured.`);
  return parts.join(" ");
}
