/**
 * Renders (docs/decisions/008-page-cache.md) over HTTP against the production server with the
 * full-page cache off (PAGE_CACHE_MB=0), so every answer is a render (needs `npx react-router
 * build`): what a render reuses between requests must never show an old page, and every client gets
 * the whole page.
 */
import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraJpeg } from "../support/test-images";
import { startServer, type ServerProcess, signInAsOwner } from "../support/server-process";
import { siteClient } from "../support/site-client";

let server: ServerProcess;
let cookie: string;

/** A GET the way curl or a simple crawler makes it: no Accept-Encoding, so no compression. */
async function plainGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { bytes, ...res } = await rawGet(path);
  return { ...res, body: bytes.toString("utf8") };
}

/** The bytes as they came over the wire, undecoded. */
function rawGet(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The page as a browser gets it (gzip, decoded by fetch). */
async function page(path: string): Promise<string> {
  const res = await fetch(`${server.origin}${path}`, { redirect: "manual" });
  expect(res.status, path).toBe(200);
  return res.text();
}

const { submit, createPost, publish } = siteClient(() => server, () => cookie);

const withoutNonces = (html: string) => html.replace(/nonce(="|-)[A-Za-z0-9+/=]+/g, "nonce");
const unique = () => crypto.randomBytes(3).toString("hex");

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_MB: "0" });
  cookie = await signInAsOwner(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("a rendered page", () => {
  it("reaches a client that asks for no compression whole, the same as the gzip copy", async () => {
    for (const path of ["/home", "/locations/wilson-nc", "/book-inspection"]) {
      const plain = await plainGet(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.body.trimEnd(), path).toMatch(/<\/html>$/);
      // A static page is the same for every client; a hydrating one streams differently to crawlers.
      if (path !== "/book-inspection") expect(withoutNonces(plain.body), path).toBe(withoutNonces(await page(path)));
    }
  });
});

describe("a static page asked for with gzip", () => {
  it("goes out compressed whole, with its length, and decodes to the page a client without compression gets", async () => {
    // The first two different pages teach the server the start all pages share; the rest reuse it.
    for (const path of ["/privacy", "/sms-terms", "/home", "/locations/wilson-nc", "/privacy"]) {
      const zipped = await rawGet(path, { "accept-encoding": "gzip" });
      expect(zipped.status, path).toBe(200);
      expect(zipped.headers["content-encoding"], path).toBe("gzip");
      expect(zipped.headers["content-length"], path).toBe(String(zipped.bytes.length));
      expect(zipped.headers.vary, path).toContain("Accept-Encoding");
      expect(withoutNonces(zlib.gunzipSync(zipped.bytes).toString("utf8")), path).toBe(withoutNonces((await plainGet(path)).body));
    }
  });
});

describe("the public layout", () => {
  const part = (html: string, tag: string) => (new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "").replace(/_[\w-]*R_\w+_/g, "ID");

  it("gives static pages the header and footer a hydrating page renders, the gallery link current only in the gallery", async () => {
    const [home, gallery, form] = await Promise.all(["/home", "/gallery/", "/book-inspection"].map(page));
    expect(part(home, "header")).toContain("Book Free Inspection");
    expect(part(home, "footer")).toContain("All rights reserved.");
    expect(part(home, "header")).toBe(part(form, "header"));
    expect(part(home, "footer")).toBe(part(form, "footer"));
    const galleryLink = /<a [^>]*href="\/gallery\/"[^>]*>Gallery/;
    expect(galleryLink.exec(part(gallery, "header"))?.[0]).toContain('aria-current="page"');
    expect(galleryLink.exec(part(home, "header"))?.[0]).not.toContain("aria-current");
  });
});

describe("what renders reuse shows every change on the next request", () => {
  it("an edited post body, and a content variable's new value in it", async () => {
    const name = `roofer${unique()}`;
    expect((await submit("/variables.data", { intent: "create", name, description: "Crew lead", value: "Marcus", category: "Business Core" })).status).toBe(200);
    const title = `Render Memo ${unique()}`;
    const post = await createPost(title, `Seamless gutters. Your crew lead is {{${name}}}.`);
    await publish(post.id);
    // Twice: the second answer is the one a reused body would give.
    for (let i = 0; i < 2; i++) expect(await page(`/blog/${post.slug}`)).toContain("Seamless gutters. Your crew lead is Marcus.");

    expect((await submit(`/create-post.data?edit=${post.id}`, { title, content: `Copper gutters. Your crew lead is {{${name}}}.`, author: "Olive" })).status).toBe(200);
    await publish(post.id);
    const edited = await page(`/blog/${post.slug}`);
    expect(edited).toContain("Copper gutters. Your crew lead is Marcus.");
    expect(edited).not.toContain("Seamless gutters");

    // The staff page's data lists each variable's id just before its name.
    const list = await (await fetch(`${server.origin}/variables.data`, { headers: { Cookie: cookie } })).text();
    const variableId = [...list.slice(0, list.indexOf(`"${name}"`)).matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].pop()?.[0];
    expect(variableId, "the variables page lists the new variable").toBeTruthy();
    const updated = await submit("/variables.data", { intent: "update", id: variableId!, name, description: "Crew lead", value: "Dana", category: "Business Core" });
    expect(updated.status).toBe(200);
    expect(await page(`/blog/${post.slug}`)).toContain("Copper gutters. Your crew lead is Dana.");
  });

  it("a photo of a job in a town shows on the town's page, and leaves it when moved or deleted", async () => {
    // The album's data lists each town's id just before its name.
    const album = await (await fetch(`${server.origin}/photo-album/.data`, { headers: { Cookie: cookie } })).text();
    const wilsonId = /"([0-9a-f-]{36})","Wilson"/.exec(album)?.[1];
    expect(wilsonId, "the album lists Wilson").toBeTruthy();
    const title = `Wilson ridge vent ${unique()}`;
    for (let i = 0; i < 2; i++) expect(await page("/locations/wilson-nc")).not.toContain(title);

    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await cameraJpeg(640, 480, 23))], { type: "image/jpeg" }), "wilson-vent.jpg");
    form.set("title", title);
    const uploaded = await fetch(`${server.origin}/photo-album/upload`, { method: "POST", headers: { Origin: server.origin, Cookie: cookie }, body: form });
    const answer = await uploaded.text();
    expect(uploaded.status, answer).toBe(201);
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(answer)![0];
    const move = (locationId: string) =>
      submit("/photo-album.data", { intent: "update", id, title, altTag: "", description: "", category: "", locationId, tags: "", showInGallery: "on" });

    expect((await move(wilsonId!)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect(await page("/locations/wilson-nc")).toContain(title);
    expect((await move("")).status).toBe(200);
    expect(await page("/locations/wilson-nc")).not.toContain(title);
    expect((await move(wilsonId!)).status).toBe(200);
    expect(await page("/locations/wilson-nc")).toContain(title);
    expect((await submit("/photo-album.data", { intent: "delete", id })).status).toBe(200);
    expect(await page("/locations/wilson-nc")).not.toContain(title);
  });
});

