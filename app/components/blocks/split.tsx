import type { PageBlock } from "~/content/blocks";
import { BlockView } from "./blocks";
import { InColumnsContext } from "./band-frame";
import { toneClass } from "./tones";

type SplitData = Extract<PageBlock, { type: "split" }>;

const grids: Record<NonNullable<SplitData["look"]>, string> = {
  even: "grid gap-8 lg:grid-cols-2",
  wide: "grid gap-10 lg:grid-cols-[3fr_2fr]",
  bands: "container-page grid gap-10 py-14 lg:grid-cols-2",
};

/** Blocks side by side on wide screens; bands as columns of one region, labelled by the first. */
export function SplitBlock({ block }: { block: SplitData }) {
  const grid = (
    <div className={grids[block.look ?? "even"]}>
      {block.parts.map((part, i) => (
        <div key={i}><BlockView block={part} /></div>
      ))}
    </div>
  );
  if (block.look !== "bands") return grid;
  const first = block.parts[0];
  const labelledBy = first && "id" in first ? `${first.id}-title` : undefined;
  return (
    <section aria-labelledby={labelledBy} className={toneClass[block.tone ?? "white"]}>
      <InColumnsContext.Provider value={true}>{grid}</InColumnsContext.Provider>
    </section>
  );
}
