import type { PageBlock } from "~/content/blocks";
import { TrustBadges } from "~/components/services/trust-badges";

export function TrustBadgesBlock({ block }: { block: Extract<PageBlock, { type: "trustBadges" }> }) {
  return (
    <div className="bg-brand-900 py-5">
      <div className="container-page">
        <TrustBadges badges={block.badges} label={block.label} />
      </div>
    </div>
  );
}
