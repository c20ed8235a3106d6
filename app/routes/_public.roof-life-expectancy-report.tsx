import { ActionRowBlock } from "~/components/blocks/action-row";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { LinkListBlock } from "~/components/blocks/link-list";
import { CalloutBlock } from "~/components/blocks/callout";
import { PriceCardBlock } from "~/components/blocks/price-card";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { ReportIllustration } from "~/components/services/illustrations/report";
import { lifeExpectancyReportPage } from "~/content/services/life-expectancy-report";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  section: SectionBlock,
  priceCard: PriceCardBlock,
  iconCards: IconCardsBlock,
  processSteps: ProcessStepsBlock,
  actionRow: ActionRowBlock,
  callout: CalloutBlock,
  linkList: LinkListBlock,
  callToAction: CallToActionBlock,
};

/** The roof life expectancy report page: content blocks (content/services/life-expectancy-report.ts). */
export default function RoofLifeExpectancyReportPage() {
  return <Blocks blocks={lifeExpectancyReportPage} components={components} drawings={{ report: ReportIllustration }} />;
}
