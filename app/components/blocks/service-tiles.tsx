import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { buttonClass } from "~/components/ui/button";
import { toneClass } from "./tones";
import { Icon } from "./icons";

/** Service cards with an icon above each title and a link each, and a button to all services. */
export function ServiceTilesBlock({ block }: { block: Extract<PageBlock, { type: "serviceTiles" }> }) {
  return (
    <section className={`${toneClass[block.tone ?? "white"]} py-16`} aria-labelledby={`${block.id}-title`}>
      <div className="container-page">
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {block.tiles.map((s) => (
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
