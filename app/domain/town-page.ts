/** What a generated town page is built from: the town's facts and its nearest neighbours. */

export interface NearbyTownLink {
  name: string;
  county: string;
  /** Straight-line miles from this town. */
  miles: number;
  href: string;
}

export interface TownPageFacts {
  cityName: string;
  stateName: string;
  countyName: string;
  /** Left out of the page when unknown. */
  zipCodes?: string[];
  latitude: number;
  longitude: number;
  population: number | null;
  historicalFact: string | null;
  /** Nearest first; the first 8 are shown. */
  nearbyTowns: NearbyTownLink[];
  /** Key search terms of the town, shown as "local highlights". */
  localHighlights?: string[];
}
