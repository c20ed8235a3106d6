/**
 * The database itself (docs/decisions/008-page-cache.md) reports every write a public page can show
 * (drizzle/0005), so no write path — today's staff screens or a future one — can forget to
 * invalidate the caches. Each kind of write is made straight in SQL here and must be heard by a
 * listening server; writes to drafts and to private tables must not empty the caches. Runs on
 * PGlite and on PostgreSQL.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchContentVersion, type ContentVersion } from "~/db/content-version.server";
import {
  aiGenerations,
  blogPosts,
  businessSettingChanges,
  businessSettings,
  contentVariables,
  countyFacts,
  estimateLookups,
  estimates,
  imageVariables,
  leads,
  postRevisions,
  priceBooks,
  rateLimits,
  roofingBrands,
  roofingServices,
  serviceLocations,
} from "~/db/schema";
import { keptForToday } from "~/models/post-render.server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { TEST_PRICE_BOOK } from "../support/price-book";

let t: TestDatabase;
let version: ContentVersion;

beforeAll(async () => {
  t = await createTestDatabase();
  version = await watchContentVersion(t);
});
afterAll(async () => {
  await version.close();
  await t.drop();
});

/** Whether `write` made the listening server count a change (notifications arrive after the commit). */
async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = version.current;
  await write();
  for (let i = 0; i < 40 && version.current === before; i++) await new Promise((r) => setTimeout(r, 25));
  return version.current !== before;
}

const post = (slug: string, status: "draft" | "published") => ({ title: slug, content: "Body", slug, status });

const PRICE_BOOK = TEST_PRICE_BOOK;

describe("writes that change public pages are heard", () => {
  it.each([
    ["a published post inserted", () => t.db.insert(blogPosts).values(post("p-insert", "published"))],
    ["a draft published", async () => {
      await t.db.insert(blogPosts).values(post("p-publish", "draft"));
      return t.db.update(blogPosts).set({ status: "published" }).where(eq(blogPosts.slug, "p-publish"));
    }],
    ["a published post edited", () => t.db.update(blogPosts).set({ title: "Edited" }).where(eq(blogPosts.slug, "p-insert"))],
    ["a published post unpublished", () => t.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.slug, "p-insert"))],
    ["a published post deleted", () => t.db.delete(blogPosts).where(eq(blogPosts.slug, "p-publish"))],
    ["a content variable", () => t.db.insert(contentVariables).values({ name: "crewLead", value: "Dana", syntax: "{{crewLead}}" })],
    ["a photo", () => t.db.insert(imageVariables).values({ variableName: "roof-1", title: "Roof" })],
    ["a photo renamed", () => t.db.update(imageVariables).set({ title: "Roof, after" }).where(eq(imageVariables.variableName, "roof-1"))],
    ["a town", () => t.db.insert(serviceLocations).values({ name: "Snow Hill", county: "Greene" })],
    ["a town's page text", () => t.db.update(serviceLocations).set({ historicalFact: "Founded 1799." }).where(eq(serviceLocations.name, "Snow Hill"))],
    ["a post linked to a town", async () => {
      const [town] = await t.db.select().from(serviceLocations).where(eq(serviceLocations.name, "Snow Hill"));
      await t.db.insert(blogPosts).values(post("p-town", "published"));
      return t.db.update(blogPosts).set({ locationId: town.id }).where(eq(blogPosts.slug, "p-town"));
    }],
    ["a brand", () => t.db.insert(roofingBrands).values({ brandName: "Acme", warrantyInfo: "50 years", websiteUrl: "https://acme.example" })],
    ["a service", () => t.db.insert(roofingServices).values({ serviceName: "Gutters", description: "Seamless", category: "Residential" })],
    ["a county's facts (town pages show its seat and storms)", () => t.db.update(countyFacts).set({ seat: "Wilson" }).where(eq(countyFacts.county, "Wilson"))],
    ["a business setting (every page states them)", () => t.db.insert(businessSettings).values({ key: "contact.mainPhone", value: "(252) 555-0177" })],
    ["a business setting changed again", () => t.db.update(businessSettings).set({ value: "(252) 555-0178" }).where(eq(businessSettings.key, "contact.mainPhone"))],
    ["a price book saved (every estimate button changes target)", () => t.db.insert(priceBooks).values({ book: PRICE_BOOK, savedBy: "owner@example.com" })],
    ["a trashed published post", () => t.db.update(blogPosts).set({ status: "draft", deletedAt: new Date(), deletedBy: "pat@example.com" }).where(eq(blogPosts.slug, "p-town"))],
  ])("%s", async (_label, write) => {
    expect(await changes(write)).toBe(true);
  });
});

