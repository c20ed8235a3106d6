import type { Route } from "./+types/_public.services";
import { Blocks } from "~/components/blocks/blocks";
import { HomeRoofIllustration } from "~/components/services/illustrations/home-roof";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { ChecklistBlock } from "~/components/blocks/checklist";
import { ContactStripBlock } from "~/components/blocks/contact-strip";
import { FaqBlock } from "~/components/blocks/faq";
import { FeatureCardsBlock } from "~/components/blocks/feature-cards";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { LinkListBlock } from "~/components/blocks/link-list";
import { CalloutBlock } from "~/components/blocks/callout";
import { RegionsBlock } from "~/components/blocks/regions";
import { SectionBlock } from "~/components/blocks/section";
import { ServiceCatalogBlock } from "~/components/blocks/service-catalog";
import { TeaserBlock } from "~/components/blocks/teaser";
import { TrustBadgesBlock } from "~/components/blocks/trust-badges";
import { servicesFaqs, servicesPage } from "~/content/services/overview";
import { listServicesByCategory } from "~/models/services.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";
import { servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { groups: await listServicesByCategory(db) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [pageBusinessJsonLd(business, location.pathname), faqJsonLd(servicesFaqs)],
  });
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  callToAction: CallToActionBlock,
  checklist: ChecklistBlock,
  contactStrip: ContactStripBlock,
  faq: FaqBlock,
  featureCards: FeatureCardsBlock,
  hero: HeroBlock,
  iconCards: IconCardsBlock,
  linkList: LinkListBlock,
  callout: CalloutBlock,
  regions: RegionsBlock,
  section: SectionBlock,
  serviceCatalog: ServiceCatalogBlock,
  teaser: TeaserBlock,
  trustBadges: TrustBadgesBlock,
};

/** The services overview: content blocks (content/services/overview.ts) and the catalogue from the database. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <Blocks blocks={servicesPage(loaderData.groups)} components={components} drawings={{ "home-roof": HomeRoofIllustration }} />;
}
