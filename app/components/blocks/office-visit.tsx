import { MapPin, Phone } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { LazyMap } from "~/components/embeds/lazy-map";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { formatAddress } from "~/config/business";
import { InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";

/** The page's office: address, phone, a word on visiting, directions, and the map beside it. */
export function OfficeVisitBlock({ block }: { block: Extract<PageBlock, { type: "officeVisit" }> }) {
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
