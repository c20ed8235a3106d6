import { Link } from "~/components/ui/links";
import { Panel } from "~/components/ui/panel";
import { officeTime } from "~/domain/office-time";

/** A job's review request on its staff page (docs/decisions/023-reviews.md): what was sent and when, or why not. */
export function JobReviewPanel({ review }: { review: { happened: { what: string; at: Date }[]; next: string } }) {
  return (
    <Panel id="review-request-heading" title="Review request">
      {review.happened.length ? (
        <ul className="mt-3 space-y-1 text-sm">
          {review.happened.map((h) => (
            <li key={h.what}>
              {h.what}: {officeTime(h.at)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm">{review.next}</p>
      <p className="mt-2 text-sm">
        <Link to="/reviews" className="text-brand-700 underline">
          All review requests
        </Link>
      </p>
    </Panel>
  );
}
