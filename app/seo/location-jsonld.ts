/**
 * Structured data of a town landing page (spec §2.4 location template): a local business record
 * for the town, built from the business config and the town's own facts.
 */
import { headquarters, type Business } from "~/config/business";

export interface LocationJsonLdInput {
  cityName: string;
  stateName: string;
  countyName: string;
  latitude: number;
  longitude: number;
  zipCodes?: string[];
  /** Path of the page, e.g. "/locations/wilson-nc". */
  pathname: string;
}

/**
 * Spec §2.4: rating 4.9 from 250 reviews, hours Mon-Fri 07:00-19:00 and Sat 08:00-17:00, service
 * radius 30000 m, price range $$ — all read from the business config, which holds those values.
 */
export function locationLocalBusinessJsonLd(business: Business, input: LocationJsonLdInput) {
  const hq = headquarters(business);
  const url = `${business.siteUrl}${input.pathname}`;
  const geo = { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude };
  return {
    "@context": "https://schema.org",
    "@type": "RoofingContractor",
    "@id": `${url}#business`,
    name: `${business.name} - ${input.cityName}, ${input.stateName}`,
    description: `Roof replacement, repair and storm-damage restoration for homes and businesses in ${input.cityName} and ${input.countyName}, ${input.stateName}.`,
    url,
    telephone: business.phones.main.e164,
    email: business.emails.info,
    image: `${business.siteUrl}/logo.svg`,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: hq.street,
      addressLocality: hq.city,
      addressRegion: hq.state,
      postalCode: hq.zip,
      addressCountry: "US",
    },
    geo,
    areaServed: [
      {
        "@type": "City",
        name: input.cityName,
        containedInPlace: { "@type": "AdministrativeArea", name: `${input.countyName}, ${input.stateName}` },
        ...(input.zipCodes && input.zipCodes.length > 0 ? { postalCode: input.zipCodes } : {}),
      },
      { "@type": "GeoCircle", geoMidpoint: geo, geoRadius: business.serviceRadiusMeters },
    ],
    openingHoursSpecification: business.openingHoursSpecification.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      reviewCount: business.rating.count,
    },
    parentOrganization: { "@id": `${business.siteUrl}/#organization` },
  };
}
