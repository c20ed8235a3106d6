/**
 * Building the business pages read from the owner's settings (docs/decisions/014-business-settings.md),
 * on the server only: the browser receives the result (root loader), never the rules. A fact the
 * owner has not given stays empty here, and pages word around it
 * (docs/decisions/021-launch-as-your-company.md).
 */
import { serviceLocations } from "~/db/seed/data/locations";
import { DEMO_SETTINGS, SETTING_LEAVES, getSetting, multiline, type BusinessSettings, type OfficeSettings } from "~/domain/business-settings";
import { haversineMiles, type GeoPoint } from "~/domain/geo";
import { usPhone } from "~/domain/phone";
import { slugify, townSlug } from "~/domain/slugs";
import { type BusinessSnapshot, type Office } from "~/domain/business";

/** A town of the town list as the business reads it: where it is, its county, and whether the company serves it. */
export interface TownPoint extends GeoPoint {
  name: string;
  county: string;
  served: boolean;
}

/** What the settings alone do not say: the site's address, the town list, the year, the logo's file. */
export interface BusinessFacts {
  siteUrl: string;
  towns: readonly TownPoint[];
  year: number;
  logo?: { url: string; width: number; height: number } | null;
}

const nullIfEmpty = (value: string) => value || null;

/** "Rocky Mount headquarters", "Greenville office": an office without a name of its own. */
function officeName(o: OfficeSettings, index: number): string {
  return o.name || `${o.city} ${index === 0 ? "headquarters" : "office"}`;
}

function toOffice(o: OfficeSettings, index: number, settings: BusinessSettings, towns: ReadonlyMap<string, TownPoint>): Office {
  const main = usPhone(settings.contact.mainPhone || "0000000000");
  const town = towns.get(o.city.toLowerCase());
  const address = `${o.street}, ${o.city}, NC ${o.zip}`;
  return {
    id: townSlug(o.city) || `office-${index + 1}`,
    name: officeName(o, index),
    kind: index === 0 ? "headquarters" : o.staffed ? "office" : "service-area",
    street: o.street,
    city: o.city,
    state: "NC",
    zip: o.zip,
    county: o.county || town?.county || "",
    phone: o.phone ? usPhone(o.phone) : main,
    ownLine: Boolean(o.phone),
    email: o.email || settings.contact.officeEmail,
    latitude: o.latitude ?? town?.latitude ?? 0,
    longitude: o.longitude ?? town?.longitude ?? 0,
    mapQuery: o.mapQuery || address,
    week: o.hours,
  };
}

/** Miles from the nearest office to the farthest town served, rounded up to 5 (at least 5). */
export function serviceRadius(offices: readonly GeoPoint[], served: readonly GeoPoint[]): number {
  if (!offices.length) return 5;
  const farthest = served.reduce((max, town) => Math.max(max, Math.min(...offices.map((o) => haversineMiles(o, town)))), 0);
  return Math.max(5, Math.ceil(farthest / 5) * 5);
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 3)
    .join("");

/** "Owner paid: $3,500 deductible" → a labelled figure. */
function figureOf(line: string): { label: string; value: string } {
  const at = line.indexOf(":");
  return at > 0 ? { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() } : { label: "", value: line.trim() };
}

/** The business as every page reads it, from the owner's settings and the facts around them. */
export function businessFromSettings(settings: BusinessSettings, facts: BusinessFacts): BusinessSnapshot {
  const { figures, financing, company, contact, site } = settings;
  const towns = new Map(facts.towns.map((t) => [t.name.toLowerCase(), t]));
  const offices = settings.offices.list.map((o, i) => toOffice(o, i, settings, towns));
  const served = facts.towns.filter((t) => t.served);
  const rating = figures.reviewRating !== null && figures.reviewCount !== null ? { value: figures.reviewRating, best: 5, count: figures.reviewCount } : null;
  const launched = site.start === "own" && site.launchedAt !== null;
  return {
    site: { start: site.start, launched, indexable: launched },
    name: company.name,
    legalName: company.legalName || company.name,
    tagline: company.tagline,
    foundingYear: company.foundingYear,
    yearsInBusiness: company.foundingYear === null ? null : Math.max(0, facts.year - company.foundingYear),
    siteUrl: facts.siteUrl,
    phones: { main: usPhone(contact.mainPhone || "0000000000"), emergency: contact.emergencyPhone ? usPhone(contact.emergencyPhone) : null },
    emails: { info: contact.officeEmail, claims: contact.claimsEmail || contact.officeEmail, careers: contact.careersEmail || contact.officeEmail },
    offices,
    serviceArea: company.serviceArea,
    serviceRadiusMiles: serviceRadius(offices, served),
    priceRange: "$$",
    rating,
    verifiedRating: figures.ratingInSearchResults ? rating : null,
    warranty: { workmanshipYears: figures.workmanshipWarrantyYears, extendedYears: figures.extendedWarrantyYears },
    roofsCompleted: figures.roofsCompleted,
    emergencyResponseHours: figures.emergencyResponseHours,
    award: nullIfEmpty(figures.award),
    insured: company.insured,
    towns: { count: served.length, floor: figures.townCountFloor },
    financing: {
      lenderName: nullIfEmpty(financing.lenderName),
      dealerNumber: nullIfEmpty(financing.dealerNumber),
      applyUrl: nullIfEmpty(financing.applyUrl),
      aprFrom: financing.aprFrom,
      termYears: financing.termYears,
      financedPercent: financing.financedPercent,
    },
    social: SETTING_LEAVES.filter((leaf) => leaf.key.startsWith("profiles."))
      .map((leaf) => ({ name: leaf.setting.label, url: getSetting(settings, leaf.key) as string }))
      .filter((p) => p.url),
    brandColors: { primary: settings.look.brandColor || "#14365d", accent: "#d9822b", ink: "#1b2430" },
    logo: facts.logo ?? null,
    external: {
      estimateWidgetUrl: nullIfEmpty(settings.services.estimateWidgetUrl),
      schedulingUrl: nullIfEmpty(settings.services.schedulingUrl),
      chatScriptUrl: nullIfEmpty(settings.services.chatScriptUrl),
    },
    team: settings.people.team.map((m) => ({ ...m, initials: initials(m.name) })),
    testimonials: settings.people.testimonials.map((t) => ({ text: t.quote, author: t.town ? `${t.name}, ${t.town}` : t.name, town: t.town })),
    stories: settings.people.stories.map((s, i) => ({ id: `${slugify(s.title) || "story"}-${i + 1}`, eyebrow: s.kind, title: s.title, text: s.text, figures: multiline(s.figures).map(figureOf) })),
    openings: settings.people.openings.map((o, i) => ({ id: `${slugify(o.title) || "opening"}-${i + 1}`, ...o, requirements: multiline(o.requirements) })),
    settings,
  };
}

/** The seed's town list, every town served: the demo company's service area. */
export const SEED_TOWNS: readonly TownPoint[] = serviceLocations.map((l) => ({ name: l.name, county: l.county, latitude: l.latitude, longitude: l.longitude, served: true }));

/**
 * The demo company with every setting at its demo value: what a fresh install shows until the
 * owner chooses, and what tests render with. Its towns are the seed's service-area list.
 */
export const defaultBusiness: BusinessSnapshot = businessFromSettings(DEMO_SETTINGS, {
  siteUrl: "http://localhost:3000",
  towns: SEED_TOWNS,
  year: new Date().getFullYear(),
});
