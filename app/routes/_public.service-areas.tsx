import { Building2, Camera, CircleAlert, Wrench } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data, redirect } from "react-router";
import type { Route } from "./+types/_public.service-areas";
import { LocationExplorer, type ExplorerLocation } from "~/components/locations/location-explorer";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { serviceAreaStats } from "~/content/locations/service-areas";
import { staticPage } from "~/components/islands/hydration";
import { withParam } from "~/domain/query-params";
import { locationPagePath, townSlug } from "~/domain/slugs";
import { publicLocations, townHighlightsById } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";
import { useBusiness } from "~/components/use-business";
import { headquarters, townCountText } from "~/domain/business";
import { andList } from "~/domain/wording";
import { servicesOverview } from "~/models/services.server";
import { resolveFacts } from "~/domain/business-facts";
import { buttonClass } from "~/components/ui/button";

/** No React in the browser: the list is in the HTML, search is a GET form and picking is a link. */
export const handle = staticPage;

/**
 * The whole list is rendered on the server (spec §2.4's loading state would only delay it). `q`
 * narrows the list, `town` picks a location (a town we do not serve is dropped from the address).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const town = url.searchParams.get("town") ?? "";
  const home = headquarters(business).city;
  let rows: Awaited<ReturnType<typeof publicLocations>>;
  let highlights: Awaited<ReturnType<typeof townHighlightsById>>;
  let services: number;
  try {
    rows = await publicLocations(db);
    highlights = await townHighlightsById(db, business, rows);
    services = (await servicesOverview(db)).count;
  } catch (error) {
    console.error("[service-areas] Failed to load service locations:", error);
    // Not 200: the page cache keeps no copy of the failure.
    return data({ locations: null, query, town, home, services: 0 }, { status: 503 });
  }
  // A town we do not serve is left out of the address: one page per town (docs/decisions/015-scale-and-memory.md).
  if (url.searchParams.has("town") && !rows.some((l) => townSlug(l.name) === town)) {
    throw redirect(withParam("/service-areas", url.searchParams, "town", null), 302);
  }
  const locations: ExplorerLocation[] = rows.map((l) => ({
    id: l.id,
    name: l.name,
    slug: townSlug(l.name),
    county: l.county,
    population: l.population,
    historicalFact: l.historicalFact,
    highlights: highlights.get(l.id) ?? [],
    href: locationPagePath(l.name),
  }));
  return { locations, query, town, home, services };
}

/** Where the crews work from: the towns of the offices and service points in the business settings. */
function areaIntro(offices: readonly string[]): string {
  return offices.length === 1 ? `Our crews work out of ${offices[0]}.` : `Our crews work out of ${andList(offices)}.`;
}

export default function ServiceAreasPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Service areas"
        title={`Roofing across ${townCountText(business)} Eastern North Carolina towns`}
        intro={
          <p>
            {areaIntro(business.offices.map((o) => o.city))} Search for your town to see its county, a little local history and the
            services we offer there.
          </p>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "md")}>
              Request a Free Inspection
            </Link>
            <Link to="/services" className={buttonClass("onDark", "md")}>
              Our Services
            </Link>
          </>
        }
      />

      <section aria-labelledby="stats-title" className="border-b border-gray-200 bg-sand">
        <div className="container-page py-10">
          <h2 id="stats-title" className="sr-only">
            Our service area in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-5">
            {resolveFacts(serviceAreaStats({ offices: business.offices.length, services: loaderData.services }), business).map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm font-semibold text-muted">{s.label}</dt>
                <dd className="font-display text-4xl font-bold text-brand-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="explorer-title" className="container-page py-14">
        <h2 id="explorer-title" className="text-3xl font-bold">
          Find your town
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          Pick a location from the list, or type part of its name. Every town links to its own page with nearby towns and local
          weather notes.
        </p>
        <div className="mt-8">
          {loaderData.locations ? (
            <LocationExplorer locations={loaderData.locations} query={loaderData.query} town={loaderData.town} home={loaderData.home} />
          ) : (
            <ExplorerError />
          )}
        </div>
      </section>

      <section aria-labelledby="next-title" className="bg-brand-50">
        <div className="container-page py-14">
          <h2 id="next-title" className="text-3xl font-bold">
            Next steps
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            <li className="rounded-lg bg-white p-6 shadow-sm">
              <Building2 aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-xl font-bold">Talk to a local office</h3>
              <p className="mt-2 text-muted">Free inspections, estimates and insurance questions, answered by people who know your area.</p>
              <Link to="/contact" className="mt-4 inline-block font-semibold text-brand-600 underline">
                Contact us
              </Link>
            </li>
            <li className="rounded-lg bg-white p-6 shadow-sm">
              <Camera aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-xl font-bold">See finished roofs</h3>
              <p className="mt-2 text-muted">Replacements, repairs and storm restorations from across the region.</p>
              <Link to="/gallery/" className="mt-4 inline-block font-semibold text-brand-600 underline">
                View the gallery
              </Link>
            </li>
            <li className="rounded-lg bg-white p-6 shadow-sm">
              <Wrench aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-xl font-bold">Explore our services</h3>
              <p className="mt-2 text-muted">Residential, commercial, storm damage, coatings, steeples and more than 30 specialized services.</p>
              <Link to="/services" className="mt-4 inline-block font-semibold text-brand-600 underline">
                All services
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <CallToAction title="Don't see your town? Ask us." text="We travel across Eastern North Carolina for the right project. Call or request a free estimate." />
    </>
  );
}

function ExplorerError() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Failed to load service locations</p>
        <p className="mt-1 text-sm">
          Please refresh the page, or{" "}
          <Link to="/contact" className="font-semibold underline">
            contact us
          </Link>{" "}
          to ask whether we serve your town.
        </p>
      </div>
    </div>
  );
}
