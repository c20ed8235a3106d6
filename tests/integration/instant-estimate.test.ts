/**
 * The instant estimate through its routes, on a real database, against local servers speaking the
 * Census geocoder's and Google's Solar API protocols (tests/fakes): no price before a price book;
 * the owner's price book, versioned; an address measured, priced and stored as a lead carrying the
 * measurement, the range per material and the price-book version; the visitor's details and
 * inspection request added in one step with the e-mails; every provider failure in plain words with
 * the questionnaire instead; out-of-area addresses; the request form's spam rules and rate limits;
 * lookups cached per address.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { createRateLimiter } from "~/auth/rate-limit.server";
import { loadBusiness } from "~/models/business-settings.server";
import { parseEnv } from "~/config/env.server";
import { estimateLookups, estimates, leads, priceBooks, rateLimits } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { signFormStart } from "~/domain/lead-spam.server";
import { FALLBACK_MESSAGES } from "~/domain/instant-estimate";
import { materialField, priceBookFormValues, priceRoof, type PriceBook } from "~/domain/roof-pricing";
import { measuredRoofFacts } from "~/domain/roof-measurement";
import type { Mailer, OutgoingMail } from "~/mail/mailer.server";
import { action as estimateAction, loader as estimateLoader } from "~/routes/_public.instant-estimate";
import { action as resultAction, loader as resultLoader } from "~/routes/_public.instant-estimate_.$token";
import { action as priceBookAction, loader as priceBookLoader } from "~/routes/_staff.price-book";
import { businessContext, estimateProvidersFromEnv } from "~/context.server";
import { testContext } from "../support/route-call";
import { startFakeEstimateProviders, type FakeEstimateProviders } from "../support/fake-estimate-providers";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { TEST_PRICE_BOOK } from "../support/price-book";

const SECRET = "form-secret-for-the-estimate-tests-0123456";
const OWNER: StaffUser = { id: "owner-1", email: "owner@roofing.example", role: "owner" };
const EDITOR: StaffUser = { id: "editor-1", email: "editor@roofing.example", role: "editor" };

const BOOK = TEST_PRICE_BOOK;

let t: TestDatabase;
let fakes: FakeEstimateProviders;
const sent: OutgoingMail[] = [];
const mailer: Mailer = {
  async send(mail) {
    sent.push(mail);
  },
  describe: () => "test mailer",
};

/** The route context: services, and the business as the settings and the environment's pins make it. */
async function context(user: StaffUser | null = null, env: NodeJS.ProcessEnv = {}) {
  const testEnv = { DATA_DIR: "/tmp/roofing-estimate-tests", SITE_URL: "https://roofs.example", ...fakes.env, ...env };
  const parsed = parseEnv({ NODE_ENV: "test", ...testEnv });
  const ctx = testContext(t.db, user, testEnv, {
    rateLimiter: createRateLimiter(t.db, true),
    mailer,
    formSecret: SECRET,
    estimateProviders: estimateProvidersFromEnv(parsed),
  });
  ctx.set(businessContext, await loadBusiness({ db: t.db, pins: parsed.businessPins, siteUrl: parsed.siteUrl }));
  return ctx;
}

type RouteFn = (args: never) => unknown;

/** Calls a loader or action as React Router does; a thrown or returned Response is the answer. */
async function call(fn: RouteFn, url: string, opts: { form?: Record<string, string>; user?: StaffUser | null; env?: NodeJS.ProcessEnv; ip?: string; params?: Record<string, string> } = {}) {
  let body: FormData | undefined;
  if (opts.form) {
    body = new FormData();
    for (const [k, v] of Object.entries(opts.form)) body.set(k, v);
  }
  const request = new Request(`http://localhost${url}`, { method: body ? "POST" : "GET", body, headers: { "x-client-ip": opts.ip ?? "203.0.113.20" } });
  let result: unknown;
  try {
    result = await (fn as (a: never) => Promise<unknown>)({ request, params: opts.params ?? {}, context: await context(opts.user ?? null, opts.env) } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), data: null as never };
  const d = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (d && d.type === "DataWithResponseInit") return { status: d.init?.status ?? 200, location: null, data: d.data as never };
  return { status: 200, location: null, data: result as never };
}

