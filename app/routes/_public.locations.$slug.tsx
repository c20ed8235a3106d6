import { data, redirect } from "react-router";
import type { Route } from "./+types/_public.locations.$slug";
import { BandBlock } from "~/components/blocks/band";
import { BannerBlock } from "~/components/blocks/banner";
import { Blocks } from "~/components/blocks/blocks";
import { BreadcrumbBlock } from "~/components/blocks/breadcrumb";
import { CardsBlock } from "~/components/blocks/cards";
import { HeroBlock } from "~/components/blocks/hero";
import { LocationTemplate, locationTemplateMeta } from "~/components/locations/location-template";
import { officePage, officePageDescription, officePageTitle } from "~/content/locations/office-page";
import { canonicalLocationRedirect, locationPagePath, townPageSlug, townPageSlugOfSegment } from "~/domain/slugs";
import { loadOfficePage, loadTownPage, officeOfPage, publicLocations, publicLocationsBySlug } from "~/models/locations.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";
import { customerQuotesBand, withCustomerQuotes } from "~/content/customer-quotes";
import { quotesOn } from "~/models/testimonials.server";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/**
 * /locations/{town}-nc: the office page of a town where the company has an office visitors can come
 * to (content/locations/office-page.ts), else the town page of a town it serves (the location
 * template). Rocky Mount keeps the spec's /locations/rockymount-nc either way (app/domain/slugs.ts).
 * Short forms (/locations/wilson) and other spellings redirect to the canonical page; an unknown
 * town is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const [all, bySlug] = await Promise.all([publicLocations(db), publicLocationsBySlug(db)]);
  const segment = params.slug;
  const officeSlugs = new Set(business.offices.filter((o) => o.kind !== "service-area").map((o) => townPageSlug(o.city)));

  const target = canonicalLocationRedirect(segment, (slug) => bySlug.has(slug) || officeSlugs.has(slug));
  if (target) throw redirect(target, 301);

  // The customers' words staff placed on the page of their job's town (docs/decisions/023-reviews.md).
  const office = officeOfPage(business, segment);
  if (office) {
    const [page, quotes] = await Promise.all([loadOfficePage(db, business, office), quotesOn(db, { kind: "town", town: office.city })]);
    return { page: "office" as const, ...page, quotes };
  }

  const location = bySlug.get(townPageSlugOfSegment(segment));
  const [page, quotes] = location ? await Promise.all([loadTownPage(db, business, location, all), quotesOn(db, { kind: "town", town: location.name })]) : [null, []];
  if (!page) throw data(null, { status: 404 });
  return { page: "town" as const, ...page, quotes };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const business = businessFromMatches(matches);
  if (loaderData.page === "town") return locationTemplateMeta({ business, pathname: location.pathname, props: loaderData.town });
  const { office } = loaderData;
  return pageMeta({
    business,
    pathname: location.pathname,
    title: officePageTitle(office),
    description: officePageDescription(office),
    jsonLd: [
      pageBusinessJsonLd(business, location.pathname),
      breadcrumbJsonLd(business, [
        { name: "Home", path: "/home" },
        { name: "Locations", path: "/locations" },
        { name: `${office.city}, NC`, path: locationPagePath(office.city) },
      ]),
    ],
  });
}

/** The components of the office page's block types. */
const officeComponents = {
  breadcrumb: BreadcrumbBlock,
  hero: HeroBlock,
  band: BandBlock,
  cards: CardsBlock,
  banner: BannerBlock,
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "office") {
    return <Blocks blocks={withCustomerQuotes(officePage(loaderData), loaderData.quotes)} components={officeComponents} office={loaderData.office.id} />;
  }
  return (
    <LocationTemplate {...loaderData.town} photos={loaderData.photos} kind={loaderData.kind} quotes={<Blocks blocks={customerQuotesBand(loaderData.quotes)} components={{ band: BandBlock }} />} />
  );
}
