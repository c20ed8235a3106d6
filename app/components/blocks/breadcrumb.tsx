import type { PageBlock } from "~/content/blocks";
import { Breadcrumb } from "~/components/marketing/breadcrumb";

/** The visible trail; the route's meta pairs it with breadcrumbJsonLd(). */
export function BreadcrumbBlock({ block }: { block: Extract<PageBlock, { type: "breadcrumb" }> }) {
  return <Breadcrumb items={block.items} />;
}
