import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { CardGridBlock } from "~/components/blocks/card-grid";
import { HeroBlock } from "~/components/blocks/hero";
import { JobOpeningsBlock } from "~/components/blocks/job-openings";
import { CalloutBlock } from "~/components/blocks/callout";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { careersPage } from "~/content/company/careers";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  cardGrid: CardGridBlock,
  jobOpenings: JobOpeningsBlock,
  section: SectionBlock,
  processSteps: ProcessStepsBlock,
  callout: CalloutBlock,
  callToAction: CallToActionBlock,
};

/** The careers page: content blocks (content/company/careers.ts). */
export default function Careers() {
  return <Blocks blocks={careersPage} components={components} />;
}
