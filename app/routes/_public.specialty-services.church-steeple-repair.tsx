import type { Route } from "./+types/_public.specialty-services.church-steeple-repair";
import { CardsBlock } from "~/components/blocks/cards";
import { CalloutBlock } from "~/components/blocks/callout";
import { BannerBlock } from "~/components/blocks/banner";
import { contentPage } from "~/content-page";
import { BandBlock } from "~/components/blocks/band";
import { withCustomerQuotes } from "~/content/customer-quotes";
import { quotesOn } from "~/models/testimonials.server";
import { TableBlock } from "~/components/blocks/table";
import { FaqBlock } from "~/components/blocks/faq";
import { FiguresBlock } from "~/components/blocks/figures";
import { HeroBlock } from "~/components/blocks/hero";
import { StepsBlock } from "~/components/blocks/steps";
import { ParagraphsBlock } from "~/components/blocks/paragraphs";
import { SectionBlock } from "~/components/blocks/section";
import { SplitBlock } from "~/components/blocks/split";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";
import { steeplePage } from "~/content/services/steeple";
import { servesTown } from "~/models/locations.server";
import { servicesContext } from "~/context.server";

/** Whether the company serves Raleigh: the page points to its Raleigh page only then. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [servesRaleigh, quotes] = await Promise.all([servesTown(db, "Raleigh"), quotesOn(db, { kind: "service", slug: "church-steeple-repair" })]);
  return { servesRaleigh, quotes };
}

/** The church steeple page: content blocks (content/services/steeple.ts). */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => withCustomerQuotes(steeplePage(data.servesRaleigh), data.quotes),
  components: {
    band: BandBlock,
    hero: HeroBlock,
    figures: FiguresBlock,
    section: SectionBlock,
    split: SplitBlock,
    paragraphs: ParagraphsBlock,
    callout: CalloutBlock,
    cards: CardsBlock,
    steps: StepsBlock,
    table: TableBlock,
    faq: FaqBlock,
    banner: BannerBlock,
  },
  drawings: { steeple: SteepleIllustration },
});

export const { handle, meta } = page;
export default page.Page;
