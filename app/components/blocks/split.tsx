import type { PageBlock } from "~/content/blocks";
import { BlockView } from "./blocks";

/** Section parts side by side on wide screens. */
export function SplitBlock({ block }: { block: Extract<PageBlock, { type: "split" }> }) {
  return (
    <div className={block.wide ? "grid gap-10 lg:grid-cols-[3fr_2fr]" : "grid gap-8 lg:grid-cols-2"}>
      {block.parts.map((part, i) => (
        <div key={i}><BlockView block={part} /></div>
      ))}
    </div>
  );
}
