import type { ReactNode } from "react";
import type { PageBlock } from "~/content/blocks";
import { InColumnsContext, toneClass } from "./band";

/** Bands side by side in one region, labelled by the first one's heading. */
export function ColumnsBlock({
  block,
  render,
}: {
  block: Extract<PageBlock, { type: "columns" }>;
  render: (block: PageBlock) => ReactNode;
}) {
  const first = block.columns[0];
  const labelledBy = first && "id" in first ? `${first.id}-title` : undefined;
  return (
    <section aria-labelledby={labelledBy} className={toneClass[block.tone ?? "white"]}>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <InColumnsContext.Provider value={true}>
          {block.columns.map((column, i) => (
            <div key={i}>{render(column)}</div>
          ))}
        </InColumnsContext.Provider>
      </div>
    </section>
  );
}
