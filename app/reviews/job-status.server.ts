/**
 * What a job's staff page says of its review request (docs/decisions/023-reviews.md): what was sent
 * and when (request, reminder, the first click on a review link, the unsubscribe), and what comes
 * next or why nothing is or will be sent, by the same rules as the scheduler's.
 */
import type { Database } from "~/db/client.server";
import type { BusinessSnapshot } from "~/domain/business";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";
import { nextReviewStep, reviewHoldText } from "~/domain/reviews";
import { jobForReview } from "~/models/reviews.server";

export interface JobReviewStatus {
  /** What happened, in order. */
  happened: { what: string; at: Date }[];
  /** What comes next, or why nothing is sent. */
  next: string;
}

export async function jobReviewStatus(deps: { db: Database; business: BusinessSnapshot; clock: () => Date }, jobId: string): Promise<JobReviewStatus | null> {
  const found = await jobForReview(deps.db, jobId);
  if (!found) return null;
  const { request, facts } = found;
  const happened = request
    ? [
        { what: "Review request sent", at: request.sentAt },
        { what: "Reminder sent", at: request.reminderSentAt },
        { what: "Review link clicked", at: request.clickedAt },
        { what: "Unsubscribed from review requests", at: request.unsubscribedAt },
      ].flatMap((h) => (h.at ? [{ what: h.what, at: h.at }] : []))
    : [];
  happened.sort((a, b) => a.at.getTime() - b.at.getTime());
  const step = nextReviewStep(deps.business.settings.reviews, facts, deps.clock(), OFFICE_TIME_ZONE);
  const next = step.send === null ? reviewHoldText(step.why) : `The ${step.send === "request" ? "review request" : "reminder"} is due now: it goes out with the scheduler's next pass.`;
  return { happened, next };
}
