import { CardsBlock } from "~/components/blocks/cards";
import { ButtonsBlock } from "~/components/blocks/buttons";
import { contentPage } from "~/content-page";
import { BannerBlock } from "~/components/blocks/banner";
import { FaqBlock } from "~/components/blocks/faq";
import { FiguresBlock } from "~/components/blocks/figures";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { FinancingIllustration } from "~/components/services/illustrations/financing";
import { financingPage } from "~/content/services/financing";

/** The financing page: content blocks (content/services/financing.ts); lender, dealer number and application address from the business config. */
const page = contentPage({
  blocks: financingPage,
  components: {
    hero: HeroBlock,
    figures: FiguresBlock,
    section: SectionBlock,
    cards: CardsBlock,
    steps: StepsBlock,
    buttons: ButtonsBlock,
    faq: FaqBlock,
    callout: CalloutBlock,
    banner: BannerBlock,
  },
  drawings: { financing: FinancingIllustration },
});

export const { handle, meta } = page;
export default page.Page;
