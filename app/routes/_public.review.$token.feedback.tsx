import { data } from "react-router";
import type { Route } from "./+types/_public.review.$token.feedback";
import { answer } from "~/answer.server";
import { servicesContext, servicesWithBusiness } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";
import { FeedbackForm } from "~/components/reviews/feedback-form";
import { Alert } from "~/components/ui/alert";
import { useBusiness } from "~/components/use-business";
import { signFormStart } from "~/domain/lead-spam.server";
import { jobOfReviewToken } from "~/models/reviews.server";
import { submitEmailFeedback } from "~/reviews/feedback.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";

/**
 * /review/<token>/feedback: the private feedback page the review request's e-mail links to
 * (docs/decisions/023-reviews.md), for that job's homeowner, beside the review links and never
 * instead of them. No cookie, no JavaScript; noindex and never page-cached (app/domain/staff-paths.ts).
 */
export const handle = staticPage;

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Write to us privately", description: "A private message to our office about your roof." });
}

async function tokenJob(token: string, context: Route.LoaderArgs["context"]) {
  const job = await jobOfReviewToken(context.get(servicesContext).db, token);
  if (!job) throw data(null, { status: 404 });
  return job;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await tokenJob(params.token, context);
  return { firstName: job.customerName.trim().split(/\s+/)[0] ?? "", town: job.town, stamp: signFormStart(context.get(servicesContext).formSecret, Date.now()) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const job = await tokenJob(params.token, context);
  return answer(await submitEmailFeedback(request, servicesWithBusiness(context), job));
}

export default function ReviewFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <section className="py-10" aria-labelledby="feedback-heading">
      <div className="container-page max-w-3xl">
        <h1 id="feedback-heading" className="text-3xl font-bold">
          Write to {business.name} privately
        </h1>
        {actionData?.ok ? (
          <div className="mt-6">
            <Alert tone="success">{actionData.message}</Alert>
          </div>
        ) : (
          <>
            <p className="mt-3 text-muted">
              {loaderData.firstName ? `${loaderData.firstName}, t` : "T"}ell us how the work on your roof in {loaderData.town} went. This message goes to our office
              only and is never published. It does not replace a public review: the review links in our e-mail stay open to you either way.
            </p>
            <div className="mt-6">
              <FeedbackForm result={actionData} stamp={loaderData.stamp} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
