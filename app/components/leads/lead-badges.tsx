import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "~/domain/leads";

const STATUS_TONES: Record<LeadStatus, string> = {
  new: "bg-accent-100 text-brand-900",
  contacted: "bg-brand-50 text-brand-900",
  scheduled: "bg-blue-100 text-blue-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-gray-200 text-gray-800",
  spam: "bg-red-100 text-red-900",
};

const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);

export function LeadStatusBadge({ status }: { status: string }) {
  const s = isStatus(status) ? status : "new";
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[s]}`}>{LEAD_STATUS_LABELS[s]}</span>;
}

const MAIL_TEXT: Record<string, string> = {
  sent: "sent",
  pending: "not sent yet, retrying",
  failed: "failed",
  none: "no address given",
};

/** One notification's delivery state, in words (the colour only repeats them). */
export function MailStateLine({ label, state }: { label: string; state: string }) {
  const tone = state === "failed" ? "text-red-700 font-semibold" : state === "pending" ? "text-accent-700 font-semibold" : "text-muted";
  return (
    <span className={`block ${tone}`}>
      {label}: {MAIL_TEXT[state] ?? state}
    </span>
  );
}
