/**
 * The company's identity as pages read it: its name, phones, e-mails, offices, hours and outside
 * links. Pages, JSON-LD, e-mails and the placeholder engine all read a `Business`; it is built from
 * the owner's settings (app/domain/business-settings.ts, stored in the database, environment
 * variables may pin them: docs/decisions/014-business-settings.md) once per content version, and
 * the root loader hands it to the browser. Building it is server work (business.server.ts).
 *
 * A new install shows the invented demo company (555-01xx numbers, .example domains) until the
 * owner starts as their own (docs/decisions/021-launch-as-your-company.md).
 */

import type { BusinessSettings, SiteStart } from "~/domain/business-settings";
import { weekSummary, type WeekHours } from "~/domain/office-hours";
import type { Phone } from "~/domain/phone";

export type { Phone };

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

/** A team member as the About page shows one. */
export interface TeamMember {
  name: string;
  title: string;
  description: string;
  initials: string;
}

/** A customer's words, quoted with their consent (recorded in the settings, never shown). */
export interface Testimonial {
  text: string;
  /** "Linda M., Rocky Mount": the name as the customer agreed, and their town. */
  author: string;
  /** The town, for the office pages of that town. */
  town: string;
}

export interface SuccessStory {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  figures: { label: string; value: string }[];
}

export interface JobOpening {
  id: string;
  title: string;
  type: string;
  location: string;
  experience: string;
  description: string;
  requirements: string[];
}

/**
 * How far the site is from being the owner's (docs/decisions/021-launch-as-your-company.md): the
 * start the owner chose and whether the site is launched. Only a launched company of the owner's
 * own is shown to search engines; the demo says so on every page.
 */
export interface SiteStatus {
  start: SiteStart;
  launched: boolean;
  /** Search engines may list the site: the owner's company, launched. */
  indexable: boolean;
}

/** The company as pages, structured data, e-mails and placeholders read it. A fact the owner has not given is null (or empty). */
export interface Business {
  site: SiteStatus;
  name: string;
  /** The legal name, or the name when none is given. */
  legalName: string;
  /** "" when none is given: titles end with the region instead. */
  tagline: string;
  foundingYear: number | null;
  /** Full years since the founding year, this year; null without a founding year. */
  yearsInBusiness: number | null;
  siteUrl: string;
  phones: {
    main: Phone;
    /** The 24/7 line; null when the company has none (pages offer none). */
    emergency: Phone | null;
  };
  /** Claims and careers mail goes to the general address when they have none of their own. */
  emails: {
    info: string;
    claims: string;
    careers: string;
  };
  offices: Office[];
  serviceArea: string;
  /** How far the farthest town served lies from its nearest office, rounded up to 5 miles. */
  serviceRadiusMiles: number;
  priceRange: string;
  /** The customer rating pages state; null when the owner has not given one. */
  rating: { value: number; best: number; count: number } | null;
  /**
   * The rating search engines are told about (JSON-LD aggregateRating): only when the owner says it
   * matches a public review profile (or BUSINESS_RATING_VALUE and BUSINESS_RATING_COUNT pin it), and
   * none by default. Structured data never carries invented reviews.
   */
  verifiedRating: { value: number; best: number; count: number } | null;
  warranty: { workmanshipYears: number | null; extendedYears: number | null };
  /** Round figures the owner states; null when not given. */
  roofsCompleted: number | null;
  emergencyResponseHours: number | null;
  award: string | null;
  insured: boolean;
  /** The towns served (counted from the data) and the round figure the owner may state instead. */
  towns: { count: number; floor: number | null };
  /** Null fields are not offered: no figures, no application link. */
  financing: {
    dealerNumber: string | null;
    applyUrl: string | null;
    lenderName: string | null;
    aprFrom: number | null;
    termYears: number | null;
    financedPercent: number | null;
  };
  social: SocialProfile[];
  /** Colours used by the design system and the web manifest; primary is the owner's brand colour when set. */
  brandColors: { primary: string; accent: string; ink: string };
  /** The owner's logo (an album photo), shown in the header instead of the drawn roof. */
  logo: { url: string; width: number; height: number } | null;
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
  /** The owner's words and people, for the pages that show them (their loaders pass them on). */
  team: TeamMember[];
  testimonials: Testimonial[];
  stories: SuccessStory[];
  openings: JobOpening[];
}

/**
 * What the browser receives of the business config (the root loader sends it to every page): each
 * field named here on purpose, so a field added to Business later stays on the server until it is
 * added to this list.
 */
const PUBLIC_FIELDS = [
  "site",
  "name",
  "legalName",
  "tagline",
  "foundingYear",
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
  "roofsCompleted",
  "emergencyResponseHours",
  "award",
  "insured",
  "brandColors",
  "logo",
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

export function headquarters(business: Pick<Business, "offices">): Office {
  return business.offices.find((o) => o.kind === "headquarters") ?? business.offices[0];
}

/** The offices people work from (a service-area entry only marks a place served). */
export function staffedOffices(business: Pick<Business, "offices">): Office[] {
  return business.offices.filter((o) => o.kind !== "service-area");
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

/** The default page title pattern of spec §2.1; without a tagline, what the company does and where. */
export function defaultTitle(business: Pick<Business, "name" | "tagline" | "serviceArea">): string {
  return `${business.name} | ${business.tagline || `Roofing Contractor in ${business.serviceArea}`}`;
}
