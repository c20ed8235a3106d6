/**
 * Private feedback and testimonials by consent (docs/decisions/023-reviews.md), against a real
 * database and the real outbox mailer: feedback from the review request's page and from the portal
 * is stored and e-mailed to the office; a consent stores its wording and time; a withdrawal deletes
 * the words and empties the page cache (the table's trigger bumps the content version); staff place
 * quotes; a homeowner acts on no job but their own.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defaultBusiness } from "~/config/business.server";
import { watchContentVersion, type ContentVersion } from "~/db/content-version.server";
import { customerFeedback, reviewRequests, testimonials } from "~/db/schema";
import { signFormStart } from "~/domain/lead-spam.server";
import { PORTAL_COOKIE } from "~/domain/portal";
import { consentWording } from "~/domain/testimonials";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { createJob, type Job } from "~/models/jobs.server";
import { createPortalSession } from "~/models/portal.server";
import { countNewFeedback } from "~/models/feedback.server";
import { placedQuotes, quotesOn } from "~/models/testimonials.server";
import { loader as feedbackPage, action as sendFeedback } from "~/routes/_public.review.$token.feedback";
import { action as portalJobAction, loader as portalJobPage } from "~/routes/_public.portal.jobs.$id._index";
import { action as staffFeedbackAction, loader as staffFeedback } from "~/routes/_staff.reviews_.feedback";
import { action as staffTestimonialsAction, loader as staffTestimonials } from "~/routes/_staff.reviews_.testimonials";
import type { StaffUser } from "~/auth/staff-user";
import { readOutbox } from "../support/mail";
import { jobInput } from "../support/jobs";
import { callRoute, testContext, EDITOR } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const SECRET = "test-form-secret";
const TOKEN = "tok_0123456789abcdefghijklmnop";
const office = defaultBusiness.emails.info;

let t: TestDatabase;
let version: ContentVersion;
let dir: string;
let outbox: string;
let mailer: Mailer;
let jobA: Job;
let jobB: Job;
let cookieA: string;

const context = (user: StaffUser | null = EDITOR) => testContext(t.db, user, {}, { mailer, formSecret: SECRET });
const officeMail = async (subject: RegExp) => (await readOutbox(outbox)).filter((m) => m.to.includes(office) && subject.test(m.subject));

/** Calls a portal route as the signed-in homeowner of `cookie` (callRoute sends no cookie). */
async function asHomeowner(fn: (args: never) => Promise<unknown>, jobId: string, cookie: string, form?: Record<string, string>) {
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [k, v] of Object.entries(form)) body.set(k, v);
  }
  const request = new Request(`http://localhost/portal/jobs/${jobId}`, { method: form ? "POST" : "GET", body, headers: { Cookie: `${PORTAL_COOKIE}=${cookie}` } });
  try {
    const value = (await fn({ request, params: { id: jobId }, context: context(null), url: new URL(request.url) } as never)) as {
      type?: string;
      data?: unknown;
      init?: ResponseInit | null;
    };
    if (value && value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, data: value.data as Record<string, unknown> };
    return { status: 200, data: value as Record<string, unknown> };
  } catch (thrown) {
    const v = thrown as { type?: string; init?: ResponseInit | null; status?: number };
    return { status: v.type === "DataWithResponseInit" ? (v.init?.status ?? 200) : (v.status ?? 500), data: null };
  }
}

