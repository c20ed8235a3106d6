import type { PageBlock } from "~/content/blocks";

export function StepCardsBlock({ block }: { block: Extract<PageBlock, { type: "stepCards" }> }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {block.cards.map((c, i) => (
        <li key={c.title} className="rounded-lg border-t-4 border-accent-500 bg-brand-50 p-6">
          <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
          <h3 className="mt-1 text-lg font-bold">{c.title}</h3>
          <p className="mt-2 text-sm text-muted">{c.text}</p>
        </li>
      ))}
    </ol>
  );
}
