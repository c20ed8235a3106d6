import { CheckCircle2 } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { Band } from "./band";
import { InlineText } from "./inline-text";

/** Titled statements with a check mark each, and a closing line. */
export function ValuesBlock({ block }: { block: Extract<PageBlock, { type: "values" }> }) {
  return (
    <Band block={block}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {block.values.map((v) => (
          <li key={v.title} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />
            <div>
              <h3 className="text-xl font-bold">{v.title}</h3>
              <p className="mt-1 text-muted">{v.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {block.note ? (
        <p className="mt-10 text-muted">
          <InlineText text={block.note} />
        </p>
      ) : null}
    </Band>
  );
}
