import { ActionRowBlock } from "~/components/blocks/action-row";
import { AreaListBlock } from "~/components/blocks/area-list";
import { BannerBlock } from "~/components/blocks/banner";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { CardGridBlock } from "~/components/blocks/card-grid";
import { HeroBlock } from "~/components/blocks/hero";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { bookInspectionPage } from "~/content/company/book-inspection";

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  cardGrid: CardGridBlock,
  section: SectionBlock,
  processSteps: ProcessStepsBlock,
  actionRow: ActionRowBlock,
  areaList: AreaListBlock,
  banner: BannerBlock,
  callToAction: CallToActionBlock,
};

/** The book-inspection page: content blocks (content/company/book-inspection.ts). */
export default function BookInspection() {
  return <Blocks blocks={bookInspectionPage} components={components} />;
}
