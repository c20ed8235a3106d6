import type { PageBlock } from "~/content/blocks";

export function ProseBlock({ block }: { block: Extract<PageBlock, { type: "prose" }> }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
