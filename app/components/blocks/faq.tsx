import type { ArticleBlock } from "~/content/blocks";
import { Accordion } from "~/components/ui/accordion";
import { ArticleSection, blockAnchor } from "./article-section";
import { Paragraphs } from "./inline-text";

/** Questions in groups, each answer behind its question. */
export function FaqBlock({ block }: { block: Extract<ArticleBlock, { type: "faq" }> }) {
  const anchor = blockAnchor(block) ?? "faq";
  return (
    <ArticleSection block={block}>
      <div className="mt-6 space-y-8">
        {block.groups.map((group, g) => {
          const items = group.items.map((item, i) => ({
            id: `${anchor}-${g}-${i}`,
            title: item.question,
            content: <Paragraphs paragraphs={item.answer} />,
          }));
          return (
            <div key={group.title ?? g}>
              {group.title ? <h3 className="mb-3 font-sans text-xl font-semibold">{group.title}</h3> : null}
              <Accordion items={items} headingLevel={group.title ? 4 : 3} />
            </div>
          );
        })}
      </div>
    </ArticleSection>
  );
}
