import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.Blog-Page-Builder.service-area";
import { requireOwner } from "~/auth/guard.server";
import { ServiceAreaChooser } from "~/components/settings/service-area-chooser";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { headquarters } from "~/domain/business";
import { failed, formValues, succeeded, type ActionResult } from "~/domain/forms";
import { countiesOf, townsInArea } from "~/domain/launch";
import { readAreaChoice, SET_UP_FIELDS as F, SET_UP_MILES } from "~/domain/set-up";
import { allTowns, serveTowns } from "~/models/site-start.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";

const OWNER_ONLY = "change the towns served";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Towns you serve" });
}

/** The towns the company serves (docs/decisions/021-launch-as-your-company.md), chosen again as in the set-up. */
export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context, OWNER_ONLY);
  const business = context.get(businessContext);
  const towns = await allTowns(context.get(servicesContext).db);
  return {
    towns: towns.map(({ name, county, latitude, longitude }) => ({ name, county, latitude, longitude })),
    counties: countiesOf(towns),
    served: towns.filter((t) => t.served).map((t) => t.name),
    headquarters: headquarters(business).city,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireOwner(context, OWNER_ONLY);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const typed = formValues(form);
  const counties = form.getAll(F.counties).map(String);
  const towns = await allTowns(db);
  const errors: Record<string, string> = {};
  const area = readAreaChoice(typed, towns, { counties }, errors);
  const hq = towns.find((t) => t.name.toLowerCase() === headquarters(business).city.toLowerCase());
  if (!area || !hq) {
    const message = hq ? "Check the highlighted answer: nothing was changed." : "Your headquarters' town is not in the town list: correct its address in Business Settings first.";
    return data<ActionResult & { counties: string[] }>({ ...failed(message, { errors, values: typed }), counties }, { status: 400 });
  }
  const served = townsInArea(towns, area, hq);
  await serveTowns(db, served.map((t) => t.id));
  return data<ActionResult & { counties: string[] }>({ ...succeeded(`You serve ${served.length} towns now: each has its page, and posts can be cloned for it.`), counties });
}

export default function ServiceArea({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const typed = actionData && !actionData.ok ? (actionData.values ?? null) : null;
  return (
    <>
      <h1 className="text-3xl font-bold">Towns you serve</h1>
      <p className="mt-2 max-w-3xl text-muted">
        {loaderData.served.length} towns now: {loaderData.served.join(", ")}. Choose them again by distance from {loaderData.headquarters} or by
        county. Posts already written for a town you drop stay on the site.
      </p>
      <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
        {actionData && !actionData.ok ? (
          <ErrorSummary
            result={actionData}
            fields={[
              { name: F.area, id: "area-distance" },
              { name: F.miles, id: `setting-${F.miles}` },
              { name: F.counties, id: "area-counties" },
            ]}
          />
        ) : null}
        <ServiceAreaChooser
          towns={loaderData.towns}
          counties={loaderData.counties}
          typed={typed}
          typedCounties={actionData?.counties ?? []}
          errors={actionData?.errors ?? {}}
          defaultMiles={SET_UP_MILES}
          headquarters={loaderData.headquarters}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            {busy ? "Saving…" : "Serve these towns"}
          </button>
          <p role="status" className="text-sm font-semibold text-green-800">
            {actionData?.ok ? actionData.message : ""}
          </p>
        </div>
      </Form>
    </>
  );
}
