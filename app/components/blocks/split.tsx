import type { ReactNode } from "react";
import type { PageBlock } from "~/content/blocks";

/** Section parts side by side on wide screens. */
export function SplitBlock({ block, render }: { block: Extract<PageBlock, { type: "split" }>; render: (part: PageBlock) => ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {block.parts.map((part, i) => (
        <div key={i}>{render(part)}</div>
      ))}
    </div>
  );
}
