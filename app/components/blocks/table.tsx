import type { ArticleBlock } from "~/content/blocks";
import { ArticleSection, blockAnchor } from "./article-section";
import { BlockNote, InlineText } from "./inline-text";

/** A captioned table whose first column heads each row; it scrolls sideways on narrow screens. */
export function TableBlock({ block }: { block: Extract<ArticleBlock, { type: "table" }> }) {
  const captionId = `${blockAnchor(block)}-caption`;
  return (
    <ArticleSection block={block}>
      <p id={captionId} className="mt-6 rounded-t-lg border border-b-0 border-brand-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
        {block.caption}
      </p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-b-lg border border-brand-100">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead>
            <tr className="bg-brand-700 text-white">
              {block.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className="border-t border-brand-100 odd:bg-white even:bg-sand">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-3 align-top font-semibold text-brand-900">
                      <InlineText text={cell} />
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-3 align-top text-ink">
                      <InlineText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BlockNote text={block.note} />
    </ArticleSection>
  );
}
