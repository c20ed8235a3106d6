import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { CheckListBlock } from "~/components/blocks/check-list";
import { HeroBlock } from "~/components/blocks/hero";
import { NoteBlock } from "~/components/blocks/note";
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
  checkList: CheckListBlock,
  note: NoteBlock,
  callToAction: CallToActionBlock,
};

/** The design-your-roof page: content blocks (content/services/design-tools.ts). */
export default function DesignYourRoofPage() {
  return <Blocks blocks={designYourRoofPage} components={components} />;
}
