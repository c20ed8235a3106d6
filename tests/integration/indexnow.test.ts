/**
 * IndexNow: with INDEXNOW_KEY set, publishing or unpublishing a post sends IndexNow the
 * post's URL and the sitemap (to a local fake endpoint here); without a key nothing is sent; a
 * failing endpoint does not fail the staff action. The key is published at /indexnow-key.txt.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultBusiness } from "~/config/business.server";
import { parseEnv } from "~/config/env.server";
import { blogPosts } from "~/db/schema";
import { indexNowPayload } from "~/domain/indexnow";
import { businessContext } from "~/context.server";
import { action as postsAction } from "~/routes/_staff.posts";
import { loader as keyLoader } from "~/routes/indexnow-key[.]txt";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const KEY = "0123456789abcdef0123456789abcdef";
const SITE = "https://www.roofs.example";

let t: TestDatabase;
let fake: http.Server;
let endpoint: string;
let status = 200;
const received: { method: string; contentType: string; body: unknown }[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  fake = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ method: req.method!, contentType: String(req.headers["content-type"]), body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/indexnow`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  await t.drop();
});

function context(key: string | null) {
  const ctx = testContext(t.db, EDITOR, { SITE_URL: SITE, INDEXNOW_ENDPOINT: endpoint, ...(key ? { INDEXNOW_KEY: key } : {}) });
  ctx.set(businessContext, { ...defaultBusiness, siteUrl: SITE });
  return ctx;
}

async function draft(slug: string) {
  const [row] = await t.db.insert(blogPosts).values({ title: slug, slug, content: "Body" }).returning();
  return row.id;
}

const post = (intent: string, form: Record<string, string | string[]>, key: string | null = KEY) =>
  callRoute<{ ok: boolean; message: string }>(postsAction, { url: "/posts", form: { intent, ...form }, context: context(key) });

describe("IndexNow", () => {
  it("publishing sends the post's URL and the sitemap, with the key and where it is published", async () => {
    received.length = 0;
    const id = await draft("new-metal-roof");
    const res = await post("publish", { id });
    expect(res.data.ok).toBe(true);
    expect(received).toEqual([
      {
        method: "POST",
        contentType: "application/json; charset=utf-8",
        body: { host: "www.roofs.example", key: KEY, keyLocation: `${SITE}/indexnow-key.txt`, urlList: [`${SITE}/blog/new-metal-roof`, `${SITE}/sitemap.xml`] },
      },
    ]);
  });

  it("unpublishing and publishing a selection send theirs; blocked posts are not named", async () => {
    received.length = 0;
    const a = await draft("gutter-guards");
    const b = await draft("hail-damage");
    const [blocked] = await t.db.insert(blogPosts).values({ title: "x", slug: "blocked-post", content: "{{noSuchVariable}}" }).returning();
    await post("bulk", { operation: "publish", ids: [a, b, blocked.id] });
    expect((received[0].body as { urlList: string[] }).urlList).toEqual([`${SITE}/blog/gutter-guards`, `${SITE}/blog/hail-damage`, `${SITE}/sitemap.xml`]);
    await post("unpublish", { id: a });
    expect((received[1].body as { urlList: string[] }).urlList).toEqual([`${SITE}/blog/gutter-guards`, `${SITE}/sitemap.xml`]);
  });

  it("sends nothing without INDEXNOW_KEY", async () => {
    received.length = 0;
    const id = await draft("no-key-post");
    expect((await post("publish", { id }, null)).data.ok).toBe(true);
    await post("unpublish", { id }, null);
    expect(received).toEqual([]);
  });

  it("an endpoint that refuses does not fail the action (it is logged)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    status = 500;
    const id = await draft("refused-ping");
    expect((await post("publish", { id })).data.ok).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("answered HTTP 500"));
    status = 200;
    warn.mockRestore();
  });

  it("publishes the key at /indexnow-key.txt, and 404s without one", async () => {
    const res = (await keyLoader({ context: context(KEY) } as never)) as Response;
    expect(await res.text()).toBe(KEY);
    expect((await callRoute(keyLoader, { url: "/indexnow-key.txt", context: context(null) })).status).toBe(404);
  });

  it("refuses a malformed key at start-up", () => {
    expect(() => parseEnv({ INDEXNOW_KEY: "short" })).toThrow(/INDEXNOW_KEY/);
    expect(indexNowPayload("http://localhost:3000", KEY, ["/blog/a", "/blog/a"]).urlList).toEqual(["http://localhost:3000/blog/a", "http://localhost:3000/sitemap.xml"]);
  });
});
