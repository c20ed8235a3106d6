/**
 * Geography of the service area: distances between towns, the towns nearest a town, the path of a
 * town's page (spec §2.9) and an honest, general climate note for Eastern North Carolina.
 * Pure functions: no React, HTTP or database.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface NamedPlace extends GeoPoint {
  name: string;
}

export interface NearbyTown<T extends NamedPlace = NamedPlace> {
  town: T;
  /** Straight-line distance, rounded to one decimal. */
  miles: number;
}

const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in miles. */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const COMPASS_POINTS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Which way `to` lies from `from`, on an eight-point compass (initial great-circle bearing). */
export function compassPoint(from: GeoPoint, to: GeoPoint): CompassPoint {
  const φ1 = toRadians(from.latitude);
  const φ2 = toRadians(to.latitude);
  const Δλ = toRadians(to.longitude - from.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS_POINTS[Math.round(bearing / 45) % 8];
}

/**
 * Roads are longer than the straight line: about a quarter longer across the flat, gridded east of
 * the state. 45 mph averages two-lane highways and town streets. An estimate, so pages say "about".
 */
const ROAD_FACTOR = 1.25;
const AVERAGE_MPH = 45;

/** Estimated drive time for a straight-line distance, rounded to 5 minutes (at least 5). */
export function estimatedDriveMinutes(straightLineMiles: number): number {
  const minutes = ((straightLineMiles * ROAD_FACTOR) / AVERAGE_MPH) * 60;
  return Math.max(5, Math.round(minutes / 5) * 5);
}

/** The number of nearby towns a town page shows (spec §9). */
export const NEARBY_TOWNS_SHOWN = 8;

/**
 * The `n` towns closest to `target`, nearest first. The target itself (same name, case-insensitive)
 * is left out, and so are towns without coordinates. Ties keep alphabetical order.
 */
export function nearbyTowns<T extends { name: string; latitude: number | null; longitude: number | null }>(
  target: GeoPoint & { name: string },
  all: readonly T[],
  n = NEARBY_TOWNS_SHOWN,
): NearbyTown<T & NamedPlace>[] {
  const self = target.name.trim().toLowerCase();
  const before = (a: { town: T; exact: number }, b: { town: T; exact: number }) => a.exact - b.exact || a.town.name.localeCompare(b.town.name);
  // The n nearest kept in order as the towns go by: a town page with a thousand towns around it
  // sorts eight, not a thousand.
  const nearest: { town: T & NamedPlace; exact: number }[] = [];
  for (const town of all) {
    if (town.latitude === null || town.longitude === null || town.name.trim().toLowerCase() === self) continue;
    const candidate = { town: town as T & NamedPlace, exact: haversineMiles(target, town as T & NamedPlace) };
    if (nearest.length >= n && before(candidate, nearest[nearest.length - 1]) >= 0) continue;
    let at = nearest.length;
    while (at > 0 && before(candidate, nearest[at - 1]) < 0) at -= 1;
    nearest.splice(at, 0, candidate);
    if (nearest.length > n) nearest.pop();
  }
  return nearest.map(({ town, exact }) => ({ town, miles: Math.round(exact * 10) / 10 }));
}

// ---------------------------------------------------------------------------------------------
// Climate
// ---------------------------------------------------------------------------------------------

/**
 * Points on North Carolina's ocean shoreline, north to south (approximate). The distance to the
 * nearest one is a fair stand-in for "how exposed is this town to salt air and the full force of a
 * landfalling storm" at the scale of a town page.
 */
const OCEAN_SHORE: GeoPoint[] = [
  { latitude: 36.4, longitude: -75.84 }, // Corolla
  { latitude: 36.03, longitude: -75.67 }, // Kill Devil Hills
  { latitude: 35.9, longitude: -75.59 }, // Nags Head (south)
  { latitude: 35.6, longitude: -75.47 }, // Rodanthe
  { latitude: 35.24, longitude: -75.53 }, // Cape Hatteras
  { latitude: 35.11, longitude: -75.98 }, // Ocracoke
  { latitude: 34.62, longitude: -76.53 }, // Cape Lookout
  { latitude: 34.7, longitude: -76.74 }, // Atlantic Beach
  { latitude: 34.66, longitude: -77.06 }, // Emerald Isle
  { latitude: 34.52, longitude: -77.35 }, // North Topsail Beach
  { latitude: 34.37, longitude: -77.63 }, // Topsail Beach
  { latitude: 34.21, longitude: -77.79 }, // Wrightsville Beach
  { latitude: 34.03, longitude: -77.89 }, // Carolina Beach
  { latitude: 33.9, longitude: -78.0 }, // Cape Fear
];

export type ClimateZone = "coastal" | "near-coast" | "inland";

export interface ClimateNote {
  zone: ClimateZone;
  /** Straight-line miles to the nearest ocean beach, rounded. */
  milesToCoast: number;
  /** A short label: "Coastal", "Near the coast", "Inland". */
  label: string;
  summary: string;
  /** What this exposure means for a roof, most important first. */
  points: string[];
}

/** Miles from a point to the nearest stretch of North Carolina ocean shoreline. */
export function milesToCoast(point: GeoPoint): number {
  return Math.min(...OCEAN_SHORE.map((p) => haversineMiles(point, p)));
}

/** Coastal within 18 miles of the ocean, near-coast within 55, inland beyond. */
export function climateZone(point: GeoPoint): ClimateZone {
  const miles = milesToCoast(point);
  if (miles <= 18) return "coastal";
  if (miles <= 55) return "near-coast";
  return "inland";
}

/**
 * What the weather asks of a roof in this town. General and true for Eastern North Carolina:
 * every zone gets hurricanes, wind-driven rain and humidity; the coast adds salt air and stronger
 * wind exposure; inland towns see storms weakened but still damaging, plus pine debris.
 */
export function climateNote(place: NamedPlace): ClimateNote {
  const miles = Math.round(milesToCoast(place));
  const zone = climateZone(place);
  const shared = [
    "Hurricanes and tropical storms reach Eastern North Carolina most years between June and November; a roof here should be fastened and sealed for high winds, not just rain.",
    "Wind-driven rain pushes water sideways under shingle edges, around flashing and through ridge vents, so details matter as much as the shingles themselves.",
    "Long, humid summers encourage algae streaks, moss and attic condensation; balanced intake and exhaust ventilation keeps decking dry and shingles lasting.",
  ];
  if (zone === "coastal") {
    return {
      zone,
      milesToCoast: miles,
      label: "Coastal",
      summary: `${place.name} sits about ${miles} miles from the ocean, so its roofs take storms at close to full strength and breathe salt air year-round.`,
      points: [
        "Salt air corrodes ordinary fasteners, flashing and metal trim; stainless or coated fasteners and corrosion-resistant metals are worth specifying.",
        "Wind exposure is higher near open water, so high-wind shingle application, sealed roof decks and secure edge metal earn their cost here.",
        ...shared,
      ],
    };
  }
  if (zone === "near-coast") {
    return {
      zone,
      milesToCoast: miles,
      label: "Near the coast",
      summary: `${place.name} is roughly ${miles} miles from the ocean: close enough that tropical systems often arrive with much of their strength and heavy rain.`,
      points: [
        "Storms that come ashore on the Crystal Coast or the Outer Banks can still bring damaging gusts and hours of heavy rain this far inland.",
        ...shared,
        "Low ground along the rivers and sounds keeps humidity high, so attic ventilation and underlayment choice matter more than on drier, higher sites.",
      ],
    };
  }
  return {
    zone,
    milesToCoast: miles,
    label: "Inland",
    summary: `${place.name} lies about ${miles} miles inland. Hurricanes lose some strength before they get here, but they still bring damaging wind, falling limbs and days of rain.`,
    points: [
      ...shared,
      "Tall loblolly pines are common across the region: falling limbs puncture roofs in storms, and needles clog valleys and gutters, so debris clearing is part of routine care.",
      "Summer thunderstorms can bring hail and straight-line winds; a quick inspection after a severe storm catches lifted shingles before they leak.",
    ],
  };
}
