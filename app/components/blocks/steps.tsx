import type { Block, Step } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { CheckPoints } from "./check-points";
import { InlineText } from "./inline-text";

type StepsData = Extract<Block, { type: "steps" }>;

const wide = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/**
 * A process: in a guide, a section of numbered steps with their time markers and points; inside a
 * page section, numbered cards, tinted "Step 1" cards, or a timeline under its title.
 */
export function StepsBlock({ block }: { block: StepsData }) {
  if ("heading" in block) return <GuideSteps block={block} />;
  if (block.look === "timeline") {
    return (
      <>
        <h3 className="text-xl font-bold">{block.title}</h3>
        <dl className="mt-4 space-y-4">
          {block.steps.map((step) => (
            <div key={step.title} className="border-l-4 border-brand-200 pl-4">
              <dt className="font-semibold">{step.title}</dt>
              <dd className="text-muted">
                <InlineText text={step.text} />
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  if (block.look === "cards") {
    return (
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {block.steps.map((step, i) => (
          <li key={step.title} className="rounded-lg border-t-4 border-accent-500 bg-brand-50 p-6">
            <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
            <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted">
              <InlineText text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${wide[block.columns ?? 3]}`}>
      {block.steps.map((step, i) => (
        <li key={step.title} className="relative rounded-lg border border-brand-100 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-display text-xl font-bold text-white">
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">
            <InlineText text={step.text} />
          </p>
          {step.detail ? <p className="mt-3 border-t border-brand-100 pt-3 text-sm text-ink">{step.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A guide's steps: a numbered timeline of cards, each with its time marker and points. */
function GuideSteps({ block }: { block: Extract<StepsData, { heading: string }> }) {
  return (
    <ArticleSection block={block}>
      <ol className="mt-6 space-y-6">
        {block.steps.map((step: Step, i) => (
          <li key={step.title} className="relative flex gap-4">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <div className="min-w-0 flex-1 rounded-lg border border-brand-100 bg-white p-5">
              <h3 className="font-sans text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              {step.when ? (
                <p className="mt-1 inline-block rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">{step.when}</p>
              ) : null}
              <p className="mt-2 leading-relaxed">
                <InlineText text={step.text} />
              </p>
              {step.points?.length ? <CheckPoints points={step.points} /> : null}
            </div>
          </li>
        ))}
      </ol>
    </ArticleSection>
  );
}
