import type { PageBlock } from "~/content/blocks";
import { ButtonRow } from "./buttons";
import { DealerNumber } from "./dealer-number";

export function ActionRowBlock({ block }: { block: Extract<PageBlock, { type: "actionRow" }> }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <ButtonRow items={block.actions} />
      {block.dealerNumber ? <DealerNumber light /> : null}
    </div>
  );
}
