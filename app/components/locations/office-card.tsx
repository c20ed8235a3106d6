import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { LazyMap } from "~/components/embeds/lazy-map";
import { formatAddress, officeHours, type Office } from "~/domain/business";
import { locationPagePath } from "~/domain/slugs";
import { buttonClass } from "~/components/ui/button";
import { EmailAddress, Link, PhoneLink } from "~/components/ui/links";

const kindLabel: Record<Office["kind"], string> = {
  headquarters: "Headquarters",
  office: "Office",
  "service-area": "Service area",
};

/**
 * One office on /locations: what it is and which towns it serves (content/locations/offices.ts,
 * from the data), address, phone, e-mail, hours and a map (spec §2.4).
 */
export function OfficeCard({ office, blurb }: { office: Office; blurb?: { lead: string; serves: string } }) {
  const address = formatAddress(office);
  return (
    <article aria-labelledby={`office-${office.id}`} className="flex flex-col rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex-1 p-6">
        <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{kindLabel[office.kind]}</p>
        <h3 id={`office-${office.id}`} className="mt-1 text-2xl font-bold">
          {office.name}
        </h3>
        {blurb ? <p className="mt-3 text-muted">{blurb.lead}</p> : null}
        <dl className="mt-5 space-y-3 text-sm">
          <div className="flex gap-3">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Address</span>
            </dt>
            <dd>
              <address className="not-italic">{address}</address>
            </dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <Phone aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Phone</span>
            </dt>
            <dd>
              <PhoneLink phone={office.phone} className="font-semibold text-brand-600 underline hover:text-brand-800" />
            </dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <Mail aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">E-mail</span>
            </dt>
            <dd>
              <a href={`mailto:${office.email}`} className="text-brand-600 underline hover:text-brand-800">
                <EmailAddress address={office.email} />
              </a>
            </dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Hours</span>
            </dt>
            <dd>{officeHours(office)}</dd>
          </div>
        </dl>
        {blurb ? (
          <p className="mt-5 text-sm">
            <span className="font-semibold">Serving:</span> <span className="text-muted">{blurb.serves}</span>
          </p>
        ) : null}
        <Link to={locationPagePath(office.city)} className={buttonClass("outline", "sm", "mt-5")}>
          {office.city} roofing page
        </Link>
      </div>
      <div className="border-t border-gray-200 p-4">
        <LazyMap address={office.mapQuery} title={`Map of ${office.name}`} />
      </div>
    </article>
  );
}
