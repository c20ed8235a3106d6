/**
 * The drawn social cards — a post's (title, town, brand) and the branded default —
 * are 1200×630 PNGs, answered with a validator (304 when current), and 404 for drafts and unknown
 * slugs. The tags that point at them are checked on every public page by tests/e2e/sitemap.spec.ts.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "~/db/seed/seed.server";
import { demoPosts } from "~/db/seed/data/posts";
import { postCardText } from "~/domain/social-card";
import { loader as defaultCard } from "~/routes/social-card.default[.]png";
import { loader as postCard } from "~/routes/social-card.blog.$file";
import { testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
});
afterAll(async () => {
  await t.drop();
});

async function call(loader: typeof postCard | typeof defaultCard, file: string | null, headers: Record<string, string> = {}) {
  const ctx = testContext(t.db, null);
  try {
    return await loader({ request: new Request("http://127.0.0.1/x", { headers }), context: ctx, params: file ? { file } : {} } as never);
  } catch (thrown) {
    return new Response(null, { status: (thrown as { init: { status: number } }).init.status });
  }
}

describe("social cards", () => {
  it("draws a 1200×630 PNG for a published post, and answers 304 to its ETag", { timeout: 30_000 }, async () => {
    const slug = demoPosts.find((p) => p.status === "published")!.slug;
    const res = await call(postCard, `${slug}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    const again = await call(postCard, `${slug}.png`, { "If-None-Match": res.headers.get("ETag")! });
    expect(again.status).toBe(304);
  });

  it("404s for a draft, an unknown slug and a malformed file name", async () => {
    const draft = demoPosts.find((p) => p.status === "draft")!.slug;
    expect((await call(postCard, `${draft}.png`)).status).toBe(404);
    expect((await call(postCard, "no-such-post.png")).status).toBe(404);
    expect((await call(postCard, "x.jpg")).status).toBe(404);
  });

  it("draws the branded default card", { timeout: 30_000 }, async () => {
    const res = await call(defaultCard, null);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([res.status, meta.width, meta.height]).toEqual([200, 1200, 630]);
  });

  it.each([
    [{ title: "Roof Repair in Wilson, NC", town: "Wilson" }, "Wilson, NC"],
    [{ title: "Five roofing myths", town: null }, "Eastern North Carolina"],
  ])("card text: %j → eyebrow %s", (input, eyebrow) => {
    const text = postCardText({ ...input, brand: "Brand", serviceArea: "Eastern North Carolina" });
    expect(text.eyebrow).toBe(eyebrow);
    expect(text.footer).toBe("Brand");
  });

  it("long titles are cut at a word, with an ellipsis", () => {
    const text = postCardText({ title: "word ".repeat(40), town: null, brand: "B", serviceArea: "A" });
    expect(text.title.length).toBeLessThanOrEqual(90);
    expect(text.title.endsWith("…")).toBe(true);
  });
});
