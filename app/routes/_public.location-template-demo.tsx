import { Info } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.location-template-demo";
import { LocationTemplate, locationTemplateMeta } from "~/components/locations/location-template";
import type { TownPageFacts } from "~/domain/town-page";
import { nearbyTowns } from "~/domain/geo";
import { locationPagePath } from "~/domain/slugs";
import { findLocationBySlug, listLocations, localHighlights } from "~/models/locations.server";
import { businessFromMatches } from "~/seo/meta";
import { servicesContext } from "~/services.server";

/** The template's fixed Rocky Mount instance (spec §2.4). */
const ROCKY_MOUNT = {
  cityName: "Rocky Mount",
  stateName: "North Carolina",
  countyName: "Nash County",
  zipCodes: ["27801", "27802", "27803", "27804"],
  population: 54341,
  latitude: 35.9382,
  longitude: -77.7905,
} as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [all, row] = await Promise.all([listLocations(db), findLocationBySlug(db, "rocky-mount-nc")]);
  const town: TownPageFacts = {
    ...ROCKY_MOUNT,
    zipCodes: [...ROCKY_MOUNT.zipCodes],
    historicalFact:
      row?.historicalFact ??
      "Rocky Mount takes its name from the rocky mound at the falls of the Tar River, where Rocky Mount Mills opened in 1818 as one of North Carolina's earliest cotton mills.",
    nearbyTowns: nearbyTowns({ name: ROCKY_MOUNT.cityName, latitude: ROCKY_MOUNT.latitude, longitude: ROCKY_MOUNT.longitude }, all, 8).map(
      ({ town: t, miles }) => ({ name: t.name, county: t.county, miles, href: locationPagePath(t.name) }),
    ),
    localHighlights: row ? localHighlights(row) : [],
  };
  return { town };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return locationTemplateMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    props: loaderData.town,
    title: "Location Page Template Demo: Rocky Mount, NC",
  });
}

export default function LocationTemplateDemo({ loaderData }: Route.ComponentProps) {
  return (
    <LocationTemplate
      {...loaderData.town}
      banner={
        <aside aria-label="About this page" className="border-b border-brand-200 bg-brand-50">
          <div className="container-page flex items-start gap-3 py-4 text-sm text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p>
              <strong>Template demonstration.</strong> This page shows the location template that builds every town page, filled in for
              Rocky Mount (Nash County, ZIP codes 27801-27804). Each town&apos;s page uses its own county, population, history, climate
              and nearest towns. For our headquarters page, see{" "}
              <Link to="/locations/rockymount-nc" className="font-semibold underline">
                Rocky Mount, NC
              </Link>
              .
            </p>
          </div>
        </aside>
      }
    />
  );
}
