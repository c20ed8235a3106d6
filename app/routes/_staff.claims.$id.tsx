import { data } from "react-router";
import type { Route } from "./+types/_staff.claims.$id";
import { requireStaff } from "~/auth/guard.server";
import { StaffClaim } from "~/components/warranty/staff-claim";
import { CLAIM_TRANSITIONS, inspectionCountdown, type ClaimStatus } from "~/domain/claims";
import { getClaim } from "~/models/claims.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { changeStatus } from "~/warranty/claims.server";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: loaderData ? `Claim ${loaderData.claim.reference}` : "Claim",
    description: "A homeowner's warranty claim.",
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, clock } = servicesWithBusiness(context);
  const detail = await getClaim(db, params.id);
  if (!detail) throw data({ error: "There is no such claim." }, { status: 404 });
  const { claim, job, photos, events } = detail;
  const status = claim.status as ClaimStatus;
  return {
    claim,
    job: { id: job.id, reference: job.reference, customerName: job.customerName, customerEmail: job.customerEmail, customerPhone: job.customerPhone, street: job.street, town: job.town, zip: job.zip },
    countdown: inspectionCountdown(claim.createdAt, status, clock()),
    next: CLAIM_TRANSITIONS[status],
    photos: photos.map((p) => ({ n: p.position, width: p.width, height: p.height })),
    events,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const services = servicesWithBusiness(context);
  return answer(await changeStatus(services, params.id, await request.formData(), user.email));
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffClaim {...loaderData} actionData={actionData} />;
}
