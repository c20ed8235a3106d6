import type { PageBlock } from "~/content/blocks";
import { AreaList } from "~/components/services/area-list";

export function AreaListBlock({ block }: { block: Extract<PageBlock, { type: "areaList" }> }) {
  return <AreaList towns={block.towns} />;
}
