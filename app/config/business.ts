/**
 * The company's identity as pages read it: its name, phones, e-mails, offices, hours and outside
 * links. Pages, JSON-LD, e-mails and the placeholder engine all read a `Business`; it is built from
 * the owner's settings (app/domain/business-settings.ts, stored in the database, environment
 * variables may pin them: docs/decisions/014-business-settings.md) once per content version, and
 * the root loader hands it to the browser. Building it is server work (business.server.ts).
 *
 * Defaults are fictitious (555-01xx numbers, .example domains).
 */

import type { BusinessSettings } from "~/domain/business-settings";
import { weekSummary, type WeekHours } from "~/domain/office-hours";
import type { Phone } from "~/domain/phone";

export type { Phone };

/** The IANA time zone the office works in: scheduled posts and dates are read in it. */
export const BUSINESS_TIME_ZONE = "America/New_York";

/**
 * One office or service point. Everything office-specific lives here, so a business with a
 * different set of offices is a different list (OFFICE_KINDS and the settings' offices), not
 * different code.
 */
export interface Office {
  /** Stable key; also names its phone variable, BUSINESS_<ID>_PHONE. */
  id: string;
  name: string;
  kind: OfficeKind;
  street: string;
  city: string;
  state: "NC";
  zip: string;
  county: string;
  phone: Phone;
  /** The office answers on its own line; the others share the main number. */
  ownLine: boolean;
  email: string;
  latitude: number;
  longitude: number;
  /** What its map looks up. */
  mapQuery: string;
  /** Its opening hours, day by day: every statement of hours is derived from them (app/domain/office-hours.ts). */
  week: WeekHours;
}

export type OfficeKind = "headquarters" | "office" | "service-area";

export interface SocialProfile {
  name: string;
  url: string;
}

/** The company as pages, structured data, e-mails and placeholders read it. */
export interface Business {
  name: string;
  legalName: string;
  tagline: string;
  foundingYear: number;
  /** Full years since the founding year, this year. */
  yearsInBusiness: number;
  /** The IANA time zone the office works in: scheduled posts and dates are read in it. */
  timeZone: string;
  siteUrl: string;
  phones: {
    main: Phone;
    emergency: Phone;
  };
  emails: {
    info: string;
    claims: string;
    careers: string;
  };
  offices: Office[];
  serviceArea: string;
  serviceRadiusMiles: number;
  priceRange: string;
  /** The customer rating pages state. */
  rating: { value: number; best: number; count: number };
  /**
   * The rating search engines are told about (JSON-LD aggregateRating): only when the owner says it
   * matches a public review profile (or BUSINESS_RATING_VALUE and BUSINESS_RATING_COUNT pin it), and
   * none by default. Structured data never carries invented reviews.
   */
  verifiedRating: { value: number; best: number; count: number } | null;
  warranty: { workmanshipYears: number; extendedYears: number };
  /** The towns of the service-area list (counted from the data) and the round figure the owner may state instead. */
  towns: { count: number; floor: number | null };
  financing: { dealerNumber: string; applyUrl: string; lenderName: string };
  social: SocialProfile[];
  /** Colours used by the design system and the web manifest. */
  brandColors: { primary: string; accent: string; ink: string };
  external: {
    /**
     * Instant-estimate widget page, with the widget's publishable key already in its `key` query
     * parameter (the key travels in the frame's address anyway); the frame is only shown when set.
     */
    estimateWidgetUrl: string | null;
    /**
     * External scheduling page for free inspections; when null (the default), "schedule" buttons
     * lead to the site's own request form (/book-inspection#request).
     */
    schedulingUrl: string | null;
    /** Chat widget script, loaded after the page is idle; none when null. */
    chatScriptUrl: string | null;
  };
}

/**
 * The business of one content version on the server: what pages read, plus the settings it was
 * built from (for server code that needs a setting Business does not spell out; never sent to the
 * browser).
 */
export interface BusinessSnapshot extends Business {
  settings: BusinessSettings;
}

/**
 * What the browser receives of the business config (the root loader sends it to every page): each
 * field named here on purpose, so a field added to Business later stays on the server until it is
 * added to this list.
 */
const PUBLIC_FIELDS = [
  "name",
  "legalName",
  "tagline",
  "foundingYear",
  "timeZone",
  "siteUrl",
  "phones",
  "emails",
  "yearsInBusiness",
  "offices",
  "serviceArea",
  "serviceRadiusMiles",
  "priceRange",
  "rating",
  "verifiedRating",
  "warranty",
  "towns",
  "financing",
  "social",
  "brandColors",
  "external",
] as const satisfies readonly (keyof Business)[];

export type PublicBusiness = Pick<Business, (typeof PUBLIC_FIELDS)[number]>;

export function publicBusiness(business: Business): PublicBusiness {
  return Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, business[field]])) as PublicBusiness;
}

/**
 * How many towns pages say the company serves: the owner's round figure ("70+") when set, else the
 * exact count of the service-area list ("78"). One figure, so no page contradicts another.
 */
export function townCountText(business: Pick<Business, "towns">): string {
  const { count, floor } = business.towns;
  return floor !== null && floor <= count ? `${floor}+` : String(count);
}

/** The office's week on one line: "Monday-Friday 8:00 AM-5:00 PM, Saturday-Sunday closed". */
export function officeHours(office: Pick<Office, "week">): string {
  return weekSummary(office.week);
}

/**
 * Whether visitors can get a price online right now: only with an estimate service configured.
 * Without one, no page promises a price in a minute; the estimate box offers the request form.
 */
export function estimateOnline(business: Pick<Business, "external">): boolean {
  return business.external.estimateWidgetUrl !== null;
}

export function headquarters(business: Pick<Business, "offices">): Office {
  return business.offices.find((o) => o.kind === "headquarters") ?? business.offices[0];
}

/** The office with this id; the headquarters when there is none. */
export function officeById(business: Pick<Business, "offices">, id: string): Office {
  return business.offices.find((o) => o.id === id) ?? headquarters(business);
}

export function formatAddress(office: Office): string {
  return `${office.street}, ${office.city}, ${office.state} ${office.zip}`;
}

/** A page's <title>: its own title, then the business name. */
export function titleWithBusiness(pageTitle: string, business: Pick<Business, "name">): string {
  return `${pageTitle} | ${business.name}`;
}

/** The default page title pattern of spec §2.1. */
export function defaultTitle(business: Pick<Business, "name" | "tagline">): string {
  return `${business.name} | ${business.tagline}`;
}
