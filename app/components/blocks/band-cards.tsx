import { Link } from "~/components/ui/links";
import type { BandCard, PageBlock } from "~/content/blocks";
import { NewsCarousel } from "~/components/company/news-carousel";
import { RandomGallery } from "~/components/company/random-gallery";
import { buttonClass } from "~/components/ui/button";
import { Band } from "./band-frame";
import { ButtonRow } from "./buttons";
import { Icon } from "./icons";
import { InlineText } from "./inline-text";
import { TitledRow } from "./titled-row";
import { toneClass } from "./tones";

/** The cards block's looks that stand in a full-width band (cards.tsx dispatches to them). */
export type BandCardsData = Extract<PageBlock, { type: "cards"; look: "band" | "bandOutlined" | "bandDark" | "bandLinks" | "serviceTiles" | "news" | "photos" }>;
type CardGridData = Exclude<BandCardsData, { look: "serviceTiles" | "news" | "photos" }>;

const grids: Record<CardGridData["columns"], string> = {
  1: "mt-6 space-y-4",
  2: "mt-8 grid gap-6 md:grid-cols-2",
  3: "mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3",
  4: "mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4",
  5: "mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5",
};

const looks: Record<CardGridData["look"], { card: string; title: string; text: string; counter: string }> = {
  band: { card: "flex flex-col rounded-lg bg-white p-6 shadow-sm", title: "text-xl font-bold", text: "mt-2 flex-1 text-muted", counter: "text-sm font-semibold text-accent-700" },
  bandOutlined: { card: "rounded-lg border border-gray-200 p-5", title: "text-xl font-bold", text: "mt-2 text-muted", counter: "text-sm font-semibold text-accent-700" },
  bandDark: { card: "rounded-lg bg-brand-800 p-5", title: "text-lg font-bold text-white", text: "mt-2 text-sm text-brand-100", counter: "text-sm font-semibold text-accent-100" },
  bandLinks: { card: "rounded-lg bg-white p-5 shadow-sm", title: "font-semibold text-brand-600 underline", text: "mt-1 text-sm text-muted", counter: "" },
};

/** A band of cards in its look; see CardGrid, ServiceTiles, News and Photos. */
export function BandCards({ block }: { block: BandCardsData }) {
  switch (block.look) {
    case "serviceTiles":
      return <ServiceTiles block={block} />;
    case "news":
      return <News block={block} />;
    case "photos":
      return <Photos block={block} />;
    default:
      return <CardGrid block={block} />;
  }
}

/** A band of cards: titles as h3 (or as links), text, points and a link each. */
function CardGrid({ block }: { block: CardGridData }) {
  const List = block.counter ? "ol" : "ul";
  return (
    <Band block={block}>
      {block.actions?.length ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonRow items={block.actions} />
        </div>
      ) : null}
      <List className={grids[block.columns]}>
        {block.cards.map((card, i) => (
          <li key={card.title} className={block.compact ? "rounded-lg border border-gray-200 p-5 text-center" : looks[block.look].card}>
            {block.counter ? (
              <p className={looks[block.look].counter}>
                {block.counter} {i + 1}
              </p>
            ) : null}
            <CardBody block={block} card={card} />
          </li>
        ))}
      </List>
    </Band>
  );
}

function CardBody({ block, card }: { block: CardGridData; card: BandCard }) {
  const look = looks[block.look];
  if (block.look === "bandLinks" && card.link) {
    return (
      <>
        <Link to={card.link.href} className={look.title}>
          {card.title}
        </Link>
        {card.text ? (
          <p className={look.text}>
            <InlineText text={card.text} />
          </p>
        ) : null}
      </>
    );
  }
  const titleClass = block.compact ? "text-lg font-bold" : block.cardIcon ? `flex items-start gap-2 ${look.title}` : look.title;
  return (
    <>
      <h3 className={`${block.counter ? "mt-1 " : ""}${titleClass}`}>
        {block.cardIcon ? <Icon name={block.cardIcon} className="mt-1 size-5 shrink-0 text-accent-600" /> : null}
        {card.title}
      </h3>
      {card.text ? (
        <p className={block.compact ? "mt-1 text-sm text-muted" : look.text}>
          <InlineText text={card.text} />
        </p>
      ) : null}
      {card.points?.length ? (
        <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
          {card.points.map((p) => (
            <li key={p}>
              <InlineText text={p} />
            </li>
          ))}
        </ul>
      ) : null}
      {card.link ? (
        <Link to={card.link.href} className="mt-4 font-semibold text-brand-600 underline">
          {card.link.label}
        </Link>
      ) : null}
    </>
  );
}

/** Service cards with an icon above each title and a link each, and a button to all services. */
function ServiceTiles({ block }: { block: Extract<BandCardsData, { look: "serviceTiles" }> }) {
  return (
    <section className={`${toneClass[block.tone ?? "white"]} py-16`} aria-labelledby={`${block.id}-title`}>
      <div className="container-page">
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {block.cards.map((s) => (
            <li key={s.href} className="flex flex-col rounded-lg bg-white p-6 shadow-sm">
              <Icon name={s.icon} className="size-8 text-accent-600" />
              <h3 className="mt-4 text-xl font-bold">{s.title}</h3>
              <p className="mt-2 flex-1 text-muted">{s.text}</p>
              <Link to={s.href} className="mt-4 font-semibold text-brand-600 underline">
                More about {s.title.toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={block.action.href} className={buttonClass("secondary", "sm", "mt-8")}>
          {block.action.label}
        </Link>
      </div>
    </section>
  );
}

/** News cards in a carousel, under the band's heading, its line and its link. */
function News({ block }: { block: Extract<BandCardsData, { look: "news" }> }) {
  return (
    <section className={`${toneClass[block.tone ?? "white"]} py-16`} aria-labelledby={`${block.id}-title`}>
      <div className="container-page">
        <TitledRow id={block.id} heading={block.heading} text={block.text} link={block.link} />
        <div className="mt-6">
          <NewsCarousel cards={block.cards} label={block.label} />
        </div>
      </div>
    </section>
  );
}

/** A few random project photos under a heading and a link to the full gallery. */
function Photos({ block }: { block: Extract<BandCardsData, { look: "photos" }> }) {
  return (
    <section className="container-page py-16" aria-labelledby={`${block.id}-title`}>
      <TitledRow id={block.id} heading={block.heading} text={block.text} link={block.link} />
      <div className="mt-8">
        <RandomGallery images={block.images} />
      </div>
    </section>
  );
}
