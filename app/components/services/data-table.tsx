import type { TableData } from "~/content/blocks";

/** A responsive comparison table; scrolls sideways on narrow screens instead of squashing. */
export function DataTable({ caption, columns, rows }: TableData) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-brand-100 bg-white" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-700 text-white">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head} className="border-t border-brand-100 odd:bg-white even:bg-brand-50">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {head}
              </th>
              {cells.map((cell, i) => (
                <td key={i} className="px-4 py-3 text-muted">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
