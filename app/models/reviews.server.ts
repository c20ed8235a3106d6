/**
 * Review requests in the database (docs/decisions/023-reviews.md): the jobs a tick looks at and what
 * the rules read of each (app/domain/reviews.ts), the request row made when its e-mail goes out, the
 * clicks on review links, the unsubscribe (for the address, every job of it) and a period's events
 * for the staff report.
 */
import crypto from "node:crypto";
import { and, eq, gte, inArray, isNotNull, isNull, min, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customerFeedback, jobDocuments, jobs, reviewClicks, reviewRequests, warrantyClaims, type Job, type ReviewRequest } from "~/db/schema";
import { CLAIM_STATUSES, isOpenClaim } from "~/domain/claims";
import type { ReviewTrigger } from "~/domain/business-settings";
import type { JobReviewFacts, ReviewEvent } from "~/domain/reviews";

export type { ReviewRequest };

const OPEN_CLAIM_STATUSES = CLAIM_STATUSES.filter(isOpenClaim);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The token of a new request's links: unguessable, naming one job. */
export const newReviewToken = () => crypto.randomBytes(24).toString("base64url");

export interface JobForReview {
  job: Job;
  /** Its request, once sent (its token names the job in the e-mail's links). */
  request: ReviewRequest | null;
  facts: JobReviewFacts;
}

/** What the rules read of each job: its first certificate, an open claim, its request, its address's unsubscribe. */
async function withFacts(db: Database, rows: Job[]): Promise<JobForReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((j) => j.id);
  const emails = [...new Set(rows.map((j) => j.customerEmail))];
  const [certificates, claims, requests, unsubscribed] = await Promise.all([
    db
      .select({ jobId: jobDocuments.jobId, at: min(jobDocuments.createdAt) })
      .from(jobDocuments)
      .where(and(inArray(jobDocuments.jobId, ids), eq(jobDocuments.kind, "workmanship-certificate")))
      .groupBy(jobDocuments.jobId),
    db
      .selectDistinct({ jobId: warrantyClaims.jobId })
      .from(warrantyClaims)
      .where(and(inArray(warrantyClaims.jobId, ids), inArray(warrantyClaims.status, OPEN_CLAIM_STATUSES))),
    db.select().from(reviewRequests).where(inArray(reviewRequests.jobId, ids)),
    db
      .selectDistinct({ email: reviewRequests.email })
      .from(reviewRequests)
      .where(and(inArray(reviewRequests.email, emails), isNotNull(reviewRequests.unsubscribedAt))),
  ]);
  const certificateAt = new Map(certificates.map((c) => [c.jobId, c.at]));
  const claimOpen = new Set(claims.map((c) => c.jobId));
  const requestOf = new Map(requests.map((r) => [r.jobId, r]));
  const stopped = new Set(unsubscribed.map((u) => u.email));
  return rows.map((job) => ({
    job,
    request: requestOf.get(job.id) ?? null,
    facts: {
      completedOn: job.completedOn,
      certificateAt: certificateAt.get(job.id) ?? null,
      openClaim: claimOpen.has(job.id),
      request: requestOf.get(job.id) ?? null,
      addressUnsubscribed: stopped.has(job.customerEmail),
    },
  }));
}

/**
 * The jobs a tick may have something to send for: not asked yet, completed or certified recently
 * enough that a request can still be due (`lookBackDays`), and the asked ones that may still be
 * reminded (no click, no unsubscribe, no reminder yet).
 */
export async function jobsForReviewTick(db: Database, now: Date, lookBackDays: number): Promise<JobForReview[]> {
  const since = new Date(now.getTime() - (lookBackDays + 2) * DAY_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  const certifiedSince = db
    .select({ jobId: jobDocuments.jobId })
    .from(jobDocuments)
    .where(and(eq(jobDocuments.kind, "workmanship-certificate"), gte(jobDocuments.createdAt, since)));
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .leftJoin(reviewRequests, eq(reviewRequests.jobId, jobs.id))
    .where(
      or(
        and(isNull(reviewRequests.jobId), or(gte(jobs.completedOn, sinceDay), inArray(jobs.id, certifiedSince))),
        and(isNull(reviewRequests.reminderSentAt), isNull(reviewRequests.clickedAt), isNull(reviewRequests.unsubscribedAt), gte(reviewRequests.sentAt, since)),
      ),
    );
  return withFacts(db, rows.map((r) => r.job));
}

/** One job with what the rules read of it (its staff page); null when there is no such job. */
export async function jobForReview(db: Database, jobId: string): Promise<JobForReview | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return job ? ((await withFacts(db, [job]))[0] ?? null) : null;
}

