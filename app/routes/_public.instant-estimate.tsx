import { Phone } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/_public.instant-estimate";
import { EstimateAddressForm, EstimateQuestionsForm } from "~/components/estimate/estimate-forms";
import { staticPage } from "~/components/islands/hydration";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import type { ActionResult } from "~/domain/forms";
import { estimateOffer, INSTANT_ESTIMATE_PATH } from "~/domain/estimate-offer";
import { FALLBACK_MESSAGES } from "~/domain/instant-estimate";
import { estimatePageSetup, submitEstimate } from "~/estimate/instant-estimate.server";
import { businessContext, servicesContext, servicesWithBusiness } from "~/context.server";

/** Static content: the forms post as plain forms; the islands script shows their progress. */
export const handle = staticPage;

/** Without a price book no price may be shown: the estimate buttons' other target instead. */
function noPrices(widgetUrl: string | null) {
  return redirect(estimateOffer({ priceBookSaved: false, widgetConfigured: Boolean(widgetUrl) }).href);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const setup = await estimatePageSetup(request, services);
  if (!setup) throw noPrices(context.get(businessContext).external.estimateWidgetUrl);
  const url = new URL(request.url);
  const address = url.searchParams.get("address")?.slice(0, 200) ?? "";
  // The questionnaire: the only way when roofs are not measured here, else the visitor's choice.
  const fallback = !setup.measures ? "not-configured" : url.searchParams.get("step") === "questions" ? "chosen" : null;
  const values: Record<string, string> = fallback ? { address, fallback } : { address };
  return { setup, fallback, values };
}

// The forms carry a stamp signed for this visit (spam rules): no shared cache may hand it to others.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type EstimateAction =
  | { view: "address" | "questions"; reason: string | null; result: ActionResult | null; values: Record<string, string>; errors: Partial<Record<string, string>> }
  | { view: "out-of-area"; address: string; nearest: string; miles: number };

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitEstimate(request, servicesWithBusiness(context));
  switch (outcome.kind) {
    case "estimate":
      return redirect(`${INSTANT_ESTIMATE_PATH}/${outcome.token}`, 303);
    case "no-price-book":
      return noPrices(context.get(businessContext).external.estimateWidgetUrl);
    case "questions":
      return data<EstimateAction>({ view: "questions", reason: outcome.message, result: null, values: outcome.values, errors: {} });
    case "out-of-area":
      return data<EstimateAction>({ view: "out-of-area", address: outcome.address, nearest: outcome.nearest, miles: outcome.miles });
    case "refused":
      return data<EstimateAction>(
        { view: outcome.step, reason: null, result: outcome.result, values: outcome.result.values ?? {}, errors: outcome.result.errors ?? {} },
        { status: outcome.status },
      );
  }
}

export default function InstantEstimate({ loaderData, actionData }: Route.ComponentProps) {
  const { setup } = loaderData;
  if (actionData?.view === "out-of-area") return <OutOfArea {...actionData} />;
  const questions = actionData ? actionData.view === "questions" : loaderData.fallback !== null;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const reason = actionData ? actionData.reason : loaderData.fallback === "chosen" ? FALLBACK_MESSAGES.chosen : null;
  return (
    <>
      <PageHero
        eyebrow="Instant estimate"
        title="What will a new roof cost?"
        intro={
          <p>
            {setup.measures
              ? "Enter the address of the house: we measure the roof from aerial imagery and price it with our current prices, material by material."
              : "Tell us about the house and its roof: we work out the roof's size and price it with our current prices, material by material."}{" "}
            It takes a few seconds, it is free, and nobody calls you unless you ask.
          </p>
        }
      />
      <section className="py-14" aria-labelledby="estimate-heading">
        <div className="container-page grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="estimate-heading" className="mb-6 text-2xl font-bold">
              {questions ? "A few questions about the house" : "Your address"}
            </h2>
            {questions ? (
              <EstimateQuestionsForm setup={setup} values={values} errors={errors} result={actionData?.result} reason={reason} />
            ) : (
              <EstimateAddressForm setup={setup} values={values} errors={errors} result={actionData?.result} />
            )}
          </div>
          <HowItWorks measures={setup.measures} />
        </div>
      </section>
    </>
  );
}

function HowItWorks({ measures }: { measures: boolean }) {
  const business = useBusiness();
  return (
    <aside aria-labelledby="how-heading" className="space-y-4 text-muted">
      <h2 id="how-heading" className="text-xl font-bold text-ink">
        How it works
      </h2>
      <ol className="list-decimal space-y-3 pl-5">
        <li>{measures ? "We find the house on the map and measure its roof: area, faces and pitch." : "Your answers give the roof's size: the house's area, its shape and pitch."}</li>
        <li>We price it with our own current prices: each material's installed price per square, tear-off, waste, pitch and height.</li>
        <li>You see a range per material, with everything it assumes. A free inspection confirms the price.</li>
      </ol>
      <p>
        Prefer to talk?{" "}
        <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline">
          Call {business.phones.main.display}
        </PhoneLink>
        .
      </p>
    </aside>
  );
}

function OutOfArea({ address, nearest, miles }: { address: string; nearest: string; miles: number }) {
  const business = useBusiness();
  return (
    <>
      <PageHero eyebrow="Instant estimate" title="That address is outside our service area" />
      <section className="py-14" aria-labelledby="area-heading">
        <div className="container-page max-w-3xl space-y-5 text-lg">
          <h2 id="area-heading" className="text-2xl font-bold">
            We cannot price this roof online
          </h2>
          <p>
            {address} is about {miles} miles from our nearest office, in {nearest}, and outside the towns and counties we serve, so we would rather
            not show you a price we may not be able to honour.
          </p>
          <p>
            Send us a request anyway: we will tell you honestly whether we can take the job, or recommend a roofer closer to you.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/contact#request" className={buttonClass("primary", "md")}>
              Send a request
            </Link>
            <PhoneLink phone={business.phones.main} className={buttonClass("secondary", "md")}>
              <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
            </PhoneLink>
            <Link to={INSTANT_ESTIMATE_PATH} className={buttonClass("outline", "md")}>
              Try another address
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
