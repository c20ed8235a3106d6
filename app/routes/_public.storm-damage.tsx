import type { Route } from "./+types/_public.storm-damage";
import { contentPage } from "~/content-page";
import { BandBlock } from "~/components/blocks/band";
import { withCustomerQuotes } from "~/content/customer-quotes";
import { quotesOn } from "~/models/testimonials.server";
import { StormIllustration } from "~/components/services/illustrations/storm";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { ListBlock } from "~/components/blocks/list";
import { FiguresBlock } from "~/components/blocks/figures";
import { HeroBlock } from "~/components/blocks/hero";
import { ButtonsBlock } from "~/components/blocks/buttons";
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { SplitBlock } from "~/components/blocks/split";
import { CalloutBlock } from "~/components/blocks/callout";
import { responseArea, stormDamagePage } from "~/content/services/storm";
import { townsByOffice } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";

/** The response areas: each office visitors can come to, with the towns served from it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const [byOffice, quotes] = await Promise.all([townsByOffice(db, business), quotesOn(db, { kind: "service", slug: "storm-damage" })]);
  return {
    quotes,
    areas: business.offices.filter((o) => o.kind !== "service-area").map((o) => responseArea(o.city, (byOffice.get(o.id) ?? []).map((t) => t.name))),
  };
}

/** The storm damage page: content blocks (content/services/storm.ts). */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => withCustomerQuotes(stormDamagePage(data.areas), data.quotes),
  components: {
    band: BandBlock,
    banner: BannerBlock,
    list: ListBlock,
    figures: FiguresBlock,
    hero: HeroBlock,
    cards: CardsBlock,
    buttons: ButtonsBlock,
    steps: StepsBlock,
    section: SectionBlock,
    split: SplitBlock,
    callout: CalloutBlock,
  },
  drawings: { storm: StormIllustration },
});

export const { handle, meta } = page;
export default page.Page;
