import { TriangleAlert } from "lucide-react";
import type { PageBlock } from "~/content/blocks";

export function WarningBlock({ block }: { block: Extract<PageBlock, { type: "warning" }> }) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-accent-500 bg-white p-4 text-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
      {block.text ? <p>{block.text}</p> : null}
      {block.points ? (
        <ul className="list-disc space-y-2 pl-5 text-ink">
          {block.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
