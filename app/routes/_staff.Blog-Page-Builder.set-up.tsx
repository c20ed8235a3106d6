import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.Blog-Page-Builder.set-up";
import { requireOwner } from "~/auth/guard.server";
import { setFlash } from "~/auth/flash.server";
import { ServiceAreaChooser } from "~/components/settings/service-area-chooser";
import { LogoPicker } from "~/components/settings/logo-picker";
import { ColorInput, settingControlId, WeekInput } from "~/components/settings/setting-controls";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { failed, formValues, type ActionResult } from "~/domain/forms";
import { countiesOf } from "~/domain/launch";
import { WEEKDAYS } from "~/domain/office-hours";
import { readSetUpForm, SET_UP_FIELDS as F, SET_UP_HOURS, SET_UP_MILES } from "~/domain/set-up";
import { weekFieldNames } from "~/domain/settings-form";
import { allTowns, startAsOwnCompany } from "~/models/site-start.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { PANEL_CLASS } from "~/components/ui/panel";

const OWNER_ONLY = "set up the company";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Set up your company" });
}

/** The guided set-up (docs/decisions/021-launch-as-your-company.md): the towns to choose from, by county and by place. */
export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context, OWNER_ONLY);
  // The set-up starts the owner's company once; afterwards Business Settings is where facts change.
  if (context.get(businessContext).site.start === "own") throw redirect("/Blog-Page-Builder/business-settings");
  const towns = await allTowns(context.get(servicesContext).db);
  return { towns: towns.map(({ name, county, latitude, longitude }) => ({ name, county, latitude, longitude })), counties: countiesOf(towns) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context, OWNER_ONLY);
  const { db, env } = context.get(servicesContext);
  if (context.get(businessContext).site.start === "own") throw redirect("/Blog-Page-Builder/business-settings");
  const form = await request.formData();
  const typed = formValues(form);
  const counties = form.getAll(F.counties).map(String);
  const read = readSetUpForm(typed, await allTowns(db), { counties });
  if (!read.ok) {
    return data<ActionResult & { counties: string[] }>({ ...failed("Check the highlighted answers: nothing was saved yet.", { errors: read.errors, values: typed }), counties }, { status: 400 });
  }
  const { unpublished } = await startAsOwnCompany(db, env.businessPins, { values: read.result.values, servedTownIds: read.result.served.map((t) => t.id) }, { userId: owner.id, label: owner.email });
  const headers = new Headers();
  const examples = unpublished ? ` The demo's ${unpublished} example posts are drafts now, yours to reuse or delete.` : "";
  await setFlash(request, headers, `Your company is set up, serving ${read.result.served.length} towns.${examples} The checklist below shows what is left before launch.`);
  throw redirect("/Blog-Page-Builder", { headers });
}

/** Each field of the form and the id of its control, for the error summary's links. */
const SUMMARY = [
  { name: F.name, id: settingControlId(F.name) },
  { name: F.phone, id: settingControlId(F.phone) },
  { name: F.email, id: settingControlId(F.email) },
  { name: F.street, id: settingControlId(F.street) },
  { name: F.town, id: settingControlId(F.town) },
  { name: F.zip, id: settingControlId(F.zip) },
  { name: F.hours, id: settingControlId(F.hours) },
  ...WEEKDAYS.map((day) => ({ name: `${F.hours}.${day}`, id: weekFieldNames(F.hours, day).opens })),
  { name: F.area, id: "area-distance" },
  { name: F.miles, id: settingControlId(F.miles) },
  { name: F.counties, id: "area-counties" },
  { name: F.color, id: settingControlId(F.color) },
];

export default function SetUp({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const typed = actionData?.values ?? null;
  const v = (name: string) => typed?.[name] ?? "";
  return (
    <>
      <h1 className="text-3xl font-bold">Set up your company</h1>
      <p className="mt-2 max-w-3xl text-muted">
        What every page needs. Everything else — a 24/7 line, warranty terms, your rating, profiles, team — you add in Business Settings when
        you have it; until then pages leave it out rather than show anything that is not yours.
      </p>
      <Form method="post" noValidate className="mt-6 max-w-3xl space-y-8">
        {actionData && !actionData.ok ? <ErrorSummary result={actionData} fields={SUMMARY} /> : null}
        <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-2`}>
          <legend className="px-1 font-sans text-lg font-bold">Your company</legend>
          <Field id={settingControlId(F.name)} label="Company name" name={F.name} defaultValue={v(F.name)} error={errors[F.name]} autoComplete="organization" className="sm:col-span-2" />
          <Field id={settingControlId(F.phone)} label="Main phone" name={F.phone} type="tel" defaultValue={v(F.phone)} error={errors[F.phone]} hint="In the header, the footer and every call button." autoComplete="tel" />
          <Field
            id={settingControlId(F.email)}
            label="E-mail"
            name={F.email}
            type="email"
            defaultValue={v(F.email)}
            error={errors[F.email]}
            hint="Requests from the site are sent here."
            autoComplete="email"
          />
        </fieldset>

        <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-2`}>
          <legend className="px-1 font-sans text-lg font-bold">Your office</legend>
          <Field id={settingControlId(F.street)} label="Street address" name={F.street} defaultValue={v(F.street)} error={errors[F.street]} autoComplete="address-line1" className="sm:col-span-2" />
          <Field
            id={settingControlId(F.town)}
            label="Town"
            name={F.town}
            list="set-up-towns"
            defaultValue={v(F.town)}
            error={errors[F.town]}
            hint="Start typing and pick it from the list."
            autoComplete="address-level2"
          />
          <datalist id="set-up-towns">
            {loaderData.towns.map((t) => (
              <option key={t.name} value={t.name}>
                {t.county}
              </option>
            ))}
          </datalist>
          <Field id={settingControlId(F.zip)} label="ZIP code" name={F.zip} inputMode="numeric" defaultValue={v(F.zip)} error={errors[F.zip]} autoComplete="postal-code" />
          <div className="sm:col-span-2">
            <WeekInput label="Opening hours" help="Every page, e-mail and search listing states them." name={F.hours} week={SET_UP_HOURS} typed={typed} errors={errors} />
          </div>
        </fieldset>

        <ServiceAreaChooser towns={loaderData.towns} counties={loaderData.counties} typed={typed} typedCounties={actionData && "counties" in actionData ? actionData.counties : []} errors={errors} defaultMiles={SET_UP_MILES} />

        <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-2`}>
          <legend className="px-1 font-sans text-lg font-bold">Logo and colour (optional)</legend>
          <LogoPicker name={F.logo} companyName={v(F.name)} />
          <ColorInput id={settingControlId(F.color)} label="Brand colour" name={F.color} value={v(F.color)} hint="Dark enough for white text. Empty: the site's navy." error={errors[F.color]} />
        </fieldset>

        <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
          {busy ? "Saving…" : "Save and see the launch checklist"}
        </button>
      </Form>
    </>
  );
}
