import { Link } from "~/components/ui/links";
import { formatDay } from "~/domain/calendar-days";
import { REGISTRATIONS_AHEAD_DAYS } from "~/domain/warranty";
import type { RegistrationDue } from "~/models/jobs.server";
import { RegistrationBadge } from "./badges";

/**
 * Manufacturer registrations due within 14 days, and overdue ones, most urgent first: on the
 * dashboard and the jobs list, so none is missed.
 */
export function RegistrationDueList({ due }: { due: RegistrationDue[] }) {
  const overdue = due.some((d) => d.registration.state === "overdue");
  return (
    <section
      aria-labelledby="registrations-heading"
      className={`mt-6 rounded-lg border p-5 ${overdue ? "border-red-200 bg-red-50" : "border-gray-200 bg-white"}`}
    >
      <h2 id="registrations-heading" className="font-sans text-lg font-bold">
        Warranty registrations due
      </h2>
      {due.length ? (
        <ul className="mt-3 space-y-2 text-sm">
          {due.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <RegistrationBadge registration={d.registration} />
              <Link to={`/jobs/${d.id}`} className="font-semibold text-brand-700 underline">
                {d.customerName}, {d.town}
              </Link>
              <span className="text-muted">
                {d.registration.manufacturer} {d.manufacturerWarranty} · completed {formatDay(d.completedOn)} · our target {formatDay(d.registration.targetOn)}
                {d.registration.targetMissed ? " (missed)" : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">None due in the next {REGISTRATIONS_AHEAD_DAYS} days, and none overdue.</p>
      )}
    </section>
  );
}
