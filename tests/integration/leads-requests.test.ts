/**
 * The request form's action (docs/decisions/005-leads.md) against a real database — the lead is
 * stored before any e-mail, a failed send is retried and recorded, spam and floods are refused with
 * a neutral message (never a 500), photos lose their metadata, and the right office is e-mailed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "~/auth/rate-limit.server";
import { defaultBusiness } from "~/config/business.server";
import { leadPhotos, leads, rateLimits } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { signFormStart } from "~/domain/lead-spam.server";
import { sendDueLeadMail } from "~/mail/lead-mail.server";
import type { Mailer, OutgoingMail } from "~/mail/mailer.server";
import { diskStorage } from "~/media/storage.server";
import { action as bookAction } from "~/routes/_public.book-inspection";
import { action as contactAction } from "~/routes/_public.contact";
import { testContext } from "../support/route-call";
import { cameraJpeg, notAnImage } from "../support/test-images";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const SECRET = "form-secret-for-the-lead-tests-0123456789";
let t: TestDatabase;
let mediaDir: string;
const sent: OutgoingMail[] = [];
/** What the next sends do: deliver, or fail like an SMTP server that is down. */
let mailDown = false;
/** Whether the lead was already in the database when the first e-mail went out. */
let storedBeforeFirstMail: boolean | null = null;

const mailer: Mailer = {
  async send(mail) {
    storedBeforeFirstMail ??= (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n > 0;
    if (mailDown) throw new Error("connect ECONNREFUSED 127.0.0.1:587");
    sent.push(mail);
  },
  describe: () => "test mailer",
};

/** What a request-form submission uses besides the database: rate limits, the mailer, media storage, the form secret. */
function requestServices() {
  return {
    rateLimiter: createRateLimiter(t.db, true),
    mailer,
    media: diskStorage(mediaDir),
    formSecret: SECRET,
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-leads-"));
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
beforeEach(async () => {
  sent.length = 0;
  mailDown = false;
  // Each test starts with fresh rate-limit counters.
  await t.db.delete(rateLimits);
});

/** A stamp as if the form had been shown `secondsAgo` seconds ago. */
const stamp = (secondsAgo = 20) => signFormStart(SECRET, Date.now() - secondsAgo * 1000);

const person = { name: "Dana Whitley", phone: "252-555-0142", email: "dana@example.com", service: "repair", town: "Winterville" };

async function submit(
  fields: Record<string, string>,
  opts: { files?: { name: string; bytes: Buffer }[]; route?: (args: never) => unknown; ip?: string } = {},
) {
  const form = new FormData();
  form.set("formStarted", stamp());
  form.set("website", "");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of opts.files ?? []) form.append("photos", new File([new Uint8Array(f.bytes)], f.name, { type: "image/jpeg" }));
  const request = new Request("http://localhost/book-inspection", {
    method: "POST",
    body: form,
    headers: { "x-client-ip": opts.ip ?? "203.0.113.10" },
  });
  const context = testContext(t.db, null, { DATA_DIR: mediaDir, SITE_URL: "https://roofs.example" }, requestServices());
  const route = (opts.route ?? bookAction) as (args: never) => unknown;
  const result = await route({ request, context, params: {} } as never);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), data: null };
  const d = result as { data: { ok: boolean; message: string; errors?: Record<string, string>; values?: Record<string, string> }; init: ResponseInit | null };
  return { status: d.init?.status ?? 200, location: null, data: d.data };
}

async function leadFor(reference: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.reference, reference));
  return lead;
}

const referenceOf = (location: string | null) => new URL(location!, "http://x").searchParams.get("ref")!;

