/**
 * A content route in one call: the page's blocks, the components of the block types it uses (only
 * these reach its client bundle) and the drawings its heroes name give the route its default
 * component and its handle. The route module then reads
 *
 *   const page = contentPage({ blocks: aboutPage, components: { hero: HeroBlock, … } });
 *   export const handle = page.handle;
 *   export default page.Page;
 *
 * Its title and description come from the page's entry in PAGES (content/site-pages.ts), written
 * by the root's metadata, which also lists the questions the blocks show as FAQPage JSON-LD (the
 * handle's `questions`). A page whose blocks need its loader's data passes `blocks` as a function
 * of that data.
 */
import type { ReactNode } from "react";
import type { Block } from "~/content/blocks";
import { pageQuestions } from "~/content/page-questions";
import { staticPage, type PageHandle } from "~/components/islands/hydration";
import { Blocks, type BlockComponents } from "./blocks";
import type { PageDrawings } from "./drawings";

export function contentPage<B extends Block, D = undefined>(page: {
  blocks: readonly B[] | ((loaderData: D) => readonly B[]);
  components: BlockComponents<B["type"]> & Partial<BlockComponents>;
  /** The office the page speaks for (the headquarters when absent): see <Blocks office>. */
  office?: string;
  drawings?: PageDrawings;
  /** Run React in the browser: a page with a streamed part. Content pages are static otherwise (docs/decisions/003-page-weight.md). */
  hydrate?: true;
}): { handle: PageHandle; Page: (props: { loaderData: D }) => ReactNode } {
  const { blocks, components, office, drawings, hydrate } = page;
  const blocksOf = (loaderData: D) => (typeof blocks === "function" ? blocks(loaderData) : blocks);
  return {
    handle: { ...(hydrate ? {} : staticPage), questions: (loaderData) => pageQuestions(blocksOf(loaderData as D)) },
    Page: ({ loaderData }) => <Blocks blocks={blocksOf(loaderData)} components={components} office={office} drawings={drawings} />,
  };
}
