import type { Block } from "~/content/blocks";
import { Accordion } from "~/components/ui/accordion";
import { FaqAccordion } from "~/components/services/faq-accordion";
import { ArticleSection, blockAnchor } from "./article-section";
import { Paragraphs } from "./inline-text";

/**
 * Questions and answers, each answer behind its question. In groups, a guide's section under its
 * h2 (a group's title an h3); as a flat list, a part of a page section, its `title` an h3.
 */
export function FaqBlock({ block }: { block: Extract<Block, { type: "faq" }> }) {
  if (!("groups" in block)) {
    return (
      <div className="max-w-4xl">
        {block.title ? <h3 className="mb-4 text-2xl font-bold">{block.title}</h3> : null}
        <FaqAccordion faqs={block.faqs} headingLevel={block.title ? 4 : 3} />
      </div>
    );
  }
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
