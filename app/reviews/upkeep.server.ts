/**
 * Review requests' part of every scheduler tick (app/scheduler.server.ts; docs/decisions/023-reviews.md):
 * each finished job's one request, the owner's days after its completion or certificate, and its one
 * reminder, as the rules of app/domain/reviews.ts decide. Every instance ticks; sendOnce makes each
 * e-mail go out once among them, and the request's row is made by the instance that sent it.
 */
import type { BusinessSnapshot } from "~/domain/business";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";
import { nextReviewStep, REVIEW_LATE_DAYS, reviewPlaces } from "~/domain/reviews";
import type { MailDeps } from "~/mail/mailer.server";
import { reviewRequestMessage } from "~/mail/review-mail.server";
import { sendOnce } from "~/mail/warranty-mail.server";
import { jobsForReviewTick, markReviewReminderSent, newReviewToken, recordReviewRequest } from "~/models/reviews.server";

export interface ReviewUpkeepDeps extends MailDeps {
  business: BusinessSnapshot;
  now: Date;
}

/** Sends the requests and reminders due now; returns how many of each went out from this instance. */
export async function sendReviewRequests(deps: ReviewUpkeepDeps): Promise<{ requests: number; reminders: number }> {
  const settings = deps.business.settings.reviews;
  const places = reviewPlaces(settings);
  const sent = { requests: 0, reminders: 0 };
  if (places.length === 0) return sent;
  const lookBack = Math.max(settings.daysAfter, settings.reminderDays ?? 0) + REVIEW_LATE_DAYS;
  for (const { job, request, facts } of await jobsForReviewTick(deps.db, deps.now, lookBack)) {
    const step = nextReviewStep(settings, facts, deps.now, OFFICE_TIME_ZONE);
    if (step.send === "request") {
      const token = newReviewToken();
      const outcome = await sendOnce(deps, `review-request:${job.id}`, () => reviewRequestMessage(job, "request", places, token, deps));
      if (outcome !== "sent") continue;
      await recordReviewRequest(deps.db, { jobId: job.id, email: job.customerEmail, token, trigger: step.trigger, sentAt: deps.now });
      sent.requests++;
    } else if (step.send === "reminder" && request) {
      const outcome = await sendOnce(deps, `review-reminder:${job.id}`, () => reviewRequestMessage(job, "reminder", places, request.token, deps));
      if (outcome !== "sent") continue;
      await markReviewReminderSent(deps.db, job.id, deps.now);
      sent.reminders++;
    }
  }
  return sent;
}

/** One pass; a failure is logged, never thrown into the scheduler. */
export async function reviewsUpkeep(deps: ReviewUpkeepDeps): Promise<void> {
  try {
    await sendReviewRequests(deps);
  } catch (error) {
    console.warn(`[reviews] review requests failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
