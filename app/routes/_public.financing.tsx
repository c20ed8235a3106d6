import type { Route } from "./+types/_public.financing";
import { ActionRowBlock } from "~/components/blocks/action-row";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { FaqBlock } from "~/components/blocks/faq";
import { FigureStripBlock } from "~/components/blocks/figure-strip";
import { HeroBlock } from "~/components/blocks/hero";
import { IconCardsBlock } from "~/components/blocks/icon-cards";
import { CalloutBlock } from "~/components/blocks/callout";
import { PaymentOptionsBlock } from "~/components/blocks/payment-options";
import { ProcessStepsBlock } from "~/components/blocks/process-steps";
import { SectionBlock } from "~/components/blocks/section";
import { FinancingIllustration } from "~/components/services/illustrations/financing";
import { financingFaqs, financingPage } from "~/content/services/financing";
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
    jsonLd: [pageBusinessJsonLd(business, location.pathname), faqJsonLd(financingFaqs)],
  });
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  figureStrip: FigureStripBlock,
  section: SectionBlock,
  paymentOptions: PaymentOptionsBlock,
  iconCards: IconCardsBlock,
  processSteps: ProcessStepsBlock,
  actionRow: ActionRowBlock,
  faq: FaqBlock,
  callout: CalloutBlock,
  callToAction: CallToActionBlock,
};

/** The financing page: content blocks (content/services/financing.ts); lender, dealer number and application address from the business config. */
export default function FinancingPage() {
  return <Blocks blocks={financingPage} components={components} drawings={{ financing: FinancingIllustration }} />;
}
