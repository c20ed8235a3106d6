import type { PageBlock } from "~/content/blocks";
import { Icon } from "./icons";

export function IconCardsBlock({ block }: { block: Extract<PageBlock, { type: "iconCards" }> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {block.cards.map((p) => (
        <li key={p.title} className="rounded-lg bg-white p-6 shadow-sm">
          <Icon name={block.icon} className="size-6 text-accent-700" />
          <h3 className="mt-3 text-lg font-bold">{p.title}</h3>
          <p className="mt-2 text-sm text-muted">{p.text}</p>
        </li>
      ))}
    </ul>
  );
}
