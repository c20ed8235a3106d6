import type { ProcessStep } from "~/content/blocks";

/** A numbered process (spec §3 "process step": number, title, description, detail). */
export function ProcessSteps({ steps, columns = 3 }: { steps: ProcessStep[]; columns?: 2 | 3 | 4 }) {
  const grid = columns === 4 ? "lg:grid-cols-4" : columns === 2 ? "lg:grid-cols-2" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${grid}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-lg border border-brand-100 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-display text-xl font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.description}</p>
          {step.detail ? <p className="mt-3 border-t border-brand-100 pt-3 text-sm text-ink">{step.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
