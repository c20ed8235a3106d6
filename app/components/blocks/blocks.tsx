/**
 * The one renderer of content blocks (app/content/blocks.ts): guides, service, company and office
 * pages are lists of blocks, and each block type has its own component file in this folder.
 *
 * A page passes the components of the block types it uses, so its client bundle carries those and
 * no others; the block list's types must all be covered (a type error otherwise). registry.ts maps
 * every type, so a type without a component does not compile either.
 */
import { createContext, useContext, type ReactNode } from "react";
import { useBusiness } from "~/components/use-business";
import type { Block, BlockType } from "~/content/blocks";
import { DrawingsContext, type PageDrawings } from "./drawings";
import { resolveFacts } from "~/domain/business-facts";
import { PageOfficeContext } from "./page-office";

export type BlockComponent<K extends BlockType> = (props: { block: Extract<Block, { type: K }> }) => ReactNode;

/** The component for each block type in T. */
export type BlockComponents<T extends BlockType = BlockType> = { [K in T]: BlockComponent<K> };

const ComponentsContext = createContext<Partial<BlockComponents>>({});

/** One block, by the page's component for its type; sections, splits and columns render their parts with it. */
export function BlockView({ block }: { block: Block }) {
  const components = useContext(ComponentsContext);
  const Component = components[block.type] as BlockComponent<Block["type"]> | undefined;
  if (!Component) throw new Error(`No component for block type ${JSON.stringify(block.type)}`);
  return <Component block={block as never} />;
}

/**
 * Every block of a page, in order, with the company's figures ({{townCount}}, {{yearsInBusiness}}…)
 * filled in from the business settings. `office` names the office the page speaks for: office
 * blocks and {{officePhone}}/{{officeStreet}} read it (the headquarters when absent). `drawings`
 * are the illustrations its heroes name.
 */
export function Blocks<B extends Block>({
  blocks,
  components,
  office,
  drawings = {},
}: {
  blocks: readonly B[];
  components: BlockComponents<B["type"]> & Partial<BlockComponents>;
  office?: string;
  drawings?: PageDrawings;
}) {
  const business = useBusiness();
  const rendered = resolveFacts(blocks, business).map((block, i) => <BlockView key={`${block.type}-${i}`} block={block} />);
  return (
    <ComponentsContext.Provider value={components}>
      <DrawingsContext.Provider value={drawings}>
        <PageOfficeContext.Provider value={office}>{rendered}</PageOfficeContext.Provider>
      </DrawingsContext.Provider>
    </ComponentsContext.Provider>
  );
}
