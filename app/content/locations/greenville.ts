/**
 * The Greenville office page (/locations/greenville-nc) as blocks, rendered on the Greenville office
 * of the business config (its address, line, e-mail and hours).
 */
import type { Block, BandCard, ListItem } from "~/content/blocks";

const greenvilleBrands: { name: string; why: string }[] = [
  { name: "GAF", why: "Timberline HDZ architectural shingles with the LayerLock nailing area, a proven all-round choice for Pitt County homes." },
  { name: "Owens Corning", why: "Duration shingles with the SureNail strip, a strong choice where wind exposure is high." },
  { name: "CertainTeed", why: "Landmark and Landmark PRO for homeowners who want a heavier, dimensional look." },
  { name: "IKO", why: "Dynasty and Nordic shingles, a dependable value for rentals and first homes near campus." },
  { name: "Atlas", why: "Pinnacle Pristine with Scotchgard Protector, for shaded lots where algae streaks come back every summer." },
];

const greenvilleServices: { title: string; href: string; text: string }[] = [
  { title: "Residential roof replacement", href: "/residential-roofing", text: "Full tear-offs with new underlayment, flashing, drip edge and ventilation for homes from the Tar River neighborhoods to Winterville." },
  { title: "Roof repair and leak tracing", href: "/residential-roofing", text: "We find where the water really gets in, often flashing or pipe boots rather than the shingles, and fix that." },
  { title: "Commercial and multifamily roofing", href: "/commercial-roofing", text: "TPO, EPDM and metal systems for offices, medical buildings, apartments and student housing." },
  { title: "Storm damage and insurance documentation", href: "/storm-damage", text: "Same-day tarping, photo reports and adjuster meetings after hurricanes and severe thunderstorms." },
  { title: "Roof coatings", href: "/specialty-services/roof-coating", text: "Restore a sound flat or metal roof with a reflective coating instead of replacing it." },
  { title: "Free inspections", href: "/book-inspection", text: "A written report with photos, for peace of mind, a home sale or after a storm." },
];

const greenvilleStormResponse: BandCard[] = [
  { title: "Before the storm", text: "Clear gutters and valleys of pine straw, trim limbs that overhang the roof and photograph your roof while it is intact." },
  { title: "During the storm", text: "Stay off the roof. If water comes in, move valuables, catch drips and call our 24/7 emergency line." },
  { title: "After the storm", text: "We tarp openings, photograph every damaged area and give you a written report to file with your insurer." },
];

const greenvilleInsurance: ListItem[] = [
  { text: "We are your Contractor of Record: we inspect, document the damage with dated photos, write a line-item estimate and meet your adjuster on the roof." },
  { text: "You file the claim and negotiate the settlement with your insurance company; you stay in control of every decision." },
  { text: "If you want someone to negotiate for you, we can refer you to licensed public adjusters." },
  { text: "Report storm damage promptly: most policies expect notice soon after you discover it, and prompt repairs prevent further damage that a policy may exclude." },
];

const greenvilleWarranty: BandCard[] = [
  { title: "Workmanship warranty", text: "Our own labor warranty covers the installation itself: flashing, fastening and details. It transfers if you sell the house." },
  { title: "Manufacturer warranties", text: "Shingle makers back their products for up to 50 years on qualifying systems; enhanced system warranties require a complete system installed to their specification." },
  { title: "Registration handled for you", text: "We submit the manufacturer registration within 7 days of completion, well inside the 60- or 90-day deadlines." },
];

const greenvilleResources: { title: string; href: string; text: string }[] = [
  { title: "Insurance claim process", href: "/resources/insurance-claim-process", text: "The five steps from damage to settlement." },
  { title: "Identify roof damage", href: "/resources/identify-roof-damage", text: "What to look for from the ground and in the attic." },
  { title: "Understanding roofing materials", href: "/resources/understanding-roofing-materials", text: "Shingle, metal and low-slope options compared." },
  { title: "Workmanship warranty", href: "/resources/workmanship-warranty", text: "What our labor warranty covers." },
  { title: "Manufacturer warranties", href: "/resources/manufacturer-warranties", text: "How the five major brands' coverage differs." },
  { title: "Roofing costs FAQ", href: "/resources/roofing-costs-faq", text: "Typical prices, financing and hidden costs." },
];

