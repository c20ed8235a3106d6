/**
 * The clone panel's server side (docs/decisions/013-publishing.md): the preview of how alike clones
 * would read, the local-facts paragraph's placeholders filled per town (its nearest towns too), and
 * the saved town groups.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, serviceLocations, townGroups } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { nearbyTowns } from "~/domain/geo";
import { LOCAL_FACTS_PARAGRAPH } from "~/domain/placeholders";
import type { ClonePreview, CloneResult } from "~/domain/staff-posts";
import { listLocationSummaries } from "~/models/locations.server";
import { action as cloneAction } from "~/routes/_staff.create-post_.clone";
import { action as groupsAction } from "~/routes/_staff.create-post_.town-groups";
import { action as editorAction } from "~/routes/_staff.create-post";
import { callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const ids: Record<string, string> = {};
const TOWNS = ["Wilson", "Tarboro", "Greenville", "Kinston", "Goldsboro", "Nashville"];

/** About 170 words that name the town twice: clones of it differ by the town's name only. */
const TEMPLATE =
  "## Storm season in {{locationName}}\n\n" +
  "Hurricane season leaves the same marks on roofs every year: lifted shingle tabs, nail pops, flashing pulled away from " +
  "chimneys and pipe boots cracked by the summer sun. Most of it is invisible from the ground, and most of it lets water " +
  "into the decking long before a stain shows on a ceiling.\n\n" +
  "After a named storm we walk every slope, photograph what we find and write down what the insurance adjuster will ask " +
  "for: the age of the roof, the pattern of the damage and the wind speeds recorded that day. Homeowners in " +
  "{{locationName}} get the photographs and the report the same week, whether or not they file a claim.\n\n" +
  "A roof that comes through a season with small repairs made early lasts years longer than one left alone. Call " +
  "{{businessName}} at {{businessPhone}} to book an inspection before the next storm reaches the coast.";

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  const rows = await t.db.select({ id: serviceLocations.id, name: serviceLocations.name }).from(serviceLocations).where(inArray(serviceLocations.name, TOWNS));
  for (const r of rows) ids[r.name] = r.id;
});
afterAll(async () => {
  await t.drop();
});

async function draft(title: string, content: string): Promise<string> {
  const res = await callRoute<{ saved?: { id: string } }>(editorAction, { url: "/create-post", form: { intent: "save", title, content }, context: testContext(t.db) });
  return res.data.saved!.id;
}

function preview(postId: string, content: string, locationIds: string[]) {
  return callRoute<ClonePreview>(cloneAction, { url: "/create-post/clone", form: { intent: "preview", postId, content, locationIds }, context: testContext(t.db) });
}

describe("the clone preview", () => {
  it("says clones that swap only the town would be held back, and that the local-facts paragraph brings them under the line", async () => {
    const postId = await draft("Storm season in {{locationName}}", TEMPLATE);
    const towns = TOWNS.map((n) => ids[n]);

    const bare = await preview(postId, TEMPLATE, towns);
    expect(bare.status).toBe(200);
    expect(bare.data.planned).toHaveLength(TOWNS.length);
    expect(bare.data.planned.every((p) => p.held)).toBe(true);
    expect(bare.data.message).toMatch(/^6 of 6 clones would be held back as too alike \(\d+–?\d*%; the publish check holds back 80% and above\)/);
    expect(bare.data.planned[0].closest).toMatch(/^the \w+ clone$/);

    // The text on the screen counts, not the stored one: nothing was saved in between.
    const local = await preview(postId, `${TEMPLATE}\n\n${LOCAL_FACTS_PARAGRAPH}`, towns);
    expect(local.data.planned.filter((p) => p.held)).toEqual([]);
    expect(local.data.message).toMatch(/^None of the 6 clones would be held back: they would read \d+–\d+% alike\.$/);
    expect(Math.max(...local.data.planned.map((p) => p.similarity))).toBeLessThan(Math.min(...bare.data.planned.map((p) => p.similarity)));

    // Nothing was written.
    expect(await t.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.sourcePostId, postId))).toEqual([]);
  });

  it("compares with the post's existing clones too", async () => {
    const postId = await draft("Gutters in {{locationName}}", TEMPLATE);
    await callRoute<CloneResult>(cloneAction, { url: "/create-post/clone", form: { postId, locationIds: [ids.Wilson] }, context: testContext(t.db) });
    const one = await preview(postId, TEMPLATE, [ids.Tarboro]);
    expect(one.data.planned).toEqual([expect.objectContaining({ locationName: "Tarboro", held: true, closest: "“Gutters in Wilson”" })]);
  });

  it("answers bad input with a 4xx and a message", async () => {
    const missing = await preview("00000000-0000-4000-8000-000000000000", TEMPLATE, [ids.Wilson]);
    expect(missing.status).toBe(404);
    const badTown = await preview(await draft("Bad town {{locationName}}", TEMPLATE), TEMPLATE, ["not-a-town"]);
    expect(badTown.status).toBe(400);
    expect(badTown.data.message).toMatch(/not a town we know/);
  });
});

