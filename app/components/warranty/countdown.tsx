import type { InspectionCountdown } from "~/domain/claims";
import { officeTime } from "~/domain/office-time";

const TONES: Record<InspectionCountdown["state"], string> = {
  open: "text-ink",
  overdue: "font-semibold text-red-700",
  done: "text-muted",
};

/** The 48-hour inspection target of a claim, in words: "31 h left (by May 22, 10:00 AM)". */
export function CountdownText({ countdown }: { countdown: InspectionCountdown }) {
  const by = officeTime(countdown.dueAt, "dayTime");
  return (
    <span className={TONES[countdown.state]}>
      {countdown.state === "done" ? "Inspected" : `${countdown.label[0].toUpperCase()}${countdown.label.slice(1)}`}
      {countdown.state === "done" ? null : <span className="block text-xs font-normal text-muted">target: {by}</span>}
    </span>
  );
}
