/**
 * Content of /services (spec §2.4): everything except the database-backed accordion. The trust
 * badges and the company's figures are stated only when the owner has given them
 * (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, CatalogGroup, FeatureCard, IconName, LinkCard } from "~/content/blocks";
import type { FaqEntry } from "~/seo/structured-data";
import { FINANCING_FIGURES, PAYING_FOR_A_ROOF } from "./financing-terms";

/** Each badge only while its fact holds: insured, an award or certification, years in business. */
const trustBadges: { icon: IconName; text: string }[] = [
  { icon: "shield-check", text: "{{insured}}Insured" },
  { icon: "award", text: "{{award}}" },
  { icon: "timer", text: "{{yearsInBusiness}} Years Experience" },
];

interface ServiceCard {
  icon: IconName;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  points: string[];
}

const serviceCards: ServiceCard[] = [
  {
    icon: "home",
    title: "Residential Roofing",
    text: "Full replacements, leak repairs and upgrades for homes across {{region}}, installed to the manufacturer's specification so the warranty holds.",
    href: "/residential-roofing",
    linkLabel: "Explore residential roofing",
    points: ["Architectural shingle & metal", "Most homes re-roofed in 1-3 days", "Written workmanship warranty"],
  },
  {
    icon: "building-2",
    title: "Commercial Roofing",
    text: "TPO, EPDM, modified bitumen and metal systems for warehouses, offices, churches and retail, plus coatings and maintenance plans.",
    href: "/commercial-roofing",
    linkLabel: "Explore commercial roofing",
    points: ["Written roof survey before any proposal", "Work scheduled around your hours", "System warranties of 15-20 years"],
  },
  {
    icon: "cloud-lightning",
    title: "Storm Damage",
    text: "Emergency tarping after hurricanes and wind storms, then photo documentation your insurance claim can rest on.",
    href: "/storm-damage",
    linkLabel: "Get storm damage help",
    points: ["24/7 emergency line: {{emergencyPhone}}", "Adjuster meetings on your roof", "You stay in control of your claim"],
  },
  {
    icon: "church",
    title: "Church Steeple Repair",
    text: "Steeple flashing, cladding, louvers and bell-tower roofs repaired by crews who work safely at height and plan around your services.",
    href: "/specialty-services/church-steeple-repair",
    linkLabel: "See steeple repair services",
    points: ["27-point steeple inspection", "Work planned around your services", "Sanctuary & fellowship hall roofs"],
  },
];

/** The five regional cards: each carries facts about that place, not a swapped city name. */
const regionCards: FeatureCard[] = [
  {
    title: "Raleigh",
    place: "Wake County · Triangle region",
    text:
      "Fast-growing neighborhoods under mature oaks and pines, where spring thunderstorms bring hail and falling limbs.",
    bullets: [
      "HOA-friendly color and material selections",
      "Hail and fallen-limb damage assessments",
      "Steeples and church roofs under tall trees",
    ],
  },
  {
    title: "Wilson",
    place: "Wilson County",
    text:
      "Historic downtown buildings and older brick homes beside newer subdivisions, many with low-slope additions that trap water.",
    bullets: [
      "Low-slope and flat roof repair on older buildings",
      "Chimney and wall flashing rebuilt, not caulked",
      "Commercial re-roofs for downtown storefronts",
    ],
  },
  {
    title: "Rocky Mount",
    place: "Nash & Edgecombe Counties · Tar River",
    text:
      "Mill-village neighborhoods and older homes under big oaks and pines along the Tar River, where Hurricane Floyd's flooding taught everyone to watch for hidden water damage.",
    bullets: [
      "Fallen-limb and wind damage assessments",
      "Attic ventilation and moisture checks on older homes",
      "Residential, commercial and church roofing",
    ],
  },
  {
    title: "Greenville",
    place: "Pitt County",
    text:
      "A university city of historic neighborhoods, rental houses near campus and new subdivisions, in the path of the storms that come up from the coast.",
    bullets: [
      "Rental and multi-unit roofs",
      "Storm documentation for insurance claims",
      "Repairs that match the original on older homes",
    ],
  },
  {
    title: "New Bern",
    place: "Craven County · Coastal wind zone",
    text:
      "Where the Neuse and Trent rivers meet, roofs face hurricane winds, storm surge and salt air that corrodes cheap fasteners.",
    bullets: [
      "High-wind shingle installation methods",
      "Corrosion-resistant flashing and fasteners",
      "Post-hurricane tarping and rebuild scheduling",
    ],
  },
];

