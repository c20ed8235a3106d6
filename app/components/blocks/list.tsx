import type { ArticleBlock } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { InlineText } from "./inline-text";

export function ListBlock({ block }: { block: Extract<ArticleBlock, { type: "list" }> }) {
  return (
    <ArticleSection block={block}>
      <ul className="mt-6 space-y-4">
        {block.items.map((item, i) => (
          <li key={item.title ?? i} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
            <p className="leading-relaxed">
              {item.title ? <strong className="font-semibold text-brand-900">{item.title}. </strong> : null}
              <InlineText text={item.text} />
            </p>
          </li>
        ))}
      </ul>
    </ArticleSection>
  );
}
