import type { ReactNode } from "react";
import type { PageBlock } from "~/content/blocks";
import { Section } from "~/components/services/section";
import { InlineText } from "./inline-text";

/** A titled band of a service page; its parts render inside it, in order. */
export function SectionBlock({
  block,
  render,
}: {
  block: Extract<PageBlock, { type: "section" }>;
  render: (part: PageBlock) => ReactNode;
}) {
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
          {render(part)}
        </div>
      ))}
    </Section>
  );
}
