/**
 * Title and description of every fixed route (spec §2.1): the one table the root `meta` reads.
 * A route whose metadata depends on its data (a blog post, a town page) builds its own with
 * `pageMeta` instead. A missing title falls back to the default title pattern.
 */
export interface RouteMeta {
  title?: string;
  description: string;
}

export const ROUTE_META: Record<string, RouteMeta> = {
  "/home": {
    description:
      "Roof replacement, repair and storm-damage restoration for homes, businesses and churches across Eastern North Carolina. Free inspections from our Rocky Mount and Greenville offices.",
  },
  "/services": {
    title: "Roofing Services in Eastern North Carolina",
    description:
      "Residential, commercial and storm-damage roofing, church steeple repair, roof coatings, inspections and financing from one local contractor.",
  },
  "/residential-roofing": {
    title: "Residential Roofing: Replacement & Repair",
    description:
      "Architectural shingle, metal and low-slope roofs for Eastern North Carolina homes, installed to manufacturer specifications with a written workmanship warranty.",
  },
  "/commercial-roofing": {
    title: "Commercial Roofing: TPO, EPDM, Metal & Modified Bitumen",
    description:
      "Commercial roof installation, repair, coatings and maintenance plans for offices, warehouses, churches and retail buildings in Eastern North Carolina.",
  },
  "/storm-damage": {
    title: "Storm Damage Roof Repair & Emergency Tarping",
    description:
      "Hurricane, wind and hail damage: 24/7 emergency tarping, photo documentation for your insurance claim and full roof restoration.",
  },
  "/specialty-services/church-steeple-repair": {
    title: "Church Steeple Repair & Restoration",
    description:
      "Steeple inspection, repair, re-roofing and lightning protection for churches across Eastern North Carolina, with a 24/7 emergency line.",
  },
  "/specialty-services/roof-coating": {
    title: "Roof Coatings: Silicone, Acrylic & Elastomeric",
    description:
      "Extend a sound roof's life by 10-15 years and cut cooling costs with a seamless reflective coating, applied at a 30-mil minimum dry film thickness.",
  },
  "/brands": {
    title: "Roofing Brands We Install",
    description:
      "GAF, Owens Corning, CertainTeed, IKO and Atlas: the shingle systems we install and the manufacturer warranties behind them.",
  },
  "/design-your-roof": {
    title: "Design Your Roof: Color & Style Visualizers",
    description: "Try shingle colors and styles on a house like yours with manufacturer visualizer tools, then book a free inspection.",
  },
  "/roof-life-expectancy-report": {
    title: "Roof Life Expectancy Report",
    description:
      "An independent, documented assessment of how many years your roof has left, for buyers, sellers and insurers. $500 flat fee.",
  },
  "/instant-estimate": {
    title: "Instant Roof Estimate",
    description:
      "Enter your address and see a price range for a new roof, material by material, from our current prices: in seconds, free and with no obligation.",
  },
  "/blog": {
    title: "Roofing Blog: Local Advice by Town",
    description: "Roofing advice for Eastern North Carolina homeowners, organized by town: storms, insurance, materials and maintenance.",
  },
  "/about": {
    title: "About Us",
    description: "A locally owned roofing contractor founded in {{foundingYear}}, headquartered in Rocky Mount and serving {{townCount}} Eastern North Carolina towns.",
  },
  "/contact": {
    title: "Contact Us & Free Estimates",
    description: "Call, e-mail or request a free roof estimate. Rocky Mount headquarters open Monday-Friday 8:00 AM-5:00 PM.",
  },
  "/book-inspection": {
    title: "Book a Free Roof Inspection",
    description: "Schedule a free, no-obligation roof inspection with photos and a written report, anywhere in our Eastern North Carolina service area.",
  },
  "/book-inspection/thanks": {
    title: "Request Received",
    description: "Your request for a free roof inspection has reached our office: what happens next and when you will hear from us.",
  },
  "/financing": {
    title: "Roof Financing Options",
    description: "Finance a new roof from 5.99% APR with terms up to 12 years and up to 100% financed, subject to credit approval.",
  },
  "/frequently-asked-questions": {
    title: "Roofing FAQ",
    description: "Answers about roof costs, installation, insurance claims, storm damage and warranties from an Eastern North Carolina roofer.",
  },
  "/careers": {
    title: "Careers: Roofing Jobs in Eastern North Carolina",
    description: "Join our team: sales, carpentry, commercial roofing and recruiting positions based in Rocky Mount, NC.",
  },
  "/locations": {
    title: "Our Offices & Locations",
    description: "Offices in Rocky Mount and Greenville and a Tarboro service area, with addresses, phone numbers, hours and maps.",
  },
  "/locations/rockymount-nc": {
    title: "Rocky Mount, NC Roofing Contractor",
    description:
      "Roof replacement, repair and 24/7 storm response from our Rocky Mount headquarters: 3.8-hour average emergency response within 30 miles, free assessments.",
  },
  "/locations/greenville-nc": {
    title: "Greenville, NC Roofing Contractor",
    description:
      "Roof replacement, repair, storm response and insurance claim help from our Greenville office, serving Pitt County homes, churches and businesses.",
  },
  "/service-areas": {
    title: "Service Areas: {{townCount}} Eastern North Carolina Towns",
    description: "Find your town among the {{townCount}} Eastern North Carolina towns we serve, with local facts and the roofing services available there.",
  },
  "/location-template-demo": {
    title: "Location Page Template Demo",
    description: "A demonstration of the town landing page template, shown for Rocky Mount, North Carolina.",
  },
  "/resources": {
    title: "Homeowner Roofing Resources & Guides",
    description: "Free roofing guides for Eastern North Carolina homeowners: materials, replacement, storm damage, insurance claims, adjusters, documentation and warranties.",
  },
  "/gallery/": {
    title: "Roofing Project Gallery",
    description: "Photos of roofs we have replaced, repaired and restored across Eastern North Carolina.",
  },
  "/privacy": {
    title: "Privacy Policy",
    description: "How we collect, use and protect the information you share with us through this website, phone calls and text messages.",
  },
  "/sms-terms": {
    title: "SMS Terms & Conditions",
    description: "Terms for appointment reminders and project updates by text message, including how to opt out with STOP.",
  },
  "/sitemap": {
    title: "Site Map: Every Page, Town and Article",
    description: "Every page of our website in one place: services, offices, the towns we serve by region, homeowner guides and blog articles by town.",
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
