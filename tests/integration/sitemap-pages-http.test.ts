/**
 * The human site map at scale, over HTTP against the production server (needs `npx react-router
 * build`): with more links than one page holds, /sitemap is cut into pages of bounded size that
 * together list every page /sitemap.xml lists, once; each page is kept by the page cache, and a
 * page number that is not one of them is redirected (docs/decisions/015-scale-and-memory.md).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_MAP_PAGE_SIZE } from "~/domain/site-map";
import { startServer, type ServerProcess } from "../support/server-process";
import { siteClient } from "../support/site-client";

let server: ServerProcess;
const { get, cached } = siteClient(() => server, () => "");

/** Published posts in a few towns (grouped by city on the site map), and drafts it must leave out. */
const POSTS = 1_500;

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_MB: "32" }, {
    prepare: async (db) => {
      await db.execute(sql`
        INSERT INTO blog_posts (title, content, slug, status, published_date)
        SELECT 'Roof Repair in ' || (ARRAY['Wilson', 'Tarboro', 'Kinston', 'Goldsboro'])[1 + i % 4] || ', NC, part ' || i, 'Body',
               'paged-post-' || i, CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END,
               CASE WHEN i % 10 = 0 THEN NULL ELSE now() - (i || ' minutes')::interval END
        FROM generate_series(1, ${POSTS}) AS i`);
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** The links a page of the site map lists: after its search form and list of pages, before the page steps and offices. */
function listedPaths(html: string): string[] {
  const contents = html.indexOf('id="sitemap-pages"');
  const from = contents === -1 ? html.indexOf('role="search"') : html.indexOf("</nav>", contents);
  const steps = html.indexOf('aria-label="Site map pages"');
  const to = steps === -1 ? html.indexOf('id="sitemap-offices"') : steps;
  return [...html.slice(from, to).matchAll(/<li><a[^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

/** The text of a page, as a reader sees it (React's separators between text pieces removed). */
const text = (html: string) => html.replace(/<!-- -->/g, "");

/** The pages of the site map its first page links to, by number. */
const pageLinks = (html: string) => [...new Set([...html.matchAll(/href="(\/sitemap\?page=\d+)"/g)].map((m) => m[1]))];

describe("/sitemap past one page", () => {
  it("is cut into pages under 300 KB that together list every URL of /sitemap.xml once", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const expected = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")).pathname).sort();
    expect(expected.filter((p) => p.startsWith("/blog/paged-post-"))).toHaveLength(POSTS - POSTS / 10);

    const first = await get("/sitemap");
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const pages = pageLinks(firstHtml);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(text(firstHtml)).toContain(`on ${pages.length + 1} pages of this site map; this is page 1`);

    const listed: string[] = [];
    for (const path of ["/sitemap", ...pages]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(Buffer.byteLength(html), path).toBeLessThan(300 * 1024);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path.replace("?", "\\?")}"/>`));
      listed.push(...listedPaths(html));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(expected);
  });

  it("keeps each page in the page cache like any public page", async () => {
    const res = await cached("/sitemap?page=2");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Pages of the site map");
  });

  it("sends a page number that is not one of its pages to the page it would be", async () => {
    const last = pageLinks(await (await get("/sitemap")).text()).length + 1;
    for (const [asked, to] of [
      ["1", "/sitemap"],
      ["0", "/sitemap"],
      ["02", "/sitemap?page=2"],
      [String(last + 5), `/sitemap?page=${last}`],
    ]) {
      const res = await get(`/sitemap?page=${asked}`);
      expect(res.status, asked).toBe(302);
      expect(res.headers.get("location")).toBe(to);
    }
  });

  it("searches every page, listing the first matches", async () => {
    const html = await (await get("/sitemap?q=roof+repair")).text();
    const matched = /([\d,]+) of [\d,]+ pages match “roof repair”; the first (\d+) are listed here/.exec(text(html));
    expect(Number(matched?.[1].replace(/,/g, ""))).toBeGreaterThanOrEqual(POSTS - POSTS / 10);
    expect(Number(matched?.[2])).toBe(SITE_MAP_PAGE_SIZE);
    expect(listedPaths(html)).toHaveLength(SITE_MAP_PAGE_SIZE);
  });
});