describe("writes no visitor can see are not", () => {
  it.each([
    ["a draft created and edited", async () => {
      await t.db.insert(blogPosts).values(post("d-1", "draft"));
      await t.db.update(blogPosts).set({ content: "More" }).where(eq(blogPosts.slug, "d-1"));
      return t.db.delete(blogPosts).where(eq(blogPosts.slug, "d-1"));
    }],
    ["an autosaved revision", async () => {
      const [draft] = await t.db.insert(blogPosts).values(post("d-2", "draft")).returning();
      return t.db.insert(postRevisions).values({ postId: draft.id, kind: "autosave", version: 1, authorEmail: "pat@example.com", fields: { title: "T", content: "Autosaved", author: "Pat", excerpt: null, seoTitle: null, seoDescription: null, seoKeywords: null, categories: null, tags: null, featuredImage: null, featuredPhotoId: null } });
    }],
    ["a rate limit counted", () => t.db.insert(rateLimits).values({ key: "login:x", count: 1, resetAt: new Date() })],
    ["a request from the form", () => t.db.insert(leads).values({ reference: "R-1", name: "Pat", service: "Repair", officeId: "wilson" })],
    ["a line of the business settings' history", () => t.db.insert(businessSettingChanges).values({ key: "contact.mainPhone", oldValue: null, newValue: "(252) 555-0177", author: "owner@example.com" })],
    ["an AI generation logged", () => t.db.insert(aiGenerations).values({ userEmail: "pat@example.com", kind: "text", model: "m", outcome: "ok", durationMs: 10 })],
    ["an instant estimate and its lead", async () => {
      const [lead] = await t.db.insert(leads).values({ reference: "R-2", service: "replacement", officeId: "wilson" }).returning();
      const [book] = await t.db.select().from(priceBooks).limit(1);
      const facts = { squares: 20, squaresLow: 20, squaresHigh: 20, pitch: 6, pitchLow: 6, pitchHigh: 6, complexity: "simple" as const, storeys: 1 as const, layers: 1 };
      return t.db.insert(estimates).values({ token: "t".repeat(24), leadId: lead.id, priceBookVersion: book.version, address: "1 Main St", method: "answers", facts, ranges: [], assumptions: [] });
    }],
    ["a provider lookup kept for an address", () => t.db.insert(estimateLookups).values({ addressKey: "1 main st", geocode: null, expiresAt: new Date(Date.now() + 60_000) })],
  ])("%s", async (_label, write) => {
    expect(await changes(write)).toBe(false);
  });
});

describe("the fallback check", () => {
  it("counts a change it was not told about when it reads the version again", async () => {
    await version.refresh();
    const before = version.current;
    await version.refresh();
    expect(version.current).toBe(before);
    // A bump whose notification this server missed (its listening connection was down).
    await t.db.execute(sql`SELECT nextval('public_content_version')`);
    await version.refresh();
    expect(version.current).toBe(before + 1);
  });
});

describe("reads kept per version", () => {
  it("run a query once per version, even when the load hands back the query itself (a builder runs again each time it is awaited)", async () => {
    // A draft: writing it changes no public page, so the version stays and the memo must answer.
    const slug = `memo-draft-${Date.now()}`;
    await t.db.insert(blogPosts).values({ ...post(slug, "draft"), title: "First title" });
    await version.refresh();
    const before = version.current;
    const read = () => t.db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.slug, slug));
    expect(await version.memo(`memo-test:${slug}`, read)).toEqual([{ title: "First title" }]);
    await t.db.update(blogPosts).set({ title: "Second title" }).where(eq(blogPosts.slug, slug));
    await version.refresh();
    expect(version.current).toBe(before);
    expect(await version.memo(`memo-test:${slug}`, read)).toEqual([{ title: "First title" }]);
    await t.db.delete(blogPosts).where(eq(blogPosts.slug, slug));
  });

  it("resolved for render (the blog's cards, a town's posts): kept for the day, worked out again the next day and after a change", async () => {
    let loads = 0;
    const load = async () => ++loads;
    const key = `kept-for-today:${Date.now()}`;
    // Noon and evening of one day in the company's time zone, then the next day.
    const [noon, evening, nextDay] = ["2026-06-01T16:00:00Z", "2026-06-01T23:00:00Z", "2026-06-02T16:00:00Z"].map((iso) => new Date(iso));
    expect(await keptForToday(t.db, key, load, noon)).toBe(1);
    expect(await keptForToday(t.db, key, load, evening)).toBe(1);
    expect(await keptForToday(t.db, key, load, nextDay)).toBe(2);
    await t.db.insert(contentVariables).values({ name: "keptLead", value: "Sam", syntax: "{{keptLead}}" });
    await version.refresh();
    expect(await keptForToday(t.db, key, load, nextDay)).toBe(3);
    await t.db.delete(contentVariables).where(eq(contentVariables.name, "keptLead"));
  });
});
