/**
 * /sitemap.xml and its children (spec §2.9) through the route loaders, on a seeded database:
 * what is listed and what is not, true lastmod, image entries, absolute URLs from SITE_URL,
 * validators and 304s, schema validity, and the switch to an index past 50,000 URLs.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessSnapshot } from "~/domain/business";
import { defaultBusiness } from "~/config/business.server";
import { SITE_PAGES } from "~/content/site-pages";
import { guides } from "~/content/resources";
import { blogPosts, imageVariables, priceBooks, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { demoPosts } from "~/db/seed/data/posts";
import { isNoIndexPath, isStaffPath } from "~/domain/staff-paths";
import { locationPagePath } from "~/domain/slugs";
import { businessContext } from "~/context.server";
import { callRoute, testContext } from "../support/route-call";
import { loader as raleighLoader } from "~/routes/_public.specialty-services.church-steeple-repair_.raleigh-nc";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { loader as childLoader } from "~/routes/sitemaps.$file";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as siteMapPageLoader } from "~/routes/_public.sitemap";
import { routeFiles } from "../support/route-files";
import { sitemapIndexErrors, urlsetErrors } from "../support/sitemap-xsd";
import { watchContentVersion, type ContentVersion } from "~/db/content-version.server";
import { TEST_PRICE_BOOK } from "../support/price-book";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const SITE = "https://www.roofs.example";
const business: BusinessSnapshot = { ...defaultBusiness, siteUrl: SITE };

let t: TestDatabase;
let version: ContentVersion;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  version = await watchContentVersion(t);
});
afterAll(async () => {
  await version.close();
  await t.drop();
});

function context() {
  const ctx = testContext(t.db, null, {}, { contentVersion: version });
  ctx.set(businessContext, business);
  return ctx;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  // As a server is by the time the next request arrives: told of the writes made just before.
  await version.refresh();
  const request = new Request(`http://127.0.0.1${path}`, { headers });
  const args = { request, context: context(), params: {} as Record<string, string> };
  try {
    if (path === "/sitemap.xml") return await sitemapLoader(args as never);
    if (path === "/robots.txt") return robotsLoader(args as never);
    args.params = { file: path.replace(/^\/sitemaps\//, "") };
    return await childLoader(args as never);
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return new Response(null, { status });
    throw thrown;
  }
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

function entry(xml: string, loc: string): string {
  const start = xml.indexOf(`<url><loc>${loc}</loc>`);
  expect(start, `${loc} in the sitemap`).toBeGreaterThanOrEqual(0);
  return xml.slice(start, xml.indexOf("</url>", start));
}

describe("the list of fixed pages", () => {
  const townPaths = new Set(["/locations/rockymount-nc", "/locations/greenville-nc"]);
  const listed = new Set(SITE_PAGES.map((p) => p.path.replace(/\/$/, "")));

  it("names every public page route (a new page cannot be forgotten)", () => {
    const pages = routeFiles().filter((r) => r.hasPage && !r.dynamic && r.path !== "/" && !isStaffPath(r.path) && !isNoIndexPath(r.path));
    const missing = pages.map((r) => r.path).filter((p) => !listed.has(p) && !townPaths.has(p));
    expect(missing).toEqual([]);
  });

  it("names only routes that exist and are public and indexable", () => {
    const routes = new Set(routeFiles().filter((r) => r.hasPage && !r.dynamic).map((r) => r.path));
    for (const page of SITE_PAGES) {
      expect(routes.has(page.path.replace(/\/$/, "")), page.path).toBe(true);
      expect(isNoIndexPath(page.path) || isStaffPath(page.path), page.path).toBe(false);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("/sitemap.xml on the seeded site", () => {
  it("is valid against the sitemaps.org schema, as XML, with absolute URLs from SITE_URL", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(await urlsetErrors(xml)).toEqual([]);
    for (const loc of locs(xml)) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
  });

  it("lists every fixed page, town page, guide and published post — once each — and no draft, staff or redirecting path", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const urls = locs(xml).map((u) => u.slice(SITE.length));
    expect(new Set(urls).size).toBe(urls.length);
    const towns = await t.db.select({ name: serviceLocations.name }).from(serviceLocations);
    const expected = [
      // A fresh install has no price book: the page that shows prices redirects, so it is left out.
      ...SITE_PAGES.filter((p) => !p.needsPriceBook).map((p) => p.path),
      ...towns.map((l) => locationPagePath(l.name)),
      ...guides.map((g) => `/resources/${g.slug}`),
      ...demoPosts.filter((p) => p.status === "published").map((p) => `/blog/${p.slug}`),
    ];
    expect([...urls].sort()).toEqual([...new Set(expected)].sort());
    for (const draft of demoPosts.filter((p) => p.status === "draft")) expect(urls).not.toContain(`/blog/${draft.slug}`);
    expect(urls).not.toContain("/");
    expect(urls).not.toContain("/gallery");
    expect(urls).not.toContain("/auth");
    expect(urls.some((u) => isStaffPath(u))).toBe(false);
  });

  it("lists the instant estimate once the owner has saved a price book, in the XML and the human site map", async () => {
    expect(await (await get("/sitemap.xml")).text()).not.toContain(`${SITE}/instant-estimate<`);
    await t.db.insert(priceBooks).values({ book: TEST_PRICE_BOOK, savedBy: "owner@roofs.example" });
    expect(await (await get("/sitemap.xml")).text()).toContain(`<loc>${SITE}/instant-estimate</loc>`);
    const page = (await siteMapPageLoader({ request: new Request("http://127.0.0.1/sitemap"), context: context(), params: {} } as never)) as {
      sections: { groups: { links: { path: string }[] }[] }[];
    };
    expect(page.sections.flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.path)))).toContain("/instant-estimate");
    await t.db.delete(priceBooks);
  });

  it("lists a page about working in a town only while the town is served (docs/decisions/021-launch-as-your-company.md)", async () => {
    const raleigh = `${SITE}/specialty-services/church-steeple-repair/raleigh-nc<`;
    expect(await (await get("/sitemap.xml")).text()).toContain(raleigh);
    await t.db.update(serviceLocations).set({ served: false }).where(eq(serviceLocations.name, "Raleigh"));
    expect(await (await get("/sitemap.xml")).text()).not.toContain(raleigh);
    // The page itself sends visitors to the steeple page the company's service area has.
    await version.refresh();
    const page = await callRoute(raleighLoader, { url: "/specialty-services/church-steeple-repair/raleigh-nc", context: context() });
    expect(page.status).toBe(302);
    await t.db.update(serviceLocations).set({ served: true }).where(eq(serviceLocations.name, "Raleigh"));
    await version.refresh();
    expect((await callRoute(raleighLoader, { url: "/specialty-services/church-steeple-repair/raleigh-nc", context: context() })).status).toBe(200);
  });

  it("leaves out a town whose page would be a 404 (no coordinates)", async () => {
    const [row] = await t.db.insert(serviceLocations).values({ name: "Nowhere Flats", county: "Test County" }).returning();
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).not.toContain("nowhere-flats");
    await t.db.delete(serviceLocations).where(eq(serviceLocations.id, row.id));
  });

  it("gives a post its own last update as lastmod, and a fixed page its content date, not the time of the request", async () => {
    const slug = demoPosts.find((p) => p.status === "published")!.slug;
    const when = new Date("2026-02-03T04:05:06Z");
    await t.db.update(blogPosts).set({ updatedAt: when }).where(eq(blogPosts.slug, slug));
    const xml = await (await get("/sitemap.xml")).text();
    expect(entry(xml, `${SITE}/blog/${slug}`)).toContain("<lastmod>2026-02-03T04:05:06Z</lastmod>");
    const privacy = SITE_PAGES.find((p) => p.path === "/privacy")!;
    expect(entry(xml, `${SITE}/privacy`)).toContain(`<lastmod>${privacy.updated}T00:00:00Z</lastmod>`);
    const guide = guides[0];
    expect(entry(xml, `${SITE}/resources/${guide.slug}`)).toContain(`<lastmod>${guide.updated}T00:00:00Z</lastmod>`);
  });

  it("carries image entries: the gallery's photos and a post's featured photo", async () => {
    const variants = [
      { format: "jpeg" as const, width: 640, height: 480, key: "ab/photo-640.jpg", bytes: 1 },
      { format: "jpeg" as const, width: 1280, height: 960, key: "ab/photo-1280.jpg", bytes: 1 },
      { format: "webp" as const, width: 1280, height: 960, key: "ab/photo-1280.webp", bytes: 1 },
    ];
    const [photo] = await t.db
      .insert(imageVariables)
      .values({ variableName: "sitemap_photo", title: "New roof", imageUrl: "/media/ab/photo-1280.jpg", variants })
      .returning();
    const slug = demoPosts.find((p) => p.status === "published")!.slug;
    await t.db.update(blogPosts).set({ featuredPhotoId: photo.id }).where(eq(blogPosts.slug, slug));
    const xml = await (await get("/sitemap.xml")).text();
    const image = `<image:image><image:loc>${SITE}/media/ab/photo-1280.jpg</image:loc></image:image>`;
    expect(entry(xml, `${SITE}/gallery/`)).toContain(image);
    expect(entry(xml, `${SITE}/blog/${slug}`)).toContain(image);
    expect(await urlsetErrors(xml)).toEqual([]);
  });

  it("answers with ETag and Last-Modified, and 304 to a client holding the current copy", async () => {
    const first = await get("/sitemap.xml");
    const etag = first.headers.get("ETag")!;
    const lastModified = first.headers.get("Last-Modified")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());
    const again = await get("/sitemap.xml", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get("/sitemap.xml", { "If-Modified-Since": lastModified })).status).toBe(304);

    // Publishing a post changes the document, so the old ETag no longer matches.
    await t.db.insert(blogPosts).values({ title: "Fresh post", content: "x", slug: "fresh-post", status: "published", publishedDate: new Date() });
    const changed = await get("/sitemap.xml", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(`${SITE}/blog/fresh-post`);
  });

  it("has no child files while one file holds the site", async () => {
    expect((await get("/sitemaps/1.xml")).status).toBe(404);
    expect((await get("/sitemaps/nope")).status).toBe(404);
  });

  it("robots.txt names it", async () => {
    expect(await (await get("/robots.txt")).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("/sitemap (for people)", () => {
  async function page(q = "") {
    const request = new Request(`http://127.0.0.1/sitemap${q ? `?q=${encodeURIComponent(q)}` : ""}`);
    return siteMapPageLoader({ request, context: context(), params: {} } as never);
  }

  it("links exactly the pages /sitemap.xml lists", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const data = await page();
    const paths = data.sections.flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.path)));
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(locs(xml).map((u) => u.slice(SITE.length)).sort());
    expect(data.total).toBe(paths.length);
  });

  it("groups towns by region and posts by town, and searches", async () => {
    const data = await page();
    const groups = (id: string) => data.sections.find((s) => s.id === id)!.groups.map((g) => g.title);
    expect(groups("locations")).toEqual(expect.arrayContaining(["Near Rocky Mount", "Near Greenville"]));
    expect(groups("blog")).toEqual(expect.arrayContaining(["Rocky Mount", "Greenville"]));
    const found = await page("steeple raleigh");
    expect(found.shown).toBe(1);
    expect(found.sections[0].groups[0].links[0].path).toBe("/specialty-services/church-steeple-repair/raleigh-nc");
  });

  it("files a post under the town its tags name, and under the new one after its tags change", async () => {
    const town = async () => (await page("Keeping gutters clear")).sections.flatMap((s) => s.groups.map((g) => g.title));
    await t.db.insert(blogPosts).values({ title: "Keeping gutters clear", content: "x", slug: "keeping-gutters-clear", status: "published", publishedDate: new Date(), tags: ["wilson-roofing"] });
    await version.refresh();
    expect(await town()).toEqual(["Wilson"]);
    // The city is remembered per title and tags across versions of the content: new tags, new city.
    await t.db.update(blogPosts).set({ tags: ["tarboro-roofing"] }).where(eq(blogPosts.slug, "keeping-gutters-clear"));
    await version.refresh();
    expect(await town()).toEqual(["Tarboro"]);
    await t.db.delete(blogPosts).where(eq(blogPosts.slug, "keeping-gutters-clear"));
  });
});

describe("posts read in slices", () => {
  it("lists each post once and in order across slices, when thousands share one date or have none", { timeout: 60_000 }, async () => {
    const before = locs(await (await get("/sitemap.xml")).text());
    // More than one slice's worth with no date, then more than one slice's worth on one instant.
    await t.db.execute(sql`
      INSERT INTO blog_posts (title, content, slug, status, published_date)
      SELECT 'Undated post ' || i, 'Body', 'undated-post-' || i, 'published', NULL FROM generate_series(1, 2100) AS i`);
    await t.db.execute(sql`
      INSERT INTO blog_posts (title, content, slug, status, published_date)
      SELECT 'Same-minute post ' || i, 'Body', 'same-minute-post-' || i, 'published', timestamptz '2031-01-01 09:00:00+00' FROM generate_series(1, 2500) AS i`);
    const urls = locs(await (await get("/sitemap.xml")).text());
    expect(urls.length).toBe(before.length + 4600);
    expect(new Set(urls).size).toBe(urls.length);
    // Oldest first: the undated posts open the posts' part, the 2031 ones close it.
    const undated = urls.map((u, i) => (u.includes("/blog/undated-post-") ? i : -1)).filter((i) => i >= 0);
    const sameMinute = urls.map((u, i) => (u.includes("/blog/same-minute-post-") ? i : -1)).filter((i) => i >= 0);
    expect(undated).toHaveLength(2100);
    expect(sameMinute).toHaveLength(2500);
    expect(Math.max(...undated)).toBeLessThan(Math.min(...sameMinute));
    expect(Math.max(...sameMinute)).toBe(urls.length - 1);
    await t.db.execute(sql`DELETE FROM blog_posts WHERE slug LIKE 'undated-post-%' OR slug LIKE 'same-minute-post-%'`);
  });
});

describe("past 50,000 URLs", () => {
  it("becomes an index whose children are valid and hold every URL once", { timeout: 120_000 }, async () => {
    const before = locs(await (await get("/sitemap.xml")).text()).length;
    const extra = 50_001 - before + 10;
    await t.db.execute(sql`
      INSERT INTO blog_posts (title, content, slug, status, published_date)
      SELECT 'Bulk post ' || i, 'Body', 'bulk-post-' || i, 'published', now() - (i || ' minutes')::interval
      FROM generate_series(1, ${extra}) AS i`);

    const index = await get("/sitemap.xml");
    const xml = await index.text();
    expect(xml).toContain("<sitemapindex");
    expect(await sitemapIndexErrors(xml)).toEqual([]);
    const children = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g)].map((m) => m[1]);
    expect(children).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`]);

    const all: string[] = [];
    for (const child of children) {
      const res = await get(new URL(child).pathname);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(50 * 1024 * 1024);
      const urls = locs(body);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      expect(await urlsetErrors(body)).toEqual([]);
      all.push(...urls);
    }
    expect(all.length).toBe(before + extra);
    expect(new Set(all).size).toBe(all.length);
    expect((await get("/sitemaps/3.xml")).status).toBe(404);
  });
});
