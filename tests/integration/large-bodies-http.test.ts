/**
 * Large bodies are refused before they are read when their sender may not send them: a staff upload
 * or import without a live staff session, and a warranty claim with photos without a live portal
 * session, get their 401 while the client is still sending; uploads beyond three at once from one
 * client (429) or four at once in the sender's pool (503; staff and visitors count apart) are
 * turned away the same way, with Retry-After; a visitor's upload that trickles in is stopped (408).
 * Each client sends from its own loopback address (127.0.0.N). Needs the production build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
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
  return splitRequest(site.port, Buffer.concat([head, part, Buffer.alloc(64 * 1024 - part.length, 0xff)]), { waitMs: 25_000, localAddress: opts.from });
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

describe("refusals on one keep-alive connection", () => {
  it("twelve refused uploads in a row leave no listener behind (no MaxListenersExceededWarning)", async () => {
    const socket = net.connect(site.port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let received = "";
    socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
    const body = Buffer.alloc(70 * 1024, 0x61);
    for (let i = 1; i <= 12; i++) {
      socket.write(
        rawRequest(
          "POST",
          "/photo-album/upload",
          [
            ["Host", `127.0.0.1:${site.port}`],
            ["Origin", site.origin],
            ["Content-Type", "application/octet-stream"],
            ["Content-Length", String(body.length)],
          ],
          body,
        ),
      );
      await expect.poll(() => received.split("HTTP/1.1 401").length - 1, { timeout: 5_000 }).toBe(i);
    }
    socket.destroy();
    expect(site.output()).not.toContain("MaxListenersExceededWarning");
  });
});

describe("a warranty claim's photos without a portal session", () => {
  it.each([
    ["no cookie", undefined],
    ["a forged portal cookie", "portal_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"],
  ])("with %s is answered 401 after 64 KB of a 50 MB body", async (_name, forged) => {
    const upload = startUpload("/portal/jobs/any-job/claim", 50 * MB, { cookie: forged, from: "127.0.0.9" });
    const response = await upload.response;
    upload.destroy();
    expect(response?.status).toBe(401);
    expect(response?.body).toContain("Sign in to your warranty portal first.");
  });
});

/** A small staff upload sent whole: 415 means the route read and judged it (not an image), so it had a place. */
async function staffUploadReachesRoute(): Promise<number> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(200 * 1024).fill(7)]), "notes.bin");
  const res = await fetch(`${site.origin}/photo-album/upload`, { method: "POST", headers: { Cookie: cookie, Origin: site.origin }, body: form });
  return res.status;
}

describe("large bodies at once", () => {
  it("takes three uploads from one client, refuses a fourth with 429, a fifth visitor with 503, each before reading it", async () => {
    const held = [1, 2, 3].map(() => startUpload("/photo-album/upload", 20 * MB, { cookie, from: "127.0.0.2" }));
    await Promise.all(held.map((h) => h.connected));
    await new Promise((r) => setTimeout(r, 500)); // their heads have reached the server

    const fourth = startUpload("/photo-album/upload", 20 * MB, { cookie, from: "127.0.0.2" });
    const tooMany = await fourth.response;
    fourth.destroy();
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.headers["retry-after"]).toBe("5");
    expect(tooMany?.body).toContain("You are already sending 3 files at once; try again in 5 seconds.");

    // Four visitors' request forms with photos take the visitors' four places; a fifth waits.
    const visitors = [3, 4, 5, 6].map((n) => startUpload("/book-inspection", 40 * MB, { from: `127.0.0.${n}` }));
    await Promise.all(visitors.map((v) => v.connected));
    await new Promise((r) => setTimeout(r, 500));
    const fifth = startUpload("/book-inspection", 8 * MB, { from: "127.0.0.7" });
    const busy = await fifth.response;
    fifth.destroy();
    expect(busy?.status).toBe(503);
    expect(busy?.headers["retry-after"]).toBe("5");
    expect(busy?.body).toContain("The site is receiving many files at the moment; try again in 5 seconds.");

    // Connections that go away free their places: a small upload then goes through to the route.
    for (const h of [...held, ...visitors]) h.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect(await staffUploadReachesRoute()).toBe(415);
  });

  it("staff uploads keep their places while four visitors' uploads trickle in; the trickles are stopped with 408", async () => {
    const started = Date.now();
    const visitors = [10, 11, 12, 13].map((n) => startUpload("/book-inspection", 40 * MB, { from: `127.0.0.${n}` }));
    await Promise.all(visitors.map((v) => v.connected));
    await new Promise((r) => setTimeout(r, 500));
    // The visitors' pool is full…
    const another = startUpload("/book-inspection", 8 * MB, { from: "127.0.0.14" });
    expect((await another.response)?.status).toBe(503);
    another.destroy();
    // …and every staff upload still goes through.
    const staff: number[] = [];
    for (let i = 0; i < 5; i++) staff.push(await staffUploadReachesRoute());
    expect(staff).toEqual([415, 415, 415, 415, 415]);
    // Each visitor sent 64 KB and then nothing: under 16 KB/s, each is told so and its place freed.
    const answers = await Promise.all(visitors.map((v) => v.response));
    for (const v of visitors) v.destroy();
    expect(answers.map((a) => a?.status)).toEqual([408, 408, 408, 408]);
    expect(answers[0]?.body).toContain("The upload was too slow and was stopped.");
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 40_000);

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
