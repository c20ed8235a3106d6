import { CardsBlock } from "~/components/blocks/cards";
import { ButtonsBlock } from "~/components/blocks/buttons";
import { contentPage } from "~/content-page";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { PriceCardBlock } from "~/components/blocks/price-card";
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { ReportIllustration } from "~/components/services/illustrations/report";
import { lifeExpectancyReportPage } from "~/content/services/life-expectancy-report";

/** The roof life expectancy report page: content blocks (content/services/life-expectancy-report.ts). */
const page = contentPage({
  blocks: lifeExpectancyReportPage,
  components: {
    hero: HeroBlock,
    section: SectionBlock,
    priceCard: PriceCardBlock,
    cards: CardsBlock,
    steps: StepsBlock,
    buttons: ButtonsBlock,
    callout: CalloutBlock,
    banner: BannerBlock,
  },
  drawings: { report: ReportIllustration },
});

export const { handle, meta } = page;
export default page.Page;
