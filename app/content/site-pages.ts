/**
 * Every fixed page of the site, keyed by its path: the one table a new page needs besides its route.
 * Root `meta` reads its title and description (spec §2.1; a missing title falls back to the default
 * title pattern, a missing entry means the route builds its own metadata with `pageMeta`), and
 * `sitemap` lists it on the XML sitemap and the human /sitemap (tests/integration/sitemap.test.ts
 * fails while a public route has no entry). `updated` is the day the page's content last really
 * changed — edit it with the content, so a sitemap's <lastmod> does not move with every deploy.
 *
 * Not on the sitemaps, on purpose: "/" (redirects to /home), /auth and /admin (noindex), the staff
 * area, and the dynamic pages (towns, guides, posts), which come from their own data.
 */
import type { PageKind } from "~/domain/sitemap";

export type SiteSection = "company" | "services" | "locations" | "resources" | "blog";

/** How a page is listed on the sitemaps. */
export interface SitemapListing {
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
  /** Listed only while the company serves this town: the page is about working there (without it the page redirects). */
  servedTown?: string;
}

export interface PageEntry {
  title?: string;
  /** Absent when the route writes its own description. */
  description?: string;
  /** Absent for pages search engines do not list (one visitor's pages, sign-in, the staff area). */
  sitemap?: SitemapListing;
}

