import { Link } from "~/components/ui/links";
import { formatDay } from "~/domain/calendar-days";
import { propertyAddress, workDescription } from "~/domain/certificate";
import { workmanshipPeriod, workmanshipTermLabel, type Registration } from "~/domain/warranty";
import { PANEL_CLASS } from "~/components/ui/panel";

export interface PortalJobSummary {
  id: string;
  street: string;
  town: string;
  zip: string | null;
  material: string;
  manufacturer: string | null;
  productLine: string | null;
  squares: number | null;
  completedOn: string | null;
  workmanshipYears: number;
  manufacturerWarranty: string | null;
  registration: Registration | null;
}

/** The workmanship warranty in one sentence, for the homeowner. */
export function workmanshipLine(job: Pick<PortalJobSummary, "completedOn" | "workmanshipYears">): string {
  return workmanshipPeriod(job) ?? `${workmanshipTermLabel(job.workmanshipYears)}: it starts the day we finish your roof.`;
}

/** The manufacturer warranty and its registration, for the homeowner; null when there is none. */
export function manufacturerLine(job: Pick<PortalJobSummary, "manufacturer" | "manufacturerWarranty" | "registration"> & { registeredOn?: string | null; registrationConfirmation?: string | null }): string | null {
  if (!job.manufacturerWarranty || !job.manufacturer) return null;
  const name = `${job.manufacturer} ${job.manufacturerWarranty}`;
  if (job.registration?.state === "registered" || job.registeredOn) {
    return `${name}: registered with ${job.manufacturer}${job.registeredOn ? ` on ${formatDay(job.registeredOn)}` : ""}${job.registrationConfirmation ? ` (confirmation ${job.registrationConfirmation})` : ""}.`;
  }
  if (!job.registration) return `${name}: we register it with ${job.manufacturer} once your roof is finished; its confirmation then appears here.`;
  return `${name}: we register it with ${job.manufacturer}, and its confirmation then appears here (${job.manufacturer}'s deadline is ${formatDay(job.registration.dueOn)}).`;
}

/** One roof in the homeowner's list. */
export function PortalJobCard({ job }: { job: PortalJobSummary & { openClaims: number } }) {
  const manufacturer = manufacturerLine(job);
  return (
    <article className={`flex h-full flex-col ${PANEL_CLASS} shadow-sm`}>
      <h2 className="font-sans text-lg font-bold">{propertyAddress(job)}</h2>
      <p className="mt-1 text-sm text-muted">{workDescription(job)}</p>
      <ul className="mt-3 flex-1 space-y-1 text-sm">
        <li>{workmanshipLine(job)}</li>
        {manufacturer ? <li>{manufacturer}</li> : null}
        {job.openClaims ? <li className="font-semibold">{job.openClaims === 1 ? "1 open claim" : `${job.openClaims} open claims`}</li> : null}
      </ul>
      <Link to={`/portal/jobs/${job.id}`} className="btn btn-secondary mt-4 self-start">
        Open this roof's records
      </Link>
    </article>
  );
}
