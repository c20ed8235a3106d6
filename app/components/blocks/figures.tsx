import type { PageBlock } from "~/content/blocks";
import { Figures } from "~/components/services/figures";

/** Big figures: a row of tiles, a dark strip under a hero, or a panel under its own title. */
export function FiguresBlock({ block }: { block: Extract<PageBlock, { type: "figures" }> }) {
  // Figures the owner has not given are left out (docs/decisions/021-launch-as-your-company.md); none left, no band.
  if (!block.figures.length && !("note" in block && block.note)) return null;
  if (block.look === "strip") {
    return (
      <div className="bg-brand-900 py-8">
        <div className="container-page">
          <Figures figures={block.figures} dark />
          {block.note ? <p className="mt-4 text-sm text-brand-100">{block.note}</p> : null}
        </div>
      </div>
    );
  }
  if (block.look === "panel") {
    return (
      <div className="rounded-lg bg-brand-50 p-6">
        <h3 className="text-xl font-bold">{block.title}</h3>
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {block.figures.map((f) => (
            <div key={f.value}>
              <dt className="font-display text-3xl font-bold text-brand-700">{f.value}</dt>
              <dd className="mt-1 text-sm text-muted">{f.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  return <Figures figures={block.figures} />;
}
