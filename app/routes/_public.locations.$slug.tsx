import { data, redirect } from "react-router";
import type { Route } from "./+types/_public.locations.$slug";
import { LocationTemplate, locationTemplateMeta } from "~/components/locations/location-template";
import { canonicalLocationRedirect } from "~/domain/slugs";
import { loadTownPage, publicLocations, publicLocationsBySlug } from "~/models/locations.server";
import { businessFromMatches } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/**
 * /locations/{town}-nc for every service location, rendered by the one location template.
 * Short forms (/locations/wilson) and Rocky Mount's other spellings redirect to the canonical page;
 * an unknown town is a 404. /locations/rockymount-nc and /locations/greenville-nc have their own
 * route files, which take priority over this one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const [all, bySlug] = await Promise.all([publicLocations(db), publicLocationsBySlug(db)]);
  const segment = params.slug;

  const target = canonicalLocationRedirect(segment, (slug) => bySlug.has(slug));
  if (target) throw redirect(target, 301);

  const location = bySlug.get(segment);
  const page = location ? await loadTownPage(db, business, location, all) : null;
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return locationTemplateMeta({ business: businessFromMatches(matches), pathname: location.pathname, props: loaderData.town });
}

export default function TownPage({ loaderData }: Route.ComponentProps) {
  return <LocationTemplate {...loaderData.town} photos={loaderData.photos} kind={loaderData.kind} />;
}
