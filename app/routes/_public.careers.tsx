import { contentPage } from "~/content-page";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { JobOpeningsBlock } from "~/components/blocks/job-openings";
import { CalloutBlock } from "~/components/blocks/callout";
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { careersPage } from "~/content/company/careers";

/** The careers page: content blocks (content/company/careers.ts). */
const page = contentPage({
  blocks: careersPage,
  components: {
    hero: HeroBlock,
    cards: CardsBlock,
    jobOpenings: JobOpeningsBlock,
    section: SectionBlock,
    steps: StepsBlock,
    callout: CalloutBlock,
    banner: BannerBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
