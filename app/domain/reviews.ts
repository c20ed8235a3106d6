/**
 * Review requests, the honest way (docs/decisions/023-reviews.md): which places a request offers,
 * when a finished job's one request and its one reminder are due, and why nothing is sent. The same
 * rules for every job: nothing here depends on how happy a homeowner is. Pure: days are the office's
 * calendar days (app/domain/calendar-days.ts); the caller gives the instant and the office's zone.
 */
import { addDays, daysBetween, formatDay, officeClock } from "./calendar-days";
import type { BusinessSettings, ReviewTrigger } from "./business-settings";

/** A job is asked only while its request (or reminder) is at most this many days late: turning requests on does not mail every past customer. */
export const REVIEW_LATE_DAYS = 14;
/** E-mails to homeowners go out from this time of the office's day, not at night. */
export const REVIEW_SEND_FROM_MINUTES = 9 * 60;
/** The dashboard reminds staff to read the public rating again after this many days. */
export const RATING_STALE_DAYS = 90;

export type ReviewSettings = BusinessSettings["reviews"];

/** A place the e-mail offers: its id in the redirect's address (/review/<token>/go/<id>), its name, where it leads. */
export interface ReviewPlace {
  id: string;
  label: string;
  url: string;
}

/** Google Business Profile's "write a review" box for a place id. */
export const googleReviewUrl = (placeId: string) => `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

/** The places the owner lists, in the e-mail's order; none while none is listed. */
export function reviewPlaces(settings: ReviewSettings): ReviewPlace[] {
  const places: ReviewPlace[] = [];
  if (settings.googlePlaceId) places.push({ id: "google", label: "Google", url: googleReviewUrl(settings.googlePlaceId) });
  if (settings.facebookUrl) places.push({ id: "facebook", label: "Facebook", url: settings.facebookUrl });
  if (settings.bbbUrl) places.push({ id: "bbb", label: "Better Business Bureau", url: settings.bbbUrl });
  settings.others.forEach((o, i) => places.push({ id: `other-${i + 1}`, label: o.label, url: o.url }));
  return places;
}

/** The place a link names, at its current address; null for a place not (or no longer) listed. */
export function reviewPlace(settings: ReviewSettings, id: string): ReviewPlace | null {
  return reviewPlaces(settings).find((p) => p.id === id) ?? null;
}

/** What the rules read of a job. */
export interface JobReviewFacts {
  completedOn: string | null;
  /** When its first workmanship certificate was issued. */
  certificateAt: Date | null;
  openClaim: boolean;
  /** Its request, once sent. */
  request: { sentAt: Date; reminderSentAt: Date | null; clickedAt: Date | null; unsubscribedAt: Date | null } | null;
  /** The homeowner's address unsubscribed from review requests (through any of its jobs). */
  addressUnsubscribed: boolean;
}

export type ReviewStep =
  | { send: "request"; trigger: ReviewTrigger; dueOn: string }
  | { send: "reminder"; dueOn: string }
  | { send: null; why: ReviewHold };

export type ReviewHold =
  | { kind: "no-place" }
  | { kind: "not-started"; trigger: ReviewTrigger }
  | { kind: "too-late"; dueOn: string }
  | { kind: "claim-open" }
  | { kind: "clicked" }
  | { kind: "unsubscribed" }
  | { kind: "due"; what: "request" | "reminder"; dueOn: string }
  | { kind: "done" };

const dayOf = (instant: Date, timeZone: string) => officeClock(instant, timeZone).day;

/** The day that starts the count, by the owner's choice; null until it happened. */
export function triggerDay(trigger: ReviewTrigger, facts: Pick<JobReviewFacts, "completedOn" | "certificateAt">, timeZone: string): string | null {
  if (trigger === "completed") return facts.completedOn;
  return facts.certificateAt ? dayOf(facts.certificateAt, timeZone) : null;
}

/** Due from the morning of `dueOn` on the office's clock, and no more than REVIEW_LATE_DAYS late. */
function timing(dueOn: string, now: Date, timeZone: string): "early" | "now" | "too-late" {
  const clock = officeClock(now, timeZone);
  const late = daysBetween(dueOn, clock.day);
  if (late < 0 || (late === 0 && clock.minutes < REVIEW_SEND_FROM_MINUTES)) return "early";
  return late > REVIEW_LATE_DAYS ? "too-late" : "now";
}

/**
 * What a job gets now: its request, its reminder, or nothing and why. Nothing once a review link
 * was clicked or the address unsubscribed, while a claim on the job is open, or while no place is
 * listed.
 */
export function nextReviewStep(settings: ReviewSettings, facts: JobReviewFacts, now: Date, timeZone: string): ReviewStep {
  const hold = (why: ReviewHold): ReviewStep => ({ send: null, why });
  const { request } = facts;
  if (request?.clickedAt) return hold({ kind: "clicked" });
  if (request?.unsubscribedAt || facts.addressUnsubscribed) return hold({ kind: "unsubscribed" });
  if (request && (request.reminderSentAt || settings.reminderDays === null)) return hold({ kind: "done" });
  if (reviewPlaces(settings).length === 0) return hold({ kind: "no-place" });
  if (facts.openClaim) return hold({ kind: "claim-open" });
  if (request) {
    const dueOn = addDays(dayOf(request.sentAt, timeZone), settings.reminderDays!);
    const when = timing(dueOn, now, timeZone);
    if (when === "early") return hold({ kind: "due", what: "reminder", dueOn });
    return when === "now" ? { send: "reminder", dueOn } : hold({ kind: "done" });
  }
  const started = triggerDay(settings.trigger, facts, timeZone);
  if (!started) return hold({ kind: "not-started", trigger: settings.trigger });
  const dueOn = addDays(started, settings.daysAfter);
  const when = timing(dueOn, now, timeZone);
  if (when === "early") return hold({ kind: "due", what: "request", dueOn });
  return when === "now" ? { send: "request", trigger: settings.trigger, dueOn } : hold({ kind: "too-late", dueOn });
}

/** Why nothing is sent now, as a job's staff page says it. */
export function reviewHoldText(why: ReviewHold): string {
  switch (why.kind) {
    case "no-place":
      return "No review request is sent: no review place is listed in Business Settings.";
    case "not-started":
      return why.trigger === "completed"
        ? "Not completed yet: the review request is counted from the completion date."
        : "No workmanship certificate yet: the review request is counted from the day it is issued.";
    case "too-late":
      return `Not asked: the request was due on ${formatDay(why.dueOn)}, more than ${REVIEW_LATE_DAYS} days before requests could go out.`;
    case "claim-open":
      return "On hold while a warranty claim on this job is open.";
    case "clicked":
      return "Nothing more is sent: the homeowner followed a review link.";
    case "unsubscribed":
      return "Nothing more is sent: the homeowner unsubscribed from review requests.";
    case "due":
      return `The ${why.what === "request" ? "review request" : "reminder"} is due on ${formatDay(why.dueOn)}.`;
    case "done":
      return "Nothing more is sent: one request and at most one reminder per job.";
  }
}

/** The public rating is due to be read again: given, and read more than RATING_STALE_DAYS days ago (or never). */
export function ratingReadIsStale(figures: Pick<BusinessSettings["figures"], "reviewRating" | "reviewsReadOn">, today: string): boolean {
  if (figures.reviewRating === null) return false;
  return figures.reviewsReadOn === "" || daysBetween(figures.reviewsReadOn, today) > RATING_STALE_DAYS;
}

// ---------------------------------------------------------------------------------------------
// The staff report: a period's requests, reminders, clicks and feedback, by material and town
// ---------------------------------------------------------------------------------------------

export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** One thing that happened in the period, with the job it was about. */
export interface ReviewEvent {
  kind: "request" | "reminder" | "click" | "feedback";
  material: string;
  town: string;
  /** The place a click led to. */
  place?: string;
}

export interface ReviewCounts {
  requests: number;
  reminders: number;
  clicks: number;
  feedback: number;
}

export interface ReviewReport {
  totals: ReviewCounts;
  /** Clicks by place id, most first. */
  clicksByPlace: { place: string; clicks: number }[];
  byMaterial: ({ material: string } & ReviewCounts)[];
  byTown: ({ town: string } & ReviewCounts)[];
}

const zero = (): ReviewCounts => ({ requests: 0, reminders: 0, clicks: 0, feedback: 0 });
const COUNT_OF = { request: "requests", reminder: "reminders", click: "clicks", feedback: "feedback" } as const;

/** The period's events counted, in total, by place, by material and by town (largest first). */
export function reviewReport(events: readonly ReviewEvent[]): ReviewReport {
  const totals = zero();
  const places = new Map<string, number>();
  const materials = new Map<string, ReviewCounts>();
  const towns = new Map<string, ReviewCounts>();
  for (const e of events) {
    const field = COUNT_OF[e.kind];
    totals[field]++;
    if (e.kind === "click" && e.place) places.set(e.place, (places.get(e.place) ?? 0) + 1);
    for (const [map, key] of [[materials, e.material], [towns, e.town]] as const) {
      const counts = map.get(key) ?? zero();
      counts[field]++;
      map.set(key, counts);
    }
  }
  const size = (c: ReviewCounts) => c.requests + c.reminders + c.clicks + c.feedback;
  const rows = <K extends string>(map: Map<string, ReviewCounts>, name: K) =>
    [...map].sort((a, b) => size(b[1]) - size(a[1]) || a[0].localeCompare(b[0])).map(([key, counts]) => ({ [name]: key, ...counts }) as { [P in K]: string } & ReviewCounts);
  return {
    totals,
    clicksByPlace: [...places].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([place, clicks]) => ({ place, clicks })),
    byMaterial: rows(materials, "material"),
    byTown: rows(towns, "town"),
  };
}
