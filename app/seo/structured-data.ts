/**
 * Structured data (schema.org JSON-LD), one builder per type, each typed with schema-dts so a
 * misspelt property or a wrong value type fails the type check. Built from the business config and
 * the page's own data only: a changed phone number shows everywhere at once, and nothing is claimed
 * that the config does not hold — a rating appears only when `verifiedRating` is set (from
 * BUSINESS_RATING_VALUE / BUSINESS_RATING_COUNT), and there are no reviews.
 */
import type {
  AggregateRating,
  BreadcrumbList,
  FAQPage,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  RoofingContractor,
  Service,
  WithContext,
} from "schema-dts";
import { formatAddress, headquarters, type Business, type Office } from "~/domain/business";
import { openingHoursSpecification } from "~/domain/office-hours";
import { absoluteUrl } from "~/domain/sitemap";

const CONTEXT = "https://schema.org" as const;
const METERS_PER_MILE = 1609.344;

export function organizationId(business: Pick<Business, "siteUrl">): string {
  return `${business.siteUrl}/#organization`;
}

export function postalAddress(office: Pick<Office, "street" | "city" | "state" | "zip">): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.zip,
    addressCountry: "US",
  };
}

/** An office's opening hours, from its week in the business settings (the same week its pages state). */
export function openingHours(office: Pick<Office, "week">): OpeningHoursSpecification[] {
  return openingHoursSpecification(office.week).map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: h.days as OpeningHoursSpecification["dayOfWeek"],
    opens: h.opens,
    closes: h.closes,
  }));
}

/** The rating, only when the config holds a real one. */
export function aggregateRating(business: Business): { aggregateRating?: AggregateRating } {
  const r = business.verifiedRating;
  return r ? { aggregateRating: { "@type": "AggregateRating", ratingValue: r.value, bestRating: r.best, reviewCount: r.count } } : {};
}

/** The organization as other records name it (publisher, author, provider). */
export function organizationRef(business: Business): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId(business),
    name: business.name,
    url: business.siteUrl,
    logo: { "@type": "ImageObject", url: `${business.siteUrl}/logo.svg` },
  };
}

// The emergency line answers around the clock (schema.org wants hours as a specification, not "Mo-Su").
const ALL_DAY_EVERY_DAY: OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  opens: "00:00",
  closes: "23:59",
};

/** The company as a whole (home page): every office's address, founded, contact points. */
export function organizationJsonLd(business: Business): WithContext<RoofingContractor> {
  return {
    "@context": CONTEXT,
    "@type": "RoofingContractor",
    "@id": organizationId(business),
    name: business.name,
    legalName: business.legalName,
    url: business.siteUrl,
    logo: `${business.siteUrl}${business.logo?.url ?? "/logo.svg"}`,
    image: `${business.siteUrl}${business.logo?.url ?? "/logo.svg"}`,
    telephone: business.phones.main.e164,
    email: business.emails.info,
    ...(business.foundingYear === null ? {} : { foundingDate: String(business.foundingYear) }),
    priceRange: business.priceRange,
    address: postalAddress(headquarters(business)),
    location: business.offices
      .filter((o) => o.kind !== "service-area")
      .map((o) => ({ "@type": "Place" as const, name: o.name, address: postalAddress(o) })),
    areaServed: { "@type": "State", name: "North Carolina", description: business.serviceArea },
    sameAs: business.social.map((s) => s.url),
    openingHoursSpecification: openingHours(headquarters(business)),
    ...aggregateRating(business),
    contactPoint: [
      { "@type": "ContactPoint", telephone: business.phones.main.e164, contactType: "customer service", areaServed: "US-NC" },
      ...(business.phones.emergency
        ? [{ "@type": "ContactPoint" as const, telephone: business.phones.emergency.e164, contactType: "emergency", areaServed: "US-NC", hoursAvailable: ALL_DAY_EVERY_DAY }]
        : []),
      { "@type": "ContactPoint", email: business.emails.claims, contactType: "insurance claims" },
    ],
  };
}

/** The fields of an office's local business record, without @context, for nesting in another record. */
export function localBusinessFields(business: Business, office: Office) {
  const geo = { "@type": "GeoCoordinates" as const, latitude: office.latitude, longitude: office.longitude };
  return {
    "@type": "RoofingContractor" as const,
    "@id": `${business.siteUrl}/#${office.id}`,
    name: `${business.name} - ${office.city}`,
    url: business.siteUrl,
    image: `${business.siteUrl}/logo.svg`,
    telephone: office.phone.e164,
    email: office.email,
    priceRange: business.priceRange,
    address: postalAddress(office),
    geo,
    areaServed: { "@type": "GeoCircle" as const, geoMidpoint: geo, geoRadius: Math.round(business.serviceRadiusMiles * METERS_PER_MILE) },
    openingHoursSpecification: openingHours(office),
    ...aggregateRating(business),
    parentOrganization: { "@id": organizationId(business) },
    description: `Roofing contractor serving ${office.city} and ${office.county}, ${formatAddress(office)}.`,
  };
}

/** A local business record for one office or service-area city: its address, geo, hours and radius. */
export function localBusinessJsonLd(business: Business, office: Office): WithContext<RoofingContractor> {
  return { "@context": CONTEXT, ...localBusinessFields(business, office) };
}

/** The company record a page carries: the office its path names, else the headquarters. */
export function pageBusinessJsonLd(business: Business, pathname: string): WithContext<RoofingContractor> {
  return localBusinessJsonLd(business, officeForPath(business, pathname));
}

/** A path that names an office (greenville, tarboro) gets that office's record; other pages the headquarters'. */
function officeForPath(business: Business, pathname: string): Office {
  const p = pathname.toLowerCase();
  return business.offices.find((o) => o.kind !== "headquarters" && p.includes(o.id)) ?? headquarters(business);
}

export interface FaqEntry {
  question: string;
  /** Plain text of the answer. */
  answer: string;
}

/** FAQPage record for a page's question-and-answer blocks. */
export function faqJsonLd(entries: FaqEntry[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

/** BreadcrumbList for a page's visible breadcrumb trail. */
export function breadcrumbJsonLd(business: Business, items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(business.siteUrl, item.path),
    })),
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
}

/** A service the company offers, provided by the organization across its service area. */
export function serviceJsonLd(business: Business, service: ServiceInput): WithContext<Service> {
  const url = absoluteUrl(business.siteUrl, service.path);
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    url,
    provider: { "@type": "RoofingContractor", "@id": organizationId(business), name: business.name, url: business.siteUrl },
    areaServed: { "@type": "State", name: "North Carolina", description: business.serviceArea },
  };
}