/** A stamp as if the form had been shown half a minute ago, and an empty honeypot. */
const spamFields = () => ({ formStarted: signFormStart(SECRET, Date.now() - 30_000), website: "" });

const measure = (address: string, extra: Record<string, string> = {}, opts: Parameters<typeof call>[2] = {}) =>
  call(estimateAction, "/instant-estimate", { ...opts, form: { intent: "measure", address, storeys: "1", layers: "1", ...spamFields(), ...extra } });

const answer = (fields: Record<string, string>, opts: Parameters<typeof call>[2] = {}) =>
  call(estimateAction, "/instant-estimate", {
    ...opts,
    form: { intent: "answers", footprint: "1800", livingArea: "", storeys: "1", shape: "hip", pitch: "medium", layers: "1", ...spamFields(), ...fields },
  });

const tokenOf = (location: string | null) => location!.replace("/instant-estimate/", "");

async function estimateFor(token: string) {
  const [row] = await t.db.select({ estimate: estimates, lead: leads }).from(estimates).innerJoin(leads, eq(leads.id, estimates.leadId)).where(eq(estimates.token, token));
  return row;
}

async function saveBook(book: PriceBook, user: StaffUser = OWNER) {
  return call(priceBookAction, "/price-book", { user, form: priceBookFormValues(book) });
}

beforeAll(async () => {
  [t, fakes] = await Promise.all([createTestDatabase(), startFakeEstimateProviders()]);
  await seedDatabase(t.db);
});
afterAll(async () => {
  await Promise.all([t?.drop(), fakes?.close()]);
});
beforeEach(async () => {
  sent.length = 0;
  await t.db.delete(rateLimits);
  await fakes.reset();
});

describe("before the owner saves a price book", () => {
  it("shows no price: the page sends visitors to the request form, or to the estimate frame when one is configured", async () => {
    expect(await call(estimateLoader, "/instant-estimate")).toMatchObject({ status: 302, location: "/contact#request" });
    expect(await call(estimateLoader, "/instant-estimate", { env: { ESTIMATE_WIDGET_URL: "https://widget.example/form" } })).toMatchObject({
      status: 302,
      location: "/contact#instant-estimate",
    });
    // A form posted anyway makes no estimate.
    expect(await measure("412 Marigold Lane, Rocky Mount, NC 27804")).toMatchObject({ status: 302, location: "/contact#request" });
    expect(await t.db.select().from(estimates)).toEqual([]);
  });
});

describe("the price book", () => {
  it("is read by editors and changed only by owners", async () => {
    const read = await call(priceBookLoader, "/price-book", { user: EDITOR });
    expect(read).toMatchObject({ status: 200, data: { canEdit: false, history: [] } });
    const refused = await saveBook(BOOK, EDITOR);
    expect(refused).toMatchObject({ status: 403, data: { error: "Only the site owner can change the price book." } });
    expect(await call(priceBookLoader, "/price-book")).toMatchObject({ status: 401 });
    expect(await t.db.select().from(priceBooks)).toEqual([]);
  });

  it("refuses a book with mistakes, field by field, and saves nothing", async () => {
    const res = await call(priceBookAction, "/price-book", { user: OWNER, form: { ...priceBookFormValues(BOOK), [materialField(0, "high")]: "300", minimumJob: "lots" } });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      message: "The price book was not saved: check the highlighted fields.",
      errors: { [materialField(0, "high")]: "The high price must be at least the low price.", minimumJob: "Enter the minimum job in dollars, like 1,250 or 1250.50." },
    });
    expect(await t.db.select().from(priceBooks)).toEqual([]);
  });

  it("is saved as a new version each time, with who saved it", async () => {
    expect(await saveBook({ ...BOOK, minimumJob: 5000 })).toMatchObject({ status: 200, data: { ok: true, message: "Price book saved as version 1. Every new instant estimate uses it from now on." } });
    expect(await saveBook(BOOK)).toMatchObject({ data: { message: "Price book saved as version 2. Every new instant estimate uses it from now on." } });
    const screen = await call(priceBookLoader, "/price-book", { user: OWNER });
    expect(screen.data).toMatchObject({ canEdit: true, values: priceBookFormValues(BOOK) });
    expect((screen.data as { history: { version: number; savedBy: string }[] }).history.map((h) => [h.version, h.savedBy])).toEqual([
      [2, OWNER.email],
      [1, OWNER.email],
    ]);
  });
});

