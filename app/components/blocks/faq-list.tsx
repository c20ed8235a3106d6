import type { PageBlock } from "~/content/blocks";
import { FaqAccordion } from "~/components/services/faq-accordion";

export function FaqListBlock({ block }: { block: Extract<PageBlock, { type: "faqList" }> }) {
  return (
    <div className="max-w-4xl">
      <FaqAccordion faqs={block.faqs} />
    </div>
  );
}
