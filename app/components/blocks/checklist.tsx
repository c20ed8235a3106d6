import { CheckCircle2 } from "lucide-react";
import type { Block } from "~/content/blocks";
import { CheckList } from "~/components/services/check-list";
import { ArticleSection } from "./article-section";
import { BlockNote, InlineText } from "./inline-text";

/**
 * Short claims with check marks. With a heading, a guide's section of boxed items, two across, and
 * its note; without, a plain list inside a page section.
 */
export function ChecklistBlock({ block }: { block: Extract<Block, { type: "checklist" }> }) {
  if (!("heading" in block)) return <CheckList items={block.items} columns={block.columns} dark={block.dark} />;
  return (
    <ArticleSection block={block}>
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3 rounded-md border border-brand-100 bg-white p-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>
              <InlineText text={item} />
            </span>
          </li>
        ))}
      </ul>
      <BlockNote text={block.note} />
    </ArticleSection>
  );
}
