/**
 * The company's identity: the one place that knows its name, phones, e-mails, offices, hours and
 * outside links. Pages, JSON-LD, e-mails and the placeholder engine all read it.
 *
 * Defaults are fictitious (555-01xx numbers, .example domains). Environment variables override
 * them on the server (see `business.server.ts`), and the root loader hands the result to the browser.
 */

import { usPhone, type Phone } from "~/domain/phone";

export type { Phone };

/** One row of an office's week as its page shows it ("Saturday", "8:00 AM-4:00 PM"). */
export interface OfficeHoursRow {
  day: string;
  hours: string;
}

/**
 * One office or service-area city. Everything office-specific lives here, so a business with a
 * different set of offices is a different list, not different code.
 */
export interface Office {
  /** Stable key; also names its phone override, BUSINESS_<ID>_PHONE (see business.server.ts). */
  id: string;
  name: string;
  kind: "headquarters" | "office" | "service-area";
  street: string;
  city: string;
  state: "NC";
  zip: string;
  county: string;
  phone: Phone;
  /** The office answers on its own line; the others share the main number (and BUSINESS_PHONE). */
  ownLine: boolean;
  email: string;
  latitude: number;
  longitude: number;
  /** Hours as shown on /locations and /contact (spec §9: Mon-Fri 8-5, weekends closed). */
  hours: string;
  /** The week row by row, where the office's own page shows a table of hours. */
  hoursRows?: OfficeHoursRow[];
}

export interface SocialProfile {
  name: string;
  url: string;
}

export interface Business {
  name: string;
  legalName: string;
  tagline: string;
  foundingYear: number;
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
  /** Structured-data opening hours (spec §2.4 / §9). */
  openingHoursSpecification: { days: string[]; opens: string; closes: string }[];
  serviceArea: string;
  serviceRadiusMeters: number;
  priceRange: string;
  rating: { value: number; best: number; count: number };
  /**
   * The rating search engines are told about (JSON-LD aggregateRating): only a real, verifiable
   * one — from BUSINESS_RATING_VALUE and BUSINESS_RATING_COUNT — and none by default. Structured
   * data never carries invented reviews.
   */
  verifiedRating: { value: number; best: number; count: number } | null;
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


const officeHours = "Monday-Friday 8:00 AM-5:00 PM";

export const defaultBusiness: Business = {
  name: "Pamlico Ridge Roofing",
  legalName: "Pamlico Ridge Roofing, LLC",
  tagline: "#1 Roofing Contractor in Eastern North Carolina",
  foundingYear: 2010,
  timeZone: "America/New_York",
  siteUrl: "http://localhost:3000",
  phones: {
    main: usPhone("2525550100"),
    emergency: usPhone("2525550111"),
  },
  emails: {
    info: "info@pamlicoridge.example",
    claims: "claims@pamlicoridge.example",
    careers: "careers@pamlicoridge.example",
  },
  offices: [
    {
      id: "rocky-mount",
      name: "Rocky Mount Headquarters",
      kind: "headquarters",
      street: "1150 Sunset Avenue",
      city: "Rocky Mount",
      state: "NC",
      zip: "27804",
      county: "Nash County",
      phone: usPhone("2525550100"),
      ownLine: false,
      email: "info@pamlicoridge.example",
      latitude: 35.9382,
      longitude: -77.7905,
      hours: officeHours,
      hoursRows: [
        { day: "Monday-Friday", hours: "7:00 AM-6:00 PM" },
        { day: "Saturday", hours: "8:00 AM-4:00 PM" },
        { day: "Sunday", hours: "Emergency service only" },
      ],
    },
    {
      id: "greenville",
      name: "Greenville Office",
      kind: "office",
      street: "2310 Charles Boulevard",
      city: "Greenville",
      state: "NC",
      zip: "27858",
      county: "Pitt County",
      phone: usPhone("2525550120"),
      ownLine: true,
      email: "greenville@pamlicoridge.example",
      latitude: 35.5847,
      longitude: -77.3753,
      hours: officeHours,
    },
    {
      id: "tarboro",
      name: "Tarboro Service Area",
      kind: "service-area",
      street: "Main Street",
      city: "Tarboro",
      state: "NC",
      zip: "27886",
      county: "Edgecombe County",
      phone: usPhone("2525550100"),
      ownLine: false,
      email: "info@pamlicoridge.example",
      latitude: 35.8968,
      longitude: -77.5358,
      hours: officeHours,
    },
  ],
  openingHoursSpecification: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "19:00" },
    { days: ["Saturday"], opens: "08:00", closes: "17:00" },
  ],
  serviceArea: "Eastern North Carolina",
  serviceRadiusMeters: 30000,
  priceRange: "$$",
  rating: { value: 4.9, best: 5, count: 250 },
  verifiedRating: null,
  financing: {
    dealerNumber: "391677",
    applyUrl: "https://financing.pamlicoridge.example/apply",
    lenderName: "our home-improvement lending partner",
  },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/pamlicoridgeroofing" },
    { name: "Instagram", url: "https://www.instagram.com/pamlicoridgeroofing" },
    { name: "YouTube", url: "https://www.youtube.com/@pamlicoridgeroofing" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/pamlicoridgeroofing" },
    { name: "X", url: "https://x.com/pamlicoridge" },
    { name: "TikTok", url: "https://www.tiktok.com/@pamlicoridgeroofing" },
    { name: "Pinterest", url: "https://www.pinterest.com/pamlicoridgeroofing" },
    { name: "Nextdoor", url: "https://nextdoor.com/pages/pamlico-ridge-roofing" },
    { name: "Google Business Profile", url: "https://g.page/pamlicoridgeroofing" },
    { name: "Yelp", url: "https://www.yelp.com/biz/pamlico-ridge-roofing-rocky-mount" },
    { name: "Better Business Bureau", url: "https://www.bbb.org/us/nc/rocky-mount/profile/roofing-contractors/pamlico-ridge-roofing" },
    { name: "Angi", url: "https://www.angi.com/companylist/us/nc/rocky-mount/pamlico-ridge-roofing.htm" },
    { name: "Houzz", url: "https://www.houzz.com/professionals/roofing-and-gutters/pamlico-ridge-roofing" },
    { name: "HomeAdvisor", url: "https://www.homeadvisor.com/rated.PamlicoRidgeRoofing.html" },
    { name: "Thumbtack", url: "https://www.thumbtack.com/nc/rocky-mount/roofing/pamlico-ridge-roofing" },
    { name: "Porch", url: "https://porch.com/rocky-mount-nc/roofers/pamlico-ridge-roofing" },
  ],
  brandColors: { primary: "#14365d", accent: "#d9822b", ink: "#1b2430" },
  external: {
    estimateWidgetUrl: null,
    schedulingUrl: null,
    chatScriptUrl: null,
  },
};

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
  "offices",
  "openingHoursSpecification",
  "serviceArea",
  "serviceRadiusMeters",
  "priceRange",
  "rating",
  "verifiedRating",
  "financing",
  "social",
  "brandColors",
  "external",
] as const satisfies readonly (keyof Business)[];

export type PublicBusiness = Pick<Business, (typeof PUBLIC_FIELDS)[number]>;

export function publicBusiness(business: Business): PublicBusiness {
  return Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, business[field]])) as PublicBusiness;
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

/** The default page title pattern of spec §2.1. */
/** A page's <title>: its own title, then the business name. */
export function titleWithBusiness(pageTitle: string, business: Business): string {
  return `${pageTitle} | ${business.name}`;
}

export function defaultTitle(business: Business): string {
  return `${business.name} | ${business.tagline}`;
}
