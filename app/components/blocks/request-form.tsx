import type { PageBlock } from "~/content/blocks";
import { LeadRequestSection } from "~/components/leads/request-form";

/** The request form where a page's blocks place it (the page's loader sets it up: LeadFormContext). */
export function RequestFormBlock({ block }: { block: Extract<PageBlock, { type: "requestForm" }> }) {
  return <LeadRequestSection id={block.id} heading={block.heading} intro={block.intro} />;
}
