import type { RaleighSection } from "~/content/services/steeple-raleigh";
import { CheckList } from "./check-list";
import { FaqAccordion } from "./faq-accordion";
import { Figures } from "./figures";
import { Section } from "./section";

/** One sub-section of the long Raleigh steeple page: a heading and its typed blocks. */
export function RaleighSectionView({ section, tone }: { section: RaleighSection; tone: "white" | "sand" }) {
  return (
    <Section id={section.id} eyebrow={section.eyebrow} title={section.title} tone={tone}>
      <div className="space-y-8">
        {section.blocks.map((block, i) => {
          switch (block.type) {
            case "paragraphs":
              return (
                <div key={i} className="max-w-3xl space-y-4 text-lg leading-relaxed">
                  {block.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              );
            case "figures":
              return <Figures key={i} figures={block.figures} />;
            case "cards":
              return (
                <ul key={i} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {block.cards.map((c) => (
                    <li key={c.title} className="rounded-lg border border-brand-100 bg-white p-5">
                      <h3 className="text-lg font-bold">{c.title}</h3>
                      <p className="mt-1 text-sm text-muted">{c.text}</p>
                    </li>
                  ))}
                </ul>
              );
            case "checklist":
              return <CheckList key={i} items={block.items} columns={2} />;
            case "faq":
              return (
                <div key={i} className="max-w-4xl">
                  <h3 className="mb-4 text-2xl font-bold">Raleigh steeple repair questions</h3>
                  <FaqAccordion faqs={block.faqs} headingLevel={4} />
                </div>
              );
          }
        })}
      </div>
    </Section>
  );
}
