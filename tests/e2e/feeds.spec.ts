/**
 * The blog pages advertise their feeds with <link rel="alternate">, and every
 * advertised feed answers with a feed of the advertised type.
 */
import { expect, test } from "./fixtures";
import { parseAtom, parseRss } from "../support/feed-checks";

function alternates(html: string): { type: string; href: string }[] {
  return [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]*" href="([^"]+)"\/>/g)].map((m) => ({
    type: m[1],
    href: m[2].replace(/&amp;/g, "&"),
  }));
}

for (const [page, expected] of [
  // The default view is every town's articles (docs/decisions/014-business-settings.md).
  ["/blog", ["/blog/feed.xml", "/blog/atom.xml"]],
  ["/blog?location=all", ["/blog/feed.xml", "/blog/atom.xml"]],
  ["/blog?location=wilson", ["/blog/feed.xml?location=wilson", "/blog/atom.xml?location=wilson", "/blog/feed.xml", "/blog/atom.xml"]],
  ["/blog/storm-damage-roof-repair-rocky-mount-nc", ["/blog/feed.xml", "/blog/atom.xml"]],
] as const) {
  test(`${page} advertises its feeds, and they are feeds`, async ({ request, baseURL }) => {
    const links = alternates(await (await request.get(page)).text());
    expect(links.map((l) => l.href)).toEqual(expected.map((p) => `${baseURL}${p}`));
    for (const link of links) {
      const res = await request.get(link.href);
      expect(res.status(), link.href).toBe(200);
      expect(res.headers()["content-type"]).toContain(link.type);
      const body = await res.text();
      expect(link.type === "application/rss+xml" ? parseRss(body).problems : parseAtom(body).problems, link.href).toEqual([]);
    }
  });
}
