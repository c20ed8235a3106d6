/**
 * Parses RSS 2.0 and Atom 1.0 documents and lists what each format requires that is missing
 * (RSS 2.0 spec: channel title, link, description; item title or description. RFC 4287: feed id,
 * title, updated, author (on the feed or every entry), self link; entry id, title, updated).
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name, jpath) => ["item", "entry", "category"].includes(name) || jpath === "feed.link" });

type Node = Record<string, unknown>;

export function parseRss(xml: string): { problems: string[]; channel: Node; items: Node[] } {
  const problems: string[] = [];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) problems.push(`not well-formed: ${valid.err.msg}`);
  const doc = parser.parse(xml) as Node;
  const rss = doc.rss as Node | undefined;
  if (rss?.["@version"] !== "2.0") problems.push("rss version is not 2.0");
  const channel = (rss?.channel ?? {}) as Node;
  for (const field of ["title", "link", "description"]) if (!channel[field]) problems.push(`channel has no ${field}`);
  const items = (channel.item ?? []) as Node[];
  items.forEach((item, i) => {
    if (!item.title && !item.description) problems.push(`item ${i} has neither title nor description`);
    if (!item.link) problems.push(`item ${i} has no link`);
    if (item.pubDate && Number.isNaN(Date.parse(String(item.pubDate)))) problems.push(`item ${i} pubDate is not a date`);
  });
  return { problems, channel, items };
}

export function parseAtom(xml: string): { problems: string[]; feed: Node; entries: Node[] } {
  const problems: string[] = [];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) problems.push(`not well-formed: ${valid.err.msg}`);
  const doc = parser.parse(xml) as Node;
  const feed = (doc.feed ?? {}) as Node;
  if (feed["@xmlns"] !== "http://www.w3.org/2005/Atom") problems.push("not in the Atom namespace");
  for (const field of ["id", "title", "updated"]) if (!feed[field]) problems.push(`feed has no ${field}`);
  const links = (feed.link ?? []) as Node[];
  if (!links.some((l) => l["@rel"] === "self")) problems.push("feed has no self link");
  const entries = (feed.entry ?? []) as Node[];
  entries.forEach((entry, i) => {
    for (const field of ["id", "title", "updated"]) if (!entry[field]) problems.push(`entry ${i} has no ${field}`);
    if (!feed.author && !entry.author) problems.push(`entry ${i} has no author`);
    if (entry.updated && Number.isNaN(Date.parse(String(entry.updated)))) problems.push(`entry ${i} updated is not a date`);
  });
  return { problems, feed, entries };
}
