import type { PageBlock } from "~/content/blocks";
import { BlockView } from "./blocks";
import { Section } from "~/components/services/section";
import { InlineText } from "./inline-text";

/** A titled band of a service page; its parts render inside it, in order. */
export function SectionBlock({ block }: { block: Extract<PageBlock, { type: "section" }> }) {
  return (
    <Section
      id={block.id}
      eyebrow={block.eyebrow}
      tone={block.tone === "dark" ? "dark" : block.tone}
      title={<InlineText text={block.title} />}
      intro={block.intro ? <InlineText text={block.intro} /> : undefined}
    >
      {block.parts.map((part, i) => (
        <div key={i} className={i > 0 ? "mt-8" : undefined}>
          <BlockView block={part} />
        </div>
      ))}
    </Section>
  );
}
