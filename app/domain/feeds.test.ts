import { describe, expect, it } from "vitest";
import { parseAtom, parseRss } from "../../tests/support/feed-checks";
import { atomXml, feedPaths, rssXml, type FeedInfo, type FeedItem } from "./feeds";

const info: FeedInfo = {
  siteUrl: "https://roofs.example",
  title: "Wilson roofing articles | A & B Roofing",
  description: "Advice <for> Wilson",
  htmlPath: "/blog?location=wilson",
  rssPath: "/blog/feed.xml?location=wilson",
  atomPath: "/blog/atom.xml?location=wilson",
  author: "A & B Roofing",
};
const items: FeedItem[] = [
  { title: "Hail & wind", path: "/blog/hail", summary: "What <b> to do", published: new Date("2026-01-02T03:04:05Z"), updated: new Date("2026-02-01T00:00:00Z"), categories: ["Storm"] },
  { title: "Draft date", path: "/blog/no-date", summary: "x", published: null, updated: new Date("2026-01-01T00:00:00Z"), categories: [] },
];

describe("feedPaths", () => {
  it.each([
    [null, "/blog/feed.xml", "/blog/atom.xml", "/blog?location=all"],
    ["rocky-mount", "/blog/feed.xml?location=rocky-mount", "/blog/atom.xml?location=rocky-mount", "/blog?location=rocky-mount"],
  ])("%s", (town, rss, atom, html) => expect(feedPaths(town)).toEqual({ rss, atom, html }));
});

describe("RSS 2.0", () => {
  it("has the required channel and item elements, escaped, absolute", () => {
    const { problems, channel, items: parsed } = parseRss(rssXml(info, items));
    expect(problems).toEqual([]);
    expect(channel.title).toBe(info.title);
    expect(channel.link).toBe("https://roofs.example/blog?location=wilson");
    expect(channel.lastBuildDate).toBe("Sun, 01 Feb 2026 00:00:00 GMT");
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({ title: "Hail & wind", link: "https://roofs.example/blog/hail", description: "What <b> to do", pubDate: "Fri, 02 Jan 2026 03:04:05 GMT" });
    expect(parsed[1].pubDate).toBeUndefined();
  });

  it("an empty feed is still a valid channel", () => {
    expect(parseRss(rssXml(info, [])).problems).toEqual([]);
  });
});

describe("Atom 1.0", () => {
  it("has id, title, updated (the newest entry), author and self link; entries have id, title, updated", () => {
    const { problems, feed, entries } = parseAtom(atomXml(info, items));
    expect(problems).toEqual([]);
    expect(feed.updated).toBe("2026-02-01T00:00:00Z");
    expect(feed.id).toBe("https://roofs.example/blog/atom.xml?location=wilson");
    expect(entries[0]).toMatchObject({ id: "https://roofs.example/blog/hail", title: "Hail & wind", published: "2026-01-02T03:04:05Z" });
  });

  it("the checks catch a broken feed (so they can fail)", () => {
    expect(parseAtom("<feed><title>x</title></feed>").problems.length).toBeGreaterThan(2);
    expect(parseRss("<rss><channel></channel></rss>").problems.length).toBeGreaterThan(2);
  });
});
