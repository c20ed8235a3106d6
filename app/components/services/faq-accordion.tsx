import { Accordion } from "~/components/ui/accordion";
import type { FaqEntry } from "~/seo/structured-data";

/** Questions and answers in the shared single-open accordion; the same entries feed faqJsonLd(). */
export function FaqAccordion({ faqs, headingLevel = 3 }: { faqs: FaqEntry[]; headingLevel?: 3 | 4 }) {
  return (
    <Accordion
      headingLevel={headingLevel}
      items={faqs.map((faq, i) => ({
        id: `faq-${i + 1}`,
        title: faq.question,
        content: <p className="leading-relaxed text-muted">{faq.answer}</p>,
      }))}
    />
  );
}
