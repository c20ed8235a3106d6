import { Info } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data } from "react-router";
import type { Route } from "./+types/_public.location-template-demo";
import { LocationTemplate, locationTemplateMeta } from "~/components/locations/location-template";
import { headquarters } from "~/domain/business";
import { locationPagePath, townPageSlug } from "~/domain/slugs";
import { findLocationBySlug, listLocations, loadTownPage } from "~/models/locations.server";
import { businessFromMatches } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/**
 * The template filled in for the headquarters town from its row (spec §2.4 fixes it for Rocky
 * Mount, the demo company's headquarters), exactly as the generated town pages are (same model
 * function, same data); only the banner above it is the demo's own. A headquarters outside the
 * towns served shows the first town served.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const hq = headquarters(business);
  const [all, home] = await Promise.all([listLocations(db), findLocationBySlug(db, townPageSlug(hq.city))]);
  const row = home ?? all[0];
  const page = row ? await loadTownPage(db, business, row, all) : null;
  if (!page) throw data(null, { status: 404 });
  return { ...page, headquarters: { name: `${hq.city}, NC`, href: locationPagePath(hq.city) } };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return locationTemplateMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    props: loaderData.town,
    title: `Location Page Template Demo: ${loaderData.town.cityName}, NC`,
  });
}

export default function LocationTemplateDemo({ loaderData }: Route.ComponentProps) {
  const { town, headquarters: hq } = loaderData;
  const zips = town.zipCodes?.length ? `, ZIP codes ${town.zipCodes[0]}-${town.zipCodes.at(-1)}` : "";
  return (
    <LocationTemplate
      {...loaderData.town}
      photos={loaderData.photos}
      kind={loaderData.kind}
      banner={
        <aside aria-label="About this page" className="border-b border-brand-200 bg-brand-50">
          <div className="container-page flex items-start gap-3 py-4 text-sm text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p>
              <strong>Template demonstration.</strong> This page shows the location template that builds every town page, filled in for{" "}
              {town.cityName} ({town.countyName}
              {zips}). Each town&apos;s page uses its own county, population, history, storms, nearest office and nearest towns. For
              our headquarters page, see{" "}
              <Link to={hq.href} className="font-semibold underline">
                {hq.name}
              </Link>
              .
            </p>
          </div>
        </aside>
      }
    />
  );
}
