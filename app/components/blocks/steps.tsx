import type { ArticleBlock } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { CheckPoints } from "./check-points";
import { InlineText } from "./inline-text";

export function StepsBlock({ block }: { block: Extract<ArticleBlock, { type: "steps" }> }) {
  return (
    <ArticleSection block={block}>
      <ol className="mt-6 space-y-6">
        {block.steps.map((step, i) => (
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
