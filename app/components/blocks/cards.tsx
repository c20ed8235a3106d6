import { Fragment } from "react";
import { Link } from "react-router";
import type { ArticleBlock, Card } from "~/content/blocks";
import { ExternalLink } from "~/components/ui/links";
import { ArticleSection } from "./article-section";
import { CheckPoints } from "./check-points";
import { isExternal } from "./inline";
import { INLINE_ICON, InlineText } from "./inline-text";
import { SourceLink } from "./source-link";

export function CardsBlock({ block }: { block: Extract<ArticleBlock, { type: "cards" }> }) {
  return (
    <ArticleSection block={block}>
      <ul className={`mt-6 grid gap-5 sm:grid-cols-2 ${block.columns === 2 ? "" : "xl:grid-cols-3"}`}>
        {block.cards.map((card) => (
          <CardView key={card.title} card={card} />
        ))}
      </ul>
    </ArticleSection>
  );
}

function CardView({ card }: { card: Card }) {
  return (
    <li className="flex flex-col rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
      <h3 className="font-sans text-lg font-semibold">{card.title}</h3>
      {card.text ? (
        <p className="mt-2 leading-relaxed">
          <InlineText text={card.text} />
        </p>
      ) : null}
      {card.facts?.length ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {card.facts.map((f) => (
            <Fragment key={f.label}>
              <dt className="font-semibold text-brand-900">{f.label}</dt>
              <dd className="text-ink">
                <InlineText text={f.value} />
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {card.points?.length ? <CheckPoints points={card.points} small /> : null}
      {card.link || card.source ? (
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4">
          {card.link ? (
            isExternal(card.link.href) ? (
              <ExternalLink href={card.link.href} className="text-sm font-semibold text-brand-600 underline hover:text-brand-800" iconClassName={INLINE_ICON}>
                {card.link.label}
              </ExternalLink>
            ) : (
              <Link to={card.link.href} className="text-sm font-semibold text-brand-600 underline hover:text-brand-800">
                {card.link.label}
              </Link>
            )
          ) : null}
          {card.source ? <SourceLink source={card.source} /> : null}
        </div>
      ) : null}
    </li>
  );
}
