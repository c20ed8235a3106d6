/**
 * The full-page cache (docs/decisions/008-page-cache.md) over HTTP against the production server
 * (needs `npx react-router build`): anonymous public pages come from the full-page cache (an ETag,
 * brotli or gzip stored once, 304s, the page's security headers), personal and unknown requests
 * never do, and every kind of staff write shows on the very next public request. /healthz reports the
 * cache and whether the town pages' similarity report is up to date.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg } from "../support/test-images";
import { startServer, type ServerProcess, signInAsOwner } from "../support/server-process";
import { siteClient } from "../support/site-client";

let server: ServerProcess;
let cookie: string;

const { get, submit, cached, createPost, publish } = siteClient(() => server, () => cookie);

const unique = () => crypto.randomBytes(3).toString("hex");

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_MB: "32" });
  cookie = await signInAsOwner(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the full-page cache", () => {
  it("answers a public page again with a strong ETag, a 304 for it, and the same bytes and security headers", async () => {
    const first = await get("/home");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const firstHtml = await first.text();

    const again = await cached("/home", { "Accept-Encoding": "identity" });
    const etag = again.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    expect(again.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(again.headers.get("x-request-id")).toBeTruthy();
    const html = await again.text();
    expect(html.replace(/ nonce="[^"]+"/g, "")).toBe(firstHtml.replace(/ nonce="[^"]+"/g, ""));
    // Everyone gets the same page, so no nonce: its inline scripts are allowed by their hashes.
    expect(html).not.toContain("nonce=");
    const csp = again.headers.get("content-security-policy")!;
    expect(csp).not.toContain("'nonce-");
    for (const [, script] of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]+?)<\/script>/g)) {
      expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`);
    }

    const notModified = await get("/home", { "If-None-Match": etag, "Accept-Encoding": "identity" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
  });

  it("sends the brotli or gzip copy it stored to clients that accept one, each with its own ETag", async () => {
    const plain = await cached("/locations/wilson-nc");
    const plainText = await plain.text();
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await fetch(`${server.origin}/locations/wilson-nc`, { headers: { "Accept-Encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("etag")).toMatch(new RegExp(`-${encoding}"$`));
      expect(await res.text()).toBe(plainText); // fetch decodes it
    }
  });

  it("never answers staff pages, signed-in visitors or query strings outside its list from the cache", async () => {
    await cached("/services");
    const signedIn = await get("/services", { Cookie: cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("no-store");

    for (let i = 0; i < 3; i++) {
      const tracked = await get("/services?utm_source=mail");
      expect(tracked.headers.get("etag")).toBeNull();
      await tracked.arrayBuffer();
      const staff = await get("/posts", { Cookie: cookie });
      expect(staff.headers.get("etag")).toBeNull();
      await staff.arrayBuffer();
    }
    // The town filter of the blog is a known parameter: each town's list is kept.
    const filtered = await cached("/blog?location=wilson");
    expect(filtered.status).toBe(200);
  });

  it("keeps not-found pages, and never keeps a page that sets a cookie or says it is personal", async () => {
    const missing = await cached("/blog/no-such-post");
    expect(missing.status).toBe(404);
    for (let i = 0; i < 3; i++) {
      const contact = await get("/contact");
      expect(contact.headers.get("etag")).toBeNull();
      expect(contact.headers.get("cache-control")).toBe("private, no-store");
      await contact.arrayBuffer();
    }
  });
});

describe("query strings cannot multiply pages", () => {
  const entries = async () => ((await (await get("/healthz")).json()) as { pageCache: { entries: number } }).pageCache.entries;

  it("a town filter naming no town, or a town written another way, is redirected instead of rendered", async () => {
    for (const name of ["atlantis", `nowhere-${unique()}`, "wilson-nc", ""]) {
      const res = await get(`/blog?location=${name}&q=wil`);
      expect(res.status, name).toBe(302);
      expect(res.headers.get("location")).toBe("/blog?q=wil");
    }
    const respelled = await get("/blog?location=Rocky%20Mount");
    expect(respelled.status).toBe(301);
    expect(respelled.headers.get("location")).toBe("/blog?location=rocky-mount");
    expect((await get(`/service-areas?town=atlantis-${unique()}`)).headers.get("location")).toBe("/service-areas");
    expect((await get("/gallery/?page=999")).headers.get("location")).toBe("/gallery/");
    expect((await get(`/gallery/?category=atlantis-${unique()}`)).headers.get("location")).toBe("/gallery/");
  });

  it("made-up values and unknown parameters never add a cache entry", async () => {
    // Pages that exist, each asked for until the cache holds it, so the count is settled.
    await cached("/home");
    await cached("/blog?location=rocky-mount");
    const before = await entries();
    const made = [
      `/home?utm_source=${unique()}`,
      `/blog?location=atlantis-${unique()}`,
      `/blog?location=ROCKY-MOUNT`,
      `/blog?location=rocky-mount&location=rocky-mount`,
      `/blog/feed.xml?location=atlantis-${unique()}`,
      `/blog/atom.xml?location=Rocky-Mount`,
      `/gallery/?page=0${unique().length}`,
      `/service-areas?town=atlantis-${unique()}`,
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of made) await (await get(path)).arrayBuffer();
    }
    // Stores finish after the answer: give a stray one the time to land before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(await entries()).toBe(before);
  });
});

describe("every public write shows on the next request", () => {
  it("publish, edit a live post, switch it to draft, publish again, unpublish and delete", async () => {
    const title = `Cached Gutters ${unique()}`;
    const post = await createPost(title, "Seamless gutters for Wilson homes.");
    expect((await cached(`/blog/${post.slug}`)).status).toBe(404);
    expect(await (await cached("/blog")).text()).not.toContain(title);

    await publish(post.id);
    expect((await get(`/blog/${post.slug}`)).status).toBe(200);
    expect(await (await get("/blog")).text()).toContain(title);
    await cached(`/blog/${post.slug}`);
    await cached("/blog");

    // A live post stays live while it is edited (decisions point 17): the next request has the new text.
    const edited = await submit(`/create-post.data?edit=${post.id}`, { intent: "save", title, content: "Seamless copper gutters.", author: "Olive" });
    expect(edited.status).toBe(200);
    expect(await (await get(`/blog/${post.slug}`)).text()).toContain("copper");
    await cached(`/blog/${post.slug}`);

    const switched = await submit(`/create-post.data?edit=${post.id}`, { intent: "unpublish", title, content: "Seamless copper gutters.", author: "Olive" });
    expect(switched.status).toBe(200);
    expect((await get(`/blog/${post.slug}`)).status).toBe(404);
    await publish(post.id);
    expect(await (await get(`/blog/${post.slug}`)).text()).toContain("copper");
    await cached(`/blog/${post.slug}`);

    const unpublished = await submit("/posts.data", { intent: "unpublish", id: post.id });
    expect(unpublished.status).toBe(200);
    expect((await get(`/blog/${post.slug}`)).status).toBe(404);
    expect(await (await get("/blog")).text()).not.toContain(title);

    await publish(post.id);
    await cached(`/blog/${post.slug}`);
    const deleted = await submit("/posts.data", { intent: "delete", id: post.id });
    expect(deleted.status).toBe(200);
    expect((await get(`/blog/${post.slug}`)).status).toBe(404);
  });

  it("a content variable's new value is in the published post that uses it", async () => {
    const name = `crew${unique()}`;
    const created = await submit("/variables.data", { intent: "create", name, description: "Crew lead", value: "Marcus", category: "Business Core" });
    expect(created.status).toBe(200);
    const post = await createPost(`Crew Notes ${unique()}`, `Your crew lead is {{${name}}}.`);
    await publish(post.id);
    expect(await (await cached(`/blog/${post.slug}`)).text()).toContain("Your crew lead is Marcus.");

    // The staff page's data lists each variable's id just before its name.
    const list = await (await fetch(`${server.origin}/variables.data`, { headers: { Cookie: cookie } })).text();
    const variableId = [...list.slice(0, list.indexOf(`"${name}"`)).matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].pop()?.[0];
    expect(variableId, "the variables page lists the new variable").toBeTruthy();
    const updated = await submit("/variables.data", { intent: "update", id: variableId!, name, description: "Crew lead", value: "Dana", category: "Business Core" });
    expect(updated.status).toBe(200);
    expect(await (await get(`/blog/${post.slug}`)).text()).toContain("Your crew lead is Dana.");
  });

  it("a photo uploaded, renamed and deleted in the album shows in the public gallery at once", async () => {
    await cached("/gallery/");
    const title = `Cached roof ${unique()}`;
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await cameraJpeg(640, 480, 11))], { type: "image/jpeg" }), "cached-roof.jpg");
    form.set("title", title);
    const uploaded = await fetch(`${server.origin}/photo-album/upload`, { method: "POST", headers: { Origin: server.origin, Cookie: cookie }, body: form });
    const answer = await uploaded.text();
    expect(uploaded.status, answer).toBe(201);
    expect(await (await get("/gallery/")).text()).toContain(title);
    await cached("/gallery/");

    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(answer)?.[0];
    expect(id, answer).toBeTruthy();
    const renamed = `${title} renamed`;
    const update = await submit("/photo-album.data", { intent: "update", id: id!, title: renamed, altTag: "", description: "", category: "", locationId: "", tags: "", showInGallery: "on" });
    expect(update.status, await update.clone().text()).toBe(200);
    expect(await (await get("/gallery/")).text()).toContain(renamed);
    await cached("/gallery/");

    const removed = await submit("/photo-album.data", { intent: "delete", id: id! });
    expect(removed.status).toBe(200);
    expect(await (await get("/gallery/")).text()).not.toContain(title);
  });
});

describe("/healthz", () => {
  const townSimilarity = async () => ((await (await get("/healthz")).json()) as { townSimilarity: string }).townSimilarity;

  it("says whether the town pages' similarity report is being worked out, and when it is current again", async () => {
    await expect.poll(townSimilarity, { timeout: 30_000, interval: 250 }).toBe("current");
    const post = await createPost(`Health check roof ${unique()}`, "A change to the public content.");
    await publish(post.id);
    // A change of the public content schedules a new report at once (it is worked out shortly after).
    expect(await townSimilarity()).toBe("updating");
    await expect.poll(townSimilarity, { timeout: 30_000, interval: 250 }).toBe("current");
  });
});
