/**
 * Slugs stay unique when saves run at the same time: on PostgreSQL two saves of one title can read
 * the same free slug, and the second must pick again instead of failing (withFreeSlug, app/models/posts/posts.server.ts).
 * On the embedded database the saves run one after another; the test holds there too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInputSchema } from "~/domain/post-input";
import { createPost, updatePost } from "~/models/posts/save.server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const input = (title: string) => postInputSchema.parse({ title, content: "Ridge vents let a hot attic breathe." });
const by = { email: "editor@staff.example", role: "editor" as const };

describe("slugs under parallel saves", () => {
  it("gives eight posts of one title, created at once, eight slugs", async () => {
    const posts = await Promise.all(Array.from({ length: 8 }, () => createPost(t.db, input("Ridge Vents"))));
    expect(new Set(posts.map((p) => p.slug)).size).toBe(8);
    expect(posts.map((p) => p.slug)).toContain("ridge-vents");
  });

  it("gives drafts renamed to one title at once a slug each", async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, (_, i) => createPost(t.db, input(`Gutter Guards ${i}`))));
    const saved = await Promise.all(drafts.map((d) => updatePost(t.db, d.id, input("Soffit Vents"), { by, baseVersion: d.version, values: {} })));
    const slugs = saved.map((s) => (s.ok ? s.post.slug : `not saved: ${s.reason}`));
    expect(new Set(slugs).size).toBe(6);
    expect(slugs.every((s) => s.startsWith("soffit-vents"))).toBe(true);
  });
});
