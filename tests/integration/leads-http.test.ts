/**
 * The request form (docs/decisions/005-leads.md) over real HTTP against the production server
 * (needs the build): the request form takes five phone-sized photos through the server's body
 * limit, its photos are never served by the public /media route and only to staff by /leads, and a
 * blocked submission (a bot's, or a stamp sent a second time) is a 400 page with a neutral message,
 * never a 500.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";

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

async function post(fields: Record<string, string>, photos: Buffer[] = [], formStarted = stamp) {
  const form = new FormData();
  form.set("formStarted", formStarted);
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
  }, 60_000);

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

  it("takes a request whose every field holds a NUL byte, stored without it, and keeps exactly its photos' files", async () => {
    const fields = { name: "Dana Whitley", phone: "252-555-0142", email: "dana@example.com", street: "12 Oak St", town: "Wilson", zip: "27893", message: "Leak over the porch", referrer: "https://search.example/" };
    const nul = (v: string) => `${v.slice(0, 3)}\u0000${v.slice(3)}`;
    // A stamp carries one request: one form view per request, filled for the minimum time.
    const names = Object.keys(fields) as (keyof typeof fields)[];
    const stamps = await Promise.all([...names, "photos"].map(async () => stampOf(await (await fetch(`${site.origin}/book-inspection`)).text())));
    await new Promise((r) => setTimeout(r, 3100));
    for (const [i, name] of names.entries()) {
      const res = await post({ ...fields, service: "repair", [name]: nul(fields[name]) }, [], stamps[i]);
      expect(res.status, `NUL in ${name}: ${await res.clone().text()}`).toBe(302);
    }
    const photos = await Promise.all([11, 12, 13].map((i) => detailedJpeg(i)));
    const res = await post(Object.fromEntries([...Object.entries(fields).map(([k, v]) => [k, nul(v)]), ["service", "storm"]]), photos, stamps.at(-1));
    expect(res.status, await res.clone().text()).toBe(302);
    // Each photo's renditions are in its own folder, named by the hash of the photo as sent.
    const folders = new Set(listFiles(path.join(site.dataDir, "media", "leads")).map((f) => path.dirname(f)));
    for (const photo of photos) expect(folders).toContain(crypto.createHash("sha256").update(photo).digest("hex").slice(0, 32));

    const cookie = await signInAsOwner(site);
    const inbox = await (await fetch(`${site.origin}/leads?q=Leak`, { headers: { Cookie: cookie } })).text();
    const id = /href="\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1];
    const detail = await (await fetch(`${site.origin}/leads/${id}`, { headers: { Cookie: cookie } })).text();
    expect(detail).toContain("Dana Whitley");
    expect(detail).toContain("Leak over the porch");
    expect(detail).not.toContain("\u0000");
    expect(detail.match(/\/leads\/[0-9a-f-]{36}\/photos\/\d/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  }, 90_000);
});
