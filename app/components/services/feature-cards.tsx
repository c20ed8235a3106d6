import type { ReactNode } from "react";
import { Icon } from "~/components/blocks/icons";
import type { FeatureCard } from "~/content/blocks";

/** A grid of icon cards with h3 titles. */
export function FeatureCards({
  cards,
  columns = 3,
  footer,
}: {
  cards: FeatureCard[];
  columns?: 2 | 3 | 4;
  footer?: (card: FeatureCard) => ReactNode;
}) {
  const grid = columns === 4 ? "lg:grid-cols-4" : columns === 2 ? "lg:grid-cols-2" : "lg:grid-cols-3";
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-lg border border-brand-100 bg-white p-6 shadow-sm">
          {card.icon ? (
            <span className="flex size-12 items-center justify-center rounded-md bg-accent-50">
              <Icon name={card.icon} className="size-6 text-accent-700" />
            </span>
          ) : null}
          <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
          <p className="mt-2 text-muted">{card.text}</p>
          {card.bullets ? (
            <ul className="mt-4 space-y-1.5 text-sm">
              {card.bullets.map((b) => (
                <li key={b} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                  {b}
                </li>
              ))}
            </ul>
          ) : null}
          {card.specs ? (
            <dl className="mt-4 grid gap-3 border-t border-brand-100 pt-4 text-sm">
              {card.specs.map((s) => (
                <div key={s.label}>
                  <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{s.label}</dt>
                  <dd className="mt-0.5 text-ink">{s.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {footer ? <div className="mt-auto pt-5">{footer(card)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