describe("an address measured from imagery", () => {
  it("becomes an estimate and a lead with the measurement, the ranges per material and the price-book version", async () => {
    const res = await measure("412 Marigold Lane, Rocky Mount, NC 27804", { storeys: "2", utm_source: "newsletter", sourcePage: "/instant-estimate" });
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/instant-estimate\/[\w-]{24}$/);
    const { estimate, lead } = await estimateFor(tokenOf(res.location));
    expect(estimate).toMatchObject({ method: "measured", fallback: null, priceBookVersion: 2, address: "412 Marigold Ln, Rocky Mount, NC, 27804", latitude: 35.9571, longitude: -77.8102 });
    expect(estimate.measurement).toMatchObject({ faces: 4, pitch: 6, complexity: "moderate", imageryDate: "2024-03-18", imageryQuality: "HIGH" });
    // The fake's hip roof: 64 × 36 ft walls, 1.5 ft overhang, 6/12: 67 × 39 × √1.25 = 2,921.4 sq ft.
    expect(estimate.measurement!.squares).toBeCloseTo(29.21, 1);
    expect(estimate.ranges).toEqual(priceRoof(measuredRoofFacts(estimate.measurement!, 2, 1), BOOK, "measured").ranges);
    expect(estimate.ranges.map((r) => r.name)).toEqual(["Architectural shingles", "Standing-seam metal"]);
    expect(estimate.assumptions).toContain("Two storeys: +8% on labour for the height.");
    // A lead in the inbox, no name yet, nothing to e-mail until the visitor asks for it.
    expect(lead).toMatchObject({
      name: null,
      street: "412 Marigold Ln",
      town: "Rocky Mount",
      zip: "27804",
      service: "replacement",
      inServiceArea: true,
      officeId: "rocky-mount",
      status: "new",
      officeMail: "none",
      customerMail: "none",
      mailRetryAt: null,
      utm: { utm_source: "newsletter" },
    });
    expect(sent).toEqual([]);
    expect(await fakes.geocoderRequests()).toMatchObject([{ address: "412 Marigold Lane, Rocky Mount, NC 27804", layers: "Counties" }]);
    expect(await fakes.solarRequests()).toMatchObject([{ latitude: 35.9571, longitude: -77.8102, requiredQuality: "LOW", key: "test-solar-key" }]);
  });

  it("shows the estimate on its own page, and sends it and books the inspection in one step", async () => {
    const made = await measure("27 Pecan Grove Road, Greenville, NC 27858");
    const token = tokenOf(made.location);
    const page = await call(resultLoader, `/instant-estimate/${token}`, { params: { token } });
    expect(page.status).toBe(200);
    const { view } = page.data as { view: Record<string, unknown> & { measurement: { faces: number; imageryDate: string }; ranges: unknown[] } };
    expect(view).toMatchObject({ method: "measured", contactGiven: false, inspectionRequested: false, priceBookVersion: 2 });
    expect(view.measurement).toMatchObject({ faces: 4, imageryDate: "2023-10", imageryQuality: "MEDIUM" });

    const sentForm = await call(resultAction, `/instant-estimate/${token}`, {
      params: { token },
      form: { intent: "send", name: "Dana Whitley", phone: "252-555-0142", email: "dana@example.com", timeWindow: "saturday", bookInspection: "yes", ...spamFields() },
    });
    expect(sentForm).toMatchObject({ status: 303, location: `/instant-estimate/${token}#next` });
    const { estimate, lead } = await estimateFor(token);
    expect(estimate.inspectionRequested).toBe(true);
    expect(estimate.contactedAt).toBeInstanceOf(Date);
    expect(lead).toMatchObject({ name: "Dana Whitley", phone: "(252) 555-0142", email: "dana@example.com", timeWindow: "saturday", officeMail: "sent", customerMail: "sent", officeId: "greenville" });
    expect(sent.map((m) => m.to)).toEqual(["greenville@pamlicoridge.example", "dana@example.com"]);
    const [office, customer] = sent;
    expect(office.subject).toBe(`New instant estimate ${lead.reference}: Dana Whitley, Greenville (Roof replacement)`);
    expect(office.text).toContain("They asked for the free inspection that confirms the price.");
    expect(office.text).toContain("- Architectural shingles: $");
    expect(office.text).toContain("Prices from our price book, version 2.");
    expect(customer.subject).toBe(`Your roof estimate (${lead.reference}) - Pamlico Ridge Roofing`);
    expect(customer.text).toContain(`Your estimate's page, to print or share: https://roofs.example/instant-estimate/${token}`);
    expect(customer.text).toContain("The price is confirmed by a free inspection");
    expect(customer.text).toContain("Greenville Office will call you at (252) 555-0142");

    const after = await call(resultLoader, `/instant-estimate/${token}`, { params: { token } });
    expect(after.data).toMatchObject({ view: { contactGiven: true, emailed: true, inspectionRequested: true, answer: { office: "Greenville Office", byPhone: true } } });
  });

  it("asks again for missing details on the send step, keeping what was typed", async () => {
    const token = tokenOf((await measure("412 Marigold Lane, Rocky Mount, NC 27804")).location);
    const res = await call(resultAction, `/instant-estimate/${token}`, { params: { token }, form: { intent: "send", name: "Dana", phone: "", email: "", bookInspection: "yes", ...spamFields() } });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ errors: { phone: "Give us a phone number or an e-mail address so we can reach you." }, values: { name: "Dana", bookInspection: "yes" } });
    expect(sent).toEqual([]);
  });

  it("looks an address up once a month: the same house typed differently costs no second call", async () => {
    const first = await measure("412 Marigold Lane, Rocky Mount, NC 27804");
    const again = await measure("412  marigold ln,  Rocky Mount NC 27804");
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(await fakes.geocoderRequests()).toEqual([]);
    expect(await fakes.solarRequests()).toEqual([]);
    const [cached] = await t.db.select().from(estimateLookups).where(eq(estimateLookups.addressKey, "412 marigold ln rocky mount nc 27804"));
    expect(cached.measureOutcome).toBe("measured");
    // Past its month, the lookup is made again.
    await t.db.update(estimateLookups).set({ expiresAt: sql`now() - interval '1 minute'` });
    await measure("412 Marigold Lane, Rocky Mount, NC 27804");
    expect(await fakes.solarRequests()).toHaveLength(1);
  });
});

