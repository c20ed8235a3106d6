import type { PageBlock } from "~/content/blocks";
import { FaqAccordion } from "~/components/services/faq-accordion";

export function FaqListBlock({ block }: { block: Extract<PageBlock, { type: "faqList" }> }) {
  return (
    <div className="max-w-4xl">
      {block.heading ? <h3 className="mb-4 text-2xl font-bold">{block.heading}</h3> : null}
      <FaqAccordion faqs={block.faqs} headingLevel={block.heading ? 4 : 3} />
    </div>
  );
}
