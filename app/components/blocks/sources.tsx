import type { ArticleBlock } from "~/content/blocks";
import { ExternalLink } from "~/components/ui/links";
import { ArticleSection } from "./article-section";
import { INLINE_ICON, LINK } from "./inline-text";

export function SourcesBlock({ block }: { block: Extract<ArticleBlock, { type: "sources" }> }) {
  return (
    <ArticleSection block={block}>
      <ul className="mt-4 space-y-2 text-sm">
        {block.items.map((item) => (
          <li key={item.url}>
            <ExternalLink href={item.url} className={LINK} iconClassName={INLINE_ICON}>
              {item.label}
            </ExternalLink>
            {item.note ? <span className="text-muted"> — {item.note}</span> : null}
          </li>
        ))}
      </ul>
    </ArticleSection>
  );
}