const ecoPoints: { title: string; text: string }[] = [
  {
    title: "Cool, reflective roofs",
    text: "White TPO membranes and reflective coatings bounce back much of the summer sun, so the building under them stays cooler. Our coating customers typically see cooling costs fall 15-35%.",
  },
  {
    title: "Restore before you replace",
    text: "When a low-slope roof is sound, a seamless coating can add 10-15 years of life and keep tons of old roofing out of the landfill.",
  },
  {
    title: "Solar-ready roofing",
    text: "Panels last decades, so the roof under them should too. If your roof is near the end of its life, we replace it before your solar installer mounts the array and coordinate flashing details with them.",
  },
  {
    title: "Ventilation that saves energy",
    text: "Balanced intake and exhaust ventilation lets summer attic heat escape, which eases the load on your air conditioner and helps shingles last.",
  },
];

const whyChoose: string[] = [
  "{{#foundingYear}}Roofing {{region}} since {{foundingYear}}, from{{/foundingYear}}{{^foundingYear}}Local crews working from{{/foundingYear}} an office you can visit in {{hqTown}}",
  "Rated {{rating}} out of 5 by {{reviewCount}} customers",
  "Serving {{townCount}} {{region}} towns{{#roofsCompleted}}, with {{roofsCompleted}} roofs completed{{/roofsCompleted}}",
  "{{#insured}}Fully insured crews and a{{/insured}}{{^insured}}A{{/insured}} written workmanship warranty on every job",
  "We install complete GAF, Owens Corning, CertainTeed, IKO and Atlas systems and register your warranty within 7 days",
  "Free inspections with photos and a written recommendation, even when the answer is no work at all",
  "A 24/7 emergency line for storm damage and active leaks: {{emergencyPhone}}",
  "{{#financing}}Financing{{#aprFrom}} from {{aprFrom}}% APR{{/aprFrom}} for qualified buyers{{/financing}}{{^financing}}A written estimate with the payment schedule spelled out{{/financing}}",
];

/** Six stable outside references for homeowners who want to read further. */
const authorityLinks: LinkCard[] = [
  {
    title: "National Roofing Contractors Association (NRCA)",
    href: "https://www.nrca.net",
    text: "The industry's trade association: installation guidelines and consumer advice on hiring a roofer.",
  },
  {
    title: "Insurance Institute for Business & Home Safety (IBHS)",
    href: "https://ibhs.org",
    text: "Research on how roofs fail in high winds, and the FORTIFIED standard for stronger roofs.",
  },
  {
    title: "NOAA National Hurricane Center",
    href: "https://www.nhc.noaa.gov",
    text: "Official forecasts, watches and warnings for hurricanes approaching the Carolina coast.",
  },
  {
    title: "North Carolina Department of Insurance",
    href: "https://www.ncdoi.gov",
    text: "Consumer help with homeowners insurance and claims in North Carolina.",
  },
  {
    title: "Cool Roof Rating Council",
    href: "https://coolroofs.org",
    text: "Independent reflectance and emittance ratings for roofing products and coatings.",
  },
  {
    title: "Asphalt Roofing Manufacturers Association (ARMA)",
    href: "https://www.asphaltroofing.org",
    text: "Technical information on asphalt shingles, underlayment and ventilation.",
  },
];

/** Six questions, shown on the page and in the FAQ structured data (spec §9). */
const servicesFaqs: FaqEntry[] = [
  {
    question: "How much does a new roof cost in Eastern North Carolina?",
    answer:
      "Most residential roof replacements in Eastern North Carolina fall between $8,000 and $25,000. The price depends on the size and pitch of the roof, the material you choose, how many layers come off and how much decking needs replacing. A free inspection gives you a written price for your roof.",
  },
  {
    question: "How long does a roof replacement take?",
    answer:
      "Most homes are re-roofed in 1-3 days: about one day for roofs under 2,000 square feet, 1-2 days for 2,000-4,000 square feet and 2-3 or more days for larger or more complex roofs. Weather can add a day; we never leave a roof open to rain.",
  },
  {
    question: "Do you help with insurance claims after a storm?",
    answer:
      "Yes, as your Contractor of Record. We document the damage with photos and measurements, write a detailed estimate, meet your adjuster on the roof and rebuild once the claim is approved. You file the claim and negotiate it with your insurer; if you want a representative, we can refer you to a licensed public adjuster.",
  },
  {
    question: "What warranty comes with your work?",
    answer:
      "Every roof carries our written workmanship warranty, and the materials carry the manufacturer's warranty, which can reach up to 50 years on qualifying systems. We submit the manufacturer registration for you within 7 days of completion, and our warranties are transferable if you sell the house.",
  },
  {
    question: "Which areas do you serve?",
    answer:
      "{{townCount}} towns and communities across {{region}}, served from {{officeTowns}}. Our headquarters is in {{hqTown}}; the service areas page lists every town.",
  },
  {
    question: "{{#financing}}Can I finance a new roof?{{/financing}}{{^financing}}How can I pay for a new roof?{{/financing}}",
    answer: PAYING_FOR_A_ROOF,
  },
];

