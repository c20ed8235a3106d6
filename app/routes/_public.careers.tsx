import { contentPage } from "~/content-page";
import { BannerBlock } from "~/components/blocks/banner";
import { CardGridBlock } from "~/components/blocks/card-grid";
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
    cardGrid: CardGridBlock,
    jobOpenings: JobOpeningsBlock,
    section: SectionBlock,
    steps: StepsBlock,
    callout: CalloutBlock,
    banner: BannerBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
