import { Link } from "~/components/ui/links";
import { data, useNavigation } from "react-router";
import { Download } from "lucide-react";
import type { Route } from "./+types/_public.portal.jobs.$id._index";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { buttonClass } from "~/components/ui/button";
import { useBusiness } from "~/components/use-business";
import { ClaimList } from "~/components/warranty/badges";
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
import { Panel } from "~/components/ui/panel";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";
import { answerWith } from "~/answer.server";
import { failed, type ActionResult } from "~/domain/forms";
import { done, type Outcome } from "~/domain/outcome";
import { consentWording, nameChoices } from "~/domain/testimonials";
import { testimonialsOfJob } from "~/models/testimonials.server";
import { submitPortalFeedback } from "~/reviews/feedback.server";
import { consentToQuote, withdrawQuote } from "~/reviews/testimonials.server";
import { FeedbackForm } from "~/components/reviews/feedback-form";
import { PortalTestimonialPanel } from "~/components/reviews/portal-testimonial";
import { Alert } from "~/components/ui/alert";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Your roof's records", description: "Warranty, certificates, photos and claims of your roof." });
}

/** The signed-in homeowner's job, or a 404 (none, or someone else's: a guessed id tells nothing). */
async function ownJob(request: Request, params: { id: string }, context: Route.LoaderArgs["context"]) {
  const customer = await requirePortalCustomer(request, context);
  const job = await customerJob(servicesWithBusiness(context).db, params.id, customer.email);
  if (!job) throw data({ error: "There is no such roof in your portal." }, { status: 404 });
  return job;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const job = await ownJob(request, params, context);
  const { db, clock, business } = servicesWithBusiness(context);
  const [documents, photos, claims, testimonials] = await Promise.all([
    jobDocumentsOf(db, job.id, { current: true }),
    jobPhotosOf(db, job.id),
    claimsOfJob(db, job.id),
    testimonialsOfJob(db, job.id),
  ]);
  return {
    quoting: {
      choices: nameChoices(job.customerName, job.town),
      wording: consentWording(business.name),
      testimonials: testimonials.map((t) => ({ id: t.id, quote: t.quote, shownName: t.shownName, consentedAt: t.consentedAt, withdrawnAt: t.withdrawnAt })),
    },
    job: portalJobView(job, officeToday(clock(), OFFICE_TIME_ZONE)),
    documents: documents.map((d) => ({ id: d.id, kind: d.kind, title: d.title, contentType: d.contentType })),
    photos: photos.map((p) => ({ n: p.position, width: p.width, height: p.height })),
    claims: claims.map((c) => ({ id: c.id, reference: c.reference, status: c.status, location: c.location, createdAt: c.createdAt })),
  };
}

/** Private feedback, a consent to quote the homeowner's words, or its withdrawal (docs/decisions/023-reviews.md). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const job = await ownJob(request, params, context);
  const services = servicesWithBusiness(context);
  const form = await request.formData();
  // A success says which form it answers, so that panel shows it.
  const answered = (intent: string, outcome: Outcome<unknown>) => answerWith(outcome.ok ? done({ intent }, outcome.message, outcome.tone) : outcome);
  switch (form.get("intent")) {
    case "feedback":
      return answered("feedback", await submitPortalFeedback(services, job, form));
    case "quote":
      return answered("quote", await consentToQuote(services, job, form));
    case "withdraw":
      return answered("withdraw", await withdrawQuote(services, job, form));
    default:
      return data<ActionResult>(failed("Unknown action."), { status: 400 });
  }
}

export default function PortalJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, documents, photos, claims, quoting } = loaderData;
  const business = useBusiness();
  const manufacturer = manufacturerLine(job);
  const busy = useNavigation().state !== "idle";
  // Each form shows its own answer: a refusal with its fields (values.intent), a success by its intent.
  const intent = actionData?.values?.intent ?? null;
  const answered = actionData && "intent" in actionData ? actionData.intent : null;
  const quoteNotice =
    actionData && (answered === "quote" || answered === "withdraw" || (!actionData.ok && !actionData.values)) ? { ok: actionData.ok, message: actionData.message } : null;
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
            <Panel id="warranty-heading" title="Your warranties" size="xl">
              <ul className="mt-3 space-y-2">
                <li>{workmanshipLine(job)} It transfers to the next owner if you sell.</li>
                {manufacturer ? <li>{manufacturer}</li> : null}
              </ul>
              <p className="mt-3 text-sm text-muted">
                What is covered and what is not: <Link to="/resources/workmanship-warranty" className="text-brand-700 underline">our workmanship warranty</Link>.
              </p>
            </Panel>

            <Panel id="documents-heading" title="Certificates and documents" size="xl">
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
            </Panel>

            <Panel id="photos-heading" title="Photos of your roof" size="xl">
              {photos.length ? (
                <div className="mt-3">
                  <PhotoGrid photos={photos} href={(n) => `/portal/jobs/${job.id}/photos/${n}`} alt={(n) => `Photo ${n + 1} of ${photos.length} of the roof at ${job.street}`} />
                </div>
              ) : (
                <p className="mt-2 text-muted">No photos yet.</p>
              )}
            </Panel>
          </div>

          <div className="space-y-8">
            <Panel id="claims-heading" title="Problems and claims" size="xl">
              <p className="mt-2 text-sm">
                Something wrong with our work? Report it within 30 days of noticing it; a technician inspects within 48 hours.
              </p>
              <Link to={`/portal/jobs/${job.id}/claim`} className={buttonClass("primary", "md", "mt-4")}>
                Report a problem
              </Link>
              {claims.length ? (
                <ClaimList claims={claims} href={(id) => `/portal/claims/${id}`} className="mt-5" />
              ) : null}
              <p className="mt-5 text-sm text-muted">
                {business.phones.emergency
                  ? `Water coming in right now? Call ${business.phones.emergency.display}, day or night.`
                  : `Water coming in right now? Call ${business.phones.main.display}.`}
              </p>
            </Panel>

            <Panel id="feedback-heading" title="Write to us privately" size="xl">
              <p className="mt-2 text-sm">Anything about your job you would like our office to know, good or bad. This is separate from any public review you may leave.</p>
              {answered === "feedback" ? (
                <div className="mt-4">
                  <Alert tone="success">{actionData?.message}</Alert>
                </div>
              ) : (
                <div className="mt-4">
                  <FeedbackForm result={intent === "feedback" ? actionData : null} intent="feedback" busy={busy} />
                </div>
              )}
            </Panel>

            <PortalTestimonialPanel
              testimonials={quoting.testimonials}
              choices={quoting.choices}
              wording={quoting.wording}
              result={intent === "quote" ? (actionData ?? null) : null}
              notice={quoteNotice}
              busy={busy}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
