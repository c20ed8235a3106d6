import { Compass, Landmark, MapPin, Navigation, Phone, Users, Waves } from "lucide-react";
import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { headquarters, type Business } from "~/domain/business";
import type { PhotoTile } from "~/domain/gallery";
import {
  driveTime,
  housingSentence,
  officeSentence,
  townFaq,
  townIntro,
  townMetaDescription,
  type CountyPageFacts,
  type TownPageFacts,
  type TownPageKind,
} from "~/domain/town-page";
import { townServiceJsonLd } from "~/seo/location-jsonld";
import { pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd, faqJsonLd } from "~/seo/structured-data";
import { buttonClass } from "~/components/ui/button";
import { EstimateLink } from "~/components/estimate/estimate-link";
import { Link, PhoneLink } from "~/components/ui/links";
import { TownPhotos } from "./town-photos";

const NEARBY_SHOWN = 8;
const STATE_CODES: Record<string, string> = { "North Carolina": "NC" };
const stateCode = (stateName: string) => STATE_CODES[stateName] ?? stateName;

function pageTitle(props: TownPageFacts): string {
  return `Roofing Contractor in ${props.cityName}, ${stateCode(props.stateName)}`;
}

/**
 * The meta of a page rendered with the template: title, description, canonical, social and geo
 * tags, and its structured data: the Service in the town, the breadcrumb, and the FAQ the page
 * shows (docs/decisions/006-town-pages.md). Routes call it from their `meta`.
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
  const place = `${props.cityName}, ${stateCode(props.stateName)}`;
  const office = business.offices.find((o) => o.city === props.office.city) ?? headquarters(business);
  const faq = townFaq(props);
  return pageMeta({
    business,
    pathname,
    title: title ?? pageTitle(props),
    description: townMetaDescription(props),
    jsonLd: [
      townServiceJsonLd(business, { ...props, pathname, office }),
      breadcrumbJsonLd(business, [
        { name: "Home", path: "/home" },
        { name: "Locations", path: "/locations" },
        { name: props.cityName, path: pathname },
      ]),
      ...(faq.length > 0 ? [faqJsonLd(faq)] : []),
    ],
    extra: [
      { name: "geo.region", content: `US-${stateCode(props.stateName)}` },
      { name: "geo.placename", content: place },
      { name: "geo.position", content: `${props.latitude};${props.longitude}` },
      { name: "ICBM", content: `${props.latitude}, ${props.longitude}` },
    ],
  });
}

/**
 * One town page. Every section states facts from the town's data (docs/decisions/006-town-pages.md)
 * and is left out when the fact is unknown; an area page (no posts or photos of jobs there) says
 * plainly that the work is run from the nearest office and points to that office's page.
 */
