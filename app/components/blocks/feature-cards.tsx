import { ArrowRight, MapPin, Phone } from "lucide-react";
import type { FeatureCard, PageBlock } from "~/content/blocks";
import { ExternalLink, Link, PhoneLink } from "~/components/ui/links";
import { VisualizerCard } from "~/components/services/visualizer-card";
import { useBusiness } from "~/components/use-business";
import { ButtonRow } from "./buttons";
import { Icon } from "./icons";
import { InlineText } from "./inline-text";

/** The cards block's looks that stand inside a section (cards.tsx dispatches to them). */
export type FeatureCardsData = Extract<PageBlock, { type: "cards"; look: "feature" | "raised" | "tiles" | "outlined" | "compact" | "regions" | "links" | "areas" }>;

interface Look {
  /** The grid below large screens; `columns` (the look's own when absent) sets it on large ones. */
  list: string;
  columns: 2 | 3 | 4;
  card: string;
  /** A tinted square the icon stands in. */
  iconBox?: string;
  icon: string;
  title: string;
  /** Space between the icon and the title, on a card with an icon (a feature card's title always has it). */
  iconGap: string;
  text: string;
  /** Keep the foot's space on a card without a link too (the feature cards always had it). */
  footSpace?: boolean;
}

const looks: Record<FeatureCardsData["look"], Look> = {
  feature: {
    list: "grid gap-6 sm:grid-cols-2",
    columns: 3,
    card: "flex flex-col rounded-lg border border-brand-100 bg-white p-6 shadow-sm",
    iconBox: "flex size-12 items-center justify-center rounded-md bg-accent-50",
    icon: "size-6 text-accent-700",
    title: "mt-4 text-xl font-bold",
    iconGap: "",
    text: "mt-2 text-muted",
    footSpace: true,
  },
  raised: { list: "grid gap-6 md:grid-cols-2", columns: 4, card: "rounded-lg bg-white p-6 shadow-sm", icon: "size-6 text-accent-700", title: "text-lg font-bold", iconGap: "mt-3", text: "mt-2 text-sm text-muted" },
  tiles: { list: "grid gap-6 sm:grid-cols-2", columns: 3, card: "rounded-lg bg-white p-6 shadow-sm", icon: "size-7 text-accent-700", title: "text-xl font-bold", iconGap: "mt-3", text: "mt-2 text-muted" },
  compact: { list: "grid gap-4 sm:grid-cols-2", columns: 4, card: "rounded-lg border border-brand-100 bg-white p-5", icon: "size-7 text-accent-700", title: "text-lg font-bold", iconGap: "mt-3", text: "mt-1 text-sm text-muted" },
  outlined: { list: "grid gap-6 sm:grid-cols-2", columns: 3, card: "rounded-lg border border-brand-100 p-6", icon: "size-7 text-accent-700", title: "text-xl font-bold", iconGap: "mt-3", text: "mt-2 text-muted" },
  regions: {
    list: "grid gap-6 md:grid-cols-2",
    columns: 3,
    card: "flex flex-col rounded-lg border-t-4 border-accent-500 bg-brand-50 p-5",
    icon: "",
    title: "text-xl font-bold",
    iconGap: "",
    text: "mt-3 text-sm text-muted",
  },
  links: { list: "grid gap-4 md:grid-cols-2", columns: 3, card: "rounded-lg border border-brand-100 p-5", icon: "", title: "inline-flex items-start gap-2 font-semibold text-brand-600 underline", iconGap: "", text: "mt-2 text-sm text-muted" },
  areas: { list: "grid gap-4 md:grid-cols-2", columns: 3, card: "rounded-lg border border-brand-100 p-5", icon: "", title: "text-lg font-bold", iconGap: "", text: "mt-1 text-sm text-muted" },
};

const wide = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Cards inside a section: an icon, an h3 title (or a link out), text, and what the card adds. */
export function FeatureCards({ block }: { block: FeatureCardsData }) {
  const look = looks[block.look];
  const cards: (FeatureCard & { href?: string })[] = block.cards;
  const arrows = "arrows" in block && block.arrows;
  return (
    <ul className={`${look.list} ${wide[block.columns ?? look.columns]}`}>
      {cards.map((card) => {
        const icon = card.icon ?? ("icon" in block ? block.icon : undefined);
        const iconView = icon ? <Icon name={icon} className={look.icon} /> : null;
        return (
          <li key={card.title} className={look.card}>
            {iconView && look.iconBox ? <span className={look.iconBox}>{iconView}</span> : iconView}
            {card.href ? (
              <ExternalLink href={card.href} className={look.title}>
                {card.title}
              </ExternalLink>
            ) : (
              <h3 className={icon && look.iconGap ? `${look.iconGap} ${look.title}` : look.title}>{card.title}</h3>
            )}
            {card.place ? (
              <p className="mt-1 flex items-start gap-1 text-sm font-semibold text-brand-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {card.place}
              </p>
            ) : null}
            <p className={look.text}>{card.text}</p>
            {card.bullets ? (
              <ul className="mt-4 space-y-1.5 text-sm">
                {card.bullets.map((b) => (
                  <li key={b} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                    <span>
                      <InlineText text={b} />
                    </span>
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
            {card.link || look.footSpace ? (
              <div className="mt-auto pt-5">
                {card.link ? (
                  <Link to={card.link.href} className={`${arrows ? "inline-flex items-center gap-1 " : ""}font-semibold text-brand-600 underline`}>
                    {card.link.label}
                    {arrows ? (
                      <>
                        {" "}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </>
                    ) : null}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
      {block.look === "areas" ? <CallCard title={block.call.title} line={block.call.line} /> : null}
    </ul>
  );
}

/** The last card of the areas look: from anywhere else, call the given line. */
function CallCard({ title, line }: { title: string; line: "main" | "emergency" }) {
  const business = useBusiness();
  // Without a 24/7 line, the main number answers.
  const phone = business.phones[line] ?? business.phones.main;
  return (
    <li className="flex flex-col justify-center rounded-lg bg-brand-700 p-5 text-white">
      <p className="font-semibold">{title}</p>
      <PhoneLink phone={phone} className="mt-2 inline-flex items-center gap-2 font-bold text-white underline">
        <Phone aria-hidden="true" className="size-4" /> Call {phone.display}
      </PhoneLink>
    </li>
  );
}

/** The payment look: ways to pay side by side, each with its button; the featured one on an accent background. */
export function PaymentCards({ block }: { block: Extract<PageBlock, { type: "cards"; look: "payment" }> }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {block.cards.map((o) => (
        <li
          key={o.title}
          className={`flex flex-col rounded-2xl border-2 p-8 ${o.featured ? "border-accent-500 bg-accent-50" : "border-brand-100 bg-white"}`}
        >
          <Icon name={o.icon} className={`size-8 ${o.featured ? "text-accent-700" : "text-brand-700"}`} />
          <h3 className="mt-4 text-2xl font-bold">{o.title}</h3>
          <p className="mt-2 text-ink">
            <InlineText text={o.text} />
          </p>
          {o.note ? (
            <p className="mt-4 text-sm text-muted">
              <InlineText text={o.note} />
            </p>
          ) : null}
          <div className="mt-auto pt-6">
            <ButtonRow items={[o.action]} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The visualizers look: manufacturers' roof visualizers, two across, each opening its tool in a new tab. */
export function VisualizerCards({ block }: { block: Extract<PageBlock, { type: "cards"; look: "visualizers" }> }) {
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {block.cards.map((partner) => (
        <VisualizerCard key={partner.id} partner={partner} />
      ))}
    </ul>
  );
}