describe("a request from the form", () => {
  it("is stored first, then e-mailed to the nearest office (Greenville for Winterville) and to the customer", async () => {
    storedBeforeFirstMail = null;
    const res = await submit({ ...person, message: "Leak over the kitchen after Tuesday's storm.", utm_source: "facebook", sourcePage: "/book-inspection" });
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/book-inspection\/thanks\?ref=PR-[A-Z0-9]{6}$/);
    expect(storedBeforeFirstMail).toBe(true);
    const lead = await leadFor(referenceOf(res.location));
    expect(lead).toMatchObject({
      name: "Dana Whitley",
      phone: "(252) 555-0142",
      town: "Winterville",
      inServiceArea: true,
      officeId: "greenville",
      sourcePage: "/book-inspection",
      utm: { utm_source: "facebook" },
      officeMail: "sent",
      customerMail: "sent",
      mailRetryAt: null,
      status: "new",
    });
    expect(sent.map((m) => m.to)).toEqual(["greenville@pamlicoridge.example", "dana@example.com"]);
    expect(sent[0].text).toContain("Leak over the kitchen");
    expect(sent[0].text).toContain(`https://roofs.example/leads/${lead.id}`);
    expect(sent[1].subject).toContain(lead.reference);
    expect(sent[1].text).toContain("Greenville Office will call you at (252) 555-0142");
  });

  it("sends a request from a town outside the area to the headquarters, accepted and marked", async () => {
    const res = await submit({ ...person, email: "", town: "Norfolk" }, { route: contactAction });
    expect(res.status).toBe(302);
    const lead = await leadFor(referenceOf(res.location));
    expect(lead).toMatchObject({ town: "Norfolk", inServiceArea: false, officeId: "rocky-mount", customerMail: "none", officeMail: "sent" });
    expect(sent.map((m) => m.to)).toEqual(["info@pamlicoridge.example"]);
    expect(sent[0].text).toContain("not on our service-area list");
  });

  it("keeps the lead when the mail server is down, shows the state, and delivers on the retry", async () => {
    mailDown = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await submit({ ...person, phone: "252-555-0177", email: "retry@example.com" });
    expect(res.status).toBe(302);
    let lead = await leadFor(referenceOf(res.location));
    expect(lead).toMatchObject({ officeMail: "pending", customerMail: "pending", mailAttempts: 1 });
    expect(lead.mailError).toContain("ECONNREFUSED");
    expect(lead.mailRetryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`e-mail for ${lead.reference} failed`));
    warn.mockRestore();

    // Not due yet: the retry leaves it alone.
    mailDown = false;
    await sendDueLeadMail({ db: t.db, mailer, business: defaultBusiness, siteUrl: "https://roofs.example" });
    expect(sent).toEqual([]);
    // Once due, it goes out and the lead says so.
    await t.db.update(leads).set({ mailRetryAt: sql`now() - interval '1 second'` }).where(eq(leads.id, lead.id));
    await sendDueLeadMail({ db: t.db, mailer, business: defaultBusiness, siteUrl: "https://roofs.example" });
    lead = await leadFor(lead.reference);
    expect(lead).toMatchObject({ officeMail: "sent", customerMail: "sent", mailAttempts: 2, mailError: null, mailRetryAt: null });
    expect(sent.map((m) => m.to)).toEqual(["greenville@pamlicoridge.example", "retry@example.com"]);
  });

  it("answers invalid fields with a message per field and what was typed, storing nothing", async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n;
    const shown = stamp();
    const res = await submit({ name: "", phone: "555-0142", email: "", zip: "2780", service: "", town: "Tarboro", formStarted: shown });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      message: "Please check the highlighted fields.",
      errors: {
        name: "Tell us your name so we know who to ask for.",
        phone: "Enter a US phone number with its area code, like (252) 555-0142.",
        zip: "Enter a 5-digit ZIP code, like 27804 (or ZIP+4, like 27804-1234).",
        service: "Choose what you need help with.",
      },
      values: { phone: "555-0142", town: "Tarboro", zip: "2780" },
    });
    // The form keeps its first stamp: the fill time counts from the first view, not from this answer.
    expect(res.data!.values!.formStarted).toBe(shown);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n).toBe(before);
  });
});

