import { MapPin, Phone, Star } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { PageHero } from "~/components/marketing/page-hero";
import { HeroPoints } from "~/components/services/hero-points";
import { EmailAddress, PhoneLink } from "~/components/ui/links";
import { formatAddress, officeHours } from "~/config/business";
import { ButtonRow } from "./buttons";
import { DealerNumber } from "./dealer-number";
import { PageDrawing } from "./drawings";
import { InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";

type HeroBlockData = Extract<PageBlock, { type: "hero" }>;

/** The top of a page: its h1, a short promise, its main actions and an optional aside. */
export function HeroBlock({ block }: { block: HeroBlockData }) {
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
            {block.badge ? (
              <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 text-sm text-white">
                <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
                <InlineText text={block.badge} />
              </p>
            ) : null}
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
