import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, contentVariables, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { action as cloneAction } from "~/routes/_staff.create-post_.clone";
import { CLONE_REQUEST_LIMIT, type CloneResult } from "~/domain/staff-posts";
import { action as editorAction, loader as editorLoader } from "~/routes/_staff.create-post";
import { action as postsAction, loader as postsLoader } from "~/routes/_staff.posts";
import { loader as previewLoader } from "~/routes/_staff.post-preview.$id";
import { callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
});
afterAll(async () => {
  await t.drop();
});

const template = {
  title: "Roof Replacement in {{locationName}}, NC",
  content:
    "## Roofs in {{locationName}}\n\n{{locationName}} sits in {{locationCounty}} and is home to {{locationPopulation}} people. " +
    "{{historical_fact}} The climate here means {{locationClimate}}. Call {{businessName}} at {{businessPhone}}.",
  excerpt: "What {{locationName}} homeowners should know",
  categories: ["Roof Replacement"],
  tags: ["replacement"],
};

type SaveAnswer = { ok: boolean; message: string; saved?: { id: string; slug: string; status: string }; errors?: Record<string, string> };

/** Runs the editor's action; the saved post's id and slug are lifted to the top for brevity. */
async function save(form: Record<string, string | string[]>, edit?: string) {
  const res = await callRoute<SaveAnswer>(editorAction, {
    url: edit ? `/create-post?edit=${edit}` : "/create-post",
    form: { intent: "save", ...form },
    context: testContext(t.db),
  });
  return { ...res, data: { ...res.data, id: res.data.saved?.id, slug: res.data.saved?.slug } };
}

async function posts(form: Record<string, string | string[]>) {
  return callRoute<{ tone: string; message: string }>(postsAction, { url: "/posts", form, context: testContext(t.db) });
}

async function row(id: string) {
  const [r] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return r;
}

/** POST /create-post/clone, as the editor's clone panel sends each batch. */
async function clone(postId: string, locationIds: string[]) {
  return callRoute<CloneResult>(cloneAction, { url: "/create-post/clone", form: { postId, locationIds }, context: testContext(t.db) });
}

