/**
 * Issue 12 over real HTTP against the production server (needs the build): the request form takes
 * five phone-sized photos through the server's body limit, its photos are never served by the
 * public /media route and only to staff by /leads, and a blocked submission (a bot's, or a stamp
 * sent a second time) is a 400 page with a neutral message, never a 500.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startServer, type ServerProcess } from "../support/server-process";

let site: ServerProcess;
let stamp: string;
/** A second view of the form, for the test that sends one form twice. */
let secondStamp: string;
let formPageCacheControl: string | null;

const stampOf = (html: string) => /name="formStarted" value="([^"]+)"/.exec(html)![1];

beforeAll(async () => {
  site = await startServer();
  const page = await fetch(`${site.origin}/book-inspection`);
  formPageCacheControl = page.headers.get("cache-control");
  stamp = stampOf(await page.text());
  secondStamp = stampOf(await (await fetch(`${site.origin}/book-inspection`)).text());
  // The form is filled by "a person": at least the minimum fill time passes before it is sent.
  await new Promise((r) => setTimeout(r, 3100));
}, 90_000);
afterAll(async () => {
  await site?.stop();
});

/** A photo with as much detail as a real one (noise compresses badly): several hundred kilobytes. */
function detailedJpeg(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 1200 + seed, height: 900, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".jpg"));
}

async function post(fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormData();
  form.set("formStarted", stamp);
  form.set("website", "");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  photos.forEach((bytes, i) => form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `roof-${i}.jpg`));
  return fetch(`${site.origin}/book-inspection`, { method: "POST", redirect: "manual", headers: { Origin: site.origin }, body: form });
}

describe("the request form over HTTP", () => {
  it("takes five photos in one request, megabytes past the 64 KB limit of other forms", async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5].map((i) => detailedJpeg(i)));
    const total = photos.reduce((n, p) => n + p.length, 0);
    expect(total).toBeGreaterThan(2 * 1024 * 1024);
    const res = await post({ name: "Dana Whitley", phone: "252-555-0142", service: "storm", town: "Wilson" }, photos);
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/book-inspection\/thanks\?ref=PR-/);
    const thanks = await fetch(`${site.origin}${res.headers.get("location")}`);
    expect(await thanks.text()).toContain("What happens next");
    // The form's signed stamp and the confirmation's reference are one visitor's: no shared cache keeps them.
    expect(formPageCacheControl).toBe("private, no-store");
    // The confirmation is noindex, and the staff guard sends every noindex page with no-store.
    expect(thanks.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the photos from the public /media route; /leads serves them to staff only", async () => {
    const files = listFiles(path.join(site.dataDir, "media", "leads"));
    expect(files.length).toBeGreaterThanOrEqual(5);
    const publicCopy = await fetch(`${site.origin}/media/leads/${files[0].split(path.sep).join("/")}`);
    expect(publicCopy.status).toBe(404);
    const staffCopy = await fetch(`${site.origin}/leads/00000000-0000-4000-8000-000000000000/photos/0`, { redirect: "manual" });
    expect(staffCopy.status).toBe(302);
    expect(staffCopy.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("answers a bot's submission with a neutral 400 page and logs why", async () => {
    const res = await post({ name: "Cheap Pills", phone: "252-555-0100", service: "other", website: "http://pills.example" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("We could not send your request.");
    expect(site.output()).toContain("request blocked (honeypot)");
  });

  it("accepts the form's signed stamp once: the same form sent again is refused with the neutral page", async () => {
    const request = { name: "Dana Whitley", phone: "252-555-0143", service: "storm", town: "Wilson", formStarted: secondStamp };
    expect((await post(request)).status).toBe(302);
    const again = await post({ ...request, phone: "252-555-0144" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("We could not send your request.");
    expect(site.output()).toContain("request blocked (reused-stamp)");
  });
});
