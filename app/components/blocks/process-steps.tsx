import type { PageBlock } from "~/content/blocks";
import { ProcessSteps } from "~/components/marketing/process-steps";

/** A numbered process, or the same steps as tinted "Step 1" cards (`look: "cards"`). */
export function ProcessStepsBlock({ block }: { block: Extract<PageBlock, { type: "processSteps" }> }) {
  if (block.look !== "cards") return <ProcessSteps steps={block.steps} columns={block.columns} />;
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {block.steps.map((step, i) => (
        <li key={step.title} className="rounded-lg border-t-4 border-accent-500 bg-brand-50 p-6">
          <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
          <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 text-sm text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
