import type { Source } from "~/content/blocks";
import { ExternalLink } from "~/components/ui/links";
import { INLINE_ICON } from "./inline-text";

/** "Source" link beside a fact: where it was checked, and when. */
export function SourceLink({ source }: { source: Source }) {
  const month = formatMonth(source.checked);
  return (
    <span className="text-xs text-muted">
      <ExternalLink href={source.url} className="text-muted underline hover:text-brand-800" iconClassName={INLINE_ICON}>
        Source{source.label ? `: ${source.label}` : ""}
      </ExternalLink>
      {month ? <> · checked {month}</> : null}
    </span>
  );
}

function formatMonth(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number);
  if (!y || !m) return "";
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
