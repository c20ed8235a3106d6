import type { Route } from "./+types/_public.frequently-asked-questions";
import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { FaqTopicsBlock } from "~/components/blocks/faq-topics";
import { HeroBlock } from "~/components/blocks/hero";
import { LinkListBlock } from "~/components/blocks/link-list";
import { CalloutBlock } from "~/components/blocks/callout";
import { SectionBlock } from "~/components/blocks/section";
import { allFaqs, faqPage } from "~/content/company/faq";
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
    jsonLd: [pageBusinessJsonLd(business, location.pathname), faqJsonLd(allFaqs())],
  });
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  faqTopics: FaqTopicsBlock,
  section: SectionBlock,
  callout: CalloutBlock,
  linkList: LinkListBlock,
  callToAction: CallToActionBlock,
};

/** The FAQ page: content blocks (content/company/faq.ts). */
export default function FrequentlyAskedQuestions() {
  return <Blocks blocks={faqPage} components={components} />;
}
