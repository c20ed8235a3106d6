import type { PageBlock } from "~/content/blocks";
import { DataTable } from "~/components/services/data-table";

export function DataTableBlock({ block }: { block: Extract<PageBlock, { type: "dataTable" }> }) {
  return <DataTable caption={block.caption} columns={block.columns} rows={block.rows} />;
}
