import type { Block } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { InlineText, Paragraphs } from "./inline-text";

/**
 * Paragraphs (inline syntax allowed). With a heading, a guide's section; without, larger type inside
 * a page section, a readable measure wide unless `narrow: false` (in a column).
 */
export function ParagraphsBlock({ block }: { block: Extract<Block, { type: "paragraphs" }> }) {
  if (!("heading" in block)) {
    return (
      <div className={`space-y-4 text-lg leading-relaxed ${block.narrow === false ? "text-ink" : "max-w-3xl"}`}>
        {block.paragraphs.map((p) => (
          <p key={p}>
            <InlineText text={p} />
          </p>
        ))}
      </div>
    );
  }
  return (
    <ArticleSection block={block}>
      <div className="mt-4">
        <Paragraphs paragraphs={block.paragraphs} />
      </div>
    </ArticleSection>
  );
}
