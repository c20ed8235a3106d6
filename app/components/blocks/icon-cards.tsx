import type { PageBlock } from "~/content/blocks";
import { Icon } from "./icons";

const looks = {
  raised: { list: "grid gap-6 md:grid-cols-2 lg:grid-cols-4", card: "rounded-lg bg-white p-6 shadow-sm", icon: "size-6 text-accent-700", title: "text-lg font-bold", text: "mt-2 text-sm text-muted" },
  tiles: { list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", card: "rounded-lg bg-white p-6 shadow-sm", icon: "size-7 text-accent-700", title: "text-xl font-bold", text: "mt-2 text-muted" },
  compact: { list: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4", card: "rounded-lg border border-brand-100 bg-white p-5", icon: "size-7 text-accent-700", title: "text-lg font-bold", text: "mt-1 text-sm text-muted" },
  outlined: { list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", card: "rounded-lg border border-brand-100 p-6", icon: "size-7 text-accent-700", title: "text-xl font-bold", text: "mt-2 text-muted" },
};

export function IconCardsBlock({ block }: { block: Extract<PageBlock, { type: "iconCards" }> }) {
  const look = looks[block.look ?? "raised"];
  return (
    <ul className={look.list}>
      {block.cards.map((card) => {
        const icon = card.icon ?? block.icon;
        return (
          <li key={card.title} className={look.card}>
            {icon ? <Icon name={icon} className={look.icon} /> : null}
            <h3 className={icon ? `mt-3 ${look.title}` : look.title}>{card.title}</h3>
            <p className={look.text}>{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
