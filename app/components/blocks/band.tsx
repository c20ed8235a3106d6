/**
 * The band block: a full-width region under its h2. The frame itself (band-frame.tsx) is shared
 * with the other blocks that stand in a band (lists, card grids, the team…), which therefore do
 * not carry the looks below.
 */
import { Clock, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { LazyMap } from "~/components/embeds/lazy-map";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { formatAddress } from "~/config/business";
import { climateNote } from "~/domain/geo";
import { weekRows } from "~/domain/office-hours";
import { Band } from "./band-frame";
import { InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";

type BandData = Extract<PageBlock, { type: "band" }>;

/**
 * A full-width band under its h2, in its look: the heading and intro alone (plain), the company
 * story beside its figures, or one of an office page's bands (climate, visit, hours).
 */
export function BandBlock({ block }: { block: BandData }) {
  switch (block.look) {
    case "story":
      return <StoryBand block={block} />;
    case "climate":
      return <ClimateBand block={block} />;
    case "visit":
      return <VisitBand block={block} />;
    case "hours":
      return <HoursBand block={block} />;
    default:
      return <Band block={block} />;
  }
}

/** The company story beside a few big figures. */
function StoryBand({ block }: { block: Extract<BandData, { look: "story" }> }) {
  return (
    <section className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]" aria-labelledby={`${block.id}-title`}>
      <div>
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
          {block.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>
              <InlineText text={p} />
            </p>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 self-start">
        {block.figures.map((m) => (
          <div key={m.label} className="@container flex flex-col rounded-lg bg-brand-50 p-5">
            <dt className="text-sm text-muted">{m.label}</dt>
            {/* Sized to its card (cqi), so "5,000+" stays whole in a narrow column instead of breaking. */}
            <dd className="order-first font-display text-[length:clamp(1.5rem,24cqi,2.25rem)] leading-tight font-bold text-brand-700">{m.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the page's office town's distance to the coast means for a roof. */
function ClimateBand({ block }: { block: Extract<BandData, { look: "climate" }> }) {
  const office = usePageOffice();
  const climate = climateNote({ name: office.city, latitude: office.latitude, longitude: office.longitude });
  return (
    <Band block={block}>
      <p className="mt-3 max-w-3xl text-lg">
        {block.before}
        {climate.milesToCoast}
        {block.after}
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {climate.points.map((p) => (
          <li key={p} className="rounded-lg bg-white p-5 shadow-sm">
            {p}
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** The page's office: address, phone, a word on visiting, directions, and the map beside it. */
function VisitBand({ block }: { block: Extract<BandData, { look: "visit" }> }) {
  const business = useBusiness();
  const office = usePageOffice();
  const address = formatAddress(office);
  const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
  return (
    <section aria-labelledby={`${block.id}-title`} className="container-page grid gap-10 py-14 lg:grid-cols-2">
      <div>
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <address className="mt-4 flex items-start gap-2 text-lg not-italic">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
          {address}
        </address>
        <p className="mt-3 flex items-center gap-2">
          <Phone aria-hidden="true" className="size-5 text-brand-600" />
          <PhoneLink phone={office.phone} className="font-semibold text-brand-600 underline" />
        </p>
        <p className="mt-3 text-muted">
          <InlineText text={block.text} />
        </p>
        <ExternalLink href={directionsUrl} className={buttonClass("secondary", "sm", "mt-6")}>
          Get directions
        </ExternalLink>
      </div>
      <LazyMap address={office.mapQuery} title={`Map of ${business.name}, ${office.name}`} />
    </section>
  );
}

/** A call to book, beside the page's office's week of hours (from the business settings). */
function HoursBand({ block }: { block: Extract<BandData, { look: "hours" }> }) {
  const office = usePageOffice();
  return (
    <section aria-labelledby={`${block.id}-title`} className="container-page grid gap-10 py-14 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <p className="mt-3 text-muted">
          <InlineText text={block.text} />
        </p>
        <Link to={block.action.href} className={buttonClass("primary", "sm", "mt-6 px-6 py-3")}>
          {block.action.label}
        </Link>
      </div>
      <div className="rounded-lg border border-gray-200 p-6">
        <h3 className="flex items-center gap-2 text-xl font-bold">
          <Clock aria-hidden="true" className="size-5 text-brand-600" /> {office.city} hours
        </h3>
        <dl className="mt-4 divide-y divide-gray-200">
          {weekRows(office.week).map((h) => (
            <div key={h.days} className="flex justify-between gap-4 py-2">
              <dt className="font-semibold">{h.days}</dt>
              <dd className="text-muted">{h.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
