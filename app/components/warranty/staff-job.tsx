import { ArrowLeft, Download, ImagePlus, Upload } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Form, useFetcher, useNavigation } from "react-router";
import { PageRefusal } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { DeleteSection } from "~/components/ui/delete-section";
import { Field, SelectField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { formatDay } from "~/domain/calendar-days";
import { propertyAddress } from "~/domain/certificate";
import type { ActionResult } from "~/domain/forms";
import { JOB_DOCUMENT_LABELS, JOB_PHOTOS_PER_UPLOAD, type JobDocumentKind } from "~/domain/jobs";
import { REGISTRATION_DEADLINE_DAYS, REGISTRATION_TARGET_DAYS, workmanshipPeriod, type Manufacturer, type Registration } from "~/domain/warranty";
import { ClaimList, RegistrationBadge } from "./badges";
import { JobForm } from "./job-form";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { Panel } from "~/components/ui/panel";
import { officeTime } from "~/domain/office-time";
import { JobReviewPanel } from "~/components/reviews/job-review-panel";

export interface StaffJobProps {
  job: {
    id: string;
    reference: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    street: string;
    town: string;
    zip: string | null;
    manufacturer: string | null;
    manufacturerWarranty: string | null;
    completedOn: string | null;
    workmanshipYears: number;
    registeredOn: string | null;
    registrationConfirmation: string | null;
    registeredBy: string | null;
    /** Whether the homeowner is welcomed to the portal, and when the e-mail went (docs/decisions/021-launch-as-your-company.md). */
    welcomeRequested: boolean;
    welcomeSentAt: Date | null;
  };
  values: Record<string, string>;
  today: string;
  registration: Registration | null;
  photos: { n: number; width: number; height: number; caption: string | null; published: boolean }[];
  documents: { id: string; kind: string; title: string; certificateNumber: string | null; superseded: boolean; bytes: number; createdAt: Date }[];
  events: { id: string; summary: string; author: string; createdAt: Date }[];
  claims: { id: string; reference: string; status: string; location: string; createdAt: Date }[];
  lead: { id: string; reference: string } | null;
  towns: string[];
  /** Its review request: what was sent and when, or why not (docs/decisions/023-reviews.md). */
  review: { happened: { what: string; at: Date }[]; next: string } | null;
  actionData: ActionResult | undefined;
}

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A multipart form posted to /jobs/:id/files without leaving the page; its outcome shows as a toast or next to the fields. */
function useFilesForm() {
  const fetcher = useFetcher<ActionResult>();
  useActionResult(fetcher.data);
  return { fetcher, busy: fetcher.state !== "idle", errors: fetcher.data?.errors ?? {}, done: fetcher.data?.ok ? fetcher.data : null };
}

function RegistrationPanel({ job, registration, today }: Pick<StaffJobProps, "job" | "registration" | "today">) {
  const { fetcher, busy, errors } = useFilesForm();
  if (!registration) {
    return (
      <p className="mt-2 text-sm text-muted">
        {job.manufacturerWarranty ? "Enter the completion date to see the registration deadline." : "No manufacturer warranty to register on this job."}
      </p>
    );
  }
  const brand = registration.manufacturer as Manufacturer;
  return (
    <>
      <p className="mt-2">
        <RegistrationBadge registration={registration} />
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">Warranty</dt>
        <dd>
          {job.manufacturer} {job.manufacturerWarranty}
        </dd>
        <dt className="font-semibold">{brand}'s deadline</dt>
        <dd>
          {formatDay(registration.dueOn)} ({REGISTRATION_DEADLINE_DAYS[brand]} days after completion)
        </dd>
        <dt className="font-semibold">Our target</dt>
        <dd>
          {formatDay(registration.targetOn)} ({REGISTRATION_TARGET_DAYS} days after completion){registration.targetMissed ? <strong className="text-red-700"> · missed</strong> : null}
        </dd>
        {job.registeredOn ? (
          <>
            <dt className="font-semibold">Registered</dt>
            <dd>
              {formatDay(job.registeredOn)}, confirmation {job.registrationConfirmation}
              {job.registeredBy ? ` (recorded by ${job.registeredBy})` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {job.registeredOn ? null : (
        <fetcher.Form method="post" action={`/jobs/${job.id}/files`} encType="multipart/form-data" className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Mark registered">
          <input type="hidden" name="intent" value="register" />
          <Field label="Confirmation number" name="confirmation" error={errors.confirmation} />
          <Field label="Registered on" name="registeredOn" type="date" defaultValue={today} max={today} error={errors.registeredOn} />
          <Field
            label="Manufacturer's certificate (PDF or photo)"
            name="certificate"
            type="file"
            accept="application/pdf,image/*"
            error={errors.certificate}
            hint="Optional now; you can add it later under Certificates and documents."
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass("primary", "sm")} disabled={busy}>
              {busy ? "Saving…" : "Mark registered"}
            </button>
          </div>
        </fetcher.Form>
      )}
    </>
  );
}

function DocumentsPanel({ job, documents }: Pick<StaffJobProps, "job" | "documents">) {
  const busy = useNavigation().state !== "idle";
  const upload = useFilesForm();
  const current = documents.filter((d) => !d.superseded);
  const replaced = documents.filter((d) => d.superseded);
  const hasCertificate = current.some((d) => d.kind === "workmanship-certificate");
  return (
    <>
      {current.length ? (
        <ul className="mt-3 space-y-2 text-sm">
          {current.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2">
              <a href={`/jobs/${job.id}/documents/${d.id}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
                <Download aria-hidden="true" className="size-4" /> {d.title}
              </a>
              <span className="text-muted">
                {JOB_DOCUMENT_LABELS[d.kind as JobDocumentKind] ?? d.kind} · {sizeOf(d.bytes)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No certificate or document yet.</p>
      )}
      {replaced.length ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-muted">Replaced certificates ({replaced.length})</summary>
          <ul className="mt-2 space-y-1">
            {replaced.map((d) => (
              <li key={d.id}>
                <a href={`/jobs/${job.id}/documents/${d.id}`} className="text-brand-700 underline">
                  {d.title}
                </a>{" "}
                <span className="text-muted">(no longer shown to the homeowner)</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value="certificate" className={buttonClass("secondary", "sm")} disabled={busy || !job.completedOn}>
          {hasCertificate ? "Re-issue the workmanship certificate" : "Issue the workmanship certificate"}
        </button>
        {job.completedOn ? null : <p className="mt-1 text-xs text-muted">Enter the completion date first: the warranty runs from it.</p>}
      </Form>
      <upload.fetcher.Form
        method="post"
        action={`/jobs/${job.id}/files`}
        encType="multipart/form-data"
        className="mt-5 grid gap-3 border-t border-gray-100 pt-4 sm:grid-cols-2"
        aria-label="Upload a document"
        key={upload.done ? String(documents.length) : "form"}
      >
        <input type="hidden" name="intent" value="document" />
        <SelectField label="What it is" name="kind" error={upload.errors.kind} hint="Other documents: invoices, warranty terms, inspection reports.">
          <option value="manufacturer-certificate">Manufacturer certificate</option>
          <option value="document">Other document</option>
        </SelectField>
        <Field label="Title (optional)" name="title" error={upload.errors.title} />
        <Field label="File (PDF or photo)" name="file" type="file" accept="application/pdf,image/*" error={upload.errors.file} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("outline", "sm")} disabled={upload.busy}>
            <Upload aria-hidden="true" className="size-4" /> {upload.busy ? "Uploading…" : "Upload"}
          </button>
        </div>
      </upload.fetcher.Form>
    </>
  );
}

function PhotosPanel({ job, photos }: Pick<StaffJobProps, "job" | "photos">) {
  const busy = useNavigation().state !== "idle";
  const upload = useFilesForm();
  return (
    <>
      {photos.length ? (
        <div className="mt-3">
          <PhotoGrid photos={photos} href={(n) => `/jobs/${job.id}/photos/${n}`} alt={(n) => `Job photo ${n + 1} at ${job.street}`} />
          <ul className="mt-3 space-y-1 text-sm">
            {photos.map((p) => (
              <li key={p.n} className="flex flex-wrap items-center gap-2">
                <span>Photo {p.n + 1}:</span>
                {p.published ? (
                  <span className="text-muted">published in the album</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="n" value={p.n} />
                    <button type="submit" name="intent" value="publish-photo" className="text-brand-700 underline" disabled={busy}>
                      Publish to the album
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">No photos yet. They stay private to this job and its homeowner unless you publish one.</p>
      )}
      <upload.fetcher.Form
        method="post"
        action={`/jobs/${job.id}/files`}
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-3 border-t border-gray-100 pt-4"
        aria-label="Add photos"
        key={upload.done ? String(photos.length) : "form"}
      >
        <input type="hidden" name="intent" value="photos" />
        <Field label={`Photos (up to ${JOB_PHOTOS_PER_UPLOAD} at a time)`} name="photos" type="file" accept="image/*" multiple error={upload.errors.photos} />
        <button type="submit" className={buttonClass("outline", "sm")} disabled={upload.busy}>
          <ImagePlus aria-hidden="true" className="size-4" /> {upload.busy ? "Uploading…" : "Add photos"}
        </button>
      </upload.fetcher.Form>
    </>
  );
}

/** The staff screen of one job: registration, certificates and documents, photos, claims, details, history, delete. */
export function StaffJob(props: StaffJobProps) {
  const { job, values, registration, photos, documents, events, claims, lead, towns, review, actionData, today } = props;
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  return (
    <>
      <Link to="/jobs" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All jobs
      </Link>
      <h1 className="mt-3 text-3xl font-bold">{job.customerName}</h1>
      <p className="mt-1 text-muted">
        {job.reference} · {propertyAddress(job)}
        {lead ? (
          <>
            {" "}
            · from request{" "}
            <Link to={`/leads/${lead.id}`} className="text-brand-700 underline">
              {lead.reference}
            </Link>
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-muted">
        {workmanshipPeriod(job) ?? "Not completed yet."}{" "}
        The homeowner signs in to the portal with {job.customerEmail}.{" "}
        {job.welcomeSentAt
          ? `The portal's welcome e-mail went to them on ${officeTime(job.welcomeSentAt)}.`
          : job.welcomeRequested
            ? "The portal's welcome e-mail is on its way to them."
            : "No welcome e-mail was sent (it was unticked when the job was recorded)."}
      </p>
      <PageRefusal result={actionData} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <Panel id="registration-heading" title="Manufacturer registration">
            <RegistrationPanel job={job} registration={registration} today={today} />
          </Panel>

          <Panel id="documents-heading" title="Certificates and documents">
            <DocumentsPanel job={job} documents={documents} />
          </Panel>

          <Panel id="photos-heading" title={<>Photos ({photos.length})</>}>
            <PhotosPanel job={job} photos={photos} />
          </Panel>

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="mb-3 font-sans text-lg font-bold">
              Job details
            </h2>
            <JobForm values={actionData?.values ?? values} errors={actionData?.errors} busy={busy} submitLabel="Save job" towns={towns} />
          </section>
        </div>

        <div className="space-y-8">
          <Panel id="claims-heading" title="Warranty claims">
            {claims.length ? (
              <ClaimList claims={claims} href={(id) => `/claims/${id}`} className="mt-3" />
            ) : (
              <p className="mt-2 text-sm text-muted">None. The homeowner files claims from the warranty portal.</p>
            )}
          </Panel>

          {review ? <JobReviewPanel review={review} /> : null}

          <Panel id="history-heading" title="History">
            <ol className="mt-3 space-y-3 text-sm">
              {events.map((e) => (
                <li key={e.id} className="border-l-2 border-brand-100 pl-3">
                  <p className="text-xs text-muted">
                    {officeTime(e.createdAt)} · {e.author}
                  </p>
                  <p>{e.summary}</p>
                </li>
              ))}
            </ol>
          </Panel>

          <DeleteSection noun="job" reference={job.reference} removes="the job, its photos, documents and claims for good, and the homeowner's access to them" busy={busy} />
        </div>
      </div>
    </>
  );
}
