/**
 * Duplicate search snippets, the editor's side: saving a post whose meta title or description is
 * another post's answers with a warning naming that post; a post with its own snippet gets none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as editorAction } from "~/routes/_staff.create-post";
import { callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

type Saved = { ok: boolean; saved: { id: string }; warnings: string[] };

function save(fields: Record<string, string>, editId?: string) {
  return callRoute<Saved>(editorAction, {
    url: editId ? `/create-post?edit=${editId}` : "/create-post",
    form: { intent: "save", content: "Body", ...fields },
    context: testContext(t.db),
  });
}

describe("duplicate search snippets", () => {
  it("warns about a post with the same meta title (SEO title, else title; case and spaces ignored)", async () => {
    const first = await save({ title: "Metal Roofs in Wilson", seoTitle: "Metal Roofs: A Wilson Guide" });
    expect(first.data.warnings).toEqual([]);
    const second = await save({ title: "Another title", seoTitle: "  metal roofs:  a wilson GUIDE " });
    expect(second.status).toBe(200);
    expect(second.data.warnings).toEqual([
      expect.stringContaining("“Metal Roofs in Wilson” (/blog/metal-roofs-in-wilson) has the same meta title"),
    ]);
  });

  it("warns about the same meta description (SEO description, else excerpt)", async () => {
    await save({ title: "Gutter care", excerpt: "Clean gutters twice a year, in spring and fall." });
    const res = await save({ title: "Gutter guards", seoDescription: "Clean gutters twice a year, in spring and fall." });
    expect(res.data.warnings).toEqual([expect.stringContaining("“Gutter care” (/blog/gutter-care) has the same meta description")]);
  });

  it("says nothing when the snippet is the post's own, also on update", async () => {
    const res = await save({ title: "Skylight leaks", seoDescription: "Why skylights leak and how we fix them." });
    expect(res.data.warnings).toEqual([]);
    const again = await save({ title: "Skylight leaks", seoDescription: "Why skylights leak and how we fix them." }, res.data.saved.id);
    expect(again.data.warnings).toEqual([]);
  });
});
