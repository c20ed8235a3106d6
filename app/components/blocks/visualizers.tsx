import type { PageBlock } from "~/content/blocks";
import { VisualizerCard } from "~/components/services/visualizer-card";

export function VisualizersBlock({ block }: { block: Extract<PageBlock, { type: "visualizers" }> }) {
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {block.partners.map((partner) => (
        <VisualizerCard key={partner.id} partner={partner} />
      ))}
    </ul>
  );
}
