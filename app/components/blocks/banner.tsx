import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { buttonClass } from "~/components/ui/button";
import { ButtonRow } from "./buttons";

/** A dark band with one offer and its button (or a row of actions). */
export function BannerBlock({ block }: { block: Extract<PageBlock, { type: "banner" }> }) {
  return (
    <section aria-labelledby={`${block.id}-title`} className="bg-brand-800 py-12 text-white">
      <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${block.id}-title`} className="text-3xl font-bold text-white">
            {block.title}
          </h2>
          <p className="mt-2 text-brand-100">{block.text}</p>
        </div>
        {"actions" in block ? (
          <div className="flex flex-wrap gap-3">
            <ButtonRow items={block.actions} />
          </div>
        ) : (
          <Link to={block.action.href} className={buttonClass("primary", "lg", "shrink-0")}>
            {block.action.label}
          </Link>
        )}
      </div>
    </section>
  );
}
