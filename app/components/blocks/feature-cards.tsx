import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { FeatureCards } from "~/components/services/feature-cards";

export function FeatureCardsBlock({ block }: { block: Extract<PageBlock, { type: "featureCards" }> }) {
  return (
    <FeatureCards
      cards={block.cards}
      columns={block.columns}
      footer={(card) => {
        const link = block.cards.find((c) => c.title === card.title)?.link;
        if (!link) return null;
        return block.arrows ? (
          <Link to={link.href} className="inline-flex items-center gap-1 font-semibold text-brand-600 underline">
            {link.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <Link to={link.href} className="font-semibold text-brand-600 underline">
            {link.label}
          </Link>
        );
      }}
    />
  );
}
