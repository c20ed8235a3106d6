import type { PageBlock } from "~/content/blocks";

export function TimelineBlock({ block }: { block: Extract<PageBlock, { type: "timeline" }> }) {
  return (
    <>
      <h3 className="text-xl font-bold">{block.title}</h3>
      <dl className="mt-4 space-y-4">
        {block.items.map((t) => (
          <div key={t.when} className="border-l-4 border-brand-200 pl-4">
            <dt className="font-semibold">{t.when}</dt>
            <dd className="text-muted">{t.what}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