describe("the local-facts paragraph in clones", () => {
  it("fills every fact of the town, its nearest towns included", async () => {
    const postId = await draft("Local facts {{locationName}}", LOCAL_FACTS_PARAGRAPH);
    const res = await callRoute<CloneResult>(cloneAction, { url: "/create-post/clone", form: { postId, locationIds: [ids.Tarboro] }, context: testContext(t.db) });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, res.data.outcomes[0].postId!));
    const [tarboro] = await t.db.select().from(serviceLocations).where(eq(serviceLocations.id, ids.Tarboro));
    const served = await listLocationSummaries(t.db);
    const neighbours = nearbyTowns({ name: "Tarboro", latitude: tarboro.latitude!, longitude: tarboro.longitude! }, served, 4).map((n) => n.town.name);
    expect(neighbours).toHaveLength(4);
    expect(row.content).toContain(`Tarboro lies in ${tarboro.county} and is home to ${tarboro.population!.toLocaleString("en-US")} residents. ${tarboro.historicalFact}`);
    expect(row.content).toContain(`as we do for homeowners in ${neighbours.slice(0, 3).join(", ")} and ${neighbours[3]}.`);
    expect(row.content).not.toMatch(/\{\{location/);
  });
});

describe("saved town groups", () => {
  const call = (form: Record<string, string | string[]>) =>
    callRoute<{ ok: boolean; message: string; group?: { id: string; name: string; locationIds: string[] } }>(groupsAction, { url: "/create-post/town-groups", form, context: testContext(t.db) });

  it("saves a group, replaces it under the same name in any case, and deletes it", async () => {
    const first = await call({ intent: "save", name: "Tar River towns", locationIds: [ids.Tarboro, ids.Greenville] });
    expect(first.status).toBe(200);
    expect(first.data.message).toBe("Saved the group “Tar River towns”: 2 towns.");
    const again = await call({ intent: "save", name: "tar river TOWNS", locationIds: [ids.Tarboro, ids.Greenville, ids.Wilson] });
    expect(again.data.message).toBe("Updated the group “tar river TOWNS”: 3 towns.");
    const stored = await t.db.select().from(townGroups);
    expect(stored).toHaveLength(1);
    expect(stored[0].locationIds.sort()).toEqual([ids.Tarboro, ids.Greenville, ids.Wilson].sort());

    const gone = await call({ intent: "delete", id: stored[0].id });
    expect(gone.data.message).toBe("Deleted the group “tar river TOWNS”.");
    expect(await t.db.select().from(townGroups)).toEqual([]);
    expect((await call({ intent: "delete", id: stored[0].id })).status).toBe(404);
  });

  it("refuses a group with no name, no towns or a town we do not know, saying why", async () => {
    const noName = await call({ intent: "save", name: "  ", locationIds: [ids.Wilson] });
    expect(noName.status).toBe(400);
    expect(noName.data.message).toMatch(/Name the group first/);
    const noTowns = await call({ intent: "save", name: "Empty" });
    expect(noTowns.data.message).toBe("Select the towns of the group first.");
    const unknown = await call({ intent: "save", name: "Ghosts", locationIds: ["00000000-0000-4000-8000-000000000000"] });
    expect(unknown.status).toBe(400);
    expect(unknown.data.message).toMatch(/no longer exist/);
    expect((await call({ intent: "rename" })).status).toBe(400);
  });
});
