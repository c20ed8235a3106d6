import type { PageBlock } from "~/content/blocks";
import { InlineText } from "./inline-text";

/** The company story beside a few big figures. */
export function StoryBlock({ block }: { block: Extract<PageBlock, { type: "story" }> }) {
  return (
    <section className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]" aria-labelledby={`${block.id}-title`}>
      <div>
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
          {block.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>
              <InlineText text={p} />
            </p>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 self-start">
        {block.figures.map((m) => (
          <div key={m.label} className="@container flex flex-col rounded-lg bg-brand-50 p-5">
            <dt className="text-sm text-muted">{m.label}</dt>
            {/* Sized to its card (cqi), so "5,000+" stays whole in a narrow column instead of breaking. */}
            <dd className="order-first font-display text-[length:clamp(1.5rem,24cqi,2.25rem)] leading-tight font-bold text-brand-700">{m.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
