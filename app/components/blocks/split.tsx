import type { PageBlock } from "~/content/blocks";
import { BlockView } from "./blocks";

/** Section parts side by side on wide screens. */
export function SplitBlock({ block }: { block: Extract<PageBlock, { type: "split" }> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {block.parts.map((part, i) => (
        <div key={i}><BlockView block={part} /></div>
      ))}
    </div>
  );
}
