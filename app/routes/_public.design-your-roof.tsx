import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { ChecklistBlock } from "~/components/blocks/checklist";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { VisualizersBlock } from "~/components/blocks/visualizers";
import { designYourRoofPage } from "~/content/services/design-tools";

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  section: SectionBlock,
  visualizers: VisualizersBlock,
  processSteps: ProcessStepsBlock,
  checklist: ChecklistBlock,
  callout: CalloutBlock,
  callToAction: CallToActionBlock,
};

/** The design-your-roof page: content blocks (content/services/design-tools.ts). */
export default function DesignYourRoofPage() {
  return <Blocks blocks={designYourRoofPage} components={components} />;
}
