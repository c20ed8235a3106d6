import { Quote } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { Band } from "./band-frame";

/** Customers' words, each with its author. */
export function TestimonialsBlock({ block }: { block: Extract<PageBlock, { type: "testimonials" }> }) {
  return (
    <Band block={block}>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {block.items.map((t) => (
          <li key={t.author}>
            <figure className="h-full rounded-lg bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-6 text-accent-600" />
              <blockquote className="mt-3">{t.text}</blockquote>
              <figcaption className="mt-4 font-semibold text-brand-700">{t.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}
