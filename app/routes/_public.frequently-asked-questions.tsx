import { contentPage } from "~/content-page";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { FaqBlock } from "~/components/blocks/faq";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { SectionBlock } from "~/components/blocks/section";
import { faqPage } from "~/content/company/faq";

/** The FAQ page: content blocks (content/company/faq.ts). */
const page = contentPage({
  blocks: faqPage,
  components: {
    hero: HeroBlock,
    faq: FaqBlock,
    section: SectionBlock,
    callout: CalloutBlock,
    cards: CardsBlock,
    banner: BannerBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
