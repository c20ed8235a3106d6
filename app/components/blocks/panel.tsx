import type { PageBlock } from "~/content/blocks";
import { ButtonRow } from "./buttons";
import { BlockNote, InlineText } from "./inline-text";

export function PanelBlock({ block }: { block: Extract<PageBlock, { type: "panel" }> }) {
  return (
    <div className="rounded-lg bg-sand p-6">
      <h3 className="text-xl font-bold">{block.title}</h3>
      <p className="mt-2 text-muted">
        <InlineText text={block.text} />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonRow items={block.actions} />
      </div>
      <BlockNote text={block.note} className="mt-4" />
    </div>
  );
}
