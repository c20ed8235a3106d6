import { describe, expect, it } from "vitest";
import { DEMO_SETTINGS, EMPTY_SETTINGS, crossChecks, withChanges } from "./business-settings";
import { nextReviewStep, ratingReadIsStale, reviewHoldText, reviewPlace, reviewPlaces, reviewReport, type JobReviewFacts, type ReviewSettings } from "./reviews";

const TZ = "America/New_York";

const settings = (over: Partial<ReviewSettings> = {}): ReviewSettings => ({
  ...EMPTY_SETTINGS.reviews,
  googlePlaceId: "ChIJN1t_tDeuEmsRUsoyG83frY4",
  ...over,
});

const facts = (over: Partial<JobReviewFacts> = {}): JobReviewFacts => ({
  completedOn: "2027-03-01",
  certificateAt: null,
  openClaim: false,
  request: null,
  addressUnsubscribed: false,
  ...over,
});

const sent = (at: string, over: Partial<NonNullable<JobReviewFacts["request"]>> = {}) => ({
  sentAt: new Date(at),
  reminderSentAt: null,
  clickedAt: null,
  unsubscribedAt: null,
  ...over,
});

describe("review places", () => {
  it("lists the places the owner gives, Google's write-a-review link from its place id, and nothing for the demo", () => {
    const places = reviewPlaces(
      settings({ facebookUrl: "https://www.facebook.com/acme/reviews", bbbUrl: "", others: [{ label: "Angi", url: "https://www.angi.com/acme" }] }),
    );
    expect(places).toEqual([
      { id: "google", label: "Google", url: "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4" },
      { id: "facebook", label: "Facebook", url: "https://www.facebook.com/acme/reviews" },
      { id: "other-1", label: "Angi", url: "https://www.angi.com/acme" },
    ]);
    expect(reviewPlace(settings(), "facebook")).toBeNull();
    expect(reviewPlaces(DEMO_SETTINGS.reviews)).toEqual([]);
  });

  it("defaults: counted from completion, 3 days, a reminder 7 days later", () => {
    expect(EMPTY_SETTINGS.reviews).toMatchObject({ trigger: "completed", daysAfter: 3, reminderDays: 7 });
  });
});

describe("the request's due day", () => {
  it("is the trigger day plus the owner's days, from 9:00 on the office's clock", () => {
    // Completed March 1, 2027, 3 days: due March 4. 13:55 UTC is 8:55 EST; 14:05 UTC is 9:05.
    expect(nextReviewStep(settings(), facts(), new Date("2027-03-03T20:00:00Z"), TZ)).toEqual({ send: null, why: { kind: "due", what: "request", dueOn: "2027-03-04" } });
    expect(nextReviewStep(settings(), facts(), new Date("2027-03-04T13:55:00Z"), TZ).send).toBeNull();
    expect(nextReviewStep(settings(), facts(), new Date("2027-03-04T14:05:00Z"), TZ)).toEqual({ send: "request", trigger: "completed", dueOn: "2027-03-04" });
    // 00:30 UTC on March 5 is still March 4 evening in the office: due.
    expect(nextReviewStep(settings(), facts(), new Date("2027-03-05T00:30:00Z"), TZ).send).toBe("request");
  });

  it("counts from the certificate's office day when the owner chooses it", () => {
    const certified = facts({ completedOn: "2027-03-01", certificateAt: new Date("2027-03-11T03:00:00Z") }); // March 10, 22:00 EST
    const byCertificate = settings({ trigger: "certificate", daysAfter: 5 });
    expect(nextReviewStep(byCertificate, certified, new Date("2027-03-15T16:00:00Z"), TZ).send).toBe("request");
    expect(nextReviewStep(byCertificate, certified, new Date("2027-03-14T16:00:00Z"), TZ)).toMatchObject({ why: { kind: "due", dueOn: "2027-03-15" } });
    expect(nextReviewStep(byCertificate, facts({ certificateAt: null }), new Date("2027-03-15T16:00:00Z"), TZ)).toEqual({ send: null, why: { kind: "not-started", trigger: "certificate" } });
  });

  it("is not sent for a job not completed yet", () => {
    const step = nextReviewStep(settings(), facts({ completedOn: null }), new Date("2027-03-15T16:00:00Z"), TZ);
    expect(step.send).toBeNull();
    expect(reviewHoldText((step as { why: Parameters<typeof reviewHoldText>[0] }).why)).toMatch(/^Not completed yet/);
  });

  it("asks a job only while its request is at most 14 days late: turning requests on does not mail past customers", () => {
    // Due March 4: late by 14 days on March 18, by 15 on March 19.
    expect(nextReviewStep(settings(), facts(), new Date("2027-03-18T16:00:00Z"), TZ).send).toBe("request");
    expect(nextReviewStep(settings(), facts(), new Date("2027-03-19T16:00:00Z"), TZ)).toEqual({ send: null, why: { kind: "too-late", dueOn: "2027-03-04" } });
    expect(nextReviewStep(settings(), facts({ completedOn: "2025-06-01" }), new Date("2027-03-04T16:00:00Z"), TZ).send).toBeNull();
  });
});