describe("saving posts", () => {
  it("creates a draft with a slug from the title, Admin as author and nulls for empty fields", async () => {
    const res = await save({ title: "Gutter Guards: Worth It?", content: "Pine needles clog gutters.", excerpt: "  ", seoTitle: "" });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("Blog post saved as draft");
    const r = await row(res.data.id!);
    expect(r).toMatchObject({ status: "draft", author: "Admin", slug: "gutter-guards-worth-it", excerpt: null, seoTitle: null, categories: null, tags: null });
  });

  it("keeps slugs unique with a numeric suffix", async () => {
    const res = await save({ title: "Gutter Guards: Worth It?", content: "Second take." });
    expect(res.data.slug).toBe("gutter-guards-worth-it-2");
  });

  it("trims chips and drops blanks and duplicates", async () => {
    const res = await save({ title: "Chips", content: "x", tags: [" storms ", "", "Storms", "wind"], categories: ["A", "a"] });
    const r = await row(res.data.id!);
    expect(r.tags).toEqual(["storms", "wind"]);
    expect(r.categories).toEqual(["A"]);
  });

  it("refuses a blank title or content with the spec's message", async () => {
    const res = await save({ title: "   ", content: "text" });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Please fill in title and content");
    const res2 = await save({ title: "Title", content: "  \n " });
    expect(res2.data.message).toBe("Please fill in title and content");
  });

  it("refuses 2 MB of content with a readable message, not a crash", async () => {
    const res = await save({ title: "Huge", content: "a".repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/too long/);
  });

  it("refuses an image address that is not http(s) or a site path", async () => {
    const res = await save({ title: "Img", content: "x", featuredImage: "javascript:alert(1)" });
    expect(res.status).toBe(400);
    expect(res.data.errors?.featuredImage).toMatch(/https/);
  });

  it("updates a published post in place, keeps it live, and answers 404 for an unknown id", async () => {
    const created = await save({ title: "To update", content: "v1" });
    await posts({ intent: "publish", id: created.data.id! });
    expect((await row(created.data.id!)).status).toBe("published");
    const updated = await save({ title: "To update, revised", content: "v2" }, created.data.id);
    expect(updated.data.message).toBe("Blog post updated: the live page shows the new text");
    // A live post keeps its address when its title changes.
    expect(await row(created.data.id!)).toMatchObject({ content: "v2", title: "To update, revised", status: "published", slug: "to-update" });

    const missing = await save({ title: "x", content: "y" }, "00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    const bad = await save({ title: "x", content: "y" }, "not-a-uuid");
    expect(bad.status).toBe(404);
  });

  it("answers 404 when the editor is opened for a post that does not exist", async () => {
    const res = await callRoute(editorLoader, { url: "/create-post?edit=00000000-0000-4000-8000-000000000000", context: testContext(t.db) });
    expect(res.status).toBe(404);
  });
});

describe("publishing", () => {
  it("publish sets published_date; unpublish keeps it", async () => {
    const created = await save({ title: "Publish me", content: "Plain text." });
    const id = created.data.id!;
    const res = await posts({ intent: "publish", id });
    expect(res.data.message).toBe("Post published");
    const published = await row(id);
    expect(published.status).toBe("published");
    expect(published.publishedDate).toBeInstanceOf(Date);

    const un = await posts({ intent: "unpublish", id });
    expect(un.data.message).toBe("Post saved as draft");
    const after = await row(id);
    expect(after.status).toBe("draft");
    expect(after.publishedDate?.getTime()).toBe(published.publishedDate?.getTime());
  });

  it("refuses to publish a post with a placeholder that cannot be resolved, naming it", async () => {
    const created = await save({ title: "Template for {{locationName}}", content: "Welcome to {{locationName}} and {{undefinedThing}}." });
    const res = await posts({ intent: "publish", id: created.data.id! });
    expect(res.status).toBe(422);
    expect(res.data.message).toContain("{{locationName}}");
    expect(res.data.message).toContain("{{undefinedThing}}");
    expect(res.data.message).toContain("Template for {{locationName}}");
    expect((await row(created.data.id!)).status).toBe("draft");
  });

  it("allows business placeholders and defined library variables", async () => {
    await t.db.insert(contentVariables).values({ name: "warrantyYears", value: "5", syntax: "{{warrantyYears}}", category: "Policies & Legal" });
    const created = await save({ title: "Warranty", content: "{{businessName}} backs work for {{warrantyYears}} years. {{current_date}}" });
    const res = await posts({ intent: "publish", id: created.data.id! });
    expect(res.data.message).toBe("Post published");
  });

  it("bulk publishes the selected drafts and reports blocked ones", async () => {
    const a = await save({ title: "Bulk A", content: "a" });
    const b = await save({ title: "Bulk B", content: "b" });
    const c = await save({ title: "Bulk C {{nope}}", content: "c" });
    const res = await posts({ intent: "bulk", operation: "publish", ids: [a.data.id!, b.data.id!, c.data.id!] });
    expect(res.data.message).toMatch(/^2 published, 1 blocked by placeholders\. Blocked: /);
    expect(res.data.message).toContain("{{nope}}");
    expect((await row(a.data.id!)).status).toBe("published");
    expect((await row(c.data.id!)).status).toBe("draft");

    const none = await posts({ intent: "bulk", operation: "publish" });
    expect(none.status).toBe(400);
    expect(none.data.message).toBe("Nothing was changed: Select at least one post.");
  });

  it("answers 404 for unknown posts and 400 for malformed ids", async () => {
    expect((await posts({ intent: "publish", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await posts({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await posts({ intent: "unpublish", id: "x" })).status).toBe(400);
    expect((await posts({ intent: "explode" })).status).toBe(400);
  });
});

describe("deleting", () => {
  it("moves one post, then all drafts, to the trash", async () => {
    const one = await save({ title: "Delete me", content: "x" });
    const res = await posts({ intent: "delete", id: one.data.id! });
    expect(res.data.message).toBe("Post moved to the trash. You can restore it from the Trash for 30 days.");
    expect((await row(one.data.id!)).deletedAt).toBeInstanceOf(Date);

    const drafts = (await t.db.select().from(blogPosts).where(and(eq(blogPosts.status, "draft"), isNull(blogPosts.deletedAt)))).length;
    expect(drafts).toBeGreaterThan(0);
    const all = await posts({ intent: "delete-drafts" });
    expect(all.data.message).toBe(`Moved ${drafts} draft posts to the trash. You can restore them from the Trash for 30 days.`);
    const again = await posts({ intent: "delete-drafts" });
    expect(again.data.message).toBe("No draft posts to delete");
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.status, "published"))).length).toBeGreaterThan(0);
  });
});

describe("cloning to locations", () => {
  it("makes one draft per location with location facts baked in, unique slugs and three tags", async () => {
    const created = await save({ ...template });
    const towns = await t.db.select().from(serviceLocations).where(eq(serviceLocations.name, "Wilson"));
    const rm = await t.db.select().from(serviceLocations).where(eq(serviceLocations.name, "Rocky Mount"));
    const ids = [towns[0].id, rm[0].id];
    const res = await clone(created.data.id!, ids);
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("Successfully cloned to 2 location(s)");
    const wilson = res.data.outcomes.find((o) => o.locationName === "Wilson")!;
    expect(wilson.slug).toBe("roof-replacement-in-wilson-nc");
    const [wilsonClone] = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, wilson.slug!));
    expect(wilsonClone.status).toBe("draft");
    expect(wilsonClone.title).toBe("Roof Replacement in Wilson, NC");
    expect(wilsonClone.content).toContain("Wilson sits in Wilson County");
    expect(wilsonClone.content).not.toContain("{{locationName}}");
    // Business placeholders stay, to be resolved when the page is rendered.
    expect(wilsonClone.content).toContain("{{businessName}}");
    expect(wilsonClone.tags).toEqual(["replacement", "wilson", "wilson-county", "wilson-roofing"]);
    expect(wilson.doorway?.similarity).toBeGreaterThan(0);

    // Cloning again gives new unique slugs.
    const again = await clone(created.data.id!, [towns[0].id]);
    expect(again.data.outcomes[0].slug).toBe("roof-replacement-in-wilson-nc-2");
  });

  it("needs at least one location and reports unknown ones per location", async () => {
    const created = await save({ ...template, title: "Another {{locationName}} post" });
    const none = await clone(created.data.id!, []);
    expect(none.status).toBe(400);
    expect(none.data.message).toBe("Please select at least one location to clone to");

    // Every refusal names its reason: too many towns in one request, a malformed town.
    const many = await clone(created.data.id!, Array.from({ length: CLONE_REQUEST_LIMIT + 1 }, () => crypto.randomUUID()));
    expect(many.status).toBe(400);
    expect(many.data.message).toBe(`Failed to clone posts: Clone to at most ${CLONE_REQUEST_LIMIT} towns per request; the editor sends longer selections in batches.`);
    const malformed = await clone(created.data.id!, ["wilson"]);
    expect(malformed.data.message).toBe("Failed to clone posts: One of the selected towns is not a town we know: reload the page and select again.");

    const [garner] = await t.db.select().from(serviceLocations).where(eq(serviceLocations.name, "Garner"));
    const mixed = await clone(created.data.id!, [garner.id, "00000000-0000-4000-8000-000000000000"]);
    expect(mixed.data.message).toBe("Successfully cloned to 1 location(s). Failed to clone to 1 location(s)");
    expect(mixed.data.outcomes.filter((o) => !o.ok)[0].error).toBe("This location no longer exists.");
  });

  it("warns on /posts when clones are near-identical", async () => {
    const res = await callRoute<{ posts: { title: string; doorway: { warning: boolean; advice: unknown[] } | null }[] }>(postsLoader, {
      url: "/posts",
      context: testContext(t.db),
    });
    const clone = res.data.posts.find((p) => p.title === "Roof Replacement in Wilson, NC")!;
    expect(clone.doorway?.warning).toBe(true);
  });

  it("follows a sibling's new text on the next visit to /posts", async () => {
    const visit = async () => {
      const res = await callRoute<{ posts: { title: string; doorway: { warning: boolean } | null }[] }>(postsLoader, { url: "/posts", context: testContext(t.db) });
      return res.data.posts.find((p) => p.title === "Roof Replacement in Wilson, NC")!.doorway;
    };
    expect((await visit())?.warning).toBe(true);
    // Every other clone of the template gets text of its own: Wilson's clone no longer reads like any of them.
    const [wilson] = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, "roof-replacement-in-wilson-nc"));
    const siblings = await t.db.select().from(blogPosts).where(eq(blogPosts.sourcePostId, wilson.sourcePostId!));
    const original = new Map(siblings.map((s) => [s.id, s.content]));
    for (const s of siblings.filter((s) => s.id !== wilson.id)) {
      await t.db.update(blogPosts).set({ content: `${s.title} has a story of its own: ${s.id} ${s.id.split("").reverse().join(" ")}` }).where(eq(blogPosts.id, s.id));
    }
    expect((await visit())?.warning).toBe(false);
    for (const [id, content] of original) await t.db.update(blogPosts).set({ content }).where(eq(blogPosts.id, id));
    expect((await visit())?.warning).toBe(true);
  });
});

