/**
 * Review requests against a real database (PGlite here, PostgreSQL in CI), with the mail outbox and
 * moved clocks (docs/decisions/023-reviews.md): a finished job's homeowner gets one request the set
 * days later and one reminder at most, however many instances tick; nothing after a click on a review
 * link, an unsubscribe (of the address, every job of it) or while a claim is open. The e-mail's links
 * are followed through the routes: the redirect counts the click and goes to the place, the one-click
 * POST unsubscribes, an unknown token answers 404.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { businessFromSettings, SEED_TOWNS } from "~/config/business.server";
import { businessContext, servicesContext } from "~/context.server";
import { reviewClicks, reviewRequests } from "~/db/schema";
import { DEMO_SETTINGS, withChanges } from "~/domain/business-settings";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { changeClaimStatus, createClaim } from "~/models/claims.server";
import { createJob } from "~/models/jobs.server";
import { jobReviewStatus } from "~/reviews/job-status.server";
import { sendReviewRequests, type ReviewUpkeepDeps } from "~/reviews/upkeep.server";
import { loader as goLoader } from "~/routes/_public.review.$token.go.$place";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/_public.review.$token.unsubscribe";
import { jobInput } from "../support/jobs";
import { readOutbox, type OutboxMessage } from "../support/mail";
import { testServices } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const PLACE_ID = "ChIJN1t_tDeuEmsRUsoyG83frY4";
const business = businessFromSettings(
  withChanges(
    DEMO_SETTINGS,
    new Map<string, unknown>([
      ["reviews.googlePlaceId", PLACE_ID],
      ["reviews.facebookUrl", "https://www.facebook.com/pamlicoridge/reviews"],
      ["reviews.bbbUrl", "https://www.bbb.org/us/nc/rocky-mount/profile/roofing/pamlico-ridge/leave-a-review"],
      ["reviews.others", [{ label: "Angi", url: "https://www.angi.com/write-review/pamlico-ridge" }]],
    ]),
  ),
  { siteUrl: "https://roofing.example", towns: SEED_TOWNS, year: 2027 },
);

let t: TestDatabase;
let dir: string;
let outbox: string;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "review-requests-"));
  outbox = path.join(dir, "outbox");
  mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: async () => "Pamlico Ridge Roofing <no-reply@pamlicoridge.example>", timeoutMs: 5000 });
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const deps = (now: string): ReviewUpkeepDeps => ({ db: t.db, mailer, business, siteUrl: "https://roofing.example", now: new Date(now) });
const tick = (now: string) => sendReviewRequests(deps(now));

async function job(email: string, completedOn: string, over: Record<string, string> = {}) {
  return createJob(t.db, jobInput(email, completedOn, over), { author: "owner@staff.example" });
}

const requestsTo = async (to: string) => (await readOutbox(outbox)).filter((m) => m.to === to && /would you write a review/.test(m.subject));
const remindersTo = async (to: string) => (await readOutbox(outbox)).filter((m) => m.to === to && /^A reminder from/.test(m.subject));
const tokenOf = (mail: OutboxMessage) => /\/review\/([\w-]+)\/feedback/.exec(mail.text)![1];

/** A route's context as the server builds it: this test's database, the business with its review places, the clock. */
function context(now: string) {
  const ctx = new RouterContextProvider();
  ctx.set(servicesContext, testServices(t.db, {}, { clock: () => new Date(now) }));
  ctx.set(businessContext, business);
  return ctx;
}

