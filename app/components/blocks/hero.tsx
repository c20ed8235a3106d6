import { MapPin, Phone, Star } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { PageHero } from "~/components/marketing/page-hero";
import { HeroPoints } from "~/components/services/hero-points";
import { EmailAddress, Link, PhoneLink } from "~/components/ui/links";
import { formatAddress, officeHours } from "~/domain/business";
import { ButtonRow } from "./buttons";
import { DealerNumber } from "./dealer-number";
import { PageDrawing } from "./drawings";
import { Icon } from "./icons";
import { InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";

type HeroData = Extract<PageBlock, { type: "hero" }>;
type HeroBlockData = Exclude<HeroData, { look: "splash" | "about" }>;

/** The top of a page in its look: the page's hero, the home page's splash, or the "who we are" band. */
export function HeroBlock({ block }: { block: HeroData }) {
  switch (block.look) {
    case "splash":
      return <SplashHero block={block} />;
    case "about":
      return <AboutHero block={block} />;
    default:
      return <PageHeroLook block={block} />;
  }
}

/** A page's top: its h1, a short promise, its main actions and an optional aside. */
function PageHeroLook({ block }: { block: HeroBlockData }) {
  return (
    <PageHero
      eyebrow={block.eyebrow ? <InlineText text={block.eyebrow} /> : undefined}
      title={<InlineText text={block.title} />}
      intro={
        block.intro ? (
          <>
            <p>
              <InlineText text={block.intro} />
            </p>
            {block.points ? <HeroPoints label={block.points.label} points={block.points.items} /> : null}
            {block.dealerNumber ? <DealerNumber /> : null}
            <Badge text={block.badge} className="mt-4 text-white" />
          </>
        ) : undefined
      }
      actions={block.actions?.length ? <ButtonRow items={block.actions} /> : undefined}
      aside={block.aside ? <HeroAside aside={block.aside} /> : undefined}
    />
  );
}

function HeroAside({ aside }: { aside: NonNullable<HeroBlockData["aside"]> }) {
  if (aside.kind === "figures") {
    return (
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-brand-700 p-6">
        {aside.figures.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-brand-100">{f.label}</dt>
            <dd className="text-3xl font-bold text-white">
              <InlineText text={f.value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (aside.kind === "illustration") return <PageDrawing name={aside.name} label={aside.label} />;
  return <OfficeAside title={aside.title} />;
}

/** The page's office at a glance: address, phone, e-mail and hours. */
function OfficeAside({ title }: { title: string }) {
  const office = usePageOffice();
  return (
    <div className="rounded-lg bg-white p-6 text-ink shadow-lg">
      <p className="font-display text-xl font-bold text-brand-900">{title}</p>
      <address className="mt-3 flex items-start gap-2 not-italic">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
        {formatAddress(office)}
      </address>
      <p className="mt-2 flex items-center gap-2">
        <Phone aria-hidden="true" className="size-4 text-brand-600" />
        <PhoneLink phone={office.phone} className="font-semibold text-brand-600 underline" />
      </p>
      <p className="mt-2 text-sm">
        E-mail:{" "}
        <a href={`mailto:${office.email}`} className="text-brand-600 underline">
          <EmailAddress address={office.email} />
        </a>
      </p>
      <p className="mt-2 text-sm text-muted">Hours: {officeHours(office)}</p>
    </div>
  );
}

/** A rating badge under a hero's text; none when the text is empty (no rating given: docs/decisions/021-launch-as-your-company.md). */
function Badge({ text, className }: { text?: string; className: string }) {
  if (!text) return null;
  return (
    <p className={`inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 text-sm ${className}`}>
      <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
      <InlineText text={text} />
    </p>
  );
}

/** The home page's opening band. */
function SplashHero({ block }: { block: Extract<HeroData, { look: "splash" }> }) {
  return (
    <section className="relative overflow-hidden bg-brand-800 text-white">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <Badge text={block.badge} className="mb-4" />
          <h1 className="text-4xl leading-tight font-bold text-white md:text-5xl">{block.title}</h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            <InlineText text={block.intro} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonRow items={block.actions} />
          </div>
        </div>
        <PageDrawing name={block.illustration} />
      </div>
    </section>
  );
}

/** Who we are: the story and its link, beside big figures and highlight cards. */
function AboutHero({ block }: { block: Extract<HeroData, { look: "about" }> }) {
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
          {/* As many columns as figures fit: a company states the figures it has given. */}
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,11rem),1fr))] gap-6">
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
