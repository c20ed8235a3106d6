/**
 * The XML sitemap as files: /sitemap.xml and, past 50,000 URLs or 50 MB, its children
 * /sitemaps/{n}.xml. Built once per version of the data (sitemapVersion: one cheap aggregate query)
 * and kept in memory, so crawlers fetching the index and then each child, or coming back, do not
 * rebuild tens of thousands of entries. Each instance keeps its own copy; the version comes from the
 * shared database, so all instances serve the same document.
 */
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { childSitemapPath, chunkWritten, latest, sitemapIndexXml, urlsetXml, writeUrl, type WrittenUrl } from "~/domain/sitemap";
import type { ContentVersion } from "~/db/content-version.server";
import { slices } from "~/db/slices.server";
import { sitemapEntries } from "~/models/sitemap.server";
import { etagOf } from "./xml-response.server";

const file = (body: string, lastmod: Date | null): SitemapFile => ({ body, lastmod, etag: etagOf(body) });

export interface SitemapFile {
  body: string;
  lastmod: Date | null;
  etag: string;
}

export interface SitemapFiles {
  root: SitemapFile;
  /** Empty while one file holds the whole site. */
  children: SitemapFile[];
}

async function build(db: Database, business: Business): Promise<SitemapFiles> {
  // Tens of thousands of elements are written in slices, letting other requests through between
  // two (docs/decisions/015-scale-and-memory.md); cutting them into files is then a quick walk.
  const entries = await sitemapEntries(db, business);
  const written: WrittenUrl[] = [];
  const slice = slices();
  for (const entry of entries) {
    written.push(writeUrl(business.siteUrl, entry));
    if (slice.due()) await slice.next();
  }
  const chunks = chunkWritten(written);
  if (chunks.length === 1) return { root: file(urlsetXml(chunks[0].urls), chunks[0].lastmod), children: [] };
  const children = chunks.map((c) => file(urlsetXml(c.urls), c.lastmod));
  const index = sitemapIndexXml(
    business.siteUrl,
    children.map((c, i) => ({ path: childSitemapPath(i + 1), lastmod: c.lastmod })),
  );
  return { root: file(index, latest(children.map((c) => c.lastmod))), children };
}

let cached: { key: string; files: Promise<SitemapFiles> } | null = null;

export async function sitemapFiles(db: Database, business: Business, version: ContentVersion): Promise<SitemapFiles> {
  const key = `${business.siteUrl}|${version.current}`;
  if (cached?.key !== key) {
    // Concurrent requests for a new version share one build; a failed build is not kept.
    const files = build(db, business);
    cached = { key, files };
    files.catch(() => {
      if (cached?.files === files) cached = null;
    });
  }
  return cached.files;
}