beforeAll(async () => {
  t = await createTestDatabase();
  version = await watchContentVersion(t);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "reviews-"));
  outbox = path.join(dir, "outbox");
  mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: async () => "Roofing <info@roofing.example>", timeoutMs: 5000 });
  jobA = await createJob(t.db, jobInput("dana.reynolds@example.com", "2026-10-01", { customerName: "Dana Reynolds", town: "Wilson" }), { author: "test" });
  jobB = await createJob(t.db, jobInput("marcus.bell@example.com", "2026-10-02", { customerName: "Marcus Bell", street: "9 Elm Street" }), { author: "test" });
  await t.db.insert(reviewRequests).values({ jobId: jobA.id, email: jobA.customerEmail, token: TOKEN, trigger: "completed", sentAt: new Date() });
  cookieA = await createPortalSession(t.db, jobA.customerEmail, 1);
});
afterAll(async () => {
  await version.close();
  await t.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("private feedback from the review request's page", () => {
  it("answers an unknown token with a 404, for the page and its form", async () => {
    expect((await callRoute(feedbackPage, { url: "/review/nope-nope-nope-nope-nope/feedback", params: { token: "nope-nope-nope-nope-nope" }, context: context(null) })).status).toBe(404);
    const sent = await callRoute(sendFeedback, { url: "/review/x/feedback", params: { token: "x" }, form: { message: "Hello there, a message." }, context: context(null) });
    expect(sent.status).toBe(404);
    expect(await t.db.select().from(customerFeedback)).toEqual([]);
  });

  it("refuses a short message with its reason and keeps what was typed", async () => {
    const stamp = signFormStart(SECRET, Date.now() - 5000);
    const res = await callRoute<{ ok: boolean; errors: Record<string, string>; values: Record<string, string> }>(sendFeedback, {
      url: `/review/${TOKEN}/feedback`,
      params: { token: TOKEN },
      form: { message: "Thanks", formStarted: stamp, website: "" },
      context: context(null),
    });
    expect(res.status).toBe(400);
    expect(res.data.errors.message).toBe("Please write at least 10 characters.");
    expect(res.data.values.message).toBe("Thanks");
  });

  it("refuses a bot that fills the honeypot, storing nothing", async () => {
    const res = await callRoute(sendFeedback, {
      url: `/review/${TOKEN}/feedback`,
      params: { token: TOKEN },
      form: { message: "Buy cheap watches at our site today", formStarted: signFormStart(SECRET, Date.now() - 5000), website: "http://spam.example" },
      context: context(null),
    });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(customerFeedback)).toEqual([]);
  });

  it("stores the message for the token's job and e-mails the office", async () => {
    const page = await callRoute<{ stamp: string; town: string }>(feedbackPage, { url: `/review/${TOKEN}/feedback`, params: { token: TOKEN }, context: context(null) });
    expect(page.status).toBe(200);
    expect(page.data.town).toBe("Wilson");
    const res = await callRoute<{ ok: boolean; message: string }>(sendFeedback, {
      url: `/review/${TOKEN}/feedback`,
      params: { token: TOKEN },
      form: { message: "The crew left a few nails by the driveway.", formStarted: signFormStart(SECRET, Date.now() - 5000), website: "" },
      context: context(null),
    });
    expect(res.status).toBe(200);
    expect(res.data.message).toMatch(/Thank you/);
    const rows = await t.db.select().from(customerFeedback);
    expect(rows).toMatchObject([{ jobId: jobA.id, email: "dana.reynolds@example.com", message: "The crew left a few nails by the driveway.", via: "review-email", readAt: null }]);
    const [mail] = await officeMail(/Private feedback from Dana Reynolds, Wilson/);
    expect(mail.text).toContain("The crew left a few nails by the driveway.");
    expect(mail.replyTo.map((a) => a.address)).toEqual(["dana.reynolds@example.com"]);
  });
});

describe("private feedback from the portal, and the staff inbox", () => {
  it("stores the signed-in homeowner's message and e-mails the office", async () => {
    const res = await asHomeowner(portalJobAction, jobA.id, cookieA, { intent: "feedback", message: "Could someone look at the gutter on the east side?" });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true, intent: "feedback" });
    const [row] = await t.db.select().from(customerFeedback).where(eq(customerFeedback.via, "portal"));
    expect(row).toMatchObject({ jobId: jobA.id, message: "Could someone look at the gutter on the east side?" });
    await expect.poll(async () => (await officeMail(/Private feedback/)).length).toBe(2);
  });

  it("lists feedback for staff newest first, and marks one read", async () => {
    const list = await callRoute<{ feedback: { id: string; message: string; readAt: Date | null; job: { id: string } }[] }>(staffFeedback, { url: "/reviews/feedback", context: context() });
    expect(list.data.feedback.map((f) => f.message)).toEqual(["Could someone look at the gutter on the east side?", "The crew left a few nails by the driveway."]);
    expect(list.data.feedback[0].job.id).toBe(jobA.id);
    expect(await countNewFeedback(t.db), "the dashboard's count of new messages").toBe(2);
    const read = await callRoute<{ ok: boolean }>(staffFeedbackAction, { url: "/reviews/feedback", form: { intent: "read", feedback: list.data.feedback[0].id }, context: context() });
    expect(read.data.ok).toBe(true);
    const [row] = await t.db.select().from(customerFeedback).where(eq(customerFeedback.id, list.data.feedback[0].id));
    expect(row.readAt).not.toBeNull();
    expect(await countNewFeedback(t.db)).toBe(1);
  });

  it("is staff-only", async () => {
    expect((await callRoute(staffFeedback, { url: "/reviews/feedback", context: context(null) })).status).toBe(401);
    expect((await callRoute(staffTestimonials, { url: "/reviews/testimonials", context: context(null) })).status).toBe(401);
  });
});

