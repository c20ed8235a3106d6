/**
 * Building the business pages read from the owner's settings (docs/decisions/014-business-settings.md),
 * on the server only: the browser receives the result (root loader), never the rules.
 */
import { serviceLocations } from "~/db/seed/data/locations";
import { DEFAULT_SETTINGS, SETTING_LEAVES, getSetting, type BusinessSettings } from "~/domain/business-settings";
import { usPhone } from "~/domain/phone";
import { BUSINESS_TIME_ZONE, type BusinessSnapshot, type Office, type OfficeKind } from "./business";

/** What each office of the settings is: the headquarters, a staffed office or a service area run from another. */
export const OFFICE_KINDS: Record<keyof BusinessSettings["offices"], OfficeKind> = {
  "rocky-mount": "headquarters",
  greenville: "office",
  tarboro: "service-area",
};

/** What the settings alone do not say: the site's address, the towns in the data, the year. */
export interface BusinessFacts {
  siteUrl: string;
  townCount: number;
  year: number;
}

const nullIfEmpty = (value: string) => value || null;

/** The business as every page reads it, from the owner's settings and the facts around them. */
export function businessFromSettings(settings: BusinessSettings, facts: BusinessFacts): BusinessSnapshot {
  const main = usPhone(settings.contact.mainPhone);
  const { figures } = settings;
  const offices = (Object.keys(OFFICE_KINDS) as (keyof typeof OFFICE_KINDS)[]).map((id): Office => {
    const o = settings.offices[id];
    return {
      id,
      name: o.name,
      kind: OFFICE_KINDS[id],
      street: o.street,
      city: o.city,
      state: "NC",
      zip: o.zip,
      county: o.county,
      phone: o.phone ? usPhone(o.phone) : main,
      ownLine: Boolean(o.phone),
      email: o.email,
      latitude: o.latitude,
      longitude: o.longitude,
      mapQuery: o.mapQuery,
      week: o.hours,
    };
  });
  const rating = { value: figures.reviewRating, best: 5, count: figures.reviewCount };
  return {
    name: settings.company.name,
    legalName: settings.company.legalName,
    tagline: settings.company.tagline,
    foundingYear: settings.company.foundingYear,
    yearsInBusiness: Math.max(0, facts.year - settings.company.foundingYear),
    timeZone: BUSINESS_TIME_ZONE,
    siteUrl: facts.siteUrl,
    phones: { main, emergency: usPhone(settings.contact.emergencyPhone) },
    emails: { info: settings.contact.officeEmail, claims: settings.contact.claimsEmail, careers: settings.contact.careersEmail },
    offices,
    serviceArea: settings.company.serviceArea,
    serviceRadiusMiles: figures.serviceRadiusMiles,
    priceRange: "$$",
    rating,
    verifiedRating: figures.ratingInSearchResults ? rating : null,
    warranty: { workmanshipYears: figures.workmanshipWarrantyYears, extendedYears: figures.extendedWarrantyYears },
    towns: { count: facts.townCount, floor: figures.townCountFloor },
    financing: { ...settings.financing },
    social: SETTING_LEAVES.filter((leaf) => leaf.key.startsWith("profiles."))
      .map((leaf) => ({ name: leaf.setting.label, url: getSetting(settings, leaf.key) as string }))
      .filter((p) => p.url),
    brandColors: { primary: "#14365d", accent: "#d9822b", ink: "#1b2430" },
    external: {
      estimateWidgetUrl: nullIfEmpty(settings.services.estimateWidgetUrl),
      schedulingUrl: nullIfEmpty(settings.services.schedulingUrl),
      chatScriptUrl: nullIfEmpty(settings.services.chatScriptUrl),
    },
    settings,
  };
}

/**
 * The business with every setting at its default: what a fresh install shows, and what tests render
 * with. Its town count is the seed's service-area list.
 */
export const defaultBusiness: BusinessSnapshot = businessFromSettings(DEFAULT_SETTINGS, {
  siteUrl: "http://localhost:3000",
  townCount: serviceLocations.length,
  year: new Date().getFullYear(),
});

