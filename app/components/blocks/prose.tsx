import type { PageBlock } from "~/content/blocks";

export function ProseBlock({ block }: { block: Extract<PageBlock, { type: "prose" }> }) {
  return (
    <div className={`space-y-4 text-lg leading-relaxed ${block.narrow === false ? "text-ink" : "max-w-3xl"}`}>
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
