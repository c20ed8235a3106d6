import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Form, useNavigation } from "react-router";
import { PageRefusal } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { formatDay } from "~/domain/calendar-days";
import { propertyAddress } from "~/domain/certificate";
import { CLAIM_STATUS_LABELS, type ClaimStatus, type InspectionCountdown } from "~/domain/claims";
import type { ActionResult } from "~/domain/forms";
import { ClaimStatusBadge } from "./badges";
import { ClaimHistory, type ClaimHistoryEntry } from "./claim-history";
import { CountdownText } from "./countdown";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { Panel } from "~/components/ui/panel";
import { officeTime } from "~/domain/office-time";

export interface StaffClaimProps {
  claim: { id: string; reference: string; status: string; what: string; location: string; discoveredOn: string; reportedLate: boolean; createdAt: Date; inspectionAt: Date | null };
  job: { id: string; reference: string; customerName: string; customerEmail: string; customerPhone: string | null; street: string; town: string; zip: string | null };
  countdown: InspectionCountdown;
  next: readonly ClaimStatus[];
  photos: { n: number; width: number; height: number }[];
  events: ClaimHistoryEntry[];
  actionData: ActionResult | undefined;
}


/** The staff screen of one warranty claim: what the homeowner reported, the 48-hour target, status changes and history. */
export function StaffClaim({ claim, job, countdown, next, photos, events, actionData }: StaffClaimProps) {
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  const errors = actionData?.errors ?? {};
  return (
    <>
      <Link to="/claims" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All claims
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Claim {claim.reference}</h1>
        <ClaimStatusBadge status={claim.status} />
      </div>
      <p className="mt-1 text-muted">
        {job.customerName} · {propertyAddress(job)} · job{" "}
        <Link to={`/jobs/${job.id}`} className="text-brand-700 underline">
          {job.reference}
        </Link>
      </p>
      <PageRefusal result={actionData} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <Panel id="report-heading" title="What the homeowner reported">
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="font-semibold">Where</dt>
              <dd>{claim.location}</dd>
              <dt className="font-semibold">Noticed on</dt>
              <dd>
                {formatDay(claim.discoveredOn)}
                {claim.reportedLate ? <strong className="ml-1 text-accent-700">(reported more than 30 days later; accepted)</strong> : null}
              </dd>
              <dt className="font-semibold">Received</dt>
              <dd>{officeTime(claim.createdAt)}</dd>
              <dt className="font-semibold">Contact</dt>
              <dd>
                {job.customerPhone ? (
                  <a href={`tel:${job.customerPhone.replace(/\D/g, "")}`} className="text-brand-700 underline">
                    {job.customerPhone}
                  </a>
                ) : null}{" "}
                <a href={`mailto:${job.customerEmail}`} className="text-brand-700 underline">
                  {job.customerEmail}
                </a>
              </dd>
            </dl>
            <p className="mt-4 rounded-md bg-gray-50 p-3 text-sm whitespace-pre-line">{claim.what}</p>
          </Panel>
          {photos.length ? (
            <Panel id="photos-heading" title={<>Photos ({photos.length})</>}>
              <div className="mt-3">
                <PhotoGrid photos={photos} href={(n) => `/claims/${claim.id}/photos/${n}`} alt={(n) => `Claim photo ${n + 1} of ${photos.length} from ${job.customerName}`} />
              </div>
            </Panel>
          ) : null}
        </div>

        <div className="space-y-8">
          <Panel id="target-heading" title="48-hour inspection target">
            <p className="mt-2 text-lg">
              <CountdownText countdown={countdown} />
            </p>
            {claim.inspectionAt ? <p className="mt-1 text-sm">Inspection booked for {officeTime(claim.inspectionAt)}.</p> : null}
          </Panel>

          <Panel id="status-heading" title="Change the status">
            {next.length ? (
              <Form method="post" className="mt-3 space-y-3" key={events.length}>
                <SelectField label="New status" name="status" error={errors.status} defaultValue={actionData?.values?.status ?? next[0]}>
                  {next.map((s) => (
                    <option key={s} value={s}>
                      {CLAIM_STATUS_LABELS[s]}
                    </option>
                  ))}
                </SelectField>
                <Field
                  label="Inspection date and time (office time)"
                  name="inspectionAt"
                  type="datetime-local"
                  error={errors.inspectionAt}
                  defaultValue={actionData?.values?.inspectionAt}
                  hint="For “Inspection scheduled”."
                />
                <TextAreaField
                  label="Note to the homeowner"
                  name="note"
                  error={errors.note}
                  defaultValue={actionData?.values?.note}
                  hint="Required to decline: the reason they will read. Otherwise optional."
                  controlClassName="min-h-20"
                />
                <button type="submit" className={buttonClass("primary", "sm")} disabled={busy}>
                  Save and e-mail the homeowner
                </button>
              </Form>
            ) : (
              <p className="mt-2 text-sm text-muted">This claim is closed.</p>
            )}
          </Panel>

          <Panel id="history-heading" title="History">
            <div className="mt-3">
              <ClaimHistory events={events} showAuthor />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}
