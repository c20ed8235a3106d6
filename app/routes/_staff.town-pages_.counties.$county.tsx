import { data, useActionData } from "react-router";
import type { Route } from "./+types/_staff.town-pages_.counties.$county";
import { requireStaff } from "~/auth/guard.server";
import { CountyFactsForm } from "~/components/locations/county-facts-form";
import { COUNTY_MESSAGES, countyFormInput, parseCountyForm, type CountyActionResult, type CountyFormInput } from "~/domain/county-facts";
import { failed, succeeded } from "~/domain/forms";
import { locationPagePath } from "~/domain/slugs";
import { findCountyBySlug, saveCountyFacts } from "~/models/county-facts.server";
import { listLocations } from "~/models/locations.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: loaderData ? `${loaderData.county} facts` : "County facts",
    description: "Edit the facts the town pages show about a county, with their sources.",
  });
}

/**
 * Staff (editors and owners) edit a county's facts (docs/decisions/006-town-pages.md); the guard has
 * checked the session.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const county = await findCountyBySlug(db, params.county);
  if (!county) throw data(COUNTY_MESSAGES.notFound, { status: 404 });
  const towns = (await listLocations(db)).filter((l) => l.county === county.county).map((l) => ({ name: l.name, href: locationPagePath(l.name) }));
  return { county: county.county, input: countyFormInput(county), towns };
}

/** The form as typed: text fields, and the storms as rows of three inputs each. */
function typedForm(form: FormData): CountyFormInput {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === "string" ? v : "";
  };
  const all = (key: string) => form.getAll(key).map((v) => (typeof v === "string" ? v : ""));
  const [names, years, impacts] = [all("stormName"), all("stormYear"), all("stormImpact")];
  return {
    seat: text("seat"),
    permitOffice: text("permitOffice"),
    permitOfficeUrl: text("permitOfficeUrl"),
    reroofPermit: text("reroofPermit").replace(/\r\n?/g, "\n"),
    designWindSpeedMph: text("designWindSpeedMph"),
    windborneDebris: text("windborneDebris") || "unknown",
    medianYearBuilt: text("medianYearBuilt"),
    housingNote: text("housingNote").replace(/\r\n?/g, "\n"),
    sources: text("sources").replace(/\r\n?/g, "\n"),
    sourceNote: text("sourceNote").replace(/\r\n?/g, "\n"),
    storms: names.map((name, i) => ({ name, year: years[i] ?? "", impact: impacts[i] ?? "" })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const county = await findCountyBySlug(db, params.county);
  if (!county) return data<CountyActionResult>(failed(COUNTY_MESSAGES.notFound), { status: 404 });
  const values = typedForm(await request.formData());
  const parsed = parseCountyForm(values, clock().getUTCFullYear());
  if (!parsed.ok) return data<CountyActionResult>(failed(COUNTY_MESSAGES.invalid, { errors: parsed.errors, values }), { status: 400 });
  if (!(await saveCountyFacts(db, county.county, parsed.data))) {
    return data<CountyActionResult>(failed(COUNTY_MESSAGES.notFound), { status: 404 });
  }
  return data<CountyActionResult>(succeeded(COUNTY_MESSAGES.saved(county.county)));
}

export default function CountyFactsScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <CountyFactsForm key={loaderData.county} county={loaderData.county} input={loaderData.input} towns={loaderData.towns} result={result} />;
}
