import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "./icons";

/** A one-line offer on an accent band, with its button. */
export function TeaserBlock({ block }: { block: Extract<PageBlock, { type: "teaser" }> }) {
  return (
    <section id={block.id} aria-labelledby={`${block.id}-title`} className="bg-accent-50 py-12">
      <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Icon name={block.icon} className="mt-1 size-10 shrink-0 text-accent-700" />
          <div>
            <h2 id={`${block.id}-title`} className="text-3xl font-bold">
              {block.title}
            </h2>
            <p className="mt-2 max-w-2xl text-ink">{block.text}</p>
          </div>
        </div>
        <Link to={block.action.href} className={buttonClass("secondary", "lg", "shrink-0")}>
          {block.action.label}
        </Link>
      </div>
    </section>
  );
}
