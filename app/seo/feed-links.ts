import type { MetaDescriptor } from "react-router";
import { feedPaths } from "~/domain/feeds";
import { absoluteUrl } from "~/domain/sitemap";

/**
 * The <link rel="alternate"> tags that let feed readers find the blog's feeds: the whole blog's,
 * and a town's own when the page is about one town.
 */
export function feedLinks(siteUrl: string, businessName: string, town: { slug: string; name: string } | null): MetaDescriptor[] {
  const feeds = [{ paths: feedPaths(null), label: `${businessName} blog` }];
  if (town) feeds.unshift({ paths: feedPaths(town.slug), label: `${town.name} articles` });
  return feeds.flatMap(({ paths, label }) => [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${label} (RSS)`, href: absoluteUrl(siteUrl, paths.rss) },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${label} (Atom)`, href: absoluteUrl(siteUrl, paths.atom) },
  ]);
}
