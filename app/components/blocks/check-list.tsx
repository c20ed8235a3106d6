import type { PageBlock } from "~/content/blocks";
import { CheckList } from "~/components/services/check-list";

export function CheckListBlock({ block }: { block: Extract<PageBlock, { type: "checkList" }> }) {
  return <CheckList items={block.items} columns={block.columns} dark={block.dark} />;
}
