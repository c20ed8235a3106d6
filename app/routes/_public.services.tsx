import type { Route } from "./+types/_public.services";
import { contentPage } from "~/content-page";
import { HomeRoofIllustration } from "~/components/services/illustrations/home-roof";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { FaqBlock } from "~/components/blocks/faq";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { SectionBlock } from "~/components/blocks/section";
import { ServiceCatalogBlock } from "~/components/blocks/service-catalog";
import { ListBlock } from "~/components/blocks/list";
import { servicesPage } from "~/content/services/overview";
import { listServicesByCategory } from "~/models/services.server";
import { servicesContext } from "~/context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { groups: await listServicesByCategory(db) };
}

/** The services overview: content blocks (content/services/overview.ts) and the catalogue from the database. */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => servicesPage(data.groups),
  components: {
    faq: FaqBlock,
    cards: CardsBlock,
    hero: HeroBlock,
    callout: CalloutBlock,
    section: SectionBlock,
    serviceCatalog: ServiceCatalogBlock,
    banner: BannerBlock,
    list: ListBlock,
  },
  drawings: { "home-roof": HomeRoofIllustration },
});

export const { handle, meta } = page;
export default page.Page;
