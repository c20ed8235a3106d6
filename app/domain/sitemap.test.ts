import { describe, expect, it } from "vitest";
import { sitemapIndexErrors, urlsetErrors } from "../../tests/support/sitemap-xsd";
import {
  absoluteUrl,
  childSitemapNumber,
  chunkEntries,
  isNotModified,
  pagePriority,
  sitemapIndexXml,
  urlXml,
  urlsetXml,
  w3cDate,
  type PageKind,
  type SitemapEntry,
} from "./sitemap";

const SITE = "https://roofs.example";

describe("pagePriority (spec §9)", () => {
  it.each<[PageKind, number, string]>([
    ["home", 1.0, "daily"],
    ["service", 0.9, "monthly"],
    ["location", 0.9, "monthly"],
    ["major-town", 0.9, "monthly"],
    ["town", 0.7, "monthly"],
    ["blog", 0.7, "weekly"],
    ["guide", 0.7, "monthly"],
    ["post", 0.6, "monthly"],
    ["other", 0.8, "monthly"],
  ])("%s → %s %s", (kind, priority, changefreq) => {
    expect(pagePriority(kind)).toEqual({ priority, changefreq });
  });
});

describe("absoluteUrl", () => {
  it.each([
    ["/home", "https://roofs.example/home"],
    ["home", "https://roofs.example/home"],
    ["https://cdn.example/a.jpg", "https://cdn.example/a.jpg"],
  ])("%s → %s", (input, expected) => {
    expect(absoluteUrl(`${SITE}/`, input)).toBe(expected);
  });
});

describe("urlXml", () => {
  it("writes an absolute, escaped loc, lastmod to the second, priority and images", () => {
    const xml = urlXml(SITE, {
      path: "/blog/a&b",
      kind: "post",
      lastmod: new Date("2026-03-04T05:06:07.890Z"),
      images: ["/media/x.jpg", "/media/x.jpg", "https://cdn.example/y.jpg"],
    });
    expect(xml).toBe(
      "<url><loc>https://roofs.example/blog/a&amp;b</loc><lastmod>2026-03-04T05:06:07Z</lastmod><changefreq>monthly</changefreq><priority>0.6</priority>" +
        "<image:image><image:loc>https://roofs.example/media/x.jpg</image:loc></image:image>" +
        "<image:image><image:loc>https://cdn.example/y.jpg</image:loc></image:image></url>\n",
    );
  });

  it("leaves lastmod out when it is unknown", () => {
    expect(urlXml(SITE, { path: "/x", kind: "other", lastmod: null })).not.toContain("lastmod");
  });
});

describe("against the sitemaps.org schemas", () => {
  const entries: SitemapEntry[] = [
    { path: "/home", kind: "home", lastmod: new Date("2026-01-01T00:00:00Z") },
    { path: "/gallery/", kind: "other", lastmod: null, images: ["/media/a.jpg"] },
  ];

  it("a urlset with image entries is valid", async () => {
    expect(await urlsetErrors(urlsetXml(entries.map((e) => urlXml(SITE, e))))).toEqual([]);
  });

  it("a sitemap index is valid", async () => {
    const xml = sitemapIndexXml(SITE, [
      { path: "/sitemaps/1.xml", lastmod: new Date("2026-01-01T00:00:00Z") },
      { path: "/sitemaps/2.xml", lastmod: null },
    ]);
    expect(await sitemapIndexErrors(xml)).toEqual([]);
  });

  it("the validator does catch a wrong document (so the checks above can fail)", async () => {
    const bad = urlsetXml(["<url><loc>/relative</loc><priority>2</priority></url>\n"]);
    expect((await urlsetErrors(bad)).length).toBeGreaterThan(0);
  });
});

describe("chunkEntries", () => {
  const many = (n: number): SitemapEntry[] =>
    Array.from({ length: n }, (_, i) => ({ path: `/blog/post-${i}`, kind: "post", lastmod: new Date(Date.UTC(2026, 0, 1 + (i % 28))) }));

  it("keeps everything in one file within the limits", () => {
    const chunks = chunkEntries(SITE, many(10));
    expect(chunks).toHaveLength(1);
    expect(chunks[0].urls).toHaveLength(10);
    expect(chunks[0].lastmod?.toISOString()).toBe("2026-01-10T00:00:00.000Z");
  });

  it("splits by URL count", () => {
    expect(chunkEntries(SITE, many(7), { maxUrls: 3, maxBytes: 1e9 }).map((c) => c.urls.length)).toEqual([3, 3, 1]);
  });

  it("splits by bytes, envelope included, so no file passes the limit", () => {
    const entries = many(20);
    const oneUrl = Buffer.byteLength(urlXml(SITE, entries[0]));
    const maxBytes = 400 + oneUrl * 3;
    const chunks = chunkEntries(SITE, entries, { maxUrls: 1000, maxBytes });
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(Buffer.byteLength(urlsetXml(c.urls))).toBeLessThanOrEqual(maxBytes);
    expect(chunks.flatMap((c) => c.urls)).toHaveLength(20);
  });

  it("an empty site is one empty file", () => {
    expect(chunkEntries(SITE, [])).toEqual([{ urls: [], lastmod: null }]);
  });
});

describe("childSitemapNumber", () => {
  it.each([
    ["1.xml", 1],
    ["12.xml", 12],
    ["0.xml", null],
    ["01.xml", null],
    ["1.txt", null],
    ["x.xml", null],
    [undefined, null],
  ])("%s → %s", (file, n) => {
    expect(childSitemapNumber(file)).toBe(n);
  });
});

describe("isNotModified", () => {
  const etag = 'W/"abc"';
  const modified = new Date("2026-05-01T10:00:00.500Z");
  it.each<[string, string | null, string | null, boolean]>([
    ["same ETag", 'W/"abc"', null, true],
    ["strong form of the same tag", '"abc"', null, true],
    ["one of a list", '"x", W/"abc"', null, true],
    ["star", "*", null, true],
    ["other ETag", '"zzz"', null, false],
    ["ETag wins over a current date", '"zzz"', "Fri, 01 May 2026 10:00:00 GMT", false],
    ["date equal to the second", null, "Fri, 01 May 2026 10:00:00 GMT", true],
    ["date later", null, "Sat, 02 May 2026 10:00:00 GMT", true],
    ["date earlier", null, "Thu, 30 Apr 2026 10:00:00 GMT", false],
    ["bad date", null, "yesterday", false],
    ["no validators", null, null, false],
  ])("%s", (_, ifNoneMatch, ifModifiedSince, expected) => {
    expect(isNotModified({ ifNoneMatch, ifModifiedSince }, etag, modified)).toBe(expected);
  });
});

it("w3cDate drops milliseconds", () => {
  expect(w3cDate(new Date("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02T03:04:05Z");
});
