import type { PageBlock } from "~/content/blocks";
import { Figures } from "~/components/services/figures";

export function FiguresBlock({ block }: { block: Extract<PageBlock, { type: "figures" }> }) {
  return <Figures figures={block.figures} />;
}
