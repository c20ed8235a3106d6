import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { postInputSchema } from "~/domain/post-input";
import { clonePostToLocations } from "~/models/posts/clone.server";
import { createPost } from "~/models/posts/save.server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let template: Awaited<ReturnType<typeof createPost>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  const towns = await t.db
    .select({ id: serviceLocations.id, name: serviceLocations.name })
    .from(serviceLocations)
    .where(inArray(serviceLocations.name, ["Wilson", "Tarboro", "Greenville"]));
  for (const town of towns) ids[town.name] = town.id;
  template = await createPost(
    t.db,
    postInputSchema.parse({
      title: "Metal Roofing in {{locationName}}, NC",
      content: "Homes across {{locationName}} and {{locationCounty}} call {{businessName}} at {{businessPhone}}.",
      tags: ["metal-roofing"],
    }),
  );
});
afterAll(async () => {
  await t.drop();
});

async function clonesOf(postIds: string[]) {
  return t.db.select().from(blogPosts).where(inArray(blogPosts.id, postIds));
}

describe("cloning a template to locations", () => {
  it("makes one draft per town with its own facts baked in, business placeholders kept, and the three tags", async () => {
    const outcomes = (await clonePostToLocations(t.db, template.id, [ids.Wilson, ids.Tarboro]))!;
    // One answer per town, in the order asked.
    expect(outcomes.map((o) => [o.locationName, o.ok])).toEqual([
      ["Wilson", true],
      ["Tarboro", true],
    ]);
    const rows = await clonesOf(outcomes.map((o) => o.postId!));
    const wilson = rows.find((r) => r.locationId === ids.Wilson)!;
    expect(wilson.status).toBe("draft");
    expect(wilson.title).toBe("Metal Roofing in Wilson, NC");
    expect(wilson.content).toBe("Homes across Wilson and Wilson County call {{businessName}} at {{businessPhone}}.");
    expect(wilson.slug).toBe("metal-roofing-in-wilson-nc");
    expect(wilson.tags).toEqual(["metal-roofing", "wilson", "wilson-county", "wilson-roofing"]);
    expect(wilson.sourcePostId).toBe(template.id);
  });

  it("gives a second clone for the same town a suffixed slug, and reports a town that no longer exists", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    const outcomes = (await clonePostToLocations(t.db, template.id, [ids.Wilson, gone]))!;
    expect(outcomes).toHaveLength(2);
    expect(outcomes[0]).toMatchObject({ locationName: "Wilson", ok: true });
    expect(outcomes[0].slug).toMatch(/^metal-roofing-in-wilson-nc-\d+$/);
    expect(outcomes[1]).toEqual({ locationId: gone, locationName: "Unknown location", ok: false, error: "This location no longer exists." });
  });

  it("when one town's row is refused, the others are still created and the answer names the failure", async () => {
    // A real database refusal for one row: a trigger that rejects every Greenville clone.
    await t.db.execute(sql.raw(`
      CREATE FUNCTION refuse_greenville() RETURNS trigger AS $$
      BEGIN
        IF NEW.slug LIKE '%greenville%' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`));
    await t.db.execute(
      sql.raw("CREATE TRIGGER refuse_greenville BEFORE INSERT ON blog_posts FOR EACH ROW EXECUTE FUNCTION refuse_greenville()"),
    );
    // The refusal is expected here: the server log gets one line for it (checked below).
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await t.db.$count(blogPosts);
    try {
      const outcomes = (await clonePostToLocations(t.db, template.id, [ids.Greenville, ids.Tarboro, ids.Wilson]))!;
      const byName = Object.fromEntries(outcomes.map((o) => [o.locationName, o]));
      expect(byName.Greenville).toMatchObject({ ok: false, error: "Could not create this clone." });
      expect(byName.Tarboro.ok).toBe(true);
      expect(byName.Wilson.ok).toBe(true);
      expect(await t.db.$count(blogPosts)).toBe(before + 2);
      const [tarboro] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, byName.Tarboro.postId!));
      expect(tarboro.title).toBe("Metal Roofing in Tarboro, NC");
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0][0])).toContain("Greenville failed");
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_greenville ON blog_posts"));
      await t.db.execute(sql.raw("DROP FUNCTION refuse_greenville()"));
    }
  });

  it("answers null for a post that does not exist", async () => {
    expect(await clonePostToLocations(t.db, "00000000-0000-4000-8000-000000000001", [ids.Wilson])).toBeNull();
  });
});

describe("cloning from the editor with text not yet saved", () => {
  it("saves the text on the screen first, so the clones are what the writer sees", async () => {
    const { action: cloneAction } = await import("~/routes/_staff.create-post_.clone");
    const { callRoute, testContext } = await import("../support/route-call");
    const post = await createPost(t.db, postInputSchema.parse({ title: "Gutter guards in {{locationName}}", content: "Gutter guards keep leaves out." }));
    const res = await callRoute<{ ok: boolean; saved?: { id: string; version: number }; outcomes: { postId?: string }[] }>(cloneAction, {
      url: "/create-post/clone",
      form: {
        postId: post.id,
        locationIds: [ids.Greenville],
        title: "Gutter guards in {{locationName}}",
        content: "Gutter guards keep leaves out, and the last sentence typed before the click.",
        baseVersion: String(post.version),
        baseStatus: "draft",
      },
      context: testContext(t.db),
    });
    expect(res.status).toBe(200);
    expect(res.data.saved).toMatchObject({ id: post.id, version: post.version + 1 });
    const [saved] = await clonesOf([post.id]);
    expect(saved.content).toContain("the last sentence typed before the click");
    const [clone] = await clonesOf([res.data.outcomes[0].postId!]);
    expect(clone.content).toContain("the last sentence typed before the click");
  });

  it("clones nothing when that save is refused, and says why", async () => {
    const { action: cloneAction } = await import("~/routes/_staff.create-post_.clone");
    const { callRoute, testContext } = await import("../support/route-call");
    const post = await createPost(t.db, postInputSchema.parse({ title: "Valley flashing", content: "Open or closed valleys." }));
    const res = await callRoute<{ ok: boolean; message: string; outcomes: unknown[] }>(cloneAction, {
      url: "/create-post/clone",
      form: { postId: post.id, locationIds: [ids.Greenville], title: "", content: "Text without a title." },
      context: testContext(t.db),
    });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, message: "Not cloned: Please fill in title and content", outcomes: [] });
  });
});
