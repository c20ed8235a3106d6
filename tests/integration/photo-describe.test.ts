/**
 * Describing many photos on one screen (docs/decisions/013-publishing.md): the photos of a bulk
 * upload, or those without alt text, named, alt-texted, placed and tagged in one save.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariables, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { countPhotosWithoutAltText } from "~/models/photos.server";
import { action, loader } from "~/routes/_staff.photo-album.describe";
import { action as albumAction } from "~/routes/_staff.photo-album._index";
import { UNKNOWN_TOWN } from "~/domain/photo-form";
import { loader as dashboardLoader } from "~/routes/_staff.Blog-Page-Builder._index";
import { callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let photoIds: string[];
let wilsonId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  const rows = await t.db
    .insert(imageVariables)
    .values(["IMG 2041", "IMG 2042", "IMG 2043"].map((title, i) => ({ title, variableName: `img-${i}`, imageUrl: `/media/img-${i}.jpg` })))
    .returning({ id: imageVariables.id });
  photoIds = rows.map((r) => r.id);
  [{ id: wilsonId }] = await t.db.select({ id: serviceLocations.id }).from(serviceLocations).where(eq(serviceLocations.name, "Wilson"));
});
afterAll(async () => {
  await t.drop();
});

type Page = { batch: boolean; photos: { id: string; title: string }[]; withoutAlt: number };
type Answer = { ok: boolean; message: string; errors?: Record<string, string>; values?: Record<string, string> };

function row(id: string, fields: { title: string; altTag: string; locationId?: string; tags?: string }) {
  return { [`title.${id}`]: fields.title, [`altTag.${id}`]: fields.altTag, [`locationId.${id}`]: fields.locationId ?? "", [`tags.${id}`]: fields.tags ?? "" };
}

describe("the describe screen", () => {
  it("lists the photos of a batch in upload order, else the photos without alt text; the dashboard counts them", async () => {
    const batch = await callRoute<Page>(loader, { url: `/photo-album/describe?id=${photoIds[2]}&id=${photoIds[0]}`, context: testContext(t.db) });
    expect(batch.data.batch).toBe(true);
    expect(batch.data.photos.map((p) => p.id)).toEqual([photoIds[2], photoIds[0]]);
    const missing = await callRoute<Page>(loader, { url: "/photo-album/describe", context: testContext(t.db) });
    expect(missing.data).toMatchObject({ batch: false, withoutAlt: 3 });
    const dashboard = await callRoute<{ withoutAlt: number }>(dashboardLoader, { url: "/Blog-Page-Builder", context: testContext(t.db) });
    expect(dashboard.data.withoutAlt).toBe(3);
  });

  it("saves nothing when one photo's fields are refused, and says which", async () => {
    const form = { id: [photoIds[0], photoIds[1]], ...row(photoIds[0], { title: "New shingles in Wilson", altTag: "Gray shingles on a ranch house" }), ...row(photoIds[1], { title: " ", altTag: "A ridge vent" }) };
    const res = await callRoute<Answer>(action, { url: "/photo-album/describe", form, context: testContext(t.db) });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ [`title.${photoIds[1]}`]: "Give the photo a name." });
    expect(res.data.values?.[`altTag.${photoIds[0]}`]).toBe("Gray shingles on a ranch house");
    expect(await countPhotosWithoutAltText(t.db)).toBe(3);
  });

  it("refuses a town that is not in the list on the field, with a 400, for many photos and for one", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    const form = { id: [photoIds[0]], ...row(photoIds[0], { title: "Ridge vent", altTag: "A ridge vent", locationId: gone }) };
    const res = await callRoute<Answer>(action, { url: "/photo-album/describe", form, context: testContext(t.db) });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ [`locationId.${photoIds[0]}`]: UNKNOWN_TOWN });

    const single = await callRoute<Answer>(albumAction, {
      url: "/photo-album/",
      form: { intent: "update", id: photoIds[0], title: "Ridge vent", altTag: "A ridge vent", locationId: gone },
      context: testContext(t.db),
    });
    expect(single.status).toBe(400);
    expect(single.data).toMatchObject({ ok: false, errors: { locationId: UNKNOWN_TOWN } });
    expect(await countPhotosWithoutAltText(t.db)).toBe(3);
  });

  it("saves name, alt text, town and tags of every photo in one go", async () => {
    const form = {
      id: [photoIds[0], photoIds[1]],
      ...row(photoIds[0], { title: "New shingles in Wilson", altTag: "Gray shingles on a ranch house", locationId: wilsonId, tags: "shingles, Wilson" }),
      ...row(photoIds[1], { title: "Ridge vent", altTag: "A ridge vent along a new roof", tags: "ventilation" }),
    };
    const res = await callRoute<Answer>(action, { url: "/photo-album/describe", form, context: testContext(t.db) });
    expect(res.data).toMatchObject({ ok: true, message: "Saved 2 photos." });
    const saved = await t.db.select().from(imageVariables).where(inArray(imageVariables.id, photoIds.slice(0, 2)));
    expect(saved.find((p) => p.id === photoIds[0])).toMatchObject({ title: "New shingles in Wilson", altTag: "Gray shingles on a ranch house", locationId: wilsonId, tags: ["shingles", "wilson"] });
    expect(await countPhotosWithoutAltText(t.db)).toBe(1);
  });
});