describe("the reminder", () => {
  it("goes once, the owner's days after the request; never with no reminder set", () => {
    const asked = facts({ request: sent("2027-03-04T14:05:00Z") });
    expect(nextReviewStep(settings(), asked, new Date("2027-03-10T16:00:00Z"), TZ)).toEqual({ send: null, why: { kind: "due", what: "reminder", dueOn: "2027-03-11" } });
    expect(nextReviewStep(settings(), asked, new Date("2027-03-11T15:00:00Z"), TZ)).toEqual({ send: "reminder", dueOn: "2027-03-11" });
    const reminded = facts({ request: sent("2027-03-04T14:05:00Z", { reminderSentAt: new Date("2027-03-11T15:00:00Z") }) });
    expect(nextReviewStep(settings(), reminded, new Date("2027-03-20T15:00:00Z"), TZ)).toEqual({ send: null, why: { kind: "done" } });
    expect(nextReviewStep(settings({ reminderDays: null }), asked, new Date("2027-03-11T15:00:00Z"), TZ)).toEqual({ send: null, why: { kind: "done" } });
  });
});

describe("nothing is sent", () => {
  const due = new Date("2027-03-04T15:00:00Z");
  const reminderDue = new Date("2027-03-11T15:00:00Z");

  it("after a click on a review link", () => {
    expect(nextReviewStep(settings(), facts({ request: sent("2027-03-04T14:05:00Z", { clickedAt: new Date("2027-03-05T12:00:00Z") }) }), reminderDue, TZ)).toEqual({ send: null, why: { kind: "clicked" } });
  });

  it("after an unsubscribe, of this job or of any job of the address", () => {
    expect(nextReviewStep(settings(), facts({ request: sent("2027-03-04T14:05:00Z", { unsubscribedAt: new Date("2027-03-05T12:00:00Z") }) }), reminderDue, TZ).send).toBeNull();
    expect(nextReviewStep(settings(), facts({ addressUnsubscribed: true }), due, TZ)).toEqual({ send: null, why: { kind: "unsubscribed" } });
  });

  it("while a warranty claim on the job is open", () => {
    expect(nextReviewStep(settings(), facts({ openClaim: true }), due, TZ)).toEqual({ send: null, why: { kind: "claim-open" } });
    expect(nextReviewStep(settings(), facts({ openClaim: true, request: sent("2027-03-04T14:05:00Z") }), reminderDue, TZ)).toEqual({ send: null, why: { kind: "claim-open" } });
  });

  it("while no review place is listed", () => {
    expect(nextReviewStep(settings({ googlePlaceId: "" }), facts(), due, TZ)).toEqual({ send: null, why: { kind: "no-place" } });
  });
});

describe("the settings", () => {
  it("refuse a rating without the day it was read, and a reminder or days out of range", () => {
    const rated = withChanges(EMPTY_SETTINGS, new Map<string, unknown>([["figures.reviewRating", 4.8], ["figures.reviewCount", 41]]));
    expect(crossChecks(rated, { townCount: 10 })["figures.reviewsReadOn"]).toMatch(/day you read the rating/);
    const dated = withChanges(rated, new Map([["figures.reviewsReadOn", "2027-01-05"]]));
    expect(crossChecks(dated, { townCount: 10 })["figures.reviewsReadOn"]).toBeUndefined();
  });

  it("remind staff to read the rating again after 90 days", () => {
    expect(ratingReadIsStale({ reviewRating: 4.8, reviewsReadOn: "2027-01-05" }, "2027-04-05")).toBe(false); // 90 days
    expect(ratingReadIsStale({ reviewRating: 4.8, reviewsReadOn: "2027-01-05" }, "2027-04-06")).toBe(true);
    expect(ratingReadIsStale({ reviewRating: null, reviewsReadOn: "" }, "2027-04-06")).toBe(false);
  });
});

describe("the staff report", () => {
  it("counts requests, reminders, clicks by place and feedback, by material and by town", () => {
    const report = reviewReport([
      { kind: "request", material: "asphalt", town: "Wilson" },
      { kind: "request", material: "metal", town: "Greenville" },
      { kind: "reminder", material: "asphalt", town: "Wilson" },
      { kind: "click", material: "asphalt", town: "Wilson", place: "google" },
      { kind: "click", material: "metal", town: "Greenville", place: "facebook" },
      { kind: "click", material: "metal", town: "Greenville", place: "google" },
      { kind: "feedback", material: "metal", town: "Greenville" },
    ]);
    expect(report.totals).toEqual({ requests: 2, reminders: 1, clicks: 3, feedback: 1 });
    expect(report.clicksByPlace).toEqual([
      { place: "google", clicks: 2 },
      { place: "facebook", clicks: 1 },
    ]);
    expect(report.byTown).toEqual([
      { town: "Greenville", requests: 1, reminders: 0, clicks: 2, feedback: 1 },
      { town: "Wilson", requests: 1, reminders: 1, clicks: 1, feedback: 0 },
    ]);
    expect(report.byMaterial.map((m) => m.material)).toEqual(["metal", "asphalt"]);
  });
});
