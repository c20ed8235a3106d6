import { Link } from "~/components/ui/links";
import { data, Form, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/_public.portal._index";
import { readPortalCustomer } from "~/auth/portal-session.server";
import { PageHero } from "~/components/marketing/page-hero";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PortalJobCard } from "~/components/warranty/portal-job";
import { officeToday } from "~/domain/calendar-days";
import { failed, parseForm, type ActionResult } from "~/domain/forms";
import { isOpenClaim, type ClaimStatus } from "~/domain/claims";
import { PORTAL_MESSAGES, portalJobView, signInRequestSchema } from "~/domain/portal";
import { claimsOfJob } from "~/models/claims.server";
import { jobsOfCustomer } from "~/models/jobs.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { requestSignInLink } from "~/warranty/portal-access.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Your warranty portal",
    description: "Your roof's warranty certificates, photos and documents, claims and maintenance reminders, in one place.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await readPortalCustomer(request, context);
  if (!customer) return { signedIn: false as const };
  const { db, clock } = servicesWithBusiness(context);
  const today = officeToday(clock(), OFFICE_TIME_ZONE);
  const jobs = await jobsOfCustomer(db, customer.email);
  const claims = await Promise.all(jobs.map((j) => claimsOfJob(db, j.id)));
  return {
    signedIn: true as const,
    jobs: jobs.map((job, i) => ({ ...portalJobView(job, today), openClaims: claims[i].filter((c) => isOpenClaim(c.status as ClaimStatus)).length })),
  };
}

/** Asks for a one-time sign-in link by e-mail. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(signInRequestSchema, form);
  if (!parsed.ok) return data<ActionResult>(failed(PORTAL_MESSAGES.email, parsed), { status: 400 });
  return answer(await requestSignInLink(request, servicesWithBusiness(context), parsed.data.email));
}

function SignIn({ actionData }: { actionData: ActionResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  return (
    <>
      <PageHero
        eyebrow="For our customers"
        title="Your warranty portal"
        intro={
          <p>
            Every roof we finish gets a record you can open any time: the certificates, the photos we took, the documents, and any claim you make. Sign in with the e-mail
            address on your job: we e-mail you a link, no password needed.
          </p>
        }
      />
      <section className="py-14" aria-labelledby="sign-in-heading">
        <div className="container-page grid max-w-5xl gap-10 lg:grid-cols-2">
          <div>
            <h2 id="sign-in-heading" className="text-2xl font-bold">
              Sign in
            </h2>
            {params.has("signed-out") && !actionData ? (
              <div className="mt-4">
                <Alert tone="info">{PORTAL_MESSAGES.signedOut}</Alert>
              </div>
            ) : null}
            {actionData ? (
              <div className="mt-4">
                <Alert tone={actionData.ok ? "info" : "error"}>{actionData.message}</Alert>
              </div>
            ) : null}
            <Form method="post" className="mt-4 space-y-4" aria-label="Get a sign-in link">
              <Field
                label="E-mail address"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={actionData?.values?.email}
                error={actionData?.errors?.email}
                hint="The address we have on your job."
              />
              <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
                E-mail me a sign-in link
              </button>
            </Form>
            <p className="mt-6 text-sm text-muted">
              Not a customer yet? The portal opens when we finish your roof. <Link to="/book-inspection" className="text-brand-700 underline">Book a free inspection</Link>.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-bold">What you can do here</h2>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              <li>Download your workmanship warranty certificate and the manufacturer's certificate once we have registered your warranty.</li>
              <li>See the photos we took of your roof, and any document we keep for you.</li>
              <li>Report a problem with photos, day or night, and follow the claim from inspection to repair: every change is e-mailed to you.</li>
              <li>Keep your phone number and e-mail address current.</li>
              <li>Ask for spring and fall roof-check reminders, and a reminder after a named storm.</li>
            </ul>
            <p className="mt-4 text-sm">
              How the warranties work: <Link to="/resources/workmanship-warranty" className="text-brand-700 underline">our workmanship warranty</Link> and{" "}
              <Link to="/resources/warranty-registration" className="text-brand-700 underline">manufacturer registration</Link>.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

export default function Portal({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignIn actionData={actionData} />;
  const { jobs } = loaderData;
  return (
    <section className="py-10" aria-labelledby="roofs-heading">
      <div className="container-page max-w-5xl">
        <h1 id="roofs-heading" className="text-3xl font-bold">
          Your roofs
        </h1>
        {jobs.length ? (
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <PortalJobCard job={job} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">No job carries this e-mail address any more. If that is a mistake, call us and we will put it right.</p>
        )}
      </div>
    </section>
  );
}
