import { CLAIM_STATUS_LABELS, type ClaimStatus } from "~/domain/claims";
import { isClaimStatus } from "./badges";
import { officeTime } from "~/domain/office-time";

export interface ClaimHistoryEntry {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  inspectionAt: Date | null;
  author: string;
  createdAt: Date;
}

const label = (status: string) => (isClaimStatus(status) ? CLAIM_STATUS_LABELS[status as ClaimStatus] : status);

/**
 * A claim's history, newest first: the same entries for staff and the homeowner; staff also see
 * who made each change.
 */
export function ClaimHistory({ events, showAuthor }: { events: ClaimHistoryEntry[]; showAuthor: boolean }) {
  return (
    <ol className="space-y-3 text-sm">
      {events.map((e) => (
        <li key={e.id} className="border-l-2 border-brand-100 pl-3">
          <p className="text-xs text-muted">
            {officeTime(e.createdAt)}
            {showAuthor ? ` · ${e.author}` : null}
          </p>
          <p>
            {e.fromStatus === null ? (
              <>Claim received</>
            ) : (
              <>
                Status: <strong>{label(e.toStatus)}</strong>
              </>
            )}
            {e.inspectionAt ? <> · inspection {officeTime(e.inspectionAt)}</> : null}
          </p>
          {e.note ? <p className="mt-1 whitespace-pre-line">{e.toStatus === "declined" ? <>Reason: {e.note}</> : e.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
