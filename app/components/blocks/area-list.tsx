import type { PageBlock } from "~/content/blocks";
import { AreaList } from "~/components/services/area-list";
import { InlineText } from "./inline-text";

export function AreaListBlock({ block }: { block: Extract<PageBlock, { type: "areaList" }> }) {
  return <AreaList towns={block.towns} note={block.note ? <InlineText text={block.note} /> : undefined} />;
}
