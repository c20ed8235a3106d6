import type { Route } from "./+types/_public.residential-roofing";
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
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { HomeRoofIllustration } from "~/components/services/illustrations/home-roof";
import { residentialPage } from "~/content/services/residential";
import { featuredTownNames } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";

/** The towns the page names: the heart of the service area, from the towns served. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [towns, quotes] = await Promise.all([featuredTownNames(db, context.get(businessContext)), quotesOn(db, { kind: "service", slug: "residential-roofing" })]);
  return { towns, quotes };
}

/** The residential roofing page: content blocks (content/services/residential.ts). */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => withCustomerQuotes(residentialPage(data.towns), data.quotes),
  components: {
    band: BandBlock,
    hero: HeroBlock,
    section: SectionBlock,
    cards: CardsBlock,
    table: TableBlock,
    callout: CalloutBlock,
    list: ListBlock,
    banner: BannerBlock,
    steps: StepsBlock,
  },
  drawings: { "home-roof": HomeRoofIllustration },
});

export const { handle, meta } = page;
export default page.Page;
