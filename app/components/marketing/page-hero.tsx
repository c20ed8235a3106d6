import type { ReactNode } from "react";

/** The top of a public page: one h1, a short promise, and the page's main actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  aside,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div className={`container-page grid gap-10 py-14 md:py-20 ${aside ? "lg:grid-cols-[3fr_2fr] lg:items-center" : ""}`}>
        <div>
          {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wider text-accent-100 uppercase">{eyebrow}</p> : null}
          <h1 className="text-4xl leading-tight font-bold text-white md:text-5xl">{title}</h1>
          {intro ? <div className="mt-5 max-w-3xl text-lg text-brand-100">{intro}</div> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
