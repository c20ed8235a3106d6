import type { PageBlock } from "~/content/blocks";
import { InlineText } from "./inline-text";

export function NoteBlock({ block }: { block: Extract<PageBlock, { type: "note" }> }) {
  return (
    <p className="text-muted">
      <InlineText text={block.text} />
    </p>
  );
}
