import { Blocks } from "~/components/blocks/blocks";
import { StormIllustration } from "~/components/services/illustrations/storm";
import { AreaCardsBlock } from "~/components/blocks/area-cards";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { ChecklistBlock } from "~/components/blocks/checklist";
import { ContactStripBlock } from "~/components/blocks/contact-strip";
import { FigurePanelBlock } from "~/components/blocks/figure-panel";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { PanelBlock } from "~/components/blocks/panel";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { SplitBlock } from "~/components/blocks/split";
import { StepCardsBlock } from "~/components/blocks/step-cards";
import { TimelineBlock } from "~/components/blocks/timeline";
import { CalloutBlock } from "~/components/blocks/callout";
import { stormDamagePage } from "~/content/services/storm";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  areaCards: AreaCardsBlock,
  callToAction: CallToActionBlock,
  checklist: ChecklistBlock,
  contactStrip: ContactStripBlock,
  figurePanel: FigurePanelBlock,
  hero: HeroBlock,
  iconCards: IconCardsBlock,
  panel: PanelBlock,
  processSteps: ProcessStepsBlock,
  section: SectionBlock,
  split: SplitBlock,
  stepCards: StepCardsBlock,
  timeline: TimelineBlock,
  callout: CalloutBlock,
};

/** The storm damage page: content blocks (content/services/storm.ts). */
export default function StormDamagePage() {
  return <Blocks blocks={stormDamagePage} components={components} drawings={{ storm: StormIllustration }} />;
}
