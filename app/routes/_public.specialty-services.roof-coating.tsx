import type { Route } from "./+types/_public.specialty-services.roof-coating";
import { contentPage } from "~/content-page";
import { BandBlock } from "~/components/blocks/band";
import { withCustomerQuotes } from "~/content/customer-quotes";
import { quotesOn } from "~/models/testimonials.server";
import { servicesContext } from "~/context.server";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { CoatingProjectsBlock } from "~/components/blocks/coating-projects";
import { TableBlock } from "~/components/blocks/table";
import { FaqBlock } from "~/components/blocks/faq";
import { FiguresBlock } from "~/components/blocks/figures";
import { HeroBlock } from "~/components/blocks/hero";
import { StepsBlock } from "~/components/blocks/steps";
import { ParagraphsBlock } from "~/components/blocks/paragraphs";
import { SectionBlock } from "~/components/blocks/section";
import { CoatingIllustration } from "~/components/services/illustrations/coating";
import { roofCoatingPage } from "~/content/services/roof-coating";

/** The customers' words staff placed on the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { quotes: await quotesOn(context.get(servicesContext).db, { kind: "service", slug: "roof-coating" }) };
}

/** The roof coating page: content blocks (content/services/roof-coating.ts). */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => withCustomerQuotes(roofCoatingPage, data.quotes),
  components: {
    band: BandBlock,
    hero: HeroBlock,
    figures: FiguresBlock,
    section: SectionBlock,
    paragraphs: ParagraphsBlock,
    table: TableBlock,
    cards: CardsBlock,
    steps: StepsBlock,
    coatingProjects: CoatingProjectsBlock,
    faq: FaqBlock,
    banner: BannerBlock,
  },
  drawings: { coating: CoatingIllustration },
  hydrate: true,
});

export const { handle, meta } = page;
export default page.Page;
