/**
 * /blog/feed.xml and /blog/atom.xml through the route loaders on a seeded
 * database: published posts only, newest first, one town's posts with ?location=, 404 for a town we
 * do not serve, validators with 304, and what each format requires.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessSnapshot } from "~/domain/business";
import { defaultBusiness } from "~/config/business.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { demoPosts } from "~/db/seed/data/posts";
import { businessContext } from "~/context.server";
import { loader as rssLoader } from "~/routes/blog.feed[.]xml";
import { loader as atomLoader } from "~/routes/blog.atom[.]xml";
import { parseAtom, parseRss } from "../support/feed-checks";
import { testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const SITE = "https://www.roofs.example";
const business: BusinessSnapshot = { ...defaultBusiness, siteUrl: SITE };
const published = demoPosts.filter((p) => p.status === "published").sort((a, b) => b.publishedDate!.localeCompare(a.publishedDate!));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
});
afterAll(async () => {
  await t.drop();
});

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = testContext(t.db, null);
  ctx.set(businessContext, business);
  const request = new Request(`http://127.0.0.1${path}`, { headers });
  const loader = path.startsWith("/blog/atom.xml") ? atomLoader : rssLoader;
  try {
    return await loader({ request, context: ctx, params: {} } as never);
  } catch (thrown) {
    return new Response(null, { status: (thrown as { init: { status: number } }).init.status });
  }
}

describe("RSS 2.0", () => {
  it("lists every published post of the blog, newest first, and nothing else", async () => {
    const res = await get("/blog/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const { problems, items, channel } = parseRss(await res.text());
    expect(problems).toEqual([]);
    expect(items.map((i) => i.link)).toEqual(published.map((p) => `${SITE}/blog/${p.slug}`));
    expect(String((channel["atom:link"] as Record<string, string>)["@href"])).toBe(`${SITE}/blog/feed.xml`);
  });

  it("?location= gives one town's posts", async () => {
    const { problems, items, channel } = parseRss(await (await get("/blog/feed.xml?location=rocky-mount")).text());
    expect(problems).toEqual([]);
    expect(channel.title).toContain("Rocky Mount");
    expect(items.map((i) => i.link)).toEqual([`${SITE}/blog/storm-damage-roof-repair-rocky-mount-nc`]);
  });

  it("a town we do not serve is a 404, not an empty feed", async () => {
    expect((await get("/blog/feed.xml?location=atlantis")).status).toBe(404);
    expect((await get("/blog/atom.xml?location=atlantis")).status).toBe(404);
  });

  it("answers 304 to a reader holding the current copy", async () => {
    const etag = (await get("/blog/feed.xml")).headers.get("ETag")!;
    expect((await get("/blog/feed.xml", { "If-None-Match": etag })).status).toBe(304);
  });
});

describe("Atom 1.0", () => {
  it("has what RFC 4287 requires, entries newest first, and the town feed too", async () => {
    const res = await get("/blog/atom.xml");
    expect(res.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const { problems, entries, feed } = parseAtom(await res.text());
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.id)).toEqual(published.map((p) => `${SITE}/blog/${p.slug}`));
    expect((feed.author as Record<string, string>).name).toBe(business.name);
    const town = parseAtom(await (await get("/blog/atom.xml?location=greenville")).text());
    expect(town.problems).toEqual([]);
    expect(town.entries.map((e) => e.id)).toEqual([`${SITE}/blog/roof-replacement-greenville-nc`]);
  });

  it("resolves business placeholders, as the blog page does", async () => {
    const xml = await (await get("/blog/atom.xml")).text();
    expect(xml).not.toContain("{{");
  });
});
