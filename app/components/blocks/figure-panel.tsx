import type { PageBlock } from "~/content/blocks";

export function FigurePanelBlock({ block }: { block: Extract<PageBlock, { type: "figurePanel" }> }) {
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
