import type { Route } from "./+types/_public.specialty-services.church-steeple-repair";
import { AsideLinkBlock } from "~/components/blocks/aside-link";
import { BannerBlock } from "~/components/blocks/banner";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { TableBlock } from "~/components/blocks/table";
import { FaqBlock } from "~/components/blocks/faq";
import { FigureStripBlock } from "~/components/blocks/figure-strip";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { ParagraphsBlock } from "~/components/blocks/paragraphs";
import { SectionBlock } from "~/components/blocks/section";
import { SplitBlock } from "~/components/blocks/split";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";
import { steepleFaqs, steeplePage } from "~/content/services/steeple";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [pageBusinessJsonLd(business, location.pathname), faqJsonLd(steepleFaqs)],
  });
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  figureStrip: FigureStripBlock,
  section: SectionBlock,
  split: SplitBlock,
  paragraphs: ParagraphsBlock,
  asideLink: AsideLinkBlock,
  iconCards: IconCardsBlock,
  processSteps: ProcessStepsBlock,
  table: TableBlock,
  faq: FaqBlock,
  banner: BannerBlock,
  callToAction: CallToActionBlock,
};

/** The church steeple page: content blocks (content/services/steeple.ts). */
export default function ChurchSteepleRepairPage() {
  return <Blocks blocks={steeplePage} components={components} drawings={{ steeple: SteepleIllustration }} />;
}
