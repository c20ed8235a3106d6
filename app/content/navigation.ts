/**
 * The site's navigation (spec §2.2): the header dropdown, the mobile menu and the footer read it.
 * Descriptions state the company's facts as tokens, with other words where a fact is not given
 * (docs/decisions/021-launch-as-your-company.md), so a link is never left out for want of a fact.
 */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/**
 * The estimate's place in a menu: its label and address come from the estimate offer
 * (app/domain/estimate-offer.ts), so no menu promises an instant price the site cannot give.
 */
export const ESTIMATE_ENTRY = "estimate";
export type MenuEntry = NavLink | typeof ESTIMATE_ENTRY;

export interface MenuGroup {
  title: string;
  links: MenuEntry[];
}

/** The Services & Resources dropdown: 17 links in two columns. */
export const servicesAndResources: NavGroup[] = [
  {
    title: "Services",
    links: [
      { label: "All Services", href: "/services", description: "Everything we do, in one place" },
      { label: "Residential Roofing", href: "/residential-roofing", description: "Replacement and repair for homes" },
      { label: "Commercial Roofing", href: "/commercial-roofing", description: "TPO, EPDM, metal and coatings" },
      { label: "Storm Damage", href: "/storm-damage", description: "{{#emergencyPhone}}24/7 tarping{{/emergencyPhone}}{{^emergencyPhone}}Tarping{{/emergencyPhone}} and insurance documentation" },
      { label: "Church Steeple Repair", href: "/specialty-services/church-steeple-repair", description: "Steeples, bell towers and sanctuaries" },
      { label: "Roof Coatings", href: "/specialty-services/roof-coating", description: "Seamless, reflective restoration" },
      { label: "Roofing Brands", href: "/brands", description: "GAF, Owens Corning, CertainTeed, IKO, Atlas" },
      { label: "Design Your Roof", href: "/design-your-roof", description: "Try colors and styles online" },
      { label: "Roof Life Expectancy Report", href: "/roof-life-expectancy-report", description: "A documented assessment for $500" },
      { label: "Financing", href: "/financing", description: "{{#financing}}{{#aprFrom}}From {{aprFrom}}% APR{{#financeTerm}}, up to {{financeTerm}} years{{/financeTerm}}{{/aprFrom}}{{^aprFrom}}Pay for your roof over time{{/aprFrom}}{{/financing}}{{^financing}}Ways to pay for a new roof{{/financing}}" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Homeowner Resources", href: "/resources", description: "Guides to materials, claims and warranties" },
      { label: "Roofing FAQ", href: "/frequently-asked-questions", description: "Straight answers to common questions" },
      { label: "Roofing Blog", href: "/blog", description: "Local advice, town by town" },
      { label: "Service Areas", href: "/service-areas", description: "{{townCount}} towns across Eastern NC" },
      { label: "Our Locations", href: "/locations", description: "{{officeTowns}}" },
      { label: "About Us", href: "/about", description: "Our story and our team" },
      { label: "Careers", href: "/careers", description: "Join our crews and sales team" },
    ],
  },
];

/** The mobile menu's four sections (spec §2.2). */
export const mobileMenu: MenuGroup[] = [
  { title: "Services", links: servicesAndResources[0].links.slice(0, 7) },
  {
    title: "Tools & Actions",
    links: [
      ESTIMATE_ENTRY,
      { label: "Book Free Inspection", href: "/book-inspection" },
      { label: "Design Your Roof", href: "/design-your-roof" },
      { label: "Roof Life Expectancy Report", href: "/roof-life-expectancy-report" },
      { label: "Financing", href: "/financing" },
    ],
  },
  {
    title: "Information",
    links: [
      { label: "Homeowner Resources", href: "/resources" },
      { label: "Roofing FAQ", href: "/frequently-asked-questions" },
      { label: "Roofing Blog", href: "/blog" },
      { label: "Gallery", href: "/gallery/" },
      { label: "Service Areas", href: "/service-areas" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Our Locations", href: "/locations" },
      { label: "Careers", href: "/careers" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
];

/** Homeowner guides the footer's Resources column adds to the dropdown's links. */
export const footerGuides: NavLink[] = [
  { label: "Insurance Claim Guide", href: "/resources/insurance-claim-process" },
  { label: "Storm Damage Checklist", href: "/resources/identify-roof-damage" },
  { label: "Warranty Information", href: "/resources/workmanship-warranty" },
];

export const legalLinks: NavLink[] = [
  // Homeowners find their warranty portal on every page (docs/decisions/021-launch-as-your-company.md).
  { label: "Warranty Portal", href: "/portal" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "SMS Terms", href: "/sms-terms" },
  { label: "Site Map", href: "/sitemap" },
  { label: "Staff Login", href: "/admin" },
];

/** The staff header (spec §2.2). Screens join this list as they are built. */
export const staffLinks: NavLink[] = [
  { label: "Dashboard", href: "/Blog-Page-Builder" },
  { label: "Leads", href: "/leads" },
  { label: "Jobs", href: "/jobs" },
  { label: "Claims", href: "/claims" },
  { label: "Posts", href: "/posts" },
  { label: "Create Post", href: "/create-post" },
  { label: "Variables", href: "/variables" },
  { label: "Photo Album", href: "/photo-album/" },
  { label: "Town Pages", href: "/town-pages" },
  { label: "Price Book", href: "/price-book" },
  { label: "View Website", href: "/home" },
];

/** The staff header's links: owners also manage staff, the business settings and AI usage. */
export function staffLinksFor(isOwner: boolean): NavLink[] {
  return isOwner
    ? [
        ...staffLinks,
        { label: "Staff", href: "/Blog-Page-Builder/staff" },
        { label: "Business Settings", href: "/Blog-Page-Builder/business-settings" },
        { label: "AI Usage", href: "/Blog-Page-Builder/ai-usage" },
      ]
    : staffLinks;
}
