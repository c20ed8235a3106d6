import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { Icon } from "./icons";
import { InlineText } from "./inline-text";

/** Who we are: the story and its link, beside big figures and highlight cards. */
export function AboutIntroBlock({ block }: { block: Extract<PageBlock, { type: "aboutIntro" }> }) {
  return (
    <section className="container-page py-16" aria-labelledby={`${block.id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            <InlineText text={block.eyebrow} />
          </p>
          <h2 id={`${block.id}-title`} className="mt-2 text-3xl font-bold">
            {block.heading}
          </h2>
          <p className="mt-4 text-muted">
            <InlineText text={block.text} />
          </p>
          <Link to={block.link.href} className="mt-6 inline-block font-semibold text-brand-600 underline hover:text-brand-800">
            {block.link.label}
          </Link>
        </div>
        <div>
          <dl className="grid gap-6 sm:grid-cols-3">
            {block.stats.map((s) => (
              <div key={s.label} className="flex flex-col">
                <dt className="text-muted">{s.label}</dt>
                <dd className={`order-first text-3xl font-bold sm:text-4xl text-brand-700${s.icon ? " flex flex-wrap items-center gap-2" : ""}`}>
                  {s.icon ? <Icon name={s.icon} className="size-9" /> : null}
                  {s.icon ? " " : null}
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {block.highlights.map((h) => (
              <li key={h.title} className="rounded-lg border border-brand-100 p-4">
                <h3 className="text-lg font-bold">{h.title}</h3>
                <p className="mt-1 text-sm text-muted">{h.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
