import type { ArticleBlock } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { Paragraphs } from "./inline-text";

export function ParagraphsBlock({ block }: { block: Extract<ArticleBlock, { type: "paragraphs" }> }) {
  return (
    <ArticleSection block={block}>
      <div className={block.heading ? "mt-4" : ""}>
        <Paragraphs paragraphs={block.paragraphs} />
      </div>
    </ArticleSection>
  );
}
