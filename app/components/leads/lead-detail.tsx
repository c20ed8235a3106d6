import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Form, useNavigation } from "react-router";
import { LeadStatusBadge, MailStateLine } from "~/components/leads/lead-badges";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { PageRefusal } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { DeleteSection } from "~/components/ui/delete-section";
import { SelectField, TextAreaField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/domain/forms";
import { FALLBACK_MESSAGES, roofLine, type MeasurementFallback } from "~/domain/instant-estimate";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadName, roofTypeLabel, serviceLabel, timeWindowLabel } from "~/domain/leads";
import { formatUsd } from "~/domain/roof-pricing";
import type { LeadEstimateView } from "~/models/estimates.server";
import type { LeadDetailView } from "~/models/leads.server";
import { Panel } from "~/components/ui/panel";
import { officeTime } from "~/domain/office-time";


function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-muted">{children || "—"}</dd>
    </>
  );
}

/** The staff screen of one lead: the request, its photos and source, status, e-mails, notes and delete. */
export function LeadDetail({
  lead,
  path,
  office,
  photos,
  events,
  estimate,
  job,
  actionData,
}: LeadDetailView & { office: string; estimate: LeadEstimateView | null; job: { id: string; reference: string } | null; actionData: ActionResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  const errors = actionData?.errors ?? {};
  const utm = Object.entries(lead.utm);
  return (
    <>
      <Link to="/leads" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All leads
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{leadName(lead)}</h1>
        <LeadStatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-muted">
        {lead.reference} · received {officeTime(lead.createdAt)} · answered by the {office}
      </p>
      <PageRefusal result={actionData} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <Panel id="request-heading" title="Request">
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
              <Row label="Phone">{lead.phone ? <a href={`tel:${lead.phone.replace(/\D/g, "")}`} className="text-brand-700 underline">{lead.phone}</a> : null}</Row>
              <Row label="E-mail">{lead.email ? <a href={`mailto:${lead.email}`} className="text-brand-700 underline">{lead.email}</a> : null}</Row>
              <Row label="Address">{[lead.street, lead.town, lead.zip].filter(Boolean).join(", ")}</Row>
              <Row label="Service area">{lead.town ? (lead.inServiceArea ? "Yes" : "No: the town is not on our list") : null}</Row>
              <Row label="Needs">{serviceLabel(lead.service)}</Row>
              <Row label="Roof type">{roofTypeLabel(lead.roofType)}</Row>
              <Row label="Best time">{timeWindowLabel(lead.timeWindow)}</Row>
              <Row label="Text messages">{lead.smsConsent ? "Agreed (per /sms-terms)" : "Not agreed: do not text"}</Row>
            </dl>
            {lead.message ? <p className="mt-4 rounded-md bg-gray-50 p-3 text-sm whitespace-pre-line">{lead.message}</p> : null}
          </Panel>

          {estimate ? <EstimateSection estimate={estimate} /> : null}

          {photos.length ? (
            <Panel id="photos-heading" title={<>Photos ({photos.length})</>}>
              <div className="mt-3">
                <PhotoGrid photos={photos} href={(n) => `/leads/${lead.id}/photos/${n}`} alt={(n) => `Attachment ${n + 1} of ${photos.length} from ${leadName(lead)}`} />
              </div>
            </Panel>
          ) : null}

          <Panel id="source-heading" title="Where it came from">
            {/* The visit's path: where it started, where it came from, what it read (docs/decisions/022-visits-and-attribution.md). */}
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
              <Row label="Source">{path.source ?? "Not known (the visitor's browser asks not to be tracked, or the visit began on another day)"}</Row>
              <Row label="Landing page">{lead.landingPage}</Row>
              <Row label="Town">{path.town}</Row>
              <Row label="Post read">
                {path.post ? (
                  <Link to={`/create-post?edit=${path.post.id}`} className="text-brand-700 underline">
                    {path.post.title}
                  </Link>
                ) : null}
              </Row>
              <Row label="Sent from">{lead.sourcePage}</Row>
              <Row label="Referrer">{lead.referrer ? <span className="break-all">{lead.referrer}</span> : "None (typed in, bookmarked or our own site)"}</Row>
              <Row label="Campaign">{utm.length ? utm.map(([k, v]) => `${k}=${v}`).join(", ") : null}</Row>
            </dl>
          </Panel>
        </div>

        <div className="space-y-8">
          <Panel id="job-heading" title="Job">
            {job ? (
              <p className="mt-2 text-sm">
                This request became job{" "}
                <Link to={`/jobs/${job.id}`} className="font-semibold text-brand-700 underline">
                  {job.reference}
                </Link>
                .
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm text-muted">When the work is sold or done, make it a job: the customer and the address carry over, and the homeowner gets the warranty portal.</p>
                <Link to={`/jobs/new?lead=${lead.id}`} className={buttonClass("secondary", "sm", "mt-3")}>
                  Create a job from this request
                </Link>
              </>
            )}
          </Panel>

          <Panel id="status-heading" title="Status">
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <SelectField label="Status of this request" name="status" defaultValue={lead.status} error={errors.status} key={lead.status}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </SelectField>
              <button type="submit" name="intent" value="status" className={buttonClass("secondary", "sm")} disabled={busy}>
                Save status
              </button>
            </Form>
          </Panel>

          <Panel id="mail-heading" title="E-mails">
            <p className="mt-2 text-sm">
              <MailStateLine label="To the office" state={lead.officeMail} />
              <MailStateLine label="To the customer" state={lead.customerMail} />
            </p>
            {lead.mailError ? <p className="mt-2 text-xs text-muted">Last error: {lead.mailError}</p> : null}
            {lead.officeMail === "failed" || lead.customerMail === "failed" ? (
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="resend" className={buttonClass("outline", "sm")} disabled={busy}>
                  Try sending again
                </button>
              </Form>
            ) : null}
          </Panel>

          <Panel id="history-heading" title="Notes and history">
            <Form method="post" className="mt-3 space-y-3" key={events.length}>
              <TextAreaField label="Add a note" name="note" error={errors.note} controlClassName="min-h-20" />
              <button type="submit" name="intent" value="note" className={buttonClass("secondary", "sm")} disabled={busy}>
                Add note
              </button>
            </Form>
            <ol className="mt-5 space-y-3 text-sm">
              {events.map((e) => (
                <li key={e.id} className="border-l-2 border-brand-100 pl-3">
                  <p className="text-xs text-muted">
                    {officeTime(e.createdAt)} · {e.author}
                  </p>
                  {e.kind === "status" ? (
                    <p>
                      Status changed from {LEAD_STATUS_LABELS[e.fromStatus as keyof typeof LEAD_STATUS_LABELS] ?? e.fromStatus} to{" "}
                      <strong>{LEAD_STATUS_LABELS[e.toStatus as keyof typeof LEAD_STATUS_LABELS] ?? e.toStatus}</strong>
                    </p>
                  ) : (
                    <p className="whitespace-pre-line">{e.note}</p>
                  )}
                </li>
              ))}
              <li className="border-l-2 border-brand-100 pl-3">
                <p className="text-xs text-muted">{officeTime(lead.createdAt)}</p>
                <p>Request received from {lead.sourcePage ?? "the website"}</p>
              </li>
            </ol>
          </Panel>

          <DeleteSection noun="request" reference={lead.reference} removes="the request, its notes and its photos for good" busy={busy} />
        </div>
      </div>
    </>
  );
}

/** The instant estimate this lead is: the roof, the ranges as the visitor saw them, and their price book. */
function EstimateSection({ estimate }: { estimate: LeadEstimateView }) {
  const why = estimate.fallback ? FALLBACK_MESSAGES[estimate.fallback as MeasurementFallback] : null;
  return (
    <Panel id="estimate-heading" title="Instant estimate">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <Row label="Address">{estimate.address}</Row>
        <Row label="Roof">{roofLine(estimate)}</Row>
        {why ? <Row label="Not measured">{why}</Row> : null}
        <Row label="Inspection">{estimate.inspectionRequested ? "Asked for" : "Not asked for yet"}</Row>
        <Row label="Price book">Version {estimate.priceBookVersion}</Row>
      </dl>
      <ul className="mt-4 space-y-1 text-sm">
        {estimate.ranges.map((r) => (
          <li key={r.name}>
            <strong>{r.name}:</strong> {formatUsd(r.low)} to {formatUsd(r.high)}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">What the ranges assumed</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
          {estimate.assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </details>
      <p className="mt-3 text-sm">
        <a href={`/instant-estimate/${estimate.token}`} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
          The visitor's estimate page
        </a>
        <span className="sr-only"> (opens in a new tab)</span>
      </p>
    </Panel>
  );
}
