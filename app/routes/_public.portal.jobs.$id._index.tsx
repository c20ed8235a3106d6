import { Link } from "~/components/ui/links";
import { data } from "react-router";
import { Download } from "lucide-react";
import type { Route } from "./+types/_public.portal.jobs.$id._index";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { buttonClass } from "~/components/ui/button";
import { useBusiness } from "~/components/use-business";
import { ClaimStatusBadge } from "~/components/warranty/badges";
import { manufacturerLine, workmanshipLine } from "~/components/warranty/portal-job";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { formatDay, officeToday } from "~/domain/calendar-days";
import { propertyAddress, workDescription } from "~/domain/certificate";
import { JOB_DOCUMENT_LABELS, type JobDocumentKind } from "~/domain/jobs";
import { portalJobView } from "~/domain/portal";
import { claimsOfJob } from "~/models/claims.server";
import { customerJob, jobDocumentsOf, jobPhotosOf } from "~/models/jobs.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Your roof's records", description: "Warranty, certificates, photos and claims of your roof." });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  const { db, business, clock } = servicesWithBusiness(context);
  const job = await customerJob(db, params.id, customer.email);
  if (!job) throw data({ error: "There is no such roof in your portal." }, { status: 404 });
  const [documents, photos, claims] = await Promise.all([jobDocumentsOf(db, job.id, { current: true }), jobPhotosOf(db, job.id), claimsOfJob(db, job.id)]);
  return {
    job: portalJobView(job, officeToday(clock(), business.timeZone)),
    documents: documents.map((d) => ({ id: d.id, kind: d.kind, title: d.title, contentType: d.contentType })),
    photos: photos.map((p) => ({ n: p.position, width: p.width, height: p.height })),
    claims: claims.map((c) => ({ id: c.id, reference: c.reference, status: c.status, location: c.location, createdAt: c.createdAt })),
  };
}

export default function PortalJob({ loaderData }: Route.ComponentProps) {
  const { job, documents, photos, claims } = loaderData;
  const business = useBusiness();
  const manufacturer = manufacturerLine(job);
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: business.timeZone });
  return (
    <section className="py-10" aria-labelledby="job-heading">
      <div className="container-page max-w-5xl">
        <Link to="/portal" className="text-sm font-semibold text-brand-700 underline">
          Your roofs
        </Link>
        <h1 id="job-heading" className="mt-3 text-3xl font-bold">
          {propertyAddress(job)}
        </h1>
        <p className="mt-1 text-muted">
          {workDescription(job)}
          {job.startedOn ? ` · started ${formatDay(job.startedOn)}` : ""}
          {job.completedOn ? ` · completed ${formatDay(job.completedOn)}` : " · in progress"} · job {job.reference}
        </p>

        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-8">
            <section aria-labelledby="warranty-heading" className="rounded-lg border border-gray-200 bg-white p-5">
              <h2 id="warranty-heading" className="font-sans text-xl font-bold">
                Your warranties
              </h2>
              <ul className="mt-3 space-y-2">
                <li>{workmanshipLine(job)} It transfers to the next owner if you sell.</li>
                {manufacturer ? <li>{manufacturer}</li> : null}
              </ul>
              <p className="mt-3 text-sm text-muted">
                What is covered and what is not: <Link to="/resources/workmanship-warranty" className="text-brand-700 underline">our workmanship warranty</Link>.
              </p>
            </section>

            <section aria-labelledby="documents-heading" className="rounded-lg border border-gray-200 bg-white p-5">
              <h2 id="documents-heading" className="font-sans text-xl font-bold">
                Certificates and documents
              </h2>
              {documents.length ? (
                <ul className="mt-3 space-y-2">
                  {documents.map((d) => (
                    <li key={d.id}>
                      <a href={`/portal/jobs/${job.id}/documents/${d.id}`} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
                        <Download aria-hidden="true" className="size-4" /> {d.title}
                      </a>
                      <span className="ml-2 text-sm text-muted">
                        {JOB_DOCUMENT_LABELS[d.kind as JobDocumentKind] ?? "Document"}, {d.contentType === "application/pdf" ? "PDF" : "image"}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-muted">Your certificates appear here once your roof is finished.</p>
              )}
            </section>

            <section aria-labelledby="photos-heading" className="rounded-lg border border-gray-200 bg-white p-5">
              <h2 id="photos-heading" className="font-sans text-xl font-bold">
                Photos of your roof
              </h2>
              {photos.length ? (
                <div className="mt-3">
                  <PhotoGrid photos={photos} href={(n) => `/portal/jobs/${job.id}/photos/${n}`} alt={(n) => `Photo ${n + 1} of ${photos.length} of the roof at ${job.street}`} />
                </div>
              ) : (
                <p className="mt-2 text-muted">No photos yet.</p>
              )}
            </section>
          </div>

          <div className="space-y-8">
            <section aria-labelledby="claims-heading" className="rounded-lg border border-gray-200 bg-white p-5">
              <h2 id="claims-heading" className="font-sans text-xl font-bold">
                Problems and claims
              </h2>
              <p className="mt-2 text-sm">
                Something wrong with our work? Report it within 30 days of noticing it; a technician inspects within 48 hours.
              </p>
              <Link to={`/portal/jobs/${job.id}/claim`} className={buttonClass("primary", "md", "mt-4")}>
                Report a problem
              </Link>
              {claims.length ? (
                <ul className="mt-5 space-y-2 text-sm">
                  {claims.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center gap-2">
                      <Link to={`/portal/claims/${c.id}`} className="font-semibold text-brand-700 underline">
                        {c.reference}
                      </Link>
                      <ClaimStatusBadge status={c.status} />
                      <span className="text-muted">
                        {c.location} · {when.format(c.createdAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-5 text-sm text-muted">
                {business.phones.emergency
                  ? `Water coming in right now? Call ${business.phones.emergency.display}, day or night.`
                  : `Water coming in right now? Call ${business.phones.main.display}.`}
              </p>
            </section>
          </div>
        </div>
      </div>
    </section>
  );
}
