import { CloudRain, Compass, Landmark, MapPin, Navigation, Phone, Search, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { Link } from "react-router";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { LazyMap } from "~/components/embeds/lazy-map";
import { useBusiness } from "~/components/use-business";
import type { Business } from "~/config/business";
import {
  accessSentence,
  heroIntro,
  nearbyIntro,
  servicesForZone,
  servicesIntro,
  townMetaDescription,
  type TownFacts,
} from "~/content/locations/town-copy";
import { climateNote, haversineMiles } from "~/domain/geo";
import { locationLocalBusinessJsonLd } from "~/seo/location-jsonld";
import { pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import type { TownPageFacts } from "~/domain/town-page";
import type { PhotoTile } from "~/domain/gallery";
import { TownPhotos } from "./town-photos";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

const NEARBY_SHOWN = 8;
const STATE_CODES: Record<string, string> = { "North Carolina": "NC" };
const stateCode = (stateName: string) => STATE_CODES[stateName] ?? stateName;

/** The facts the copy generator reads, derived from the props and the business's offices. */
function townFacts(props: TownPageFacts, business: Business): TownFacts {
  const note = climateNote({ name: props.cityName, latitude: props.latitude, longitude: props.longitude });
  const offices = business.offices
    .filter((o) => o.kind !== "service-area")
    .map((o) => ({ city: o.city, miles: haversineMiles(props, o) }))
    .sort((a, b) => a.miles - b.miles);
  const closest = props.nearbyTowns[0];
  return {
    cityName: props.cityName,
    countyName: props.countyName,
    population: props.population,
    historicalFact: props.historicalFact,
    zone: note.zone,
    milesToCoast: note.milesToCoast,
    nearestOffice: offices[0] ?? { city: business.offices[0].city, miles: 0 },
    closestNeighbor: closest ? { name: closest.name, miles: closest.miles } : null,
  };
}

function pageTitle(props: TownPageFacts): string {
  return `Roofing Contractor in ${props.cityName}, ${stateCode(props.stateName)}`;
}

/**
 * The meta of a page rendered with the template: title, description, canonical, social and geo
 * tags, and the town's local business record (spec §2.4). Routes call it from their `meta`.
 */
export function locationTemplateMeta({
  business,
  pathname,
  props,
  title,
}: {
  business: Business;
  pathname: string;
  props: TownPageFacts;
  title?: string;
}): MetaDescriptor[] {
  const facts = townFacts(props, business);
  const description = townMetaDescription(facts);
  const heading = title ?? pageTitle(props);
  const place = `${props.cityName}, ${stateCode(props.stateName)}`;
  return pageMeta({
    business,
    pathname,
    title: heading,
    description,
    jsonLd: [
      locationLocalBusinessJsonLd(business, {
        cityName: props.cityName,
        stateName: props.stateName,
        countyName: props.countyName,
        latitude: props.latitude,
        longitude: props.longitude,
        zipCodes: props.zipCodes,
        pathname,
      }),
      breadcrumbJsonLd(business, [
        { name: "Home", path: "/home" },
        { name: "Locations", path: "/locations" },
        { name: props.cityName, path: pathname },
      ]),
    ],
    extra: [
      { name: "geo.region", content: `US-${stateCode(props.stateName)}` },
      { name: "geo.placename", content: place },
      { name: "geo.position", content: `${props.latitude};${props.longitude}` },
      { name: "ICBM", content: `${props.latitude}, ${props.longitude}` },
    ],
  });
}

/** One town landing page. Every section draws on the town's own data (decisions.md point 10). */
export function LocationTemplate({ banner, photos = [], ...props }: TownPageFacts & { banner?: ReactNode; photos?: PhotoTile[] }) {
  const business = useBusiness();
  const facts = townFacts(props, business);
  const climate = climateNote({ name: props.cityName, latitude: props.latitude, longitude: props.longitude });
  const code = stateCode(props.stateName);
  const nearby = props.nearbyTowns.slice(0, NEARBY_SHOWN);
  const highlights = props.localHighlights ?? [];
  const services = servicesForZone(climate.zone);

  return (
    <>
      {banner}
      <Breadcrumb
        items={[
          { name: "Home", path: "/home" },
          { name: "Locations", path: "/locations" },
          { name: props.cityName, path: "#" },
        ]}
      />
      <PageHero
        eyebrow={`${props.countyName}, ${props.stateName}`}
        title={pageTitle(props)}
        intro={
          <>
            <p>{heroIntro(facts)}</p>
            <p className="mt-3">{accessSentence(facts)}</p>
          </>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "md")}>
              Get a Free Estimate
            </Link>
            <PhoneLink phone={business.phones.main} className={buttonClass("onDark", "md")}>
              <Phone aria-hidden="true" className="size-4" /> {business.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<TownAtAGlance props={props} facts={facts} climateLabel={climate.label} />}
      />

      {props.historicalFact ? (
        <section aria-labelledby="history-title" className="container-page py-14">
          <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
            <div>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-accent-700 uppercase">
                <Landmark aria-hidden="true" className="size-4" /> Local history
              </p>
              <h2 id="history-title" className="mt-2 text-3xl font-bold">
                A bit of {props.cityName} history
              </h2>
            </div>
            <div>
              <p className="text-lg leading-relaxed">{props.historicalFact}</p>
              <p className="mt-4 text-muted">
                Older buildings carry their own roofing puzzles: board decking instead of plywood, chimneys without proper flashing and
                several layers of shingles. We check for all of them before we quote a {props.cityName} roof.
              </p>
            </div>
          </div>
        </section>
      ) : null}

      {photos.length > 0 ? <TownPhotos cityName={props.cityName} photos={photos} /> : null}

      <section aria-labelledby="climate-title" className="bg-sand">
        <div className="container-page py-14">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-accent-700 uppercase">
            <CloudRain aria-hidden="true" className="size-4" /> {climate.label} climate
          </p>
          <h2 id="climate-title" className="mt-2 text-3xl font-bold">
            What {props.cityName} weather does to a roof
          </h2>
          <p className="mt-4 max-w-3xl text-lg">{climate.summary}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {climate.points.map((point) => (
              <li key={point} className="rounded-lg border border-brand-100 bg-white p-5 leading-relaxed shadow-sm">
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-title" className="container-page py-14">
        <h2 id="services-title" className="text-3xl font-bold">
          Roofing services in {props.cityName}
        </h2>
        <p className="mt-4 max-w-3xl text-muted">{servicesIntro(facts)}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} className="flex flex-col rounded-lg border border-gray-200 p-5">
              <h3 className="text-xl font-bold">{service.title}</h3>
              <p className="mt-2 flex-1 text-muted">{service.text}</p>
              <Link to={service.href} className="mt-4 font-semibold text-brand-600 underline hover:text-brand-800">
                {service.title}
                <span className="sr-only"> in {props.cityName}</span>: learn more
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {highlights.length > 0 ? (
        <section aria-labelledby="highlights-title" className="bg-brand-50">
          <div className="container-page py-12">
            <h2 id="highlights-title" className="flex items-center gap-2 text-2xl font-bold">
              <Search aria-hidden="true" className="size-6 text-brand-600" /> Local highlights
            </h2>
            <p className="mt-2 text-muted">What people around {props.cityName} most often ask us about:</p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {highlights.map((h) => (
                <li key={h} className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-900">
                  {h}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="map-title" className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <div>
          <h2 id="map-title" className="text-3xl font-bold">
            {props.cityName} on the map
          </h2>
          <p className="mt-4 text-muted">
            We work throughout {props.cityName} and the surrounding parts of {props.countyName}. Our nearest office is in{" "}
            {facts.nearestOffice.city}, about {Math.round(facts.nearestOffice.miles)} miles away.
          </p>
          <div className="mt-6">
            <LazyMap address={`${props.cityName}, ${code}`} title={`Map of ${props.cityName}, ${props.stateName}`} />
          </div>
        </div>
        <div>
          <h2 className="text-3xl font-bold">Nearby towns we serve</h2>
          <p className="mt-4 text-muted">{nearbyIntro(facts)}</p>
          {nearby.length > 0 ? (
            <ul className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200">
              {nearby.map((town) => (
                <li key={town.name} className="flex items-center justify-between gap-4 px-4 py-3">
                  <Link to={town.href} className="font-semibold text-brand-600 underline hover:text-brand-800">
                    {town.name}, {code}
                  </Link>
                  <span className="text-right text-sm text-muted">
                    {town.miles} mi · {town.county}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4 text-sm text-muted">
            Distances are straight-line miles between town centers.{" "}
            <Link to="/service-areas" className="font-semibold text-brand-600 underline">
              Explore all service areas
            </Link>
          </p>
        </div>
      </section>

      <CallToAction
        title={`Get a free roof inspection in ${props.cityName}`}
        text={`Tell us about your ${props.cityName} roof and we will send photos and a written recommendation, or get an instant estimate online.`}
      />
    </>
  );
}

function TownAtAGlance({ props, facts, climateLabel }: { props: TownPageFacts; facts: TownFacts; climateLabel: string }) {
  const rows: { icon: typeof MapPin; label: string; value: string }[] = [
    { icon: Landmark, label: "County", value: props.countyName },
    {
      icon: Users,
      label: "Population",
      value: props.population !== null ? `${props.population.toLocaleString("en-US")} (2020 Census)` : "Not available",
    },
  ];
  if (props.zipCodes && props.zipCodes.length > 0) rows.push({ icon: MapPin, label: "ZIP codes", value: props.zipCodes.join(", ") });
  rows.push(
    { icon: Compass, label: "Coordinates", value: `${props.latitude.toFixed(4)}, ${props.longitude.toFixed(4)}` },
    { icon: Navigation, label: "Nearest office", value: `${facts.nearestOffice.city}, ${Math.round(facts.nearestOffice.miles)} mi` },
    { icon: CloudRain, label: "Climate", value: `${climateLabel}, about ${facts.milesToCoast} mi to the ocean` },
  );
  return (
    <div className="rounded-lg bg-white p-6 text-ink shadow-lg">
      <p className="font-display text-xl font-bold text-brand-900">{props.cityName} at a glance</p>
      <dl className="mt-4 divide-y divide-gray-200">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-start gap-3 py-2.5">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <dt className="w-32 shrink-0 text-sm font-semibold text-muted">{label}</dt>
            <dd className="text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