export const PAGES: Record<string, PageEntry> = {
  "/home": {
    description: "Roof replacement, repair and storm-damage restoration for homes, businesses and churches across {{region}}. Free inspections from crews working out of {{officeTowns}}.",
    sitemap: { name: "Home", section: "company", kind: "home", updated: "2026-11-28" },
  },
  "/about": {
    title: "About Us",
    description: "A roofing contractor {{#foundingYear}}founded in {{foundingYear}}, {{/foundingYear}}headquartered in {{hqTown}} and serving {{townCount}} {{region}} towns: our story, our values{{#foundingYear}} and our years on the region's roofs{{/foundingYear}}.",
    sitemap: { name: "About Us", section: "company", kind: "other", updated: "2026-11-28" },
  },
  "/contact": {
    title: "Contact Us & Free Estimates",
    description: "Call, e-mail or request a free roof estimate. Our {{hqTown}} office is open {{hqHours}}.",
    sitemap: { name: "Contact Us", section: "company", kind: "other", updated: "2026-11-28" },
  },
  "/book-inspection": {
    title: "Book a Free Roof Inspection",
    description: "Schedule a free, no-obligation roof inspection with photos and a written report, anywhere in our Eastern North Carolina service area.",
    sitemap: { name: "Book a Free Inspection", section: "company", kind: "other", updated: "2026-11-28" },
  },
  "/instant-estimate": {
    title: "Instant Roof Estimate",
    description: "Enter your address and see a price range for a new roof, material by material, from our current prices: in seconds, free and with no obligation.",
    sitemap: { name: "Instant Roof Estimate", section: "company", kind: "other", updated: "2026-11-25", needsPriceBook: true },
  },
  "/careers": {
    title: "Careers: Roofing Jobs in Eastern North Carolina",
    description: "Join our crews and sales team in {{hqTown}}, NC: the work, the training and the pay, the positions we have open and how to apply.",
    sitemap: { name: "Careers", section: "company", kind: "other", updated: "2026-11-28" },
  },
  "/gallery/": {
    title: "Roofing Project Gallery",
    description: "Photos of roofs we have replaced, repaired and restored across Eastern North Carolina.",
    sitemap: { name: "Project Gallery", section: "company", kind: "other", updated: "2026-11-28" },
  },
  "/privacy": {
    title: "Privacy Policy",
    description: "How we collect, use and protect the information you share with us through this website, phone calls and text messages.",
    sitemap: { name: "Privacy Policy", section: "company", kind: "other", updated: "2026-11-25" },
  },
  "/sms-terms": {
    title: "SMS Terms & Conditions",
    description: "Terms for appointment reminders and project updates by text message, including how to opt out with STOP.",
    sitemap: { name: "SMS Terms & Conditions", section: "company", kind: "other", updated: "2025-05-20" },
  },
  "/sitemap": {
    title: "Site Map: Every Page, Town and Article",
    description: "Every page of our website in one place: services, offices, the towns we serve by region, homeowner guides and blog articles by town.",
    sitemap: { name: "Site Map", section: "company", kind: "other", updated: "2026-11-23" },
  },

  "/services": {
    title: "Roofing Services in Eastern North Carolina",
    description: "Residential, commercial and storm-damage roofing, church steeple repair, roof coatings, inspections and financing from one local contractor.",
    sitemap: { name: "All Services", section: "services", kind: "service", updated: "2026-11-28" },
  },
  "/residential-roofing": {
    title: "Residential Roofing: Replacement & Repair",
    description: "Architectural shingle, metal and low-slope roofs for Eastern North Carolina homes, installed to manufacturer specifications with a written workmanship warranty.",
    sitemap: { name: "Residential Roofing", section: "services", kind: "service", updated: "2026-11-28", serviceType: "Residential roofing" },
  },
  "/commercial-roofing": {
    title: "Commercial Roofing: TPO, EPDM, Metal & Modified Bitumen",
    description: "Commercial roof installation, repair, coatings and maintenance plans for offices, warehouses, churches and retail buildings in Eastern North Carolina.",
    sitemap: { name: "Commercial Roofing", section: "services", kind: "service", updated: "2026-11-28", serviceType: "Commercial roofing" },
  },
  "/storm-damage": {
    title: "Storm Damage Roof Repair & Emergency Tarping",
    description: "Hurricane, wind and hail damage: {{#emergencyPhone}}24/7 {{/emergencyPhone}}emergency tarping, photo documentation for your insurance claim and full roof restoration.",
    sitemap: { name: "Storm Damage Repair", section: "services", kind: "service", updated: "2026-11-28", serviceType: "Storm damage roof repair" },
  },
  "/specialty-services/church-steeple-repair": {
    title: "Church Steeple Repair & Restoration",
    description: "Steeple inspection, repair, re-roofing and lightning protection for churches across Eastern North Carolina{{#emergencyPhone}}, with a 24/7 emergency line{{/emergencyPhone}}.",
    sitemap: { name: "Church Steeple Repair", section: "services", kind: "service", updated: "2026-11-28", serviceType: "Church steeple repair" },
  },
  "/specialty-services/church-steeple-repair/raleigh-nc": {
    sitemap: { name: "Church Steeple Repair in Raleigh", section: "services", kind: "service", updated: "2026-11-28", servedTown: "Raleigh" },
  },
  "/specialty-services/roof-coating": {
    title: "Roof Coatings: Silicone, Acrylic & Elastomeric",
    description: "Extend a sound roof's life by 10-15 years and cut cooling costs with a seamless reflective coating, applied at a 30-mil minimum dry film thickness.",
    sitemap: { name: "Roof Coatings", section: "services", kind: "service", updated: "2026-11-28", serviceType: "Roof coating" },
  },
  "/brands": {
    title: "Roofing Brands We Install",
    description: "GAF, Owens Corning, CertainTeed, IKO and Atlas: the shingle systems we install and the manufacturer warranties behind them.",
    sitemap: { name: "Roofing Brands", section: "services", kind: "service", updated: "2026-11-22" },
  },
  "/design-your-roof": {
    title: "Design Your Roof: Color & Style Visualizers",
    description: "Try shingle colors and styles on a house like yours with manufacturer visualizer tools, then book a free inspection.",
    sitemap: { name: "Design Your Roof", section: "services", kind: "service", updated: "2026-11-23" },
  },
  "/roof-life-expectancy-report": {
    title: "Roof Life Expectancy Report",
    description: "An independent, documented assessment of how many years your roof has left, for buyers, sellers and insurers. $500 flat fee.",
    sitemap: { name: "Roof Life Expectancy Report", section: "services", kind: "service", updated: "2026-11-22", serviceType: "Roof inspection" },
  },
  "/financing": {
    title: "{{#financing}}Roof Financing Options{{/financing}}{{^financing}}Paying for a New Roof{{/financing}}",
    description:
      "{{#financing}}Finance a new roof{{#aprFrom}} from {{aprFrom}}% APR{{/aprFrom}}{{#financeTerm}} with terms up to {{financeTerm}} years{{/financeTerm}}, subject to credit approval: the options, the steps and the questions to ask.{{/financing}}{{^financing}}Ways to pay for a new roof: the written estimate, the payment schedule, insurance proceeds and your deductible.{{/financing}}",
    sitemap: { name: "Financing", section: "services", kind: "service", updated: "2026-11-28" },
  },

  "/locations": {
    title: "Our Offices & Locations",
    description: "Where to find us in {{officeTowns}}: addresses, phone numbers, hours and maps, and the towns each office serves.",
    sitemap: { name: "Our Offices & Locations", section: "locations", kind: "location", updated: "2026-11-28" },
  },
  "/service-areas": {
    title: "Service Areas: {{townCount}} Eastern North Carolina Towns",
    description: "Find your town among the {{townCount}} Eastern North Carolina towns we serve, with local facts and the roofing services available there.",
    sitemap: { name: "Service Areas", section: "locations", kind: "location", updated: "2026-11-28" },
  },
  "/location-template-demo": {
    title: "Location Page Template Demo",
    description: "A demonstration of the town landing page template, shown for one of the towns we serve.",
    sitemap: { name: "Location Page Template Demo", section: "locations", kind: "other", updated: "2026-11-28" },
  },

  "/resources": {
    title: "Homeowner Roofing Resources & Guides",
    description: "Free roofing guides for Eastern North Carolina homeowners: materials, replacement, storm damage, insurance claims, adjusters, documentation and warranties.",
    sitemap: { name: "Homeowner Resources", section: "resources", kind: "other", updated: "2026-11-28" },
  },
  "/frequently-asked-questions": {
    title: "Roofing FAQ",
    description: "Answers about roof costs, installation, insurance claims, storm damage and warranties from an Eastern North Carolina roofer.",
    sitemap: { name: "Roofing FAQ", section: "resources", kind: "other", updated: "2026-11-28" },
  },

  "/blog": {
    title: "Roofing Blog: Local Advice by Town",
    description: "Roofing advice for Eastern North Carolina homeowners, organized by town: storms, insurance, materials and maintenance.",
    sitemap: { name: "Roofing Blog", section: "blog", kind: "blog", updated: "2026-11-22" },
  },

  // Pages that are not listed on the sitemaps: pages for one visitor, the staff area. (An office's page, /locations/{town}-nc, writes its own title and description: content/locations/office-page.ts.)
  "/book-inspection/thanks": {
    title: "Request Received",
    description: "Your request for a free roof inspection has reached our office: what happens next and when you will hear from us.",
  },
  "/admin": {
    title: "Staff Content Management",
    description: "Staff area for managing blog posts, gallery photos and content variables.",
  },
  "/auth": {
    title: "Staff Login",
    description: "Sign in to the staff area.",
  },
  "/auth/setup": {
    title: "Create the Owner Account",
    description: "One-time set-up of the site owner's staff account.",
  },
  "/auth/invitation": {
    title: "Join the Staff Area",
    description: "Create the staff account an invitation is for.",
  },
  "/auth/reset-password": {
    title: "Choose a New Password",
    description: "Reset the password of a staff account.",
  },
  "/Blog-Page-Builder": {
    title: "Blog Page Builder",
    description: "Staff dashboard.",
  },
  "/Blog-Page-Builder/staff": {
    title: "Staff & Invitations",
    description: "Invite staff and manage who can sign in.",
  },
};

/** A page listed on the sitemaps, in the table's order. */
export type SitePage = SitemapListing & { path: string; description?: string };

export const SITE_PAGES: SitePage[] = Object.entries(PAGES).flatMap(([path, page]) =>
  page.sitemap ? [{ path, description: page.description, ...page.sitemap }] : [],
);

/** The last change of the town page template's shared copy (every town page shows it). */
export const TOWN_TEMPLATE_UPDATED = "2026-11-22";

/** A content date ("2026-11-22") as the start of that day in UTC: never later than the change itself. */
export function contentDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
