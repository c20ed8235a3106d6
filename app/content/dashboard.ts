/**
 * The builder dashboard's cards (spec §2.11). A card whose screen does not exist yet says so and
 * has no button, so nothing on the dashboard leads nowhere.
 */
export interface DashboardCard {
  title: string;
  description: string;
  /** Where the card leads; null while its screen is not built. */
  href: string | null;
  action: string;
  /** Shown instead of a button while href is null. */
  pending?: string;
  external?: boolean;
  /** Shown to owners only: the screen is theirs. */
  ownerOnly?: true;
}

export const dashboardCards: DashboardCard[] = [
  {
    title: "Business Settings",
    description: "The company's name, phones, e-mails, offices, hours, figures, team and profiles: every page states them as you set them.",
    href: "/Blog-Page-Builder/business-settings",
    action: "Open Business Settings",
    ownerOnly: true,
  },
  {
    title: "Leads",
    description: "Inspection and estimate requests from the website's form: call them back, set their status and keep notes.",
    href: "/leads",
    action: "Open Leads",
  },
  {
    title: "Visits and requests",
    description: "Which towns, posts and sources bring visitors, calls and requests, against the period before; counted on our own server without cookies.",
    href: "/analytics",
    action: "Open Visits",
  },
  {
    title: "Price Book",
    description: "The prices the website's instant estimate quotes from. Owners edit them; every save is a new version.",
    href: "/price-book",
    action: "Open Price Book",
  },
  {
    title: "Jobs and warranties",
    description: "Finished roofs: warranty registrations, certificates, photos and documents the homeowner sees in the warranty portal.",
    href: "/jobs",
    action: "Open Jobs",
  },
  {
    title: "Warranty claims",
    description: "Problems homeowners report from the portal, with the 48-hour inspection target counted down.",
    href: "/claims",
    action: "Open Claims",
  },
  {
    title: "Reviews and feedback",
    description: "Review requests sent after each finished job, clicks on the review links, what homeowners wrote to you privately, and the testimonials they allowed you to quote.",
    href: "/reviews",
    action: "Open Reviews",
  },
  {
    title: "Posts",
    description: "Every blog post and location clone, with search, status filters and bulk publishing.",
    href: "/posts",
    action: "Manage Posts",
  },
  {
    title: "Create Post",
    description: "Write a new article with a live preview and placeholders for business and location details.",
    href: "/create-post",
    action: "Create Post",
  },
  {
    title: "Variables",
    description: "Reusable content such as service areas and seasonal offers, shown wherever {{placeholders}} appear.",
    href: "/variables",
    action: "Manage Variables",
  },
  {
    title: "Photo Album",
    description: "Upload, describe and organize the photos that appear in the public gallery.",
    href: "/photo-album/",
    action: "Open Photo Album",
  },
  {
    title: "Bulk Photo Upload",
    description: "Drop a whole job's photos at once; each is added to the album as it finishes.",
    href: "/photo-album/bulk-upload",
    action: "Start Upload",
  },
  {
    title: "Public Gallery",
    description: "See the gallery the way visitors see it.",
    href: "/gallery/",
    action: "View Gallery",
    external: true,
  },
  {
    title: "Specialty Services",
    description: "The church steeple and roof coating pages.",
    href: "/specialty-services/church-steeple-repair",
    action: "View Specialty Pages",
    external: true,
  },
  {
    title: "Location Pages",
    description: "Office pages and a landing page for every town in the service area.",
    href: "/locations",
    action: "View Locations",
    external: true,
  },
];
