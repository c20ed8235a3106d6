import type { Route } from "./+types/_public.specialty-services.roof-coating";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { CoatingProjectsBlock } from "~/components/blocks/coating-projects";
import { DataTableBlock } from "~/components/blocks/data-table";
import { FaqListBlock } from "~/components/blocks/faq-list";
import { FeatureCardsBlock } from "~/components/blocks/feature-cards";
import { FigureStripBlock } from "~/components/blocks/figure-strip";
import { HeroBlock } from "~/components/blocks/hero";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { ProseBlock } from "~/components/blocks/prose";
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
  prose: ProseBlock,
  dataTable: DataTableBlock,
  featureCards: FeatureCardsBlock,
  processSteps: ProcessStepsBlock,
  coatingProjects: CoatingProjectsBlock,
  faqList: FaqListBlock,
  callToAction: CallToActionBlock,
};

/** The roof coating page: content blocks (content/services/roof-coating.ts). */
export default function RoofCoatingPage() {
  return <Blocks blocks={roofCoatingPage} components={components} drawings={{ coating: CoatingIllustration }} />;
}
