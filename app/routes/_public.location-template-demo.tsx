import { Info } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data } from "react-router";
import type { Route } from "./+types/_public.location-template-demo";
import { LocationTemplate, locationTemplateMeta } from "~/components/locations/location-template";
import { headquarters } from "~/config/business";
import { townPageSlug } from "~/domain/slugs";
import { findLocationBySlug, listLocations, loadTownPage } from "~/models/locations.server";
import { businessFromMatches } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/**
 * The template filled in for the headquarters town from its seeded row, exactly as the generated
 * town pages are (same model function, same data); only the banner above it is the demo's own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const slug = townPageSlug(headquarters(business).city);
  const [all, row] = await Promise.all([listLocations(db), findLocationBySlug(db, slug)]);
  const page = row ? await loadTownPage(db, business, row, all) : null;
  if (!page) throw data(null, { status: 404 });
  return page;
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
      photos={loaderData.photos}
      kind={loaderData.kind}
      banner={
        <aside aria-label="About this page" className="border-b border-brand-200 bg-brand-50">
          <div className="container-page flex items-start gap-3 py-4 text-sm text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p>
              <strong>Template demonstration.</strong> This page shows the location template that builds every town page, filled in for
              Rocky Mount (Nash County, ZIP codes 27801-27804). Each town&apos;s page uses its own county, population, history, storms,
              nearest office and nearest towns. For our headquarters page, see{" "}
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
