/**
 * The links of a review request's e-mail (docs/decisions/023-reviews.md): a review place through our
 * redirect (the click is counted, then the homeowner goes on to the place's current address), and the
 * unsubscribe, which holds for the address and every job of it.
 */
import type { Database } from "~/db/client.server";
import type { BusinessSnapshot } from "~/domain/business";
import { reviewPlace } from "~/domain/reviews";
import { recordReviewClick, reviewRequestByToken, unsubscribeFromReviews } from "~/models/reviews.server";

interface LinkDeps {
  db: Database;
  business: BusinessSnapshot;
  clock: () => Date;
}

/** Where a review link leads, its click counted; null for an unknown token or a place not listed. */
export async function followReviewLink(deps: LinkDeps, token: string, placeId: string): Promise<string | null> {
  const request = await reviewRequestByToken(deps.db, token);
  const place = request ? reviewPlace(deps.business.settings.reviews, placeId) : null;
  if (!request || !place) return null;
  await recordReviewClick(deps.db, request.jobId, place.id, deps.clock());
  return place.url;
}

export type UnsubscribeView = { known: false } | { known: true; unsubscribed: boolean };

/** What the unsubscribe page shows for a token. */
export async function reviewUnsubscribeView(deps: Pick<LinkDeps, "db">, token: string): Promise<UnsubscribeView> {
  const request = await reviewRequestByToken(deps.db, token);
  return request ? { known: true, unsubscribed: request.unsubscribedAt !== null } : { known: false };
}

/** The button, and mail programs' one-click unsubscribe; false for an unknown token. */
export function unsubscribeReviewRequests(deps: Pick<LinkDeps, "db" | "clock">, token: string): Promise<boolean> {
  return unsubscribeFromReviews(deps.db, token, deps.clock());
}
