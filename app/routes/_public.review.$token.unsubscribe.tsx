import { data } from "react-router";
import type { Route } from "./+types/_public.review.$token.unsubscribe";
import { UnsubscribePage } from "~/components/ui/unsubscribe-page";
import { servicesWithBusiness } from "~/context.server";
import { reviewUnsubscribeView, unsubscribeReviewRequests } from "~/reviews/links.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";

/** One homeowner's link: never stored by a shared cache, never indexed (isNoIndexPath). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Stop review requests", description: "Stop the review requests we e-mail you." });
}

const NOT_VALID = "This link is not valid. Open it again from the e-mail, or reply to the e-mail and we will stop the review requests for you.";

/** The unsubscribe link of a review request's e-mail: no sign-in, its token names the request (docs/decisions/023-reviews.md). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await reviewUnsubscribeView(servicesWithBusiness(context), params.token);
  return data(view, { status: view.known ? 200 : 404 });
}

/** The button, and mail programs' one-click unsubscribe (RFC 8058: a POST of "List-Unsubscribe=One-Click", no cookie). */
export async function action({ params, context }: Route.ActionArgs) {
  const done = await unsubscribeReviewRequests(servicesWithBusiness(context), params.token);
  if (!done) return data({ ok: false, message: NOT_VALID }, { status: 404 });
  return { ok: true, message: "Done: we will send no more review requests to this address, for any of your jobs. Your warranty e-mails are not affected." };
}

export default function ReviewUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      title="Stop review requests"
      answer={actionData}
      known={loaderData.known}
      notValid={NOT_VALID}
      alreadyStopped={loaderData.known && loaderData.unsubscribed ? "You are unsubscribed: we send no review requests to this address." : null}
      explanation="We will send no more review requests or reminders to this address, for this job or any other. Your warranty records, claim updates and maintenance reminders are not affected."
      button="Stop review requests"
      back={{ to: "/home", label: "Go to the home page" }}
    />
  );
}
