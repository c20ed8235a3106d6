import type { Route } from "./+types/_public.commercial-roofing";
import { contentPage } from "~/content-page";
import { BandBlock } from "~/components/blocks/band";
import { withCustomerQuotes } from "~/content/customer-quotes";
import { quotesOn } from "~/models/testimonials.server";
import { CardsBlock } from "~/components/blocks/cards";
import { ListBlock } from "~/components/blocks/list";
import { BannerBlock } from "~/components/blocks/banner";
import { TableBlock } from "~/components/blocks/table";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { SectionBlock } from "~/components/blocks/section";
import { CommercialIllustration } from "~/components/services/illustrations/commercial";
import { commercialPage } from "~/content/services/commercial";
import { featuredTownNames } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";

/** The towns the page names: the heart of the service area, from the towns served. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [towns, quotes] = await Promise.all([featuredTownNames(db, context.get(businessContext)), quotesOn(db, { kind: "service", slug: "commercial-roofing" })]);
  return { towns, quotes };
}

/** The commercial roofing page: content blocks (content/services/commercial.ts). */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => withCustomerQuotes(commercialPage(data.towns), data.quotes),
  components: {
    band: BandBlock,
    hero: HeroBlock,
    section: SectionBlock,
    cards: CardsBlock,
    table: TableBlock,
    callout: CalloutBlock,
    list: ListBlock,
    banner: BannerBlock,
  },
  drawings: { commercial: CommercialIllustration },
});

export const { handle, meta } = page;
export default page.Page;
