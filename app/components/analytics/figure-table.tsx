import type { ReactNode } from "react";
import { StaffTable } from "~/components/ui/staff-table";

export interface Column<R> {
  header: string;
  /** Figures are right-aligned with tabular digits. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

/**
 * The dashboard's tables: a caption a screen reader announces, column headers, the first cell of a
 * row as its header, figures aligned; scrolls sideways on a narrow screen instead of widening it.
 */
export function FigureTable<R>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<R>[]; rows: R[]; rowKey: (row: R) => string }) {
  return (
    <StaffTable className="mt-3">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-muted uppercase">
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={`px-4 py-3 ${c.numeric ? "text-right" : ""}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-gray-100 last:border-0">
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.header} scope="row" className="px-4 py-2.5 font-normal">
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header} className={`px-4 py-2.5 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}

/** What an empty section says: why it is empty and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mt-3 rounded-lg border border-dashed border-gray-300 bg-white p-4 text-sm text-muted">{children}</p>;
}

/** A bar whose length is a share, its number written beside it (no colour needed to read it). */
export function ShareBar({ share, label }: { share: number; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="inline-block h-3 w-32 overflow-hidden rounded-sm border border-gray-400 bg-white" aria-hidden="true">
        <span className="block h-full bg-brand-600" style={{ width: `${Math.max(0, Math.min(100, share))}%` }} />
      </span>
      <span className="tabular-nums">{label}</span>
    </span>
  );
}
