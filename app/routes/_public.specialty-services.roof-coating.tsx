import type { Route } from "./+types/_public.specialty-services.roof-coating";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { CoatingProjectsBlock } from "~/components/blocks/coating-projects";
import { TableBlock } from "~/components/blocks/table";
import { FaqBlock } from "~/components/blocks/faq";
import { FeatureCardsBlock } from "~/components/blocks/feature-cards";
import { FigureStripBlock } from "~/components/blocks/figure-strip";
import { HeroBlock } from "~/components/blocks/hero";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { ParagraphsBlock } from "~/components/blocks/paragraphs";
import { SectionBlock } from "~/components/blocks/section";
import { CoatingIllustration } from "~/components/services/illustrations/coating";
import { coatingFaqs, roofCoatingPage } from "~/content/services/roof-coating";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [pageBusinessJsonLd(business, location.pathname), faqJsonLd(coatingFaqs)],
  });
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  figureStrip: FigureStripBlock,
  section: SectionBlock,
  paragraphs: ParagraphsBlock,
  table: TableBlock,
  featureCards: FeatureCardsBlock,
  processSteps: ProcessStepsBlock,
  coatingProjects: CoatingProjectsBlock,
  faq: FaqBlock,
  callToAction: CallToActionBlock,
};

/** The roof coating page: content blocks (content/services/roof-coating.ts). */
export default function RoofCoatingPage() {
  return <Blocks blocks={roofCoatingPage} components={components} drawings={{ coating: CoatingIllustration }} />;
}
