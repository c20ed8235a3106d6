import { Blocks } from "~/components/blocks/blocks";
import { AreaListBlock } from "~/components/blocks/area-list";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { TableBlock } from "~/components/blocks/table";
import { FeatureCardsBlock } from "~/components/blocks/feature-cards";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { HomeRoofIllustration } from "~/components/services/illustrations/home-roof";
import { residentialPage } from "~/content/services/residential";
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
  processSteps: ProcessStepsBlock,
};

/** The residential roofing page: content blocks (content/services/residential.ts). */
export default function ResidentialRoofingPage() {
  return <Blocks blocks={residentialPage} components={components} drawings={{ "home-roof": HomeRoofIllustration }} />;
}
