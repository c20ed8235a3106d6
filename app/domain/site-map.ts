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

/** The city group of a post (spec §2.9): the city inferSitemapCity finds, none for a template. */
export function siteMapCityOf(post: { title: string; tags: string[] | null; slug: string }): string | null {
  return post.slug.toLowerCase().includes("template") ? null : inferSitemapCity(post);
}

/** Links grouped by their city, cities A-Z, then the ungrouped ones; each group keeps the order given. */
export function groupLinksByCity(entries: readonly { city: string | null; link: SiteLink }[]): SiteLinkGroup[] {
  const byCity = new Map<string, SiteLink[]>();
  const other: SiteLink[] = [];
  for (const { city, link } of entries) {
    if (!city) {
      other.push(link);
      continue;
    }
    if (!byCity.has(city)) byCity.set(city, []);
    byCity.get(city)!.push(link);
  }
  const cities = [...byCity.keys()].sort((a, b) => a.localeCompare(b));
  const groups = cities.map((city) => ({ title: city, links: byCity.get(city)! }));
  return other.length > 0 ? [...groups, { title: UNGROUPED_POSTS, links: other }] : groups;
}

/**
 * Each post's link with the city inferSitemapCity finds in it, one at a time (a caller with tens of
 * thousands of posts can pause between two). A city must be one of `towns` (the service-area
 * list): the title patterns also match words that are no town ("How to Document Roof Damage" →
 * "Document"), and a visitor must never see such a group. `cityOf` may remember earlier answers.
 */
export function* postCities<T extends { title: string; tags: string[] | null; slug: string; link: SiteLink }>(
  posts: Iterable<T>,
  towns: readonly string[],
  cityOf: (post: T) => string | null = siteMapCityOf,
): Generator<{ city: string | null; link: SiteLink }> {
  const known = new Map(towns.map((t) => [t.toLowerCase(), t]));
  for (const post of posts) {
    const inferred = cityOf(post);
    yield { city: inferred ? (known.get(inferred.toLowerCase()) ?? null) : null, link: post.link };
  }
}

/**
 * Links on one page of /sitemap. A link and its group's share weigh up to about 400 bytes of HTML,
 * the site's header, footer and the list of pages about 110 KB: a page stays near 270 KB, under the
 * 300 KB a page of the site map may weigh (docs/decisions/015-scale-and-memory.md), however many
 * posts the blog holds.
 */
export const SITE_MAP_PAGE_SIZE = 400;

/** The address of a page of the site map: /sitemap for the first, /sitemap?page=N for the others. */
export const siteMapPagePath = (n: number) => (n > 1 ? `/sitemap?page=${n}` : "/sitemap");

export interface SiteMapPageGroup extends SiteLinkGroup {
  /** Links of the whole group, on this page and others. */
  total: number;
  /** The group began on an earlier page. */
  continued: boolean;
}

export interface SiteMapPageSection extends Omit<SiteMapSection, "groups"> {
  /** Links of the whole section, on this page and others. */
  total: number;
  continued: boolean;
  groups: SiteMapPageGroup[];
}

export interface SiteMapPage {
  number: number;
  /** What the page holds, for the list of pages: "Blog: Ahoskie to Bethel". */
  label: string;
  sections: SiteMapPageSection[];
}

/** "Blog: Wilson", or the section's title alone when its one group is named like it. */
function place(section: SiteMapPageSection, group: SiteMapPageGroup): string {
  return group.title === section.title ? section.title : `${section.title}: ${group.title}`;
}

function pageLabel(sections: readonly SiteMapPageSection[]): string {
  const first = sections[0];
  const last = sections[sections.length - 1];
  const firstGroup = first.groups[0];
  const lastGroup = last.groups[last.groups.length - 1];
  if (first === last) {
    if (firstGroup === lastGroup) return place(first, firstGroup);
    return `${first.title}: ${firstGroup.title} to ${lastGroup.title}`;
  }
  return `${place(first, firstGroup)} to ${place(last, lastGroup)}`;
}

/**
 * The site map cut into pages of at most `size` links, in order: sections and groups run on from
 * one page to the next (marked `continued`), each page labelled by what it holds. Always at least
 * one page, empty when there is nothing to list.
 */
export function paginateSiteMap(sections: readonly SiteMapSection[], size = SITE_MAP_PAGE_SIZE): SiteMapPage[] {
  const pages: SiteMapPage[] = [];
  let current: SiteMapPageSection[] = [];
  let count = 0;
  const flush = () => {
    if (current.length > 0) pages.push({ number: pages.length + 1, label: pageLabel(current), sections: current });
    current = [];
    count = 0;
  };
  for (const section of sections) {
    const groups = section.groups.filter((g) => g.links.length > 0);
    const total = groups.reduce((n, g) => n + g.links.length, 0);
    let onPage: SiteMapPageSection | null = null;
    let started = false;
    for (const group of groups) {
      for (let from = 0; from < group.links.length; ) {
        if (count >= size) {
          flush();
          onPage = null;
        }
        if (!onPage) {
          onPage = { ...section, total, continued: started, groups: [] };
          current.push(onPage);
          started = true;
        }
        const links = group.links.slice(from, from + size - count);
        onPage.groups.push({ title: group.title, links, total: group.links.length, continued: from > 0 });
        count += links.length;
        from += links.length;
      }
    }
  }
  flush();
  return pages.length > 0 ? pages : [{ number: 1, label: "", sections: [] }];
}