describe("when the roof cannot be measured", () => {
  it.each([
    ["the building is not in the imagery", "9 Cotton Field Road, Tarboro, NC 27886", {}, "not-found"],
    ["the imagery is too coarse", "318 Old Mill Road, Wilson, NC 27893", {}, "low-quality"],
    ["the quota is used up", "77 Harvest Court, Rocky Mount, NC 27803", {}, "quota"],
    ["the service does not answer in time", "55 Quiet Water Lane, Greenville, NC 27834", { ESTIMATE_PROVIDER_TIMEOUT_SECONDS: "0.5" }, "timeout"],
    ["the key is refused", "412 Marigold Lane, Rocky Mount, NC 27804", { SOLAR_API_KEY: "wrong-key" }, "unavailable"],
    ["no key is configured", "412 Marigold Lane, Rocky Mount, NC 27804", { SOLAR_API_KEY: "" }, "not-configured"],
    ["the address is not on the map", "12 Nowhere Street, Rocky Mount, NC 27804", {}, "no-match"],
    ["the geocoder is down", "1 Outage Road, Rocky Mount, NC 27804", {}, "geocoder-unavailable"],
    ["the geocoder does not answer in time", "1 Stall Road, Rocky Mount, NC 27804", { ESTIMATE_PROVIDER_TIMEOUT_SECONDS: "0.5" }, "geocoder-unavailable"],
  ] as const)("when %s, says so in plain words and asks a few questions instead", async (_label, address, env, fallback) => {
    await t.db.delete(estimateLookups);
    const before = (await t.db.select().from(estimates)).length;
    const res = await measure(address, {}, { env });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ view: "questions", reason: FALLBACK_MESSAGES[fallback], values: { address, fallback } });
    expect((await t.db.select().from(estimates)).length).toBe(before);
  });

  it("remembers a building that is not there, and does not remember a timeout", async () => {
    await t.db.delete(estimateLookups);
    await measure("9 Cotton Field Road, Tarboro, NC 27886");
    await measure("55 Quiet Water Lane, Greenville, NC 27834", {}, { env: { ESTIMATE_PROVIDER_TIMEOUT_SECONDS: "0.5" } });
    const rows = await t.db.select({ key: estimateLookups.addressKey, outcome: estimateLookups.measureOutcome }).from(estimateLookups);
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: "9 cotton field rd tarboro nc 27886", outcome: "not-found" },
        { key: "55 quiet water ln greenville nc 27834", outcome: null },
      ]),
    );
  });

  it("estimates the roof from the answers, says so, and keeps why it was not measured", async () => {
    const res = await answer({ address: "9 Cotton Field Road, Tarboro, NC 27886", fallback: "not-found" });
    expect(res.status).toBe(303);
    const { estimate, lead } = await estimateFor(tokenOf(res.location));
    expect(estimate).toMatchObject({ method: "answers", fallback: "not-found", measurement: null, answers: { footprintSqFt: 1800, shape: "hip", pitch: "medium", storeys: 1, layers: 1 } });
    expect(estimate.assumptions[0]).toMatch(/^Roof area: about \d+\.\d squares, estimated from your answers; the range allows/);
    expect(lead).toMatchObject({ town: "Tarboro", inServiceArea: true, officeId: "rocky-mount", name: null });
  });

  it("takes the visitor's choice to answer questions, checking the answers", async () => {
    const res = await answer({ address: "27 Pecan Grove Road, Greenville, NC 27858", footprint: "", livingArea: "" });
    expect(res).toMatchObject({ status: 400, data: { view: "questions", errors: { footprint: "Give the house's footprint or its living area (one is enough)." } } });
    const ok = await answer({ address: "27 Pecan Grove Road, Greenville, NC 27858", footprint: "", livingArea: "3,200", storeys: "2", shape: "gable", pitch: "steep" });
    expect(ok.status).toBe(303);
    expect((await estimateFor(tokenOf(ok.location))).estimate).toMatchObject({ fallback: "chosen", answers: { livingAreaSqFt: 3200, storeys: 2 } });
    // The questionnaire needs no roof measurement.
    expect(await fakes.solarRequests()).toEqual([]);
  });
});

