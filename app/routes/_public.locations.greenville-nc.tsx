import { BookOpen, CloudLightning, MapPin, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { LazyMap } from "~/components/embeds/lazy-map";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { formatAddress, officeById } from "~/config/business";
import {
  greenvilleBrands,
  greenvilleInsurance,
  greenvilleResources,
  greenvilleServices,
  greenvilleStormResponse,
  greenvilleWarranty,
} from "~/content/locations/greenville";
import { climateNote } from "~/domain/geo";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

/** The Greenville office page (spec §2.4). */
export default function GreenvillePage() {
  const business = useBusiness();
  const office = officeById(business, "greenville");
  const address = formatAddress(office);
  const climate = climateNote({ name: office.city, latitude: office.latitude, longitude: office.longitude });
  const phone = office.phone;

  return (
    <>
      <Breadcrumb
        items={[
          { name: "Home", path: "/home" },
          { name: "Locations", path: "/locations" },
          { name: "Greenville, NC", path: "/locations/greenville-nc" },
        ]}
      />
      <PageHero
        eyebrow="Greenville office · Pitt County"
        title="Greenville, NC Roofing Contractor"
        intro={
          <p>
            From our office on {office.street}, we replace and repair roofs for Greenville homeowners, landlords, churches and businesses,
            from the neighborhoods around East Carolina University out to Winterville, Ayden and Farmville.
          </p>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "md")}>
              Get a Free Estimate
            </Link>
            <PhoneLink phone={phone} className={buttonClass("onDark", "md")}>
              <Phone aria-hidden="true" className="size-4" /> {phone.display}
            </PhoneLink>
          </>
        }
        aside={
          <div className="rounded-lg bg-white p-6 text-ink shadow-lg">
            <p className="font-display text-xl font-bold text-brand-900">Greenville office</p>
            <address className="mt-3 flex items-start gap-2 not-italic">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
              {address}
            </address>
            <p className="mt-2 flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-brand-600" />
              <PhoneLink phone={phone} className="font-semibold text-brand-600 underline" />
            </p>
            <p className="mt-2 text-sm">
              E-mail:{" "}
              <a href={`mailto:${office.email}`} className="break-all text-brand-600 underline">
                {office.email}
              </a>
            </p>
            <p className="mt-2 text-sm text-muted">Hours: {office.hours}</p>
          </div>
        }
      />

      <section aria-labelledby="brands-title" className="container-page py-14">
        <h2 id="brands-title" className="text-3xl font-bold">
          Preferred brands
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          We install five manufacturers&apos; shingle systems and help you choose by look, budget and how exposed your house is to wind.
        </p>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {greenvilleBrands.map((b) => (
            <li key={b.name} className="rounded-lg border border-gray-200 p-5">
              <h3 className="text-xl font-bold">{b.name}</h3>
              <p className="mt-2 text-muted">{b.why}</p>
            </li>
          ))}
        </ul>
        <Link to="/brands" className="mt-6 inline-block font-semibold text-brand-600 underline">
          See all brands and products
        </Link>
      </section>

      <section aria-labelledby="services-title" className="bg-brand-50">
        <div className="container-page py-14">
          <h2 id="services-title" className="text-3xl font-bold">
            Roofing services in Greenville
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {greenvilleServices.map((s) => (
              <li key={s.title} className="flex flex-col rounded-lg bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold">{s.title}</h3>
                <p className="mt-2 flex-1 text-muted">{s.text}</p>
                <Link to={s.href} className="mt-4 font-semibold text-brand-600 underline">
                  Learn about {s.title.toLowerCase()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="storm-title" className="container-page py-14">
        <h2 id="storm-title" className="flex items-center gap-3 text-3xl font-bold">
          <CloudLightning aria-hidden="true" className="size-8 text-accent-600" /> Storm response
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          When a hurricane or severe thunderstorm crosses Pitt County, call our 24/7 emergency line at{" "}
          <PhoneLink phone={business.phones.emergency} className="font-semibold text-brand-600 underline" />
          . Here is what to do at each stage.
        </p>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {greenvilleStormResponse.map((s, i) => (
            <li key={s.title} className="rounded-lg border border-gray-200 p-5">
              <p className="text-sm font-semibold text-accent-700">Stage {i + 1}</p>
              <h3 className="mt-1 text-xl font-bold">{s.title}</h3>
              <p className="mt-2 text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="climate-title" className="bg-sand">
        <div className="container-page py-14">
          <h2 id="climate-title" className="text-3xl font-bold">
            Greenville&apos;s climate and your roof
          </h2>
          <p className="mt-3 max-w-3xl text-lg">
            Greenville sits on the Tar River about {climate.milesToCoast} miles from the ocean. Storms that come ashore on the coast often
            still carry damaging wind and heavy rain when they get here.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {climate.points.map((p) => (
              <li key={p} className="rounded-lg bg-white p-5 shadow-sm">
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="insurance-title" className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <div>
          <h2 id="insurance-title" className="text-3xl font-bold">
            Insurance claims
          </h2>
          <ul className="mt-6 space-y-3">
            {greenvilleInsurance.map((line) => (
              <li key={line} className="flex gap-3">
                <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            Claim questions:{" "}
            <a href={`mailto:${business.emails.claims}`} className="font-semibold text-brand-600 underline">
              {business.emails.claims}
            </a>
          </p>
        </div>
        <div>
          <h2 className="text-3xl font-bold">Warranty protection</h2>
          <ul className="mt-6 space-y-4">
            {greenvilleWarranty.map((w) => (
              <li key={w.title} className="rounded-lg border border-gray-200 p-5">
                <h3 className="text-lg font-bold">{w.title}</h3>
                <p className="mt-1 text-muted">{w.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="resources-title" className="bg-brand-50">
        <div className="container-page py-14">
          <h2 id="resources-title" className="flex items-center gap-3 text-3xl font-bold">
            <BookOpen aria-hidden="true" className="size-7 text-brand-600" /> Homeowner resources
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {greenvilleResources.map((r) => (
              <li key={r.href} className="rounded-lg bg-white p-5 shadow-sm">
                <Link to={r.href} className="font-semibold text-brand-600 underline">
                  {r.title}
                </Link>
                <p className="mt-1 text-sm text-muted">{r.text}</p>
              </li>
            ))}
          </ul>
          <Link to="/resources" className="mt-6 inline-block font-semibold text-brand-600 underline">
            All resources
          </Link>
        </div>
      </section>

      <section aria-labelledby="map-title" className="container-page py-14">
        <h2 id="map-title" className="text-3xl font-bold">
          Find the Greenville office
        </h2>
        <p className="mt-3 text-muted">{address}</p>
        <div className="mt-6 max-w-4xl">
          <LazyMap address={address} title={`Map of ${business.name}, Greenville office`} />
        </div>
      </section>

      <CallToAction
        title="Greenville roof questions? Let's talk."
        text="Book a free inspection with photos and a written recommendation, or get an instant estimate online."
      />
    </>
  );
}
