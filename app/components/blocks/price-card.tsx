import type { PageBlock } from "~/content/blocks";
import { CheckList } from "~/components/services/check-list";

/** A flat price on a dark card, beside what it includes. */
export function PriceCardBlock({ block }: { block: Extract<PageBlock, { type: "priceCard" }> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <div className="rounded-2xl bg-brand-800 p-8 text-white">
        <p className="text-sm font-semibold tracking-wider text-accent-100 uppercase">{block.label}</p>
        <p className="mt-3 font-display text-6xl font-bold text-white">{block.price}</p>
        <p className="mt-2 text-brand-100">{block.terms}</p>
      </div>
      <div>
        <p className="text-lg">{block.text}</p>
        <h3 className="mt-6 text-xl font-bold">{block.includesTitle}</h3>
        <div className="mt-4">
          <CheckList items={block.includes} />
        </div>
      </div>
    </div>
  );
}