describe("an address outside the service area", () => {
  it.each([
    ["Roanoke, Virginia", "215 Church Avenue SW, Roanoke, VA 24011", "215 Church Ave, Roanoke, VA, 24011", 151],
    ["Asheville, in a county we do not serve", "15 Haywood Street, Asheville, NC 28801", "15 Haywood St, Asheville, NC, 28801", 268],
  ])("%s gets no price, kindly, and the request form instead", async (_label, address, matched, miles) => {
    const before = (await t.db.select().from(leads)).length;
    const res = await measure(address);
    expect(res).toMatchObject({ status: 200, data: { view: "out-of-area", address: matched, nearest: "Rocky Mount", miles } });
    expect((await t.db.select().from(leads)).length).toBe(before);
    expect(await fakes.solarRequests()).toEqual([]);
  });

  it("is refused from the questionnaire too", async () => {
    expect((await answer({ address: "15 Haywood Street, Asheville, NC 28801" })).data).toMatchObject({ view: "out-of-area" });
  });
});

describe("spam rules and limits, as for the request form", () => {
  it("refuses a bot with a neutral message and stores nothing", async () => {
    const before = (await t.db.select().from(leads)).length;
    const res = await measure("412 Marigold Lane, Rocky Mount, NC 27804", { website: "http://pills.example" });
    expect(res).toMatchObject({ status: 400, data: { view: "address", result: { message: "We could not work out your estimate. Check the form and press the button again, or call us at (252) 555-0100." } } });
    const fast = await measure("412 Marigold Lane, Rocky Mount, NC 27804", { formStarted: signFormStart(SECRET, Date.now() - 500) });
    expect(fast.status).toBe(400);
    expect((await t.db.select().from(leads)).length).toBe(before);
  });

  it("counts estimates with the request form's limit per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await measure("412 Marigold Lane, Rocky Mount, NC 27804", {}, { ip: "198.51.100.7" })).status);
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await measure("412 Marigold Lane, Rocky Mount, NC 27804", {}, { ip: "198.51.100.8" });
    expect(other.status).toBe(303);
  });

  it("measures at most 6 new addresses an hour per client, then asks questions instead", async () => {
    await t.db.delete(estimateLookups);
    const addresses = [
      "412 Marigold Lane, Rocky Mount, NC 27804",
      "27 Pecan Grove Road, Greenville, NC 27858",
      "9 Cotton Field Road, Tarboro, NC 27886",
      "318 Old Mill Road, Wilson, NC 27893",
      "77 Harvest Court, Rocky Mount, NC 27803",
      "412 Marigold Lane, Rocky Mount, NC 27804 ",
    ];
    for (const address of addresses) await measure(address, {}, { ip: "198.51.100.9" });
    // Five different houses cost five calls (the sixth is the first again, from the lookups).
    expect(await fakes.solarRequests()).toHaveLength(5);
    await t.db.delete(estimateLookups);
    await measure("412 Marigold Lane, Rocky Mount, NC 27804", {}, { ip: "198.51.100.9" });
    const refused = await measure("27 Pecan Grove Road, Greenville, NC 27858", {}, { ip: "198.51.100.9" });
    expect(refused.data).toMatchObject({ view: "questions", reason: FALLBACK_MESSAGES["too-many"] });
    expect(await fakes.solarRequests()).toHaveLength(6);
  });
});

