import { contentPage } from "~/content-page";
import { BannerBlock } from "~/components/blocks/banner";
import { ListBlock } from "~/components/blocks/list";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { CardsBlock } from "~/components/blocks/cards";
import { designYourRoofPage } from "~/content/services/design-tools";

/** The design-your-roof page: content blocks (content/services/design-tools.ts). */
const page = contentPage({
  blocks: designYourRoofPage,
  components: {
    hero: HeroBlock,
    section: SectionBlock,
    cards: CardsBlock,
    steps: StepsBlock,
    list: ListBlock,
    callout: CalloutBlock,
    banner: BannerBlock,
  },
  hydrate: true,
});

export const { handle, meta } = page;
export default page.Page;
