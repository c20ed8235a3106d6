import { Link } from "~/components/ui/links";
import { POST_FIGURE_DAYS, type PostFigures } from "~/domain/analytics-report";

/**
 * A post's views and requests in the last 7, 30 and 90 days, in words (the posts list and the
 * editor; docs/decisions/022-visits-and-attribution.md).
 */
export function PostFiguresLine({ figures, className = "" }: { figures: PostFigures | null; className?: string }) {
  if (!figures) return <span className={`text-muted ${className}`}>No views in 90 days</span>;
  const series = (values: readonly number[]) => values.map((v) => v.toLocaleString("en-US")).join(" / ");
  return (
    <span className={className}>
      <span className="whitespace-nowrap">{series(figures.views)} views</span>
      {" · "}
      <span className="whitespace-nowrap">
        {series(figures.requests)} {figures.requests[2] === 1 ? "request" : "requests"}
      </span>
      <span className="sr-only"> in the last {POST_FIGURE_DAYS.join(", ")} days</span>
    </span>
  );
}

/** The editor's section: the post's figures and the way to the dashboard. */
export function PostFiguresSummary({ figures }: { figures: PostFigures | null }) {
  return (
    <div className="space-y-1 text-sm">
      <p>
        Last {POST_FIGURE_DAYS.join(" / ")} days: <PostFiguresLine figures={figures} />
      </p>
      <p className="text-muted">
        A request counts for the post its visitor read last before sending it. Towns, sources and every post are on the{" "}
        <Link to="/analytics" className="text-brand-700 underline">
          visits dashboard
        </Link>
        .
      </p>
    </div>
  );
}
