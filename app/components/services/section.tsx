import type { ReactNode } from "react";

const tones = {
  white: "bg-white",
  sand: "bg-sand",
  brand: "bg-brand-50",
  dark: "bg-brand-800 text-white",
};

/** A page section with its h2 and an optional lead paragraph; the heading labels the region. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = "white",
  children,
}: {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-14 md:py-20 ${tones[tone]}`}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-accent-100" : "text-accent-700"}`}>{eyebrow}</p>
          ) : null}
          <h2 id={`${id}-title`} className={`mt-1 text-3xl font-bold md:text-4xl ${dark ? "text-white" : ""}`}>
            {title}
          </h2>
          {intro ? <div className={`mt-4 text-lg ${dark ? "text-brand-100" : "text-muted"}`}>{intro}</div> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