export function LocationTemplate({
  banner,
  photos = [],
  kind,
  quotes,
  ...props
}: TownPageFacts & { banner?: ReactNode; photos?: PhotoTile[]; kind: TownPageKind; /** Customers' words placed on the town's page (docs/decisions/023-reviews.md). */ quotes?: ReactNode }) {
  const business = useBusiness();
  const code = stateCode(props.stateName);
  const nearby = props.nearbyTowns.slice(0, NEARBY_SHOWN);
  const faq = townFaq(props);
  const county = props.county;

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
        eyebrow={kind === "area" ? `Service area · ${props.countyName}` : `${props.countyName}, ${props.stateName}`}
        title={pageTitle(props)}
        intro={
          <p>
            {townIntro(props)} {officeSentence(props, kind)}
          </p>
        }
        actions={
          <>
            <EstimateLink className={buttonClass("primary", "md")}>Get a Free Estimate</EstimateLink>
            <PhoneLink phone={business.phones.main} className={buttonClass("onDark", "md")}>
              <Phone aria-hidden="true" className="size-4" /> {business.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<TownAtAGlance props={props} />}
      />

      {props.historicalFact ? (
        <section aria-labelledby="history-title" className="container-page py-12">
          <h2 id="history-title" className="text-3xl font-bold">
            {props.cityName} history
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed">{props.historicalFact}</p>
        </section>
      ) : null}

      {county && county.storms.length > 0 ? (
        <section aria-labelledby="storms-title" className="bg-sand">
          <div className="container-page py-12">
            <h2 id="storms-title" className="text-3xl font-bold">
              Storms that hit {county.county}
            </h2>
            <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-6 text-lg">
              {county.storms.map((storm) => (
                <li key={`${storm.name}-${storm.year}`}>
                  <strong>
                    {storm.name}, {storm.year}
                  </strong>
                  {storm.impact ? `: ${storm.impact}` : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {county ? <CountyRules county={county} /> : null}

      {county && housingSentence(county) ? (
        <section aria-labelledby="housing-title" className="container-page py-12">
          <h2 id="housing-title" className="text-3xl font-bold">
            Homes in {county.county}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed">{housingSentence(county)}</p>
        </section>
      ) : null}

      {county && county.sources.length > 0 ? <CountySources county={county} /> : null}

      {props.posts.length > 0 ? (
        <section aria-labelledby="posts-title" className="container-page py-12">
          <h2 id="posts-title" className="text-3xl font-bold">
            Our articles about {props.cityName}
          </h2>
          <ul className="mt-6 list-disc space-y-2 pl-6">
            {props.posts.map((post) => (
              <li key={post.href}>
                <Link to={post.href} className="font-semibold text-brand-600 underline hover:text-brand-800">
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {photos.length > 0 ? <TownPhotos cityName={props.cityName} photos={photos} /> : null}

      {quotes}

      {nearby.length > 0 ? (
        <section aria-labelledby="nearby-title" className="container-page py-12">
          <h2 id="nearby-title" className="text-3xl font-bold">
            Towns near {props.cityName} we also serve
          </h2>
          <ul className="mt-6 grid gap-x-8 sm:grid-cols-2">
            {nearby.map((town) => (
              <li key={town.name} className="flex items-center justify-between gap-4 border-b border-gray-200 py-2">
                <Link to={town.href} className="font-semibold text-brand-600 underline hover:text-brand-800">
                  {town.name}, {code}
                </Link>
                <span className="text-right text-sm text-muted">
                  {town.miles} mi {town.direction}, {town.county}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {faq.length > 0 ? (
        <section aria-labelledby="faq-title" className="bg-brand-50">
          <div className="container-page py-12">
            <h2 id="faq-title" className="text-3xl font-bold">
              Questions about {props.cityName}
            </h2>
            <div className="mt-6 max-w-3xl divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
              {faq.map((entry) => (
                <details key={entry.question} className="group px-5 py-4">
                  <summary className="cursor-pointer font-semibold">{entry.question}</summary>
                  <p className="mt-2 text-muted">{entry.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {props.office.miles >= 1 ? (
        <section aria-labelledby="office-title" className="container-page py-12">
          <h2 id="office-title" className="text-2xl font-bold">
            {kind === "area" ? `Served from our ${props.office.city} office` : `Our ${props.office.city} office`}
          </h2>
          <p className="mt-3">
            <Link to={props.office.href} className="font-semibold text-brand-600 underline hover:text-brand-800">
              {props.office.city} office: address, hours and crew
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

/** Permit office and wind design facts, when the county's record has them. */
function CountyRules({ county }: { county: CountyPageFacts }) {
  const hasPermit = county.permitOffice || county.reroofPermit;
  const hasWind = county.designWindSpeedMph !== null;
  if (!hasPermit && !hasWind) return null;
  return (
    <section aria-labelledby="rules-title" className="container-page py-12">
      <h2 id="rules-title" className="text-3xl font-bold">
        Permits and wind rules in {county.county}
      </h2>
      <dl className="mt-6 max-w-3xl space-y-4">
        {county.permitOffice ? (
          <div>
            <dt className="font-semibold">Permit office</dt>
            <dd>
              {county.permitOfficeUrl ? (
                <a href={county.permitOfficeUrl} className="text-brand-600 underline hover:text-brand-800" rel="noopener">
                  {county.permitOffice}
                </a>
              ) : (
                county.permitOffice
              )}
            </dd>
          </div>
        ) : null}
        {county.reroofPermit ? (
          <div>
            <dt className="font-semibold">Re-roof permit</dt>
            <dd>{county.reroofPermit}</dd>
          </div>
        ) : null}
        {hasWind ? (
          <div>
            <dt className="font-semibold">Design wind speed</dt>
            <dd>
              {county.designWindSpeedMph} mph (North Carolina Residential Code)
              {county.windborneDebris === null ? null : county.windborneDebris ? "; wind-borne debris protection applies" : "; outside the wind-borne debris region"}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The pages the county's facts come from, so a reader can check them. */
function CountySources({ county }: { county: CountyPageFacts }) {
  return (
    <p className="container-page pb-8 text-sm text-muted">
      <span className="font-semibold">Sources for {county.county}: </span>
      {county.sources.map((source, i) => (
        <span key={`${source.fact}-${source.url}`}>
          {i > 0 ? "; " : null}
          <a href={source.url} className="underline hover:text-ink" rel="noopener">
            {source.fact}
          </a>
        </span>
      ))}
    </p>
  );
}

function TownAtAGlance({ props }: { props: TownPageFacts }) {
  const rows: { icon: typeof MapPin; label: string; value: string }[] = [{ icon: Landmark, label: "County", value: props.countyName }];
  if (props.population !== null) rows.push({ icon: Users, label: "Population", value: `${props.population.toLocaleString("en-US")} (2020 Census)` });
  if (props.zipCodes && props.zipCodes.length > 0) rows.push({ icon: MapPin, label: "ZIP codes", value: props.zipCodes.join(", ") });
  rows.push({ icon: Compass, label: "Coordinates", value: `${props.latitude.toFixed(4)}, ${props.longitude.toFixed(4)}` });
  if (props.office.miles >= 1) {
    rows.push({
      icon: Navigation,
      label: "Nearest office",
      value: `${props.office.city}, ${props.office.miles} mi, about ${driveTime(props.office.driveMinutes)} by car`,
    });
  }
  rows.push({ icon: Waves, label: "Ocean", value: `about ${props.milesToCoast} mi` });
  return (
    <div className="rounded-lg bg-white p-6 text-ink shadow-lg">
      <p className="font-display text-xl font-bold text-brand-900">{props.cityName} at a glance</p>
      <dl className="mt-4 divide-y divide-gray-200">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-start gap-3 py-2.5">
            {/* The icon sits inside the <dt>: a <dl>'s row <div> may hold only <dt> and <dd>. */}
            <dt className="flex w-39 shrink-0 items-start gap-3 text-sm font-semibold text-muted">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {label}
            </dt>
            <dd className="text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
