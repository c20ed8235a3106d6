import { Blocks } from "~/components/blocks/blocks";
import { AreaListBlock } from "~/components/blocks/area-list";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { ChecklistBlock } from "~/components/blocks/checklist";
import { TableBlock } from "~/components/blocks/table";
import { FeatureCardsBlock } from "~/components/blocks/feature-cards";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { CalloutBlock } from "~/components/blocks/callout";
import { SectionBlock } from "~/components/blocks/section";
import { CommercialIllustration } from "~/components/services/illustrations/commercial";
import { commercialPage } from "~/content/services/commercial";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  section: SectionBlock,
  featureCards: FeatureCardsBlock,
  table: TableBlock,
  callout: CalloutBlock,
  areaList: AreaListBlock,
  callToAction: CallToActionBlock,
  iconCards: IconCardsBlock,
  checklist: ChecklistBlock,
};

/** The commercial roofing page: content blocks (content/services/commercial.ts). */
export default function CommercialRoofingPage() {
  return <Blocks blocks={commercialPage} components={components} drawings={{ commercial: CommercialIllustration }} />;
}
