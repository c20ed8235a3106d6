import { AlertTriangle, Info, Lightbulb } from "lucide-react";
import type { ArticleBlock } from "~/content/blocks";
import { blockAnchor } from "./article-section";
import { InlineText, Paragraphs } from "./inline-text";

const calloutStyles = {
  warning: { box: "border-amber-400 bg-amber-50", Icon: AlertTriangle, icon: "text-amber-700" },
  info: { box: "border-brand-200 bg-brand-50", Icon: Info, icon: "text-brand-700" },
  tip: { box: "border-green-300 bg-green-50", Icon: Lightbulb, icon: "text-green-800" },
};

/** A boxed aside with its own h2 (a warning, a tip). */
export function CalloutBlock({ block }: { block: Extract<ArticleBlock, { type: "callout" }> }) {
  const s = calloutStyles[block.tone];
  const id = blockAnchor(block);
  return (
    <div className="mt-12 first:mt-0">
      <section aria-labelledby={id} className={`flex gap-4 rounded-lg border-l-4 p-5 ${s.box}`}>
        <s.Icon aria-hidden="true" className={`mt-1 size-6 shrink-0 ${s.icon}`} />
        <div>
          <h2 id={id} className="font-sans text-xl font-bold">
            {block.title}
          </h2>
          <div className="mt-2">
            <Paragraphs paragraphs={block.text} />
          </div>
          {block.points?.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {block.points.map((p) => (
                <li key={p}>
                  <InlineText text={p} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </div>
  );
}
