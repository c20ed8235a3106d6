import { data, redirect } from "react-router";
import type { Route } from "./+types/_public.instant-estimate_.$token";
import { EstimateResult } from "~/components/estimate/estimate-result";
import { staticPage } from "~/components/islands/hydration";
import { PageHero } from "~/components/marketing/page-hero";
import { INSTANT_ESTIMATE_PATH } from "~/domain/estimate-offer";
import { estimateView, sendEstimate } from "~/estimate/instant-estimate.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";
import { answer } from "~/answer.server";

/** Static content: the form posts as a plain form; printing needs no script. */
export const handle = staticPage;

/** One visitor's estimate, at its unguessable address: never indexed or stored by a shared cache (isNoIndexPath). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await estimateView(params.token, servicesWithBusiness(context), request);
  if (!view) throw data({ error: "There is no estimate at this address." }, { status: 404 });
  return { view };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Your roof estimate", description: "A price range for a new roof, material by material, with what it assumes." });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await sendEstimate(params.token, request, servicesWithBusiness(context));
  if (outcome.ok) return redirect(`${INSTANT_ESTIMATE_PATH}/${params.token}#next`, 303);
  return answer(outcome);
}

export default function InstantEstimateResult({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <PageHero eyebrow={`Instant estimate ${view.reference}`} title="Your roof estimate" intro={<p>{view.address}</p>} />
      <EstimateResult view={view} result={actionData} />
    </>
  );
}
