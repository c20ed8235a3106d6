import { useState } from "react";
import { Link } from "~/components/ui/links";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_public.portal.jobs.$id.claim";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { officeToday } from "~/domain/calendar-days";
import { propertyAddress } from "~/domain/certificate";
import { CLAIM_MAX_PHOTOS, CLAIM_PHOTO_MAX_BYTES, lateReportWarning } from "~/domain/claims";
import { INSPECTION_WITHIN_HOURS } from "~/domain/warranty";
import { customerJob } from "~/models/jobs.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { submitClaim } from "~/warranty/claims.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Report a problem", description: "Report a problem with your roof under its warranty." });
}

async function ownJob(request: Request, params: { id: string }, context: Route.LoaderArgs["context"]) {
  const customer = await requirePortalCustomer(request, context);
  const job = await customerJob(servicesWithBusiness(context).db, params.id, customer.email);
  if (!job) throw data({ error: "There is no such roof in your portal." }, { status: 404 });
  return job;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const job = await ownJob(request, params, context);
  const { clock } = servicesWithBusiness(context);
  return { job: { id: job.id, street: job.street, town: job.town, zip: job.zip }, today: officeToday(clock(), OFFICE_TIME_ZONE) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const job = await ownJob(request, params, context);
  const submitted = await submitClaim(servicesWithBusiness(context), job, await request.formData());
  if (!submitted.ok) return answer(submitted);
  return redirect(`/portal/claims/${submitted.value.id}?sent`);
}

export default function ReportProblem({ loaderData, actionData }: Route.ComponentProps) {
  const { job, today } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const [discoveredOn, setDiscoveredOn] = useState(values.discoveredOn ?? "");
  const warning = lateReportWarning(discoveredOn, today);
  return (
    <section className="py-10" aria-labelledby="claim-heading">
      <div className="container-page max-w-3xl">
        <Link to={`/portal/jobs/${job.id}`} className="text-sm font-semibold text-brand-700 underline">
          Back to {job.street}
        </Link>
        <h1 id="claim-heading" className="mt-3 text-3xl font-bold">
          Report a problem
        </h1>
        <p className="mt-2 text-muted">
          {propertyAddress(job)}. Tell us what you see; a technician inspects within {INSPECTION_WITHIN_HOURS} hours and documents the cause with photos. Storm damage is a
          matter for your insurance, but we document it for you too.
        </p>
        {actionData && !actionData.ok ? (
          <div className="mt-4">
            <Alert tone="error">{actionData.message}</Alert>
          </div>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-5" aria-label="Warranty claim">
          <TextAreaField label="What do you see?" name="what" defaultValue={values.what} error={errors.what} hint="A leak, a lifted shingle, a stain on a ceiling: what, and since when." />
          <Field label="Where is it?" name="location" defaultValue={values.location} error={errors.location} hint="Which side of the house, which room." />
          <div>
            <Field
              label="When did you first notice it?"
              name="discoveredOn"
              type="date"
              max={today}
              value={discoveredOn}
              onChange={(e) => setDiscoveredOn(e.currentTarget.value)}
              error={errors.discoveredOn}
            />
            {warning ? (
              <div className="mt-2">
                <Alert tone="info">{warning}</Alert>
              </div>
            ) : null}
          </div>
          <Field
            label="Photos (optional)"
            name="photos"
            type="file"
            accept="image/*"
            multiple
            error={errors.photos}
            hint={`Up to ${CLAIM_MAX_PHOTOS} photos of up to ${CLAIM_PHOTO_MAX_BYTES / 1024 / 1024} MB each. We remove their location and camera details before we keep them.`}
          />
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            {busy ? "Sending…" : "Send my claim"}
          </button>
        </Form>
      </div>
    </section>
  );
}