describe("spam and abuse", () => {
  it.each([
    ["a filled honeypot", () => ({ website: "http://cheap-pills.example" }), "honeypot"],
    ["a post one second after the form was shown", () => ({ formStarted: stamp(1) }), "too-fast"],
    ["a forged stamp", () => ({ formStarted: `${Date.now() - 60_000}.${"A".repeat(43)}` }), "forged-stamp"],
    ["no stamp", () => ({ formStarted: "" }), "missing-stamp"],
  ])("refuses %s with a neutral message, logs it and stores nothing", async (_, fieldsNow, reason) => {
    const fields: Record<string, string> = fieldsNow();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n;
    const res = await submit({ ...person, ...fields });
    expect(res.status).toBe(400);
    expect(res.data!.message).toBe(
      "We could not send your request. Check it and press Send again, or call us at (252) 555-0100 and we will take it by phone.",
    );
    expect(res.data!.values).toMatchObject({ name: "Dana Whitley" });
    expect(res.data!.values).not.toHaveProperty("website");
    // Only a genuine stamp (refused as too fast) is handed back; a forged or missing one is replaced by the page's fresh one.
    expect(res.data!.values!.formStarted).toBe(reason === "too-fast" ? fields.formStarted : undefined);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`request blocked (${reason})`));
    warn.mockRestore();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n).toBe(before);
    expect(sent).toEqual([]);
  });

  it("takes 3 requests an hour per phone or e-mail, then refuses politely with 429", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const flood = { ...person, email: "", phone: "252-555-0199" };
    for (let i = 0; i < 3; i++) expect((await submit(flood, { ip: `198.51.100.${i}` })).status).toBe(302);
    const res = await submit(flood, { ip: "198.51.100.200" });
    expect(res.status).toBe(429);
    expect(res.data!.message).toContain("several requests from you in a short time");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("rate limit"));
    // Another person on another connection is not affected.
    expect((await submit({ ...person, phone: "252-555-0123", email: "" }, { ip: "198.51.100.201" })).status).toBe(302);
    warn.mockRestore();
  });

  it("counts a phone and an e-mail address each on its own: a new address does not reset a phone's count, nor a new phone an address's", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const samePhone = (i: number) => ({ ...person, phone: "252-555-0166", email: `other-${i}@example.com` });
    for (let i = 0; i < 3; i++) expect((await submit(samePhone(i), { ip: `198.51.100.${30 + i}` })).status).toBe(302);
    expect((await submit(samePhone(3), { ip: "198.51.100.33" })).status).toBe(429);

    const sameEmail = (i: number) => ({ ...person, phone: `252-555-01${50 + i}`, email: "same@example.com" });
    for (let i = 0; i < 3; i++) expect((await submit(sameEmail(i), { ip: `198.51.100.${40 + i}` })).status).toBe(302);
    expect((await submit(sameEmail(3), { ip: "198.51.100.43" })).status).toBe(429);
    warn.mockRestore();
  });

  it("accepts a signed stamp once: sent again, even by another client for another person, it is refused and stores nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const shown = stamp();
    expect((await submit({ ...person, formStarted: shown })).status).toBe(302);
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n;
    const again = await submit({ ...person, phone: "252-555-0188", email: "", formStarted: shown }, { ip: "198.51.100.77" });
    expect(again.status).toBe(400);
    expect(again.data!.message).toBe(
      "We could not send your request. Check it and press Send again, or call us at (252) 555-0100 and we will take it by phone.",
    );
    // The used stamp is not handed back: the page's fresh one replaces it.
    expect(again.data!.values!.formStarted).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("request blocked (reused-stamp)"));
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n).toBe(before);
    warn.mockRestore();
  });

  it("accepts one of two requests sent at once with the same stamp", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const shown = stamp();
    const answers = await Promise.all([
      submit({ ...person, phone: "252-555-0191", email: "", formStarted: shown }, { ip: "198.51.100.81" }),
      submit({ ...person, phone: "252-555-0192", email: "", formStarted: shown }, { ip: "198.51.100.82" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 400]);
    warn.mockRestore();
  });

  it("takes 10 requests an hour from one client address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 10; i++) expect((await submit({ ...person, email: `p${i}@example.com`, phone: "" }, { ip: "192.0.2.7" })).status).toBe(302);
    expect((await submit({ ...person, email: "p11@example.com", phone: "" }, { ip: "192.0.2.7" })).status).toBe(429);
    warn.mockRestore();
  });
});

describe("photos", () => {
  it("stores up to five photos as JPEG renditions without any metadata, under leads/", async () => {
    const res = await submit(person, { files: [{ name: "leak.jpg", bytes: await cameraJpeg(800, 600, 1) }, { name: "attic.jpg", bytes: await cameraJpeg(640, 480, 2) }] });
    expect(res.status).toBe(302);
    const lead = await leadFor(referenceOf(res.location));
    const photos = await t.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id));
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.variants.every((v) => v.format === "jpeg" && v.key.startsWith("leads/"))).toBe(true);
      const bytes = fs.readFileSync(path.join(mediaDir, ...photo.variants.at(-1)!.key.split("/")));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    }
  });

  it("refuses a file that is not a photo, and more than five photos, storing nothing", async () => {
    let res = await submit(person, { files: [{ name: "invoice.pdf", bytes: notAnImage() }] });
    expect(res.status).toBe(422);
    expect(res.data!.errors!.photos).toMatch(/^invoice\.pdf: This file is not an image/);
    expect(res.data!.message).toBe("Please check the highlighted fields. Your photos need to be chosen again.");
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => ({ name: `p${i}.jpg`, bytes: await cameraJpeg(64, 64, i) })));
    res = await submit(person, { files: six });
    expect(res.status).toBe(400);
    expect(res.data!.errors!.photos).toBe("Attach at most 5 photos.");
  });

  it("leaves no files behind when the request's row cannot be stored after its photos were", async () => {
    const files = () => (fs.existsSync(path.join(mediaDir, "leads")) ? fs.readdirSync(path.join(mediaDir, "leads"), { recursive: true }).filter((f) => String(f).endsWith(".jpg")) : []);
    const before = files();
    // The database refuses this one row, as it would a value it cannot store.
    await t.db.execute(sql`ALTER TABLE leads ADD CONSTRAINT refuse_test_row CHECK (name <> 'Refused Row')`);
    try {
      const photos = await Promise.all([31, 32, 33].map(async (i) => ({ name: `p${i}.jpg`, bytes: await cameraJpeg(300, 200, i) })));
      await expect(submit({ ...person, name: "Refused Row" }, { files: photos })).rejects.toThrow();
    } finally {
      await t.db.execute(sql`ALTER TABLE leads DROP CONSTRAINT refuse_test_row`);
    }
    expect(files()).toEqual(before);
  });
});
