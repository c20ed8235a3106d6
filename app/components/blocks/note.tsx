import type { PageBlock } from "~/content/blocks";
import { InlineText } from "./inline-text";

export function NoteBlock({ block }: { block: Extract<PageBlock, { type: "note" }> }) {
  return (
    <p className={block.small ? "text-sm text-muted" : "text-muted"}>
      <InlineText text={block.text} />
    </p>
  );
}