describe("preview", () => {
  it("shows a post with placeholders filled in, and Post Not Found for an unknown id", async () => {
    const [wilsonClone] = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, "roof-replacement-in-wilson-nc"));
    const res = await callRoute<{ post: { title: string; html: string } | null; locationName: string | null }>(previewLoader, {
      url: `/post-preview/${wilsonClone.id}`,
      params: { id: wilsonClone.id },
      context: testContext(t.db),
    });
    expect(res.data.locationName).toBe("Wilson");
    expect(res.data.post?.html).toContain("Pamlico Ridge Roofing");
    expect(res.data.post?.html).not.toContain("{{");
    const missing = await callRoute<{ post: null }>(previewLoader, { url: "/post-preview/x", params: { id: "x" }, context: testContext(t.db) });
    expect(missing.data.post).toBeNull();
  });
});

describe("without a session", () => {
  it("answers 401 to every staff loader and action and changes nothing", async () => {
    const before = (await t.db.select().from(blogPosts)).length;
    const anon = testContext(t.db, null);
    for (const [fn, url] of [
      [postsLoader, "/posts"],
      [editorLoader, "/create-post"],
    ] as const) {
      expect((await callRoute(fn, { url, context: anon })).status).toBe(401);
    }
    expect((await callRoute(postsAction, { url: "/posts", form: { intent: "delete-drafts" }, context: anon })).status).toBe(401);
    expect((await callRoute(editorAction, { url: "/create-post", form: { intent: "save", title: "x", content: "y" }, context: anon })).status).toBe(401);
    expect((await callRoute(previewLoader, { url: "/post-preview/x", params: { id: "x" }, context: anon })).status).toBe(401);
    expect((await t.db.select().from(blogPosts)).length).toBe(before);
  });
});
