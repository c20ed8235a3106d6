/**
 * Structured data of a town page (docs/decisions/006-town-pages.md): roofing as a Service in the
 * town, the town a City in its county with its coordinates, provided by the office whose crews
 * serve it.
 */
import type { Service, WithContext } from "schema-dts";
import type { Business, Office } from "~/domain/business";
import { localBusinessFields } from "./structured-data";

export interface TownServiceJsonLdInput {
  cityName: string;
  stateName: string;
  countyName: string;
  latitude: number;
  longitude: number;
  /** Path of the page, e.g. "/locations/wilson-nc". */
  pathname: string;
  /** The nearest office (business config), the provider. */
  office: Office;
}

export function townServiceJsonLd(business: Business, input: TownServiceJsonLdInput): WithContext<Service> {
  const url = `${business.siteUrl}${input.pathname}`;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: `Roofing in ${input.cityName}, ${input.stateName}`,
    serviceType: "Roof replacement and repair",
    description: `Roof replacement, repair and storm-damage work in ${input.cityName}, ${input.countyName}, from our ${input.office.city} office.`,
    url,
    provider: localBusinessFields(business, input.office),
    areaServed: {
      "@type": "City",
      name: input.cityName,
      containedInPlace: { "@type": "AdministrativeArea", name: `${input.countyName}, ${input.stateName}` },
      geo: { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude },
    },
  };
}
