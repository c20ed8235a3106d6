import { Star } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { ButtonRow } from "./buttons";
import { PageDrawing } from "./drawings";
import { InlineText } from "./inline-text";

/** The home page's opening band. */
export function SplashHeroBlock({ block }: { block: Extract<PageBlock, { type: "splashHero" }> }) {
  return (
    <section className="relative overflow-hidden bg-brand-800 text-white">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 text-sm">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            <InlineText text={block.badge} />
          </p>
          <h1 className="text-4xl leading-tight font-bold text-white md:text-5xl">{block.title}</h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            <InlineText text={block.intro} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonRow items={block.actions} />
          </div>
        </div>
        <PageDrawing name={block.illustration} />
      </div>
    </section>
  );
}
