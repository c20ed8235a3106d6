/**
 * Issue 14, point 4, over HTTP against the production server with the full-page cache off
 * (PAGE_CACHE_MB=0), so every answer is a render (needs `npx react-router build`): what a render
 * reuses between requests must never show an old page, and every client gets the whole page.
 */
import http from "node:http";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";

let server: ServerProcess;
let cookie: string;

/** A GET the way curl or a simple crawler makes it: no Accept-Encoding, so no compression. */
function plainGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.origin}${path}`, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
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

/** A form posted the way a browser without JavaScript does, signed in as the owner. */
function submit(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return fetch(`${server.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, Cookie: cookie },
    body,
  });
}

const withoutNonces = (html: string) => html.replace(/nonce(="|-)[A-Za-z0-9+/=]+/g, "nonce");
const unique = () => crypto.randomBytes(3).toString("hex");

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_MB: "0" });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    token = /\/auth\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  const setup = await fetch(`${server.origin}/auth/setup?token=${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
    body: new URLSearchParams({ token: token!, email: "owner@roofing.example", password: "correct horse battery" }),
  });
  expect(setup.status).toBe(302);
  cookie = setup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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

