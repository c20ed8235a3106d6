import type { Route } from "./+types/_public.specialty-services.church-steeple-repair_.raleigh-nc";
import { CardsBlock } from "~/components/blocks/cards";
import { BandBlock } from "~/components/blocks/band";
import { contentPage } from "~/content-page";
import { BreadcrumbBlock } from "~/components/blocks/breadcrumb";
import { BannerBlock } from "~/components/blocks/banner";
import { ListBlock } from "~/components/blocks/list";
import { FaqBlock } from "~/components/blocks/faq";
import { FiguresBlock } from "~/components/blocks/figures";
import { HeroBlock } from "~/components/blocks/hero";
import { PageNavBlock } from "~/components/blocks/page-nav";
import { ParagraphsBlock } from "~/components/blocks/paragraphs";
import { SectionBlock } from "~/components/blocks/section";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";
import { raleighCrumbs, raleighFaqs, raleighMeta, raleighPage } from "~/content/services/steeple-raleigh";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { redirect } from "react-router";
import { servesTown } from "~/models/locations.server";
import { servicesContext } from "~/context.server";
import { breadcrumbJsonLd, faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";

/** The page is about working in Raleigh: a company that does not serve Raleigh sends visitors to its steeple page. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await servesTown(context.get(servicesContext).db, "Raleigh"))) throw redirect("/specialty-services/church-steeple-repair", 302);
  return null;
}

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

/** The Raleigh steeple page: content blocks (content/services/steeple-raleigh.ts). */
const page = contentPage({
  blocks: raleighPage,
  components: {
    band: BandBlock,
    breadcrumb: BreadcrumbBlock,
    banner: BannerBlock,
    list: ListBlock,
    faq: FaqBlock,
    figures: FiguresBlock,
    hero: HeroBlock,
    cards: CardsBlock,
    pageNav: PageNavBlock,
    paragraphs: ParagraphsBlock,
    section: SectionBlock,
  },
  drawings: { steeple: SteepleIllustration },
});

export const handle = page.handle;
export default page.Page;
