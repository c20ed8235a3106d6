/**
 * Structured data (schema.org JSON-LD) describing the business (spec §3, §9). Built from the
 * business config only, so a changed phone number shows everywhere at once.
 */
import { formatAddress, headquarters, type Business, type Office } from "~/config/business";

function postalAddress(office: Office) {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.zip,
    addressCountry: "US",
  };
}

function openingHours(business: Business) {
  return business.openingHoursSpecification.map((h) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: h.days,
    opens: h.opens,
    closes: h.closes,
  }));
}

const sampleReviews = [
  {
    "@type": "Review",
    author: { "@type": "Person", name: "Denise W." },
    reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5 },
    reviewBody:
      "After Hurricane season took half our shingles, they tarped the roof the same day, met our adjuster with photos and had a new roof on in two days.",
  },
  {
    "@type": "Review",
    author: { "@type": "Person", name: "Pastor James R." },
    reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5 },
    reviewBody:
      "They repaired our steeple flashing and re-roofed the fellowship hall without missing a Sunday service. Careful, honest and on schedule.",
  },
];

/** The organization record for the home page (spec §9: rating, sample reviews, founded 2010). */
export function organizationJsonLd(business: Business) {
  return {
    "@context": "https://schema.org",
    "@type": "RoofingContractor",
    "@id": `${business.siteUrl}/#organization`,
    name: business.name,
    legalName: business.legalName,
    url: business.siteUrl,
    logo: `${business.siteUrl}/logo.svg`,
    image: `${business.siteUrl}/logo.svg`,
    telephone: business.phones.main.e164,
    email: business.emails.info,
    foundingDate: String(business.foundingYear),
    priceRange: business.priceRange,
    address: business.offices.filter((o) => o.kind !== "service-area").map(postalAddress),
    areaServed: { "@type": "State", name: "North Carolina", description: business.serviceArea },
    sameAs: business.social.map((s) => s.url),
    openingHoursSpecification: openingHours(business),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      reviewCount: business.rating.count,
    },
    review: sampleReviews,
    contactPoint: [
      { "@type": "ContactPoint", telephone: business.phones.main.e164, contactType: "customer service", areaServed: "US-NC" },
      { "@type": "ContactPoint", telephone: business.phones.emergency.e164, contactType: "emergency", areaServed: "US-NC", hoursAvailable: "Mo-Su 00:00-23:59" },
      { "@type": "ContactPoint", email: business.emails.claims, contactType: "insurance claims" },
    ],
  };
}

/** A local business record for one office or service-area city. */
export function localBusinessJsonLd(business: Business, office: Office) {
  return {
    "@context": "https://schema.org",
    "@type": "RoofingContractor",
    "@id": `${business.siteUrl}/#${office.id}`,
    name: `${business.name} - ${office.city}`,
    url: business.siteUrl,
    telephone: office.phone.e164,
    email: office.email,
    priceRange: business.priceRange,
    address: postalAddress(office),
    geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
    areaServed: { "@type": "GeoCircle", geoMidpoint: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude }, geoRadius: business.serviceRadiusMeters },
    openingHoursSpecification: openingHours(business),
    parentOrganization: { "@id": `${business.siteUrl}/#organization` },
    description: `Roofing contractor serving ${office.city} and ${office.county}, ${formatAddress(office)}.`,
  };
}

/** A path that names an office (greenville, tarboro) gets that office's record; other pages the headquarters'. */
export function officeForPath(business: Business, pathname: string): Office {
  const p = pathname.toLowerCase();
  return business.offices.find((o) => o.kind !== "headquarters" && p.includes(o.id)) ?? headquarters(business);
}

export interface FaqEntry {
  question: string;
  /** Plain text of the answer. */
  answer: string;
}

/** FAQPage record for a page's question-and-answer blocks. */
export function faqJsonLd(entries: FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

/** BreadcrumbList record matching the visible breadcrumb. */
export function breadcrumbJsonLd(business: Business, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${business.siteUrl}${item.path}`,
    })),
  };
}
