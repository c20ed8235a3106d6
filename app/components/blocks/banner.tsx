import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { buttonClass } from "~/components/ui/button";
import { ButtonRow } from "./buttons";
import { Icon } from "./icons";

type BannerData = Extract<PageBlock, { type: "banner" }>;

const looks = {
  dark: { band: "bg-brand-800 py-12 text-white", text: "max-w-2xl", heading: "text-3xl font-bold text-white", line: "mt-2 text-brand-100", button: "primary" },
  accent: { band: "bg-accent-50 py-12", text: undefined, heading: "text-3xl font-bold", line: "mt-2 max-w-2xl text-ink", button: "secondary" },
} as const;

/** A band with one offer and its button (or a row of actions), on the dark or the accent band. */
export function BannerBlock({ block }: { block: BannerData }) {
  const look = looks[block.look ?? "dark"];
  const text = (
    <div className={look.text}>
      <h2 id={`${block.id}-title`} className={look.heading}>
        {block.title}
      </h2>
      <p className={look.line}>{block.text}</p>
    </div>
  );
  return (
    <section id={block.id} aria-labelledby={`${block.id}-title`} className={look.band}>
      <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        {block.icon ? (
          <div className="flex gap-4">
            <Icon name={block.icon} className="mt-1 size-10 shrink-0 text-accent-700" />
            {text}
          </div>
        ) : (
          text
        )}
        {"actions" in block ? (
          <div className="flex flex-wrap gap-3">
            <ButtonRow items={block.actions} />
          </div>
        ) : (
          <Link to={block.action.href} className={buttonClass(look.button, "lg", "shrink-0")}>
            {block.action.label}
          </Link>
        )}
      </div>
    </section>
  );
}
