import type { PageBlock } from "~/content/blocks";
import { TeamGrid } from "~/components/company/team-grid";
import { Band } from "./band-frame";

export function TeamBlock({ block }: { block: Extract<PageBlock, { type: "team" }> }) {
  return (
    <Band block={block}>
      <div className="mt-8">
        <TeamGrid members={block.members} />
      </div>
    </Band>
  );
}
