import { Clock, MapPin, Phone, Quote, ShieldCheck, Siren } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.locations.rockymount-nc";
import { LazyMap } from "~/components/embeds/lazy-map";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { formatAddress, headquarters } from "~/config/business";
import {
  emergencySteps,
  insuranceRoles,
  rockyMountBrands,
  rockyMountFigures,
  rockyMountServices,
  rockyMountTestimonials,
  rockyMountWhyChoose,
} from "~/content/locations/rocky-mount";
import { haversineMiles } from "~/domain/geo";
import { locationPagePath } from "~/domain/slugs";
import { listLocations } from "~/models/locations.server";
import { servicesContext } from "~/services.server";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink, PhoneLink } from "~/components/ui/links";

/** The towns inside the Rocky Mount crews' radius, nearest first, read from the service locations. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, business } = context.get(servicesContext);
  const hq = headquarters(business);
  const towns = (await listLocations(db))
    .filter((l) => l.latitude !== null && l.longitude !== null && l.name !== hq.city)
    .map((l) => ({
      name: l.name,
      county: l.county,
      href: locationPagePath(l.name),
      miles: Math.round(haversineMiles(hq, { latitude: l.latitude as number, longitude: l.longitude as number })),
    }))
    .filter((t) => t.miles <= rockyMountFigures.radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name));
  return { towns };
}

export default function RockyMountPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const hq = headquarters(business);
  const address = formatAddress(hq);
  const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

  return (
    <>
      <Breadcrumb
        items={[
          { name: "Home", path: "/home" },
          { name: "Locations", path: "/locations" },
          { name: "Rocky Mount, NC", path: "/locations/rockymount-nc" },
        ]}
      />
      <PageHero
        eyebrow="Headquarters · Nash & Edgecombe counties"
        title="Rocky Mount, NC Roofing Contractor"
        intro={
          <p>
            Our headquarters has served Rocky Mount since {business.foundingYear}. Roof replacement, repair and storm restoration from a
            crew based on {hq.street}, with a {rockyMountFigures.averageEmergencyResponseHours}-hour average emergency response within{" "}
            {rockyMountFigures.radiusMiles} miles.
          </p>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "md")}>
              Book a Free Assessment
            </Link>
            <PhoneLink phone={hq.phone} className={buttonClass("onDark", "md")}>
              <Phone aria-hidden="true" className="size-4" /> {hq.phone.display}
            </PhoneLink>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4 rounded-lg bg-brand-700 p-6">
            <div>
              <dt className="text-sm text-brand-100">Average emergency response</dt>
              <dd className="text-3xl font-bold text-white">{rockyMountFigures.averageEmergencyResponseHours} hrs</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Local service radius</dt>
              <dd className="text-3xl font-bold text-white">{rockyMountFigures.radiusMiles} mi</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Customer rating</dt>
              <dd className="text-3xl font-bold text-white">{business.rating.value}/5</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Roofing since</dt>
              <dd className="text-3xl font-bold text-white">{business.foundingYear}</dd>
            </div>
          </dl>
        }
      />

      <section aria-labelledby="visit-title" className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <div>
          <h2 id="visit-title" className="text-3xl font-bold">
            Visit our Rocky Mount office
          </h2>
          <address className="mt-4 flex items-start gap-2 text-lg not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            {address}
          </address>
          <p className="mt-3 flex items-center gap-2">
            <Phone aria-hidden="true" className="size-5 text-brand-600" />
            <PhoneLink phone={hq.phone} className="font-semibold text-brand-600 underline" />
          </p>
          <p className="mt-3 text-muted">
            Bring your insurance paperwork, shingle samples you are considering or just your questions. Appointments are welcome but not
            required during office hours.
          </p>
          <ExternalLink href={directionsUrl} className={buttonClass("secondary", "sm", "mt-6")}>
            Get directions
          </ExternalLink>
        </div>
        <LazyMap address={address} title={`Map of ${business.name}, ${hq.name}`} />
      </section>

      <section aria-labelledby="why-title" className="bg-sand">
        <div className="container-page py-14">
          <h2 id="why-title" className="text-3xl font-bold">
            Why Rocky Mount homeowners choose us
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {rockyMountWhyChoose.map((item) => (
              <li key={item.title} className="rounded-lg bg-white p-6 shadow-sm">
                <h3 className="flex items-start gap-2 text-xl font-bold">
                  <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
                  {item.title}
                </h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="brands-title" className="container-page py-14">
        <h2 id="brands-title" className="text-3xl font-bold">
          Brand partners
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          We install shingle systems from the five manufacturers below, following each one&apos;s installation requirements so your
          manufacturer warranty is valid.
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {rockyMountBrands.map((brand) => (
            <li key={brand.name} className="rounded-lg border border-gray-200 p-5 text-center">
              <h3 className="text-lg font-bold">{brand.name}</h3>
              <p className="mt-1 text-sm text-muted">{brand.products.join(", ")}</p>
            </li>
          ))}
        </ul>
        <Link to="/brands" className="mt-6 inline-block font-semibold text-brand-600 underline">
          Compare brands and warranties
        </Link>
      </section>

      <section aria-labelledby="services-title" className="bg-brand-50">
        <div className="container-page py-14">
          <h2 id="services-title" className="text-3xl font-bold">
            Roofing services in Rocky Mount
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {rockyMountServices.map((service) => (
              <li key={service.title} className="flex flex-col rounded-lg bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold">{service.title}</h3>
                <p className="mt-2 flex-1 text-muted">{service.text}</p>
                <Link to={service.href} className="mt-4 font-semibold text-brand-600 underline">
                  More about {service.title.toLowerCase()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="emergency-title" className="bg-brand-900 text-white">
        <div className="container-page py-14">
          <h2 id="emergency-title" className="flex items-center gap-3 text-3xl font-bold text-white">
            <Siren aria-hidden="true" className="size-8 text-accent-500" /> 24/7 emergency roof service
          </h2>
          <p className="mt-3 max-w-3xl text-brand-100">
            Storms do not wait for business hours. Call any time, including Sundays and holidays, and we will stop the water first and sort
            out the paperwork after.
          </p>
          <PhoneLink phone={business.phones.emergency} className={buttonClass("primary", "lg", "mt-6")}>
            <Phone aria-hidden="true" className="size-5" /> Emergency line {business.phones.emergency.display}
          </PhoneLink>
          <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {emergencySteps.map((step, i) => (
              <li key={step.title} className="rounded-lg bg-brand-800 p-5">
                <p className="text-sm font-semibold text-accent-100">Step {i + 1}</p>
                <h3 className="mt-1 text-lg font-bold text-white">{step.title}</h3>
                <p className="mt-2 text-sm text-brand-100">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="area-title" className="container-page py-14">
        <h2 id="area-title" className="text-3xl font-bold">
          Our Rocky Mount service area
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          Rocky Mount crews cover every town within about {rockyMountFigures.radiusMiles} miles of headquarters, on both sides of the
          Nash-Edgecombe line. Farther out, our Greenville office and regional crews serve 70+ towns and communities.
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {loaderData.towns.map((town) => (
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
        <Link to="/service-areas" className="mt-6 inline-block font-semibold text-brand-600 underline">
          See all service areas
        </Link>
      </section>

      <section aria-labelledby="claims-title" className="bg-sand">
        <div className="container-page py-14">
          <h2 id="claims-title" className="text-3xl font-bold">
            Insurance claims, explained plainly
          </h2>
          <p className="mt-3 max-w-3xl text-muted">
            Storm damage often means an insurance claim. Here is who does what, so there are no surprises. Questions about a claim? E-mail{" "}
            <a href={`mailto:${business.emails.claims}`} className="font-semibold text-brand-600 underline">
              {business.emails.claims}
            </a>
            .
          </p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {insuranceRoles.map((role) => (
              <div key={role.who} className="rounded-lg bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold">{role.who}</h3>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
                  {role.does.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link to="/resources/insurance-claim-process" className="mt-6 inline-block font-semibold text-brand-600 underline">
            Read the full insurance claim guide
          </Link>
        </div>
      </section>

      <section aria-labelledby="assessment-title" className="container-page grid gap-10 py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="assessment-title" className="text-3xl font-bold">
            Free roof assessment
          </h2>
          <p className="mt-3 text-muted">
            We inspect the roof, the attic and the gutters, photograph what we find and give you a written recommendation. No pressure, no
            obligation, and no charge.
          </p>
          <Link to="/contact" className={buttonClass("primary", "sm", "mt-6 px-6 py-3")}>
            Schedule my free assessment
          </Link>
        </div>
        <div className="rounded-lg border border-gray-200 p-6">
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <Clock aria-hidden="true" className="size-5 text-brand-600" /> Rocky Mount hours
          </h3>
          <dl className="mt-4 divide-y divide-gray-200">
            {(hq.hoursRows ?? []).map((h) => (
              <div key={h.day} className="flex justify-between gap-4 py-2">
                <dt className="font-semibold">{h.day}</dt>
                <dd className="text-muted">{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="bg-brand-50">
        <div className="container-page py-14">
          <h2 id="testimonials-title" className="text-3xl font-bold">
            What our neighbors say
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {rockyMountTestimonials.map((t) => (
              <li key={t.author}>
                <figure className="h-full rounded-lg bg-white p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-6 text-accent-600" />
                  <blockquote className="mt-3">{t.text}</blockquote>
                  <figcaption className="mt-4 font-semibold text-brand-700">{t.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title="Rocky Mount's roofer, right down the road" />
    </>
  );
}
