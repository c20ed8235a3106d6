/**
 * Structured data of a town landing page (spec §2.4 location template): a local business record
 * for the town, built from the business config and the town's own facts.
 */
import type { RoofingContractor, WithContext } from "schema-dts";
import { headquarters, type Business } from "~/config/business";
import { aggregateRating, openingHours, organizationId, postalAddress } from "./structured-data";

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
 * Hours, service radius and price range from the business config; the town, county, ZIP codes and
 * coordinates from the town's data; a rating only when the config holds a verified one.
 */
export function locationLocalBusinessJsonLd(business: Business, input: LocationJsonLdInput): WithContext<RoofingContractor> {
  const hq = headquarters(business);
  const url = `${business.siteUrl}${input.pathname}`;
  const geo = { "@type": "GeoCoordinates" as const, latitude: input.latitude, longitude: input.longitude };
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
    address: postalAddress(hq),
    geo,
    areaServed: [
      {
        "@type": "City",
        name: input.cityName,
        containedInPlace: { "@type": "AdministrativeArea", name: `${input.countyName}, ${input.stateName}` },
      },
      // schema.org's Place has no postalCode: the town's ZIP codes are a DefinedRegion of their own.
      ...(input.zipCodes && input.zipCodes.length > 0
        ? [{ "@type": "DefinedRegion" as const, addressCountry: "US", addressRegion: "NC", postalCode: input.zipCodes }]
        : []),
      { "@type": "GeoCircle", geoMidpoint: geo, geoRadius: business.serviceRadiusMeters },
    ],
    openingHoursSpecification: openingHours(business),
    ...aggregateRating(business),
    parentOrganization: { "@id": organizationId(business) },
  };
}
