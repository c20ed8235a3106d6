/**
 * The human site map (/sitemap, spec §2.9): sections of links, towns grouped by the office nearest
 * them, blog posts grouped by the city the title names (inferSitemapCity), and a word search over
 * it all. Pure: the model gathers the data, the page renders what these return.
 */
import { haversineMiles, type GeoPoint } from "./geo";
import { inferSitemapCity } from "./location-extraction";

export interface SiteLink {
  name: string;
  path: string;
  description?: string;
  /** YYYY-MM-DD of the last change, when known. */
  lastmod?: string;
}

export interface SiteLinkGroup {
  title: string;
  links: SiteLink[];
}

export type SectionPriority = "high" | "medium" | "low";

export interface SiteMapSection {
  id: string;
  title: string;
  description: string;
  priority: SectionPriority;
  groups: SiteLinkGroup[];
}

/** The label of a sitemap priority (spec §9 figures): 0.9 and up high, 0.7 and up medium, below low. */
export function priorityLabel(priority: number): SectionPriority {
  return priority >= 0.9 ? "high" : priority >= 0.7 ? "medium" : "low";
}

export interface RegionOffice extends GeoPoint {
  city: string;
}

/** The region of a town: the office nearest it ("Near Greenville"). */
export function regionOf(town: GeoPoint, offices: readonly RegionOffice[]): string {
  let best: RegionOffice | null = null;
  let bestMiles = Infinity;
  for (const office of offices) {
    const miles = haversineMiles(town, office);
    if (miles < bestMiles) {
      best = office;
      bestMiles = miles;
    }
  }
  return best ? `Near ${best.city}` : "Other towns";
}

/** Towns grouped by region, regions in the offices' order, towns in the order given. */
export function groupTownsByRegion<T extends GeoPoint & { link: SiteLink }>(towns: readonly T[], offices: readonly RegionOffice[]): SiteLinkGroup[] {
  const groups = new Map<string, SiteLink[]>(offices.map((o) => [`Near ${o.city}`, []]));
  for (const town of towns) {
    const region = regionOf(town, offices);
    if (!groups.has(region)) groups.set(region, []);
    groups.get(region)!.push(town.link);
  }
  return [...groups].filter(([, links]) => links.length > 0).map(([title, links]) => ({ title, links }));
}

export const UNGROUPED_POSTS = "Other articles";

/**
 * Posts grouped by the city inferSitemapCity finds, cities A-Z, then the ungrouped ones. Spec §2.9:
 * a post whose slug contains "template" is kept out of the city groups. A city must be one of
 * `towns` (the service-area list): the title patterns also match words that are no town ("How to
 * Document Roof Damage" → "Document"), and a visitor must never see such a group.
 */
export function groupPostsByCity<T extends { title: string; tags: string[] | null; slug: string; link: SiteLink }>(
  posts: readonly T[],
  towns: readonly string[],
): SiteLinkGroup[] {
  const known = new Map(towns.map((t) => [t.toLowerCase(), t]));
  const byCity = new Map<string, SiteLink[]>();
  const other: SiteLink[] = [];
  for (const post of posts) {
    const inferred = post.slug.toLowerCase().includes("template") ? null : inferSitemapCity(post);
    const city = inferred ? (known.get(inferred.toLowerCase()) ?? null) : null;
    if (!city) {
      other.push(post.link);
      continue;
    }
    if (!byCity.has(city)) byCity.set(city, []);
    byCity.get(city)!.push(post.link);
  }
  const cities = [...byCity.keys()].sort((a, b) => a.localeCompare(b));
  const groups = cities.map((city) => ({ title: city, links: byCity.get(city)! }));
  return other.length > 0 ? [...groups, { title: UNGROUPED_POSTS, links: other }] : groups;
}

