import type { PageBlock } from "~/content/blocks";
import { ProcessSteps } from "~/components/marketing/process-steps";

export function ProcessStepsBlock({ block }: { block: Extract<PageBlock, { type: "processSteps" }> }) {
  return <ProcessSteps steps={block.steps} columns={block.columns} />;
}