const financingTeaser = {
  title: "{{#financing}}Financing that fits your budget{{/financing}}{{^financing}}Ways to pay for your roof{{/financing}}",
  text: `A roof should not wait for a perfect bank balance. {{#financing}}${FINANCING_FIGURES}Subject to credit approval.{{/financing}}{{^financing}}Ask us how the payment schedule works, how insurance proceeds fit in, and how other homeowners spread the cost.{{/financing}}`,
};

/** The page, with the service catalogue read from the database. */
export function servicesPage(groups: CatalogGroup[]) {
  return [
    {
      type: "hero",
      eyebrow: "{{company}}{{#foundingYear}} · Since {{foundingYear}}{{/foundingYear}}",
      title: "Roofing services for Eastern North Carolina homes, businesses and churches",
      intro:
        "Hurricanes, wind-driven rain, summer humidity and pine debris all work against a roof here. We replace, repair, restore and inspect roofs across {{townCount}} towns, and we put every recommendation in writing, with photos.",
      actions: [
        { kind: "estimate", label: "Get a Free Estimate", size: "lg" },
        { kind: "call", variant: "onDark", size: "lg" },
      ],
      aside: { kind: "illustration", name: "home-roof" },
    },
    { type: "list", look: "badges", label: "Why homeowners trust us", items: trustBadges },
    {
      type: "section",
      id: "core-services",
      eyebrow: "What we do",
      title: "Four ways we protect what's under your roof",
      intro: "Start with the service that fits your building. Every one begins with a free inspection and a written recommendation.",
      parts: [
        {
          type: "cards", look: "feature",
          columns: 4,
          arrows: true,
          cards: serviceCards.map(({ href, linkLabel, points, ...card }) => ({ ...card, bullets: points, link: { label: linkLabel, href } })),
        },
      ],
    },
    {
      type: "section",
      id: "all-services",
      tone: "sand",
      eyebrow: "Complete service list",
      title: "Everything we do, by category",
      intro: "Open a category to see each service. Not sure which one you need? Describe the problem when you call and we will tell you.",
      parts: [{ type: "serviceCatalog", groups }],
    },
    { type: "banner", look: "accent", id: "financing", icon: "circle-dollar-sign", ...financingTeaser, action: { label: "{{#financing}}See financing options{{/financing}}{{^financing}}Ways to pay{{/financing}}", href: "/financing" } },
    {
      type: "section",
      id: "regions",
      eyebrow: "Across the region",
      title: "Five regions, five kinds of roof trouble",
      intro: "Roofs in Raleigh and roofs in New Bern fail for different reasons. Here is what we look for in each.",
      parts: [
        { type: "cards", look: "regions", cards: regionCards },
        { type: "callout", tone: "note", text: "Don't see your town? [Browse all {{townCount}} towns we serve](/service-areas)." },
      ],
    },
    {
      type: "section",
      id: "eco-solar",
      tone: "brand",
      eyebrow: "Energy & environment",
      title: "Greener roofs, lower cooling bills, solar-ready",
      intro: "A roof is the biggest surface your building turns toward the Carolina sun. Used well, it saves energy for decades.",
      parts: [
        { type: "cards", look: "raised", icon: "leaf", cards: ecoPoints },
        { type: "callout", tone: "note", text: "[Learn how reflective roof coatings work](/specialty-services/roof-coating)" },
      ],
    },
    { type: "section", id: "why-choose", title: "Why property owners choose {{company}}", parts: [{ type: "list", look: "checks", items: whyChoose, columns: 2 }] },
    {
      type: "section",
      id: "faq",
      tone: "sand",
      eyebrow: "Questions",
      title: "Roofing services FAQ",
      intro: "Straight answers to what people ask us most. More in our [full roofing FAQ](/frequently-asked-questions).",
      parts: [{ type: "faq", faqs: servicesFaqs }],
    },
    {
      type: "section",
      id: "industry-resources",
      title: "Industry authorities we rely on",
      intro: "Independent organizations whose standards, research and forecasts shape how we build. Worth a read before you hire any roofer.",
      parts: [{ type: "cards", look: "links", cards: authorityLinks }],
    },
    { type: "banner", look: "contact", title: "Call, e-mail or send us your claim" },
    { type: "banner", look: "closing" },
  ] satisfies Block[];
}
