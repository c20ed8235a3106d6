import { Globe, Phone } from "lucide-react";
import { Fragment } from "react";
import type { Block, Card, Carrier } from "~/content/blocks";
import { ExternalLink, Link, PhoneLink } from "~/components/ui/links";
import { usPhone } from "~/domain/phone";
import { ArticleSection } from "./article-section";
import { BandCards } from "./band-cards";
import { CheckPoints } from "./check-points";
import { FeatureCards, PaymentCards, VisualizerCards } from "./feature-cards";
import { isExternal } from "./inline";
import { BlockNote, INLINE_ICON, InlineText } from "./inline-text";
import { SourceLink } from "./source-link";

/**
 * Cards in their look: a guide's under its h2 (plain cards, or insurance carriers' claim lines and
 * sites, here), a full-width band's (band-cards.tsx) or a section's, ways to pay and roof
 * visualizers among them (feature-cards.tsx).
 */
export function CardsBlock({ block }: { block: Extract<Block, { type: "cards" }> }) {
  switch (block.look) {
    case undefined:
    case "plain":
      return <PlainCards block={block} />;
    case "carriers":
      return <CarrierCards block={block} />;
    case "band":
    case "bandOutlined":
    case "bandDark":
    case "bandLinks":
    case "serviceTiles":
    case "news":
    case "photos":
      return <BandCards block={block} />;
    case "payment":
      return <PaymentCards block={block} />;
    case "visualizers":
      return <VisualizerCards block={block} />;
    default:
      return <FeatureCards block={block} />;
  }
}

function CarrierCards({ block }: { block: Extract<Block, { type: "cards"; look: "carriers" }> }) {
  return (
    <ArticleSection block={block}>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {block.carriers.map((c) => (
          <CarrierCard key={c.name} carrier={c} />
        ))}
      </ul>
      <BlockNote text={block.note} className="mt-4" />
    </ArticleSection>
  );
}

function PlainCards({ block }: { block: Extract<Block, { type: "cards"; look?: "plain" }> }) {
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

/** A carrier: its claims line (read out with its name) and where it is confirmed, a note, its site. */
function CarrierCard({ carrier }: { carrier: Carrier }) {
  const phone = carrier.phone ? usPhone(carrier.phone, "dashes") : null;
  return (
    <li className="flex flex-col rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
      <h3 className="font-sans text-lg font-semibold">{carrier.name}</h3>
      {phone ? (
        <p className="mt-3">
          <PhoneLink phone={phone} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-900">
            <Phone aria-hidden="true" className="size-4" />
            <span>
              <span className="sr-only">Call {carrier.name} claims at </span>
              {phone.display}
            </span>
          </PhoneLink>
          {carrier.phoneMnemonic ? <span className="ml-2 text-sm text-muted">({carrier.phoneMnemonic})</span> : null}
        </p>
      ) : null}
      {carrier.phoneSource ? (
        <p className="mt-1">
          <SourceLink source={carrier.phoneSource} />
        </p>
      ) : null}
      {carrier.note ? (
        <p className="mt-3 text-sm leading-relaxed">
          <InlineText text={carrier.note} />
        </p>
      ) : null}
      <p className="mt-auto pt-4">
        <ExternalLink href={carrier.website.url} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 underline hover:text-brand-800" iconClassName={INLINE_ICON}>
          <Globe aria-hidden="true" className="mr-1 size-4" />
          {carrier.website.label}
        </ExternalLink>
      </p>
    </li>
  );
}