describe("testimonials by consent", () => {
  let id: string;

  it("refuses words without the ticked consent, keeping them", async () => {
    const res = await asHomeowner(portalJobAction, jobA.id, cookieA, { intent: "quote", quote: "Best roofers in Wilson, hands down, truly.", nameStyle: "first-name-town" });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ errors: { consent: expect.stringMatching(/tick the box/) }, values: { quote: "Best roofers in Wilson, hands down, truly." } });
    expect(await t.db.select().from(testimonials)).toEqual([]);
  });

  it("stores the words with the shown name, the consent's exact wording and its time", async () => {
    const page = await asHomeowner(portalJobPage, jobA.id, cookieA);
    const quoting = (page.data as { quoting: { wording: string; choices: { shown: string }[] } }).quoting;
    expect(quoting.choices.map((c) => c.shown)).toEqual(["Dana Reynolds", "Dana, Wilson", "D. R."]);
    const before = Date.now();
    const res = await asHomeowner(portalJobAction, jobA.id, cookieA, { intent: "quote", quote: "Best roofers in Wilson, hands down, truly.", nameStyle: "first-name-town", consent: "on" });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(testimonials);
    id = row.id;
    expect(row).toMatchObject({ jobId: jobA.id, quote: "Best roofers in Wilson, hands down, truly.", nameStyle: "first-name-town", shownName: "Dana, Wilson", town: "Wilson", withdrawnAt: null });
    expect(row.consentWording).toBe(consentWording(defaultBusiness.name));
    expect(row.consentWording).toBe(quoting.wording);
    expect(row.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lets staff place it on the home page, a service page and its town's page", async () => {
    const res = await callRoute<{ ok: boolean }>(staffTestimonialsAction, {
      url: "/reviews/testimonials",
      form: { intent: "place", testimonial: id, onHome: "on", onTownPage: "on", onServices: ["storm-damage", "roof-coating"] },
      context: context(),
    });
    expect(res.data.ok).toBe(true);
    const quote = { text: "Best roofers in Wilson, hands down, truly.", author: "Dana, Wilson" };
    expect(await quotesOn(t.db, { kind: "home" })).toEqual([quote]);
    expect(await quotesOn(t.db, { kind: "service", slug: "storm-damage" })).toEqual([quote]);
    expect(await quotesOn(t.db, { kind: "service", slug: "residential-roofing" })).toEqual([]);
    expect(await quotesOn(t.db, { kind: "town", town: "Wilson" })).toEqual([quote]);
    expect(await quotesOn(t.db, { kind: "town", town: "Winterville" })).toEqual([]);
    const bad = await callRoute(staffTestimonialsAction, { url: "/reviews/testimonials", form: { intent: "place", testimonial: id, onServices: "gutters" }, context: context() });
    expect(bad.status).toBe(400);
  });

  it("gives another homeowner nothing: no page, no feedback, no quote and no withdrawal on a job not theirs", async () => {
    const cookieB = await createPortalSession(t.db, jobB.customerEmail, 1);
    expect((await asHomeowner(portalJobPage, jobA.id, cookieB)).status).toBe(404);
    expect((await asHomeowner(portalJobAction, jobA.id, cookieB, { intent: "feedback", message: "Posting on a job that is not mine." })).status).toBe(404);
    expect((await asHomeowner(portalJobAction, jobA.id, cookieB, { intent: "withdraw", testimonial: id })).status).toBe(404);
    // On their own job, A's testimonial is not theirs to withdraw either.
    const own = await asHomeowner(portalJobAction, jobB.id, cookieB, { intent: "withdraw", testimonial: id });
    expect(own.status).toBe(404);
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row.quote).toBe("Best roofers in Wilson, hands down, truly.");
    expect(await t.db.select().from(customerFeedback).where(eq(customerFeedback.jobId, jobB.id))).toEqual([]);
  });

  it("withdrawn, deletes the words, keeps the record and takes the quote off every page at once", async () => {
    // A public read remembered for this content version, as a page render would.
    await version.refresh();
    expect((await placedQuotes(t.db)).length).toBe(1);
    const seen = version.current;
    const res = await asHomeowner(portalJobAction, jobA.id, cookieA, { intent: "withdraw", testimonial: id });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row.quote).toBeNull();
    expect(row.withdrawnAt).not.toBeNull();
    expect(row.consentWording).toBe(consentWording(defaultBusiness.name));
    // The trigger told every server: the page cache and the memos let go.
    await expect.poll(() => version.current).toBeGreaterThan(seen);
    expect(await quotesOn(t.db, { kind: "home" })).toEqual([]);
    expect(await quotesOn(t.db, { kind: "town", town: "Wilson" })).toEqual([]);
    const staff = await callRoute<{ testimonials: { quote: string | null; withdrawnAt: Date | null }[] }>(staffTestimonials, { url: "/reviews/testimonials", context: context() });
    expect(staff.data.testimonials).toMatchObject([{ quote: null, withdrawnAt: expect.any(Date) }]);
    // Withdrawing twice finds nothing.
    expect((await asHomeowner(portalJobAction, jobA.id, cookieA, { intent: "withdraw", testimonial: id })).status).toBe(404);
  });
});
