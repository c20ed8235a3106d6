/**
 * A content route in one call: the page's blocks, the components of the block types it uses (only
 * these reach its client bundle) and the drawings its heroes name give the route its default
 * component, its handle and its metadata. The route module then reads
 *
 *   const page = contentPage({ blocks: aboutPage, components: { hero: HeroBlock, … } });
 *   export const { handle, meta } = page;
 *   export default page.Page;
 *
 * The title and description come from the page's entry in PAGES (content/site-pages.ts), as the
 * root writes them; a page whose blocks show questions adds them as FAQPage JSON-LD, so the
 * structured data lists exactly the questions on the page. A page whose blocks need its loader's
 * data passes `blocks` as a function of that data. This module belongs to the routes layer
 * (docs/decisions/020-layers.md): it joins the block renderer with the page metadata.
 */
import type { MetaArgs, MetaDescriptor } from "react-router";
import type { ReactNode } from "react";
import { Blocks, type BlockComponents } from "~/components/blocks/blocks";
import type { PageDrawings } from "~/components/blocks/drawings";
import { staticPage, type PageHandle } from "~/components/islands/hydration";
import type { Block } from "~/content/blocks";
import { pageQuestions } from "~/content/page-questions";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";

export function contentPage<B extends Block, D = undefined>(page: {
  blocks: readonly B[] | ((loaderData: D) => readonly B[]);
  components: BlockComponents<B["type"]> & Partial<BlockComponents>;
  drawings?: PageDrawings;
  /** Run React in the browser: a page with a streamed part or a React widget (tabs). Content pages are static otherwise (docs/decisions/003-page-weight.md). */
  hydrate?: true;
}): { handle: PageHandle; meta: (args: MetaArgs) => MetaDescriptor[]; Page: (props: { loaderData: D }) => ReactNode } {
  const { blocks, components, drawings, hydrate } = page;
  const blocksOf = (loaderData: D) => (typeof blocks === "function" ? blocks(loaderData) : blocks);
  // Fixed blocks show the same questions on every request: read them once.
  const fixedQuestions = typeof blocks === "function" ? null : pageQuestions(blocks);
  return {
    handle: hydrate ? {} : staticPage,
    meta: ({ matches, location, loaderData, error }) => {
      // React Router hands a route without metadata of its own its parent's: the root's, from PAGES.
      const parent = matches.at(-2)?.meta ?? [];
      const questions = error ? [] : (fixedQuestions ?? pageQuestions(blocksOf(loaderData as D)));
      if (!questions.length) return parent;
      const business = businessFromMatches(matches);
      return pageMeta({ business, pathname: location.pathname, jsonLd: [pageBusinessJsonLd(business, location.pathname), faqJsonLd(questions)] });
    },
    Page: ({ loaderData }) => <Blocks blocks={blocksOf(loaderData)} components={components} drawings={drawings} />,
  };
}
