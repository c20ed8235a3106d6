import { CalendarCheck, Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import { ExternalLink } from "~/components/ui/links";
import { EstimateFrame } from "~/components/embeds/estimate-frame";
import { LazyMap } from "~/components/embeds/lazy-map";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { formatAddress, headquarters } from "~/config/business";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export default function Contact() {
  const business = useBusiness();
  const hq = headquarters(business);
  // Offices with a line of their own are listed under the main number.
  const ownLines = business.offices.filter((o) => o.ownLine);
  const address = formatAddress(hq);
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="Get a free roof estimate"
        intro={
          <p>
            Price your roof online in about a minute, book a free inspection on our scheduling page, or call our Rocky Mount
            headquarters. Storm damage after hours? Our emergency line answers 24/7.
          </p>
        }
        actions={
          <>
            <PhoneLink phone={business.phones.main} className={buttonClass("primary", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
            </PhoneLink>
            <ExternalLink href={business.external.schedulingUrl} className={buttonClass("onDark", "lg")}>
              Schedule a free inspection
            </ExternalLink>
          </>
        }
      />

      <section className="bg-brand-50 py-14" aria-labelledby="estimate-heading">
        <div className="container-page">
          <h2 id="estimate-heading" className="text-3xl font-bold">
            Instant estimate
          </h2>
          <p className="mt-3 max-w-2xl text-muted">
            Enter your address, answer a few questions about your roof, and see a price range for a replacement. There is no
            obligation, and nobody will visit unless you ask.
          </p>
          <div className="mt-8">
            <EstimateFrame />
          </div>
        </div>
      </section>

      <section id="contact-details" className="container-page scroll-mt-24 py-14" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-3xl font-bold">
          Reach our office
        </h2>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div className="space-y-8">
            <div>
              <h3 className="text-xl font-bold">Phone and e-mail</h3>
              <ul className="mt-3 space-y-3">
                <li className="flex gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>
                    Main office:{" "}
                    <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline" />
                  </span>
                </li>
                {ownLines.map((office) => (
                  <li key={office.id} className="flex gap-3">
                    <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                    <span>
                      {office.city} office:{" "}
                      <PhoneLink phone={office.phone} className="font-semibold text-brand-700 underline" />
                    </span>
                  </li>
                ))}
                <li className="flex gap-3">
                  <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>
                    24/7 emergency line:{" "}
                    <PhoneLink phone={business.phones.emergency} className="font-semibold text-brand-700 underline" />
                  </span>
                </li>
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>
                    General questions:{" "}
                    <a href={`mailto:${business.emails.info}`} className="font-semibold break-all text-brand-700 underline">
                      {business.emails.info}
                    </a>
                  </span>
                </li>
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>
                    Insurance claims:{" "}
                    <a href={`mailto:${business.emails.claims}`} className="font-semibold break-all text-brand-700 underline">
                      {business.emails.claims}
                    </a>
                  </span>
                </li>
              </ul>
            </div>

            <div>
              <h3 className="text-xl font-bold">{hq.name}</h3>
              <p className="mt-3 flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                <span>
                  {hq.street}
                  <br />
                  {hq.city}, {hq.state} {hq.zip}
                </span>
              </p>
            </div>

            <div>
              <h3 className="text-xl font-bold">Office hours</h3>
              <dl className="mt-3 grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                <dt className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-5 text-accent-600" /> Monday-Friday
                </dt>
                <dd className="font-semibold">8:00 AM-5:00 PM</dd>
                <dt className="pl-7">Saturday-Sunday</dt>
                <dd className="font-semibold">Closed</dd>
              </dl>
              <p className="mt-3 text-sm text-muted">Storm damage on a weekend? Call the 24/7 emergency line above.</p>
            </div>

            <div className="rounded-lg bg-sand p-6">
              <h3 className="text-xl font-bold">Book a free inspection</h3>
              <p className="mt-2 text-muted">
                Pick a time that suits you on our scheduling page. An inspector will walk the roof, take photos and leave you
                a written recommendation.
              </p>
              <ExternalLink href={business.external.schedulingUrl} className={buttonClass("secondary", "sm", "mt-4")}>
                <CalendarCheck aria-hidden="true" className="size-4" /> Open the scheduling page
              </ExternalLink>
            </div>
          </div>

          <div>
            <h3 className="text-xl font-bold">Find us</h3>
            <p className="mt-2 text-muted">{address}</p>
            <div className="mt-4">
              <LazyMap address={address} title={`Map of ${hq.name}, ${address}`} />
            </div>
          </div>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
