/**
 * Featured album photos on posts (spec §2.11): saving stores featured_photo_id, clones
 * auto-pick per town, deleting a used photo clears the reference, and public pages get the photo.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { postInputSchema } from "~/domain/post-input";
import type { Photo } from "~/domain/photos";
import { blogCards, getPublishedPostBySlug } from "~/models/blog.server";
import { createPhoto, deletePhoto, getPhoto } from "~/models/photos.server";
import { clonePostToLocations } from "~/models/posts/clone.server";
import { createPost } from "~/models/posts/save.server";
import { action as editorAction } from "~/routes/_staff.create-post";
import { action as describeAction, loader as pickerLoader } from "~/routes/_staff.create-post_.photos";
import { loader as townLoader } from "~/routes/_public.locations.$slug";
import type { PickerResponse } from "~/domain/featured-photo";
import { callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const town: Record<string, string> = {};
let n = 0;

/** A photo row as the pipeline stores it (the bytes do not matter to these rules). */
async function photo(title: string, over: { locationId?: string | null; tags?: string[]; category?: string | null } = {}): Promise<Photo> {
  n += 1;
  const hash = `${n}`.padStart(64, "0");
  const created = await createPhoto(t.db, {
    title,
    variableName: `photo_${n}`,
    contentHash: hash,
    width: 2400,
    height: 1600,
    dominantColor: "#556677",
    placeholder: "data:image/png;base64,AAAA",
    variants: [
      { format: "avif", width: 640, height: 427, key: `${hash}-640.avif`, bytes: 10 },
      { format: "jpeg", width: 640, height: 427, key: `${hash}-640.jpg`, bytes: 10 },
      { format: "jpeg", width: 1280, height: 853, key: `${hash}-1280.jpg`, bytes: 10 },
    ],
    imageUrl: `/media/${hash}-1280.jpg`,
    altTag: `${title} (alt)`,
    ...over,
  });
  return created!;
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  const rows = await t.db
    .select({ id: serviceLocations.id, name: serviceLocations.name })
    .from(serviceLocations)
    .where(inArray(serviceLocations.name, ["Wilson", "Tarboro", "Greenville"]));
  for (const r of rows) town[r.name] = r.id;
});
afterAll(async () => {
  await t.drop();
});

describe("cloning auto-picks a featured photo per town", () => {
  it("keeps a fitting photo, replaces another town's, and picks by town then tags; a second clone avoids the photo its town already shows", async () => {
    const wilsonRoof = await photo("Metal roof in Wilson", { locationId: town.Wilson, tags: ["metal-roofing"] });
    const greenvilleRoof = await photo("Metal roof in Greenville", { locationId: town.Greenville, tags: ["metal-roofing"] });
    const anyMetal = await photo("Standing seam detail", { tags: ["metal-roofing", "standing seam"] });
    const source = await createPost(
      t.db,
      postInputSchema.parse({
        title: "Metal Roofing in {{locationName}}, NC",
        content: "Metal roofs for {{locationName}} homes.",
        tags: ["metal-roofing"],
        featuredPhotoId: greenvilleRoof.id,
      }),
    );

    const outcomes = (await clonePostToLocations(t.db, source.id, [town.Wilson, town.Tarboro, town.Greenville]))!;
    const rows = await t.db.select().from(blogPosts).where(inArray(blogPosts.id, outcomes.map((o) => o.postId!)));
    const byTown = (name: string) => rows.find((r) => r.locationId === town[name])!;
    expect(byTown("Wilson").featuredPhotoId).toBe(wilsonRoof.id);
    expect(byTown("Tarboro").featuredPhotoId).toBe(anyMetal.id);
    expect(byTown("Greenville").featuredPhotoId).toBe(greenvilleRoof.id);
    expect(outcomes.find((o) => o.locationName === "Wilson")!.featuredPhoto).toEqual({
      title: "Metal roof in Wilson",
      reason: "same town: Wilson; tags: metal-roofing",
    });
    expect(outcomes.find((o) => o.locationName === "Tarboro")!.featuredPhoto?.reason).toBe("tags: metal-roofing");
    // Greenville kept the source's photo: nothing was picked.
    expect(outcomes.find((o) => o.locationName === "Greenville")!.featuredPhoto).toBeUndefined();

    const again = (await clonePostToLocations(t.db, source.id, [town.Wilson]))!;
    const [second] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, again[0].postId!));
    expect(second.featuredPhotoId).toBe(anyMetal.id);
  });

  it("a clone with nothing that fits gets no photo rather than another town's", async () => {
    const source = await createPost(t.db, postInputSchema.parse({ title: "Chimney flashing in {{locationName}}", content: "Flashing.", tags: ["chimney-flashing-xyz"] }));
    const [outcome] = (await clonePostToLocations(t.db, source.id, [town.Tarboro]))!;
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, outcome.postId!));
    expect(row.featuredPhotoId).toBeNull();
    expect(outcome.featuredPhoto).toBeNull();
  });
});

