import type { Block } from "~/content/blocks";
import { ArticleSection, blockAnchor } from "./article-section";
import { BlockNote, InlineText } from "./inline-text";

type TableBlockData = Extract<Block, { type: "table" }>;

/**
 * The two looks of a table: a guide's, under its shown caption on a sand-striped body; a page
 * section's, a white box labelled by its caption alone.
 */
const looks = {
  article: { box: "relative overflow-x-auto rounded-b-lg border border-brand-100", even: "even:bg-sand", rowHead: "align-top text-brand-900", cell: "align-top text-ink" },
  part: { box: "relative overflow-x-auto rounded-lg border border-brand-100 bg-white", even: "even:bg-brand-50", rowHead: "text-ink", cell: "text-muted" },
};

/**
 * A captioned table whose first column heads each row; it scrolls sideways on narrow screens. With
 * a heading it is a guide's section, its caption shown above it; without, a part of a page section.
 */
export function TableBlock({ block }: { block: TableBlockData }) {
  if (!("heading" in block)) return <Table block={block} look="part" label={{ "aria-label": block.caption }} />;
  const captionId = `${blockAnchor(block)}-caption`;
  return (
    <ArticleSection block={block}>
      <p id={captionId} className="mt-6 rounded-t-lg border border-b-0 border-brand-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
        {block.caption}
      </p>
      <Table block={block} look="article" label={{ "aria-labelledby": captionId }} />
      <BlockNote text={block.note} />
    </ArticleSection>
  );
}

function Table({ block, look, label }: { block: TableBlockData; look: keyof typeof looks; label: { "aria-label": string } | { "aria-labelledby": string } }) {
  const s = looks[look];
  return (
    <div role="region" {...label} tabIndex={0} className={s.box}>
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
          {block.rows.map(([head, ...cells], r) => (
            <tr key={r} className={`border-t border-brand-100 odd:bg-white ${s.even}`}>
              <th scope="row" className={`px-4 py-3 font-semibold ${s.rowHead}`}>
                <InlineText text={head} />
              </th>
              {cells.map((cell, c) => (
                <td key={c} className={`px-4 py-3 ${s.cell}`}>
                  <InlineText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
