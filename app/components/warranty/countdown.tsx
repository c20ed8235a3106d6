import type { InspectionCountdown } from "~/domain/claims";

const TONES: Record<InspectionCountdown["state"], string> = {
  open: "text-ink",
  overdue: "font-semibold text-red-700",
  done: "text-muted",
};

/** The 48-hour inspection target of a claim, in words: "31 h left (by May 22, 10:00 AM)". */
export function CountdownText({ countdown, timeZone }: { countdown: InspectionCountdown; timeZone: string }) {
  const by = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone }).format(countdown.dueAt);
  return (
    <span className={TONES[countdown.state]}>
      {countdown.state === "done" ? "Inspected" : `${countdown.label[0].toUpperCase()}${countdown.label.slice(1)}`}
      {countdown.state === "done" ? null : <span className="block text-xs font-normal text-muted">target: {by}</span>}
    </span>
  );
}