async function follow(link: string, now: string): Promise<Response> {
  const [, token, place] = /\/review\/([^/]+)\/go\/([^/]+)$/.exec(link)!;
  try {
    const result = await goLoader({ request: new Request(link), params: { token, place }, context: context(now) } as never);
    return result instanceof Response ? result : new Response(null, { status: (result as { init?: { status?: number } }).init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function oneClickUnsubscribe(token: string, now: string) {
  // RFC 8058: the mail program POSTs this body, with no cookie and no form token.
  const request = new Request(`https://roofing.example/review/${token}/unsubscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  return unsubscribeAction({ request, params: { token }, context: context(now) } as never);
}

describe("a finished job's review request", () => {
  it("goes once, the set days after completion, with every place, the feedback link and a one-click unsubscribe; one reminder, never a second", async () => {
    const email = "dana.whitley@example.com";
    const dana = await job(email, "2027-03-01");

    // Three days after March 1 is March 4; 15:00 UTC is 10:00 in the office.
    expect(await tick("2027-03-03T15:00:00Z")).toEqual({ requests: 0, reminders: 0 });
    expect(await requestsTo(email)).toEqual([]);
    expect((await tick("2027-03-04T15:00:00Z")).requests).toBe(1);
    await tick("2027-03-04T18:00:00Z");
    await tick("2027-03-06T15:00:00Z");
    const [mail, ...more] = await requestsTo(email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Your roof in Winterville: would you write a review of our work?");

    const token = tokenOf(mail);
    const base = `https://roofing.example/review/${token}`;
    expect(mail.links).toEqual(expect.arrayContaining([`${base}/go/google`, `${base}/go/facebook`, `${base}/go/bbb`, `${base}/go/other-1`, `${base}/feedback`, `${base}/unsubscribe`]));
    expect(mail.text).toContain("104 Forest Hill Drive, Winterville, NC 28590");
    expect(mail.text).toContain("Asphalt shingle, GAF Timberline HDZ, 28 squares");
    expect(mail.text).toContain(`job ${dana.reference}`);
    // No score asked first, nothing that sorts the happy from the unhappy.
    expect(mail.text).not.toMatch(/\brat(e|es|ed|ing)\b|\bstars?\b|how did we do|satisf|happy/i);
    expect(mail.subject).not.toMatch(/\brat(e|ing)\b|\bstars?\b|how did we do/i);

    const raw = fs.readFileSync(path.join(outbox, mail.file), "utf8").replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${base}/unsubscribe>$`, "m"));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.jobId, dana.id));
    expect(row).toMatchObject({ email, token, trigger: "completed", reminderSentAt: null });

    // The reminder: 7 days after March 4 is March 11.
    expect((await tick("2027-03-10T15:00:00Z")).reminders).toBe(0);
    expect((await tick("2027-03-11T15:00:00Z")).reminders).toBe(1);
    await tick("2027-03-12T15:00:00Z");
    await tick("2027-03-18T15:00:00Z");
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].links).toContain(`${base}/go/google`);
    expect(await requestsTo(email)).toHaveLength(1);

    // The job's staff page says what was sent and when.
    const status = await jobReviewStatus({ db: t.db, business, clock: () => new Date("2027-03-20T15:00:00Z") }, dana.id);
    expect(status?.happened).toEqual([
      { what: "Review request sent", at: new Date("2027-03-04T15:00:00Z") },
      { what: "Reminder sent", at: new Date("2027-03-11T15:00:00Z") },
    ]);
    expect(status?.next).toBe("Nothing more is sent: one request and at most one reminder per job.");
  });

  it("goes exactly once when two instances tick at the same moment", async () => {
    const email = "two.instances@example.com";
    const j = await job(email, "2027-05-01");
    const sent = await Promise.all([tick("2027-05-04T15:00:00Z"), tick("2027-05-04T15:00:00Z")]);
    expect(sent.reduce((n, s) => n + s.requests, 0)).toBe(1);
    const mails = await requestsTo(email);
    expect(mails).toHaveLength(1);
    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.jobId, j.id));
    expect(row.token).toBe(tokenOf(mails[0]));

    const reminders = await Promise.all([tick("2027-05-11T15:00:00Z"), tick("2027-05-11T15:00:00Z")]);
    expect(reminders.reduce((n, s) => n + s.reminders, 0)).toBe(1);
    expect(await remindersTo(email)).toHaveLength(1);
  });
});

describe("the review link", () => {
  it("counts the click, goes to the place (303) and stops the reminder", async () => {
    const email = "clicker@example.com";
    const j = await job(email, "2027-07-01");
    await tick("2027-07-04T15:00:00Z");
    const [mail] = await requestsTo(email);
    const google = mail.links.find((l) => l.endsWith("/go/google"))!;

    const res = await follow(google, "2027-07-05T12:00:00Z");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);
    await follow(mail.links.find((l) => l.endsWith("/go/facebook"))!, "2027-07-05T12:01:00Z");
    const clicks = await t.db.select().from(reviewClicks).where(eq(reviewClicks.jobId, j.id));
    expect(clicks.map((c) => c.destination).sort()).toEqual(["facebook", "google"]);
    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.jobId, j.id));
    expect(row.clickedAt).toEqual(new Date("2027-07-05T12:00:00Z"));

    await tick("2027-07-11T15:00:00Z");
    await tick("2027-07-14T15:00:00Z");
    expect(await remindersTo(email)).toEqual([]);
  });

  it("answers 404 for an unknown token or a place not listed", async () => {
    expect((await follow("https://roofing.example/review/not-a-token/go/google", "2027-07-05T12:00:00Z")).status).toBe(404);
    const [mail] = await requestsTo("clicker@example.com");
    expect((await follow(mail.links.find((l) => l.endsWith("/go/google"))!.replace("/go/google", "/go/yelp"), "2027-07-05T12:00:00Z")).status).toBe(404);
  });
});

describe("the unsubscribe", () => {
  it("by one-click POST stops the reminder and every later request to the address", async () => {
    const email = "no.more@example.com";
    await job(email, "2027-09-01");
    const second = await job(email, "2027-09-05", { street: "12 Pine Street" });
    await tick("2027-09-04T15:00:00Z");
    const [mail] = await requestsTo(email);
    const token = tokenOf(mail);

    const page = await unsubscribeLoader({ request: new Request(`https://roofing.example/review/${token}/unsubscribe`), params: { token }, context: context("2027-09-04T16:00:00Z") } as never);
    expect(page).toMatchObject({ data: { known: true, unsubscribed: false } });
    expect(await oneClickUnsubscribe(token, "2027-09-04T16:00:00Z")).toMatchObject({ ok: true });

    // The second job falls due on March 8, the first one's reminder on March 11: neither goes.
    await tick("2027-09-08T15:00:00Z");
    await tick("2027-09-11T15:00:00Z");
    expect(await requestsTo(email)).toHaveLength(1);
    expect(await remindersTo(email)).toEqual([]);
    expect(await t.db.select().from(reviewRequests).where(eq(reviewRequests.jobId, second.id))).toEqual([]);
  });

  it("answers 404 for an unknown token", async () => {
    const res = await oneClickUnsubscribe("not-a-token", "2027-09-04T16:00:00Z");
    expect(res).toMatchObject({ init: { status: 404 } });
  });
});

describe("an open warranty claim", () => {
  it("holds the request while it is open; it goes once the claim is closed", async () => {
    const email = "claim.open@example.com";
    const j = await job(email, "2027-10-01");
    const { claim } = await createClaim(t.db, j.id, { what: "A drip by the chimney after heavy rain", location: "Chimney", discoveredOn: "2027-10-02", reportedLate: false }, []);
    const before = await jobReviewStatus({ db: t.db, business, clock: () => new Date("2027-10-02T15:00:00Z") }, j.id);
    expect(before?.next).toBe("On hold while a warranty claim on this job is open.");
    await tick("2027-10-04T15:00:00Z");
    await tick("2027-10-06T15:00:00Z");
    expect(await requestsTo(email)).toEqual([]);

    const closedStatus = () => jobReviewStatus({ db: t.db, business, clock: () => new Date("2027-10-06T12:00:00Z") }, j.id);
    const closed = await changeClaimStatus(t.db, claim.id, { status: "declined", inspectionAt: null, note: "Condensation from the bathroom fan, not the roof." }, "owner@staff.example");
    expect(closed.ok).toBe(true);
    expect((await closedStatus())?.next).toBe("The review request is due now: it goes out with the scheduler's next pass.");
    await tick("2027-10-07T15:00:00Z");
    expect(await requestsTo(email)).toHaveLength(1);
  });
});

describe("a site that lists no review place", () => {
  it("sends nothing (the demo lists none)", async () => {
    const email = "demo.job@example.com";
    const j = await job(email, "2027-11-01");
    const demo = businessFromSettings(DEMO_SETTINGS, { siteUrl: "https://roofing.example", towns: SEED_TOWNS, year: 2027 });
    expect(await sendReviewRequests({ ...deps("2027-11-04T15:00:00Z"), business: demo })).toEqual({ requests: 0, reminders: 0 });
    expect(await requestsTo(email)).toEqual([]);
    const status = await jobReviewStatus({ db: t.db, business: demo, clock: () => new Date("2027-11-04T15:00:00Z") }, j.id);
    expect(status?.next).toBe("No review request is sent: no review place is listed in Business Settings.");
  });
});
