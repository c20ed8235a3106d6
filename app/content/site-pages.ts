/**
 * Every fixed public page that search engines may index: the one list the XML sitemap and the
 * human /sitemap read. `updated` is the day the page's content last really changed — edit it with
 * the content, so a sitemap's <lastmod> does not move with every deploy. To add a page: add its
 * route, its ROUTE_META entry and a line here (tests/integration/sitemap.test.ts fails until then).
 *
 * Not listed, on purpose: "/" (redirects to /home), /auth and /admin (noindex), the staff area, and
 * the dynamic pages (towns, guides, posts), which come from their own data.
 */
import type { PageKind } from "~/domain/sitemap";

export type SiteSection = "company" | "services" | "locations" | "resources" | "blog";

export interface SitePage {
  path: string;
  /** Link text on the human sitemap. */
  name: string;
  section: SiteSection;
  kind: PageKind;
  /** YYYY-MM-DD of the last real change to the page's content. */
  updated: string;
  /** For the page of one service: its kind, for the page's schema.org Service record. */
  serviceType?: string;
  /** Listed only while the owner's price book exists: without it the page redirects (it would show prices). */
  needsPriceBook?: true;
}

export const SITE_PAGES: SitePage[] = [
  { path: "/home", name: "Home", section: "company", kind: "home", updated: "2026-11-22" },
  { path: "/about", name: "About Us", section: "company", kind: "other", updated: "2026-11-22" },
  { path: "/contact", name: "Contact Us", section: "company", kind: "other", updated: "2026-11-22" },
  { path: "/book-inspection", name: "Book a Free Inspection", section: "company", kind: "other", updated: "2026-11-23" },
  { path: "/instant-estimate", name: "Instant Roof Estimate", section: "company", kind: "other", updated: "2026-11-25", needsPriceBook: true },
  { path: "/careers", name: "Careers", section: "company", kind: "other", updated: "2026-11-22" },
  { path: "/gallery/", name: "Project Gallery", section: "company", kind: "other", updated: "2026-11-22" },
  { path: "/privacy", name: "Privacy Policy", section: "company", kind: "other", updated: "2026-11-25" },
  { path: "/sms-terms", name: "SMS Terms & Conditions", section: "company", kind: "other", updated: "2025-05-20" },
  { path: "/sitemap", name: "Site Map", section: "company", kind: "other", updated: "2026-11-23" },

  { path: "/services", name: "All Services", section: "services", kind: "service", updated: "2026-11-22" },
  { path: "/residential-roofing", name: "Residential Roofing", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Residential roofing" },
  { path: "/commercial-roofing", name: "Commercial Roofing", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Commercial roofing" },
  { path: "/storm-damage", name: "Storm Damage Repair", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Storm damage roof repair" },
  { path: "/specialty-services/church-steeple-repair", name: "Church Steeple Repair", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Church steeple repair" },
  {
    path: "/specialty-services/church-steeple-repair/raleigh-nc",
    name: "Church Steeple Repair in Raleigh",
    section: "services",
    kind: "service",
    updated: "2026-11-22",
  },
  { path: "/specialty-services/roof-coating", name: "Roof Coatings", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Roof coating" },
  { path: "/brands", name: "Roofing Brands", section: "services", kind: "service", updated: "2026-11-22" },
  { path: "/design-your-roof", name: "Design Your Roof", section: "services", kind: "service", updated: "2026-11-23" },
  { path: "/roof-life-expectancy-report", name: "Roof Life Expectancy Report", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Roof inspection" },
  { path: "/financing", name: "Financing", section: "services", kind: "service", updated: "2026-11-22" },

  { path: "/locations", name: "Our Offices & Locations", section: "locations", kind: "location", updated: "2026-11-22" },
  { path: "/service-areas", name: "Service Areas", section: "locations", kind: "location", updated: "2026-11-22" },
  { path: "/location-template-demo", name: "Location Page Template Demo", section: "locations", kind: "other", updated: "2026-11-22" },

  { path: "/resources", name: "Homeowner Resources", section: "resources", kind: "other", updated: "2026-11-22" },
  { path: "/frequently-asked-questions", name: "Roofing FAQ", section: "resources", kind: "other", updated: "2026-11-22" },

  { path: "/blog", name: "Roofing Blog", section: "blog", kind: "blog", updated: "2026-11-22" },
];

/** The last change of the town page template's shared copy (every town page shows it). */
export const TOWN_TEMPLATE_UPDATED = "2026-11-22";

/** A content date ("2026-11-22") as the start of that day in UTC: never later than the change itself. */
export function contentDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