describe("saving the featured photo from the editor", () => {
  it("stores featured_photo_id and drops an outside address sent with it", async () => {
    const p = await photo("Shingle roof", { tags: ["shingles"] });
    const res = await callRoute<{ ok: boolean; saved: { id: string } }>(editorAction, {
      url: "http://localhost/create-post",
      method: "POST",
      form: { intent: "save", title: "Shingle care", content: "Body", featuredPhotoId: p.id, featuredImage: "https://example.com/x.jpg" },
      context: testContext(t.db),
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, res.data.saved.id));
    expect(row.featuredPhotoId).toBe(p.id);
    expect(row.featuredImage).toBeNull();
  });

  it("refuses a photo that is not in the album with a 400 and a readable message", async () => {
    const res = await callRoute<{ ok: boolean; message: string }>(editorAction, {
      url: "http://localhost/create-post",
      method: "POST",
      form: { intent: "save", title: "Ghost photo", content: "Body", featuredPhotoId: "00000000-0000-4000-8000-000000000000" },
      context: testContext(t.db),
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/no longer in the album/);
    const res2 = await callRoute<{ ok: boolean; message: string }>(editorAction, {
      url: "http://localhost/create-post",
      method: "POST",
      form: { intent: "save", title: "Bad photo id", content: "Body", featuredPhotoId: "not-a-uuid" },
      context: testContext(t.db),
    });
    expect(res2.status).toBe(400);
  });

  it("the editor's auto-pick answers the photo and the reason", async () => {
    const p = await photo("Storm repair in Wilson", { locationId: town.Wilson, tags: ["storm", "shingles"] });
    const res = await callRoute<PickerResponse>(pickerLoader, {
      url: `http://localhost/create-post/photos?auto=1&location=${town.Wilson}&tag=storm&tag=Shingles&tag=other`,
      context: testContext(t.db),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ mode: "auto", pick: { photo: { id: p.id }, reason: "same town: Wilson; tags: storm, shingles" } });
  });

  it("the picker searches the album", async () => {
    await photo("Copper gutter on a porch", { tags: ["gutters"] });
    const res = await callRoute<PickerResponse>(pickerLoader, { url: "http://localhost/create-post/photos?q=copper", context: testContext(t.db) });
    expect(res.data.mode === "search" && res.data.photos.map((x) => x.title)).toEqual(["Copper gutter on a porch"]);
  });
});

describe("a photo uploaded from a post, described there", () => {
  it("is named by its alt text and shown in the public gallery only when asked; no alt text is a 400", async () => {
    const p = await photo("IMG_2231");
    const describe = (form: Record<string, string>) => callRoute<{ ok: boolean; message: string }>(describeAction, { url: "/create-post/photos", form, context: testContext(t.db) });

    const saved = await describe({ id: p.id, alt: "New porch roof on a farmhouse" });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: "Named the photo “New porch roof on a farmhouse” in the album." } });
    expect(await getPhoto(t.db, p.id)).toMatchObject({ title: "New porch roof on a farmhouse", altTag: "New porch roof on a farmhouse", showInGallery: false });

    await describe({ id: p.id, alt: "New porch roof on a farmhouse", showInGallery: "on" });
    expect(await getPhoto(t.db, p.id)).toMatchObject({ showInGallery: true });

    expect(await describe({ id: p.id, alt: " " })).toMatchObject({ status: 400, data: { ok: false } });
    expect(await describe({ id: "not-an-id", alt: "A roof" })).toMatchObject({ status: 400 });
    expect(await describe({ id: "0b6f3c2e-8a4d-4c59-9a1e-3f2b7d6e5c4a", alt: "A roof" })).toMatchObject({ status: 404 });
  });
});

describe("a featured photo on public pages, and its deletion", () => {
  it("the published post carries the photo for its card, and deleting the photo clears the post's reference", async () => {
    const p = await photo("Slate roof", { tags: ["slate"] });
    const post = await createPost(t.db, postInputSchema.parse({ title: "Slate roofs", content: "Slate.", featuredPhotoId: p.id }));
    await t.db.update(blogPosts).set({ status: "published", publishedDate: new Date() }).where(eq(blogPosts.id, post.id));

    const published = (await getPublishedPostBySlug(t.db, post.slug))!;
    expect(published.featuredPhoto?.id).toBe(p.id);
    const [card] = await blogCards(t.db, [published]);
    expect(card.picture?.jpeg).toContain(`/media/${p.variants[1].key} 640w`);
    expect(card.picture?.avif).toBeTruthy();

    const deleted = await deletePhoto(t.db, p.id);
    expect(deleted?.posts.map((x) => x.id)).toContain(post.id);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row.featuredPhotoId).toBeNull();
    expect((await getPublishedPostBySlug(t.db, post.slug))!.featuredPhoto).toBeNull();
  });
});

describe("a town page", () => {
  it("carries the photos tagged with its town, and none of another town's", async () => {
    const tarboroRoof = await photo("New roof in Tarboro", { locationId: town.Tarboro });
    await photo("New roof in Greenville", { locationId: town.Greenville });
    const res = await callRoute<{ photos: Photo[] }>(townLoader, {
      url: "http://localhost/locations/tarboro-nc",
      params: { slug: "tarboro-nc" },
      context: testContext(t.db, null),
    });
    expect(res.status).toBe(200);
    expect(res.data.photos.map((p) => p.id)).toEqual([tarboroRoof.id]);
  });
});