/** The office this page speaks for (an id of the business config's offices). */
export const greenvilleOfficeId = "greenville";

export const greenvillePage = [
  {
    type: "breadcrumb",
    items: [
      { name: "Home", path: "/home" },
      { name: "Locations", path: "/locations" },
      { name: "Greenville, NC", path: "/locations/greenville-nc" },
    ],
  },
  {
    type: "hero",
    eyebrow: "Greenville office · Pitt County",
    title: "Greenville, NC Roofing Contractor",
    intro:
      "From our office on {{officeStreet}}, we replace and repair roofs for Greenville homeowners, landlords, churches and businesses, from the neighborhoods around East Carolina University out to Winterville, Ayden and Farmville.",
    actions: [
      { kind: "estimate", label: "Get a Free Estimate" },
      { kind: "call", line: "office", label: "", variant: "onDark" },
    ],
    aside: { kind: "office", title: "Greenville office" },
  },
  {
    type: "cards",
    id: "brands",
    heading: "Preferred brands",
    intro: "We install five manufacturers' shingle systems and help you choose by look, budget and how exposed your house is to wind.",
    look: "bandOutlined",
    columns: 3,
    cards: greenvilleBrands.map((b) => ({ title: b.name, text: b.why })),
    link: { label: "See all brands and products", href: "/brands" },
  },
  {
    type: "cards",
    id: "services",
    heading: "Roofing services in Greenville",
    tone: "brand",
    look: "band",
    columns: 3,
    cards: greenvilleServices.map(({ href, ...card }) => ({ ...card, link: { label: `Learn about ${card.title.toLowerCase()}`, href } })),
  },
  {
    type: "cards",
    id: "storm",
    heading: "Storm response",
    icon: "cloud-lightning",
    intro: "When a hurricane or severe thunderstorm crosses Pitt County, call our 24/7 emergency line at {{emergencyPhone}}. Here is what to do at each stage.",
    look: "bandOutlined",
    columns: 3,
    counter: "Stage",
    cards: greenvilleStormResponse,
  },
  {
    type: "band",
    look: "climate",
    id: "climate",
    heading: "Greenville's climate and your roof",
    tone: "sand",
    before: "Greenville sits on the Tar River about ",
    after: " miles from the ocean. Storms that come ashore on the coast often still carry damaging wind and heavy rain when they get here.",
  },
  {
    type: "split",
    look: "bands",
    parts: [
      { type: "list", look: "icons", id: "insurance", heading: "Insurance claims", itemIcon: "shield-check", items: greenvilleInsurance, note: "Claim questions: {{claimsEmail}}" },
      { type: "cards", id: "warranty", heading: "Warranty protection", look: "bandOutlined", columns: 1, cards: greenvilleWarranty },
    ],
  },
  {
    type: "cards",
    id: "resources",
    heading: "Homeowner resources",
    icon: "book-open",
    tone: "brand",
    look: "bandLinks",
    columns: 3,
    cards: greenvilleResources.map(({ href, ...card }) => ({ ...card, link: { label: card.title, href } })),
    link: { label: "All resources", href: "/resources" },
  },
  { type: "band", look: "map", id: "map", heading: "Find the Greenville office", place: "Greenville office" },
  {
    type: "banner",
    look: "closing",
    title: "Greenville roof questions? Let's talk.",
    text: "Book a free inspection with photos and a written recommendation.",
    instantText: "Book a free inspection with photos and a written recommendation, or get an instant estimate online.",
  },
] satisfies Block[];
