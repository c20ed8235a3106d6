/** The human site map's search (/sitemap?q=): every word must appear in a link's name, path or description. */
import type { SiteLink, SiteMapSection } from "./site-map";

/** The search words of a query: lower case, at most 8, blanks dropped. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** True when every word appears in the link's name, path or description. */
export function linkMatches(link: SiteLink, words: readonly string[]): boolean {
  const haystack = `${link.name} ${link.path} ${link.description ?? ""}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** The sections with only the links matching the query; empty groups and sections are dropped. */
export function filterSections(sections: readonly SiteMapSection[], query: string): SiteMapSection[] {
  const words = searchWords(query);
  if (words.length === 0) return [...sections];
  return sections
    .map((s) => ({
      ...s,
      groups: s.groups.map((g) => ({ ...g, links: g.links.filter((l) => linkMatches(l, words)) })).filter((g) => g.links.length > 0),
    }))
    .filter((s) => s.groups.length > 0);
}

/** How many links the sections hold. */
export function linkCount(sections: readonly SiteMapSection[]): number {
  return sections.reduce((n, s) => n + s.groups.reduce((m, g) => m + g.links.length, 0), 0);
}

/** The sections cut after their first `max` links (a search that matches thousands shows the first ones). */
export function firstLinks(sections: readonly SiteMapSection[], max: number): SiteMapSection[] {
  let left = max;
  const out: SiteMapSection[] = [];
  for (const section of sections) {
    if (left <= 0) break;
    const groups = [];
    for (const group of section.groups) {
      if (left <= 0) break;
      const links = group.links.slice(0, left);
      left -= links.length;
      groups.push({ ...group, links });
    }
    out.push({ ...section, groups });
  }
  return out;
}
