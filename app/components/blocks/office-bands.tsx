/**
 * The looks of the band block (band.tsx) that make an office page: its town's climate, a visit to
 * the office, its week of hours, its map, and the towns around it. All but the last read the page's
 * office (see <Blocks office>).
 */
import { Clock, MapPin, Phone } from "lucide-react";
import { LazyMap } from "~/components/embeds/lazy-map";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink, Link, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { formatAddress } from "~/domain/business";
import { climateNote } from "~/domain/geo";
import { weekRows } from "~/domain/office-hours";
import { Band, type BandData } from "./band-frame";
import { InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";

/** What the page's office town's distance to the coast means for a roof. */
export function ClimateBand({ block }: { block: Extract<BandData, { look: "climate" }> }) {
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
export function VisitBand({ block }: { block: Extract<BandData, { look: "visit" }> }) {
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
export function HoursBand({ block }: { block: Extract<BandData, { look: "hours" }> }) {
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

/** Where the page's office is: its address and a map. */
export function MapBand({ block }: { block: Extract<BandData, { look: "map" }> }) {
  const business = useBusiness();
  const office = usePageOffice();
  const address = formatAddress(office);
  return (
    <Band block={{ ...block, intro: address }}>
      <div className="mt-6 max-w-4xl">
        <LazyMap address={office.mapQuery} title={`Map of ${business.name}, ${block.place}`} />
      </div>
    </Band>
  );
}

/** Towns around the page's office, nearest first, each linking to its page. */
export function NearbyBand({ block }: { block: Extract<BandData, { look: "nearby" }> }) {
  return (
    <Band block={block}>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {block.towns.map((town) => (
          <li key={town.name} className="rounded-md border border-gray-200 px-4 py-3">
            <Link to={town.href} className="font-semibold text-brand-600 underline">
              {town.name}
            </Link>
            <p className="text-sm text-muted">
              {town.miles} mi · {town.county}
            </p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
