import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDatabase } from "~/db/seed/seed.server";
import { serviceLocations as locationSeed } from "~/db/seed/data/locations";
import { appSettings, blogPosts, contentVariables, roofingBrands, roofingServices, serviceLocations } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe("schema constraints", () => {
  it("limits post status to draft and published", async () => {
    await expect(
      t.db.execute(sql`insert into blog_posts (title, content, slug, status) values ('t', 'c', 'bad-status', 'archived')`),
    ).rejects.toThrow();
  });

  it("keeps post slugs unique and fills defaults", async () => {
    const [row] = await t.db.insert(blogPosts).values({ title: "A", content: "B", slug: "unique-slug" }).returning();
    expect(row.author).toBe("Admin");
    expect(row.status).toBe("draft");
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.updatedAt).toBeInstanceOf(Date);
    await expect(t.db.insert(blogPosts).values({ title: "C", content: "D", slug: "unique-slug" })).rejects.toThrow();
  });

  it("keeps content variable names unique and at least two characters", async () => {
    await t.db.insert(contentVariables).values({ name: "serviceArea", value: "x", syntax: "{{serviceArea}}" });
    await expect(t.db.insert(contentVariables).values({ name: "serviceArea", value: "y", syntax: "{{serviceArea}}" })).rejects.toThrow();
    await expect(t.db.insert(contentVariables).values({ name: "a", value: "y", syntax: "{{a}}" })).rejects.toThrow();
  });
});

describe("seed", () => {
  it("fills the service area, brands, services and demo posts, and a second run changes nothing", async () => {
    const first = await seedDatabase(t.db);
    expect(first.locations).toBeGreaterThanOrEqual(70);
    expect(first.counties).toBe(31);
    expect(first.brands).toBe(5);
    expect(first.posts).toBeGreaterThanOrEqual(4);

    const count = async () => ({
      locations: (await t.db.select().from(serviceLocations)).length,
      brands: (await t.db.select().from(roofingBrands)).length,
      services: (await t.db.select().from(roofingServices)).length,
      posts: (await t.db.select().from(blogPosts)).length,
      settings: (await t.db.select().from(appSettings)).length,
    });
    const before = await count();
    const second = await seedDatabase(t.db);
    expect(second).toEqual({ locations: 0, counties: 0, brands: 0, services: 0, posts: 0 });
    expect(await count()).toEqual(before);
  });

  it("does not bring back demo posts that staff deleted", async () => {
    await t.db.delete(blogPosts).where(sql`true`);
    await seedDatabase(t.db);
    expect(await t.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("has Rocky Mount exactly as the spec gives it, and every service city", async () => {
    const [rm] = await t.db.select().from(serviceLocations).where(eq(serviceLocations.name, "Rocky Mount"));
    expect(rm).toMatchObject({ county: "Nash County", population: 54341, latitude: 35.9382, longitude: -77.7905 });
    const names = new Set((await t.db.select({ name: serviceLocations.name }).from(serviceLocations)).map((r) => r.name));
    for (const city of [
      "Rocky Mount", "Greenville", "Wilson", "Tarboro", "Zebulon", "Raleigh", "Wake Forest",
      "Youngsville", "Spring Hope", "Louisburg", "Franklinton", "Garner",
    ]) {
      expect(names.has(city), city).toBe(true);
    }
    expect(names.size).toBe(locationSeed.length);
  });

  it("gives every town a county, population, coordinates, a fact and search terms", async () => {
    const rows = await t.db.select().from(serviceLocations);
    for (const r of rows) {
      expect(r.county, r.name).toMatch(/County$/);
      expect(r.population, r.name).toBeGreaterThan(0);
      expect(r.latitude, r.name).toBeGreaterThan(33.8);
      expect(r.latitude, r.name).toBeLessThan(36.6);
      expect(r.longitude, r.name).toBeGreaterThan(-79.5);
      expect(r.longitude, r.name).toBeLessThan(-75.4);
      expect(r.historicalFact?.length, r.name).toBeGreaterThan(20);
      expect(r.keySearchTerms?.split(",").length, r.name).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(rows.map((r) => r.historicalFact)).size).toBe(rows.length);
  });

  it("groups services as the spec's four accordion groups and orders brands", async () => {
    const categories = new Set((await t.db.select({ c: roofingServices.category }).from(roofingServices)).map((r) => r.c));
    expect([...categories].sort()).toEqual([
      "Commercial Roofing Systems",
      "Residential Roofing Services",
      "Roofing Technology and Inspection Services",
      "Storm Damage Services",
    ]);
    const brands = await t.db.select().from(roofingBrands).orderBy(roofingBrands.displayOrder);
    expect(brands.map((b) => b.brandName).sort()).toEqual(["Atlas", "CertainTeed", "GAF", "IKO", "Owens Corning"]);
    for (const b of brands) {
      expect(b.topProducts.length).toBeGreaterThan(0);
      expect(b.websiteUrl).toMatch(/^https:\/\//);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on a PostgreSQL server", () => {
  it("keeps serving when the server closes an idle connection, and says so in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await t.ping()).toBe(true); // leaves an idle connection in the pool
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [t.databaseName],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/idle connection was closed/)));
      expect(await t.ping()).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