/** The request of a job whose e-mail just went out; a second instance's row is ignored (the first stays). */
export async function recordReviewRequest(db: Database, row: { jobId: string; email: string; token: string; trigger: ReviewTrigger; sentAt: Date }): Promise<void> {
  await db.insert(reviewRequests).values(row).onConflictDoNothing();
}

export async function markReviewReminderSent(db: Database, jobId: string, at: Date): Promise<void> {
  await db.update(reviewRequests).set({ reminderSentAt: at }).where(and(eq(reviewRequests.jobId, jobId), isNull(reviewRequests.reminderSentAt)));
}

/** What a link's token may look like (newReviewToken makes 32 characters); anything else names nothing. */
const TOKEN_SHAPE = /^[\w-]{16,128}$/;

export async function reviewRequestByToken(db: Database, token: string): Promise<ReviewRequest | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.token, token));
  return row ?? null;
}

/** The job whose review request carries `token`, or null (an unknown or malformed token). */
export async function jobOfReviewToken(db: Database, token: string): Promise<Job | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db.select({ job: jobs }).from(reviewRequests).innerJoin(jobs, eq(jobs.id, reviewRequests.jobId)).where(eq(reviewRequests.token, token)).limit(1);
  return row?.job ?? null;
}

/** Counts a click on a review link; the first click also stops the reminder. */
export async function recordReviewClick(db: Database, jobId: string, place: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(reviewClicks).values({ jobId, destination: place, createdAt: at });
    await tx.update(reviewRequests).set({ clickedAt: at }).where(and(eq(reviewRequests.jobId, jobId), isNull(reviewRequests.clickedAt)));
  });
}

/**
 * Unsubscribes the address of a request's token from review requests: every request of the address
 * is marked (a job not asked yet is held by the address). False for an unknown token.
 */
export async function unsubscribeFromReviews(db: Database, token: string, at: Date): Promise<boolean> {
  const request = await reviewRequestByToken(db, token);
  if (!request) return false;
  await db
    .update(reviewRequests)
    .set({ unsubscribedAt: at })
    .where(and(eq(reviewRequests.email, request.email), isNull(reviewRequests.unsubscribedAt)));
  return true;
}

/** Every request, reminder, click and feedback since `since`, with its job's material and town. */
export async function reviewEventsSince(db: Database, since: Date): Promise<ReviewEvent[]> {
  const where = { material: jobs.material, town: jobs.town };
  const [requests, reminders, clicks, feedback] = await Promise.all([
    db.select(where).from(reviewRequests).innerJoin(jobs, eq(jobs.id, reviewRequests.jobId)).where(gte(reviewRequests.sentAt, since)),
    db.select(where).from(reviewRequests).innerJoin(jobs, eq(jobs.id, reviewRequests.jobId)).where(gte(reviewRequests.reminderSentAt, since)),
    db.select({ ...where, place: reviewClicks.destination }).from(reviewClicks).innerJoin(jobs, eq(jobs.id, reviewClicks.jobId)).where(gte(reviewClicks.createdAt, since)),
    db.select(where).from(customerFeedback).innerJoin(jobs, eq(jobs.id, customerFeedback.jobId)).where(gte(customerFeedback.createdAt, since)),
  ]);
  return [
    ...requests.map((r) => ({ kind: "request" as const, ...r })),
    ...reminders.map((r) => ({ kind: "reminder" as const, ...r })),
    ...clicks.map((r) => ({ kind: "click" as const, ...r })),
    ...feedback.map((r) => ({ kind: "feedback" as const, ...r })),
  ];
}
