import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from "~/domain/claims";
import { formatDay } from "~/domain/calendar-days";
import { officeTime } from "~/domain/office-time";
import { Link } from "~/components/ui/links";
import type { RegistrationState } from "~/domain/warranty";

const CLAIM_TONES: Record<ClaimStatus, string> = {
  received: "bg-accent-100 text-brand-900",
  "inspection-scheduled": "bg-blue-100 text-blue-900",
  inspected: "bg-brand-50 text-brand-900",
  approved: "bg-green-100 text-green-900",
  declined: "bg-gray-200 text-gray-800",
  repaired: "bg-green-100 text-green-900",
};

export const isClaimStatus = (value: string): value is ClaimStatus => (CLAIM_STATUSES as readonly string[]).includes(value);

export function ClaimStatusBadge({ status }: { status: string }) {
  const s = isClaimStatus(status) ? status : "received";
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${CLAIM_TONES[s]}`}>{CLAIM_STATUS_LABELS[s]}</span>;
}

const REGISTRATION_TONES: Record<RegistrationState, string> = {
  registered: "bg-green-100 text-green-900",
  overdue: "bg-red-100 text-red-900",
  "due-soon": "bg-accent-100 text-brand-900",
  upcoming: "bg-gray-100 text-gray-800",
};

/** Where a manufacturer registration stands, in words (the colour only repeats them). */
export function registrationText(r: { state: RegistrationState; dueOn: string; daysLeft: number }): string {
  if (r.state === "registered") return "Registered";
  if (r.state === "overdue") return `Overdue since ${formatDay(r.dueOn)}`;
  if (r.daysLeft === 0) return "Due today";
  return `Due in ${r.daysLeft} ${r.daysLeft === 1 ? "day" : "days"} (${formatDay(r.dueOn)})`;
}

export function RegistrationBadge({ registration }: { registration: { state: RegistrationState; dueOn: string; daysLeft: number } }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${REGISTRATION_TONES[registration.state]}`}>{registrationText(registration)}</span>
  );
}

/** A job's claims, one line each: its reference (a link to `href(id)`), its status, where and when it was reported. */
export function ClaimList({ claims, href, className }: { claims: { id: string; reference: string; status: string; location: string; createdAt: Date | string }[]; href: (id: string) => string; className?: string }) {
  return (
    <ul className={`space-y-2 text-sm ${className ?? ""}`}>
      {claims.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center gap-2">
          <Link to={href(c.id)} className="font-semibold text-brand-700 underline">
            {c.reference}
          </Link>
          <ClaimStatusBadge status={c.status} />
          <span className="text-muted">
            {c.location} · {officeTime(c.createdAt, "date")}
          </span>
        </li>
      ))}
    </ul>
  );
}
