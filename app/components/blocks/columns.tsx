import type { PageBlock } from "~/content/blocks";
import { BlockView } from "./blocks";
import { InColumnsContext } from "./band";
import { toneClass } from "./tones";

/** Bands side by side in one region, labelled by the first one's heading. */
export function ColumnsBlock({ block }: { block: Extract<PageBlock, { type: "columns" }> }) {
  const first = block.columns[0];
  const labelledBy = first && "id" in first ? `${first.id}-title` : undefined;
  return (
    <section aria-labelledby={labelledBy} className={toneClass[block.tone ?? "white"]}>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <InColumnsContext.Provider value={true}>
          {block.columns.map((column, i) => (
            <div key={i}><BlockView block={column} /></div>
          ))}
        </InColumnsContext.Provider>
      </div>
    </section>
  );
}
