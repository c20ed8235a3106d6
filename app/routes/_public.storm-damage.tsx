import { contentPage } from "~/content-page";
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
import { stormDamagePage } from "~/content/services/storm";

/** The storm damage page: content blocks (content/services/storm.ts). */
const page = contentPage({
  blocks: stormDamagePage,
  components: {
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
