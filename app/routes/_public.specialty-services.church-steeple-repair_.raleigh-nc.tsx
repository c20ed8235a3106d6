import type { Route } from "./+types/_public.specialty-services.church-steeple-repair_.raleigh-nc";
import { BandBlock } from "~/components/blocks/band";
import { Blocks } from "~/components/blocks/blocks";
import { BreadcrumbBlock } from "~/components/blocks/breadcrumb";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { ChecklistBlock } from "~/components/blocks/checklist";
import { FaqBlock } from "~/components/blocks/faq";
import { FiguresBlock } from "~/components/blocks/figures";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { PageNavBlock } from "~/components/blocks/page-nav";
import { ParagraphsBlock } from "~/components/blocks/paragraphs";
import { SectionBlock } from "~/components/blocks/section";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";
import { raleighCrumbs, raleighFaqs, raleighMeta, raleighPage } from "~/content/services/steeple-raleigh";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd, faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    title: raleighMeta.title,
    description: raleighMeta.description,
    jsonLd: [
      pageBusinessJsonLd(business, location.pathname),
      breadcrumbJsonLd(business, raleighCrumbs),
      faqJsonLd(raleighFaqs),
    ],
    extra: [{ name: "keywords", content: raleighMeta.keywords }],
  });
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  band: BandBlock,
  breadcrumb: BreadcrumbBlock,
  callToAction: CallToActionBlock,
  checklist: ChecklistBlock,
  faq: FaqBlock,
  figures: FiguresBlock,
  hero: HeroBlock,
  iconCards: IconCardsBlock,
  pageNav: PageNavBlock,
  paragraphs: ParagraphsBlock,
  section: SectionBlock,
};

/** The Raleigh steeple page: content blocks (content/services/steeple-raleigh.ts). */
export default function RaleighSteepleRepairPage() {
  return <Blocks blocks={raleighPage} components={components} drawings={{ steeple: SteepleIllustration }} />;
}