describe("when the owner asks for contact details before the range", () => {
  beforeAll(async () => {
    await saveBook({ ...BOOK, contactBeforeRange: true });
  });
  afterAll(async () => {
    await saveBook(BOOK);
  });

  it("the form asks for them, and the estimate is sent at once", async () => {
    const setup = await call(estimateLoader, "/instant-estimate");
    expect(setup.data).toMatchObject({ setup: { contactFirst: true, measures: true } });
    const missing = await measure("412 Marigold Lane, Rocky Mount, NC 27804");
    expect(missing).toMatchObject({ status: 400, data: { view: "address", errors: { name: "Tell us your name so we know who to ask for." } } });
    const res = await measure("412 Marigold Lane, Rocky Mount, NC 27804", { name: "Lee Barnes", phone: "", email: "lee@example.com" });
    expect(res.status).toBe(303);
    const { lead, estimate } = await estimateFor(tokenOf(res.location));
    expect(lead).toMatchObject({ name: "Lee Barnes", email: "lee@example.com", officeMail: "sent", customerMail: "sent" });
    expect(estimate.inspectionRequested).toBe(false);
    expect(sent.map((m) => m.subject)).toEqual([`New instant estimate ${lead.reference}: Lee Barnes, Rocky Mount (Roof replacement)`, `Your roof estimate (${lead.reference}) - Pamlico Ridge Roofing`]);
    expect(sent[1].text).toContain("To book the free inspection that confirms the price, reply to this e-mail or call");

    // On its page, one button books the inspection: the office hears of it, the visitor's copy is not sent twice.
    sent.length = 0;
    const token = tokenOf(res.location);
    const booked = await call(resultAction, `/instant-estimate/${token}`, { params: { token }, form: { intent: "book", timeWindow: "weekday-morning", ...spamFields() } });
    expect(booked.status).toBe(303);
    expect((await estimateFor(token)).estimate.inspectionRequested).toBe(true);
    expect(sent.map((m) => m.to)).toEqual(["info@pamlicoridge.example"]);
    expect(sent[0].text).toContain("They asked for the free inspection that confirms the price.");
  });
});

describe("one visitor's page", () => {
  it("is a 404 for a token nobody was given", async () => {
    expect((await call(resultLoader, "/instant-estimate/AAAAAAAAAAAAAAAAAAAAAAAA", { params: { token: "AAAAAAAAAAAAAAAAAAAAAAAA" } })).status).toBe(404);
    expect((await call(resultLoader, "/instant-estimate/x", { params: { token: "x" } })).status).toBe(404);
  });
});
