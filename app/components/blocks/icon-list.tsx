import type { PageBlock } from "~/content/blocks";
import { Band } from "./band";
import { Icon } from "./icons";
import { BlockNote, InlineText } from "./inline-text";

/** Short statements, an icon before each, and a closing note. */
export function IconListBlock({ block }: { block: Extract<PageBlock, { type: "iconList" }> }) {
  return (
    <Band block={block}>
      <ul className="mt-6 space-y-3">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon name={block.itemIcon} className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>
              <InlineText text={item} />
            </span>
          </li>
        ))}
      </ul>
      <BlockNote text={block.note} className="mt-4" />
    </Band>
  );
}
