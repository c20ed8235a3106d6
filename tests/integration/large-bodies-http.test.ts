/**
 * Large bodies are refused before they are read when their sender may not send them: a staff upload
 * or import without a live session gets its 401 while the client is still sending, and uploads
 * beyond three at once from one client (429) or four at once in all (503) are turned away the same
 * way, with Retry-After. Each client sends from its own loopback address (127.0.0.N). Needs the
 * production build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, splitRequest } from "../support/raw-http";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";

let site: ServerProcess;
let cookie: string;

beforeAll(async () => {
  site = await startServer({ UPLOADS_AT_ONCE: "4" });
  cookie = await signInAsOwner(site);
}, 180_000);
afterAll(async () => {
  await site?.stop();
});

const MB = 1024 * 1024;
const boundary = "----largeBodyTest";

/** The head of a multipart upload announcing `bytes`, and its first 64 KB: the rest is never sent. */
function startUpload(path: string, bytes: number, opts: { cookie?: string; from?: string } = {}) {
  const head = rawRequest("POST", path, [
    ["Host", `127.0.0.1:${site.port}`],
    ["Origin", site.origin],
    ["Content-Type", `multipart/form-data; boundary=${boundary}`],
    ["Content-Length", String(bytes)],
    ...(opts.cookie ? ([["Cookie", opts.cookie]] as [string, string][]) : []),
  ]);
  const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return splitRequest(site.port, Buffer.concat([head, part, Buffer.alloc(64 * 1024 - part.length, 0xff)]), { waitMs: 15_000, localAddress: opts.from });
}

describe("a staff body without a session", () => {
  it.each([
    ["/photo-album/upload", 25 * MB, undefined],
    ["/create-post/import", 10 * MB, undefined],
    ["/photo-album/upload", 25 * MB, "better-auth.session_token=forged.signature"],
  ])("%s (%i bytes, cookie %s) is answered 401 after 64 KB of it", async (path, bytes, forged) => {
    const upload = startUpload(path, bytes, { cookie: forged });
    const response = await upload.response;
    upload.destroy();
    // Only 64 KB were ever sent: the answer came before the body.
    expect(response?.status).toBe(401);
    expect(response?.body).toContain("Sign in to the staff area to do this.");
  });
});

describe("large bodies at once", () => {
  it("takes three uploads from one client, refuses a fourth with 429, a fifth in all with 503, each before reading it", async () => {
    const held = [1, 2, 3].map(() => startUpload("/photo-album/upload", 20 * MB, { cookie, from: "127.0.0.2" }));
    await Promise.all(held.map((h) => h.connected));
    await new Promise((r) => setTimeout(r, 500)); // their heads have reached the server

    const fourth = startUpload("/photo-album/upload", 20 * MB, { cookie, from: "127.0.0.2" });
    const tooMany = await fourth.response;
    fourth.destroy();
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.headers["retry-after"]).toBe("5");
    expect(tooMany?.body).toContain("You are already sending 3 files at once; try again in 5 seconds.");

    // Another client (a visitor's request form with photos) takes the fourth and last place.
    const visitor = startUpload("/book-inspection", 40 * MB, { from: "127.0.0.3" });
    await visitor.connected;
    await new Promise((r) => setTimeout(r, 500));
    const third = startUpload("/create-post/import", 8 * MB, { cookie, from: "127.0.0.4" });
    const busy = await third.response;
    third.destroy();
    expect(busy?.status).toBe(503);
    expect(busy?.headers["retry-after"]).toBe("5");
    expect(busy?.body).toContain("The site is receiving many files at the moment; try again in 5 seconds.");

    // Connections that go away free their places: a small upload then goes through to the route.
    for (const h of [...held, visitor]) h.destroy();
    await new Promise((r) => setTimeout(r, 500));
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(200 * 1024).fill(7)]), "notes.bin");
    const res = await fetch(`${site.origin}/photo-album/upload`, { method: "POST", headers: { Cookie: cookie, Origin: site.origin }, body: form });
    expect(res.status).toBe(415); // read and judged by the route: not an image
  });

  it("does not count small forms: a sign-in is never told the site is busy", async () => {
    const held = [1, 2, 3].map(() => startUpload("/photo-album/upload", 20 * MB, { cookie, from: "127.0.0.5" }));
    const more = [6, 7].map((n) => startUpload("/book-inspection", 30 * MB, { from: `127.0.0.${n}` }));
    await Promise.all([...held, ...more].map((h) => h.connected));
    await new Promise((r) => setTimeout(r, 500));
    const login = await fetch(`${site.origin}/auth?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
      body: new URLSearchParams({ intent: "login", email: "owner@roofing.example", password: "correct horse battery" }),
    });
    expect(login.status).toBe(302);
    for (const h of [...held, ...more]) h.destroy();
  });
});
