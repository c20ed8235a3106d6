import type { Route } from "./+types/_public.services";
import { Blocks } from "~/components/blocks/blocks";
import { servicesFaqs, servicesPage } from "~/content/services/overview";
import { listServicesByCategory } from "~/models/services.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, localBusinessJsonLd, officeForPath } from "~/seo/structured-data";
import { servicesContext } from "~/services.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { groups: await listServicesByCategory(db) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [localBusinessJsonLd(business, officeForPath(business, location.pathname)), faqJsonLd(servicesFaqs)],
  });
}

/** The services overview: content blocks (content/services/overview.ts) and the catalogue from the database. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <Blocks blocks={servicesPage(loaderData.groups)} />;
}
