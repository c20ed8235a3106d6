import type { PageBlock } from "~/content/blocks";
import { Figures } from "~/components/services/figures";

export function FigureStripBlock({ block }: { block: Extract<PageBlock, { type: "figureStrip" }> }) {
  return (
    <div className="bg-brand-900 py-8">
      <div className="container-page">
        <Figures figures={block.figures} dark />
        {block.note ? <p className="mt-4 text-sm text-brand-100">{block.note}</p> : null}
      </div>
    </div>
  );
}
