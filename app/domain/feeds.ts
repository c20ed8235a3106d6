/**
 * The blog's feeds: RSS 2.0 and Atom 1.0 documents from posts already resolved
 * for display. Pure: the model picks the posts, the route answers.
 */
import { absoluteUrl, latest, w3cDate, xmlEscape } from "./sitemap";

export interface FeedItem {
  title: string;
  /** Path of the post on this site. */
  path: string;
  summary: string;
  published: Date | null;
  updated: Date;
  categories: string[];
}

export interface FeedInfo {
  siteUrl: string;
  title: string;
  description: string;
  /** The HTML page the feed mirrors ("/blog" or "/blog?location=wilson"). */
  htmlPath: string;
  /** Paths of this feed in each format (each document names itself and the other). */
  rssPath: string;
  atomPath: string;
  /** Who writes the posts: the business. */
  author: string;
}

/** Where the feeds of a town (or of the whole blog, for null) live. */
export function feedPaths(town: string | null): { rss: string; atom: string; html: string } {
  const q = town ? `?location=${encodeURIComponent(town)}` : "";
  return { rss: `/blog/feed.xml${q}`, atom: `/blog/atom.xml${q}`, html: `/blog${town ? q : "?location=all"}` };
}

/** The feed's own last change: its newest item, or null for an empty feed. */
export function feedUpdated(items: readonly FeedItem[]): Date | null {
  return latest(items.map((i) => i.updated));
}

export function rssXml(feed: FeedInfo, items: readonly FeedItem[]): string {
  const url = (p: string) => xmlEscape(absoluteUrl(feed.siteUrl, p));
  const updated = feedUpdated(items);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    `<title>${xmlEscape(feed.title)}</title>\n<link>${url(feed.htmlPath)}</link>\n<description>${xmlEscape(feed.description)}</description>\n` +
    `<language>en-us</language>\n<atom:link href="${url(feed.rssPath)}" rel="self" type="application/rss+xml"/>\n` +
    (updated ? `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>\n` : "") +
    items
      .map(
        (item) =>
          `<item><title>${xmlEscape(item.title)}</title><link>${url(item.path)}</link><guid isPermaLink="true">${url(item.path)}</guid>` +
          (item.published ? `<pubDate>${item.published.toUTCString()}</pubDate>` : "") +
          `<description>${xmlEscape(item.summary)}</description>` +
          item.categories.map((c) => `<category>${xmlEscape(c)}</category>`).join("") +
          "</item>\n",
      )
      .join("") +
    "</channel>\n</rss>\n"
  );
}

/** Atom requires a feed-level <updated>; an empty feed uses the epoch rather than inventing "now". */
export function atomXml(feed: FeedInfo, items: readonly FeedItem[]): string {
  const url = (p: string) => xmlEscape(absoluteUrl(feed.siteUrl, p));
  const updated = feedUpdated(items) ?? new Date(0);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">\n' +
    `<id>${url(feed.atomPath)}</id>\n<title>${xmlEscape(feed.title)}</title>\n<subtitle>${xmlEscape(feed.description)}</subtitle>\n` +
    `<updated>${w3cDate(updated)}</updated>\n<author><name>${xmlEscape(feed.author)}</name><uri>${url("/")}</uri></author>\n` +
    `<link rel="self" type="application/atom+xml" href="${url(feed.atomPath)}"/>\n` +
    `<link rel="alternate" type="text/html" href="${url(feed.htmlPath)}"/>\n` +
    items
      .map(
        (item) =>
          `<entry><id>${url(item.path)}</id><title>${xmlEscape(item.title)}</title><link rel="alternate" type="text/html" href="${url(item.path)}"/>` +
          (item.published ? `<published>${w3cDate(item.published)}</published>` : "") +
          `<updated>${w3cDate(item.updated)}</updated><summary>${xmlEscape(item.summary)}</summary>` +
          item.categories.map((c) => `<category term="${xmlEscape(c)}"/>`).join("") +
          "</entry>\n",
      )
      .join("") +
    "</feed>\n"
  );
}
