import { Link } from "~/components/ui/links";
import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/_public.portal.claims.$id";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { Alert } from "~/components/ui/alert";
import { ClaimStatusBadge, isClaimStatus } from "~/components/warranty/badges";
import { ClaimHistory } from "~/components/warranty/claim-history";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { formatDay, officeToday } from "~/domain/calendar-days";
import { propertyAddress } from "~/domain/certificate";
import { CLAIM_STATUS_MEANING, lateReportWarning } from "~/domain/claims";
import { customerClaim } from "~/models/claims.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";
import { Panel } from "~/components/ui/panel";
import { OFFICE_TIME_ZONE, officeTime } from "~/domain/office-time";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: loaderData ? `Claim ${loaderData.claim.reference}` : "Your claim",
    description: "Where your warranty claim stands.",
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  const { db } = servicesWithBusiness(context);
  const detail = await customerClaim(db, params.id, customer.email);
  if (!detail) throw data({ error: "There is no such claim in your portal." }, { status: 404 });
  const { claim, job, photos, events } = detail;
  return {
    claim: {
      id: claim.id,
      reference: claim.reference,
      status: claim.status,
      what: claim.what,
      location: claim.location,
      discoveredOn: claim.discoveredOn,
      inspectionAt: claim.inspectionAt,
      lateWarning: lateReportWarning(claim.discoveredOn, officeToday(claim.createdAt, OFFICE_TIME_ZONE)),
      createdAt: claim.createdAt,
    },
    job: { id: job.id, street: job.street, town: job.town, zip: job.zip },
    photos: photos.map((p) => ({ n: p.position, width: p.width, height: p.height })),
    // The homeowner sees what happened and when, not which staff member did it.
    events: events.map((e) => ({ ...e, author: "" })),
  };
}

export default function PortalClaim({ loaderData }: Route.ComponentProps) {
  const { claim, job, photos, events } = loaderData;
  const [params] = useSearchParams();
  return (
    <section className="py-10" aria-labelledby="claim-heading">
      <div className="container-page max-w-4xl">
        <Link to={`/portal/jobs/${job.id}`} className="text-sm font-semibold text-brand-700 underline">
          Back to {job.street}
        </Link>
        {params.has("sent") ? (
          <div className="mt-4">
            <Alert tone="success">
              Thank you: we have your claim {claim.reference}. A copy is on its way to your e-mail, and every change to it will be e-mailed to you too.
              {claim.lateWarning ? ` ${claim.lateWarning}` : ""}
            </Alert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 id="claim-heading" className="text-3xl font-bold">
            Claim {claim.reference}
          </h1>
          <ClaimStatusBadge status={claim.status} />
        </div>
        <p className="mt-1 text-muted">{propertyAddress(job)}</p>
        <p className="mt-4 text-lg">{isClaimStatus(claim.status) ? CLAIM_STATUS_MEANING[claim.status] : null}</p>
        {claim.inspectionAt && claim.status === "inspection-scheduled" ? <p className="mt-2 font-semibold">Inspection: {officeTime(claim.inspectionAt, "fullDateTime")}</p> : null}

        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <Panel id="report-heading" title="What you reported" size="xl">
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              <dt className="font-semibold">Where</dt>
              <dd>{claim.location}</dd>
              <dt className="font-semibold">Noticed on</dt>
              <dd>{formatDay(claim.discoveredOn)}</dd>
            </dl>
            <p className="mt-3 text-sm whitespace-pre-line">{claim.what}</p>
            {photos.length ? (
              <div className="mt-4">
                <PhotoGrid photos={photos} href={(n) => `/portal/claims/${claim.id}/photos/${n}`} alt={(n) => `Your photo ${n + 1} of ${photos.length}`} />
              </div>
            ) : null}
          </Panel>
          <Panel id="history-heading" title="What has happened" size="xl">
            <div className="mt-3">
              <ClaimHistory events={events} showAuthor={false} />
            </div>
          </Panel>
        </div>
      </div>
    </section>
  );
}
