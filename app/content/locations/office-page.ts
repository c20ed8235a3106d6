/**
 * The page of an office (spec §2.4's office pages: /locations/rockymount-nc, /locations/greenville-nc,
 * and /locations/{town}-nc for any office the owner adds) as blocks: one page for every office a
 * visitor can come to, written from that office's facts (docs/decisions/021-launch-as-your-company.md).
 * Its address, lines, hours and map come from the business settings (the blocks read the page's
 * office, <Blocks office>); the towns its crews serve and the customers' words from the route's loader.
 * A service area has no office to visit: its town keeps the town page, which names the office it
 * is served from.
 */
import type { Office } from "~/domain/business";
import type { BandCard, Block, NearbyTown, Testimonial } from "~/content/blocks";
import { locationPagePath } from "~/domain/slugs";
import { andList } from "~/domain/wording";

/** What the office page is written from. */
export interface OfficePageData {
  office: Pick<Office, "id" | "city" | "county" | "kind" | "street" | "latitude" | "longitude">;
  /** The towns served whose nearest office this is, nearest first (the office's own town left out). */
  towns: NearbyTown[];
  /** The towns of the company's other offices visitors can come to. */
  otherOffices: string[];
  /** Customers' words, this office's towns first (none: the band is left out). */
  testimonials: Testimonial[];
}

/** How many customers' words an office page quotes. */
export const OFFICE_TESTIMONIALS = 3;

/**
 * The customers' words an office page quotes: those from its own town, then from the towns it
 * serves, then the others, OFFICE_TESTIMONIALS at most.
 */
export function officeTestimonials(
  all: readonly { text: string; author: string; town: string }[],
  office: Pick<Office, "city">,
  towns: readonly Pick<NearbyTown, "name">[],
): Testimonial[] {
  const served = new Set(towns.map((t) => t.name.toLowerCase()));
  const rank = (town: string) => (town.toLowerCase() === office.city.toLowerCase() ? 0 : served.has(town.toLowerCase()) ? 1 : 2);
  return all
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t.town) - rank(b.t.town) || a.i - b.i)
    .slice(0, OFFICE_TESTIMONIALS)
    .map(({ t }) => ({ text: t.text, author: t.author }));
}

/** What an office's page is written from, given the towns served from it (the route's loader reads them). */
export function officePageData(
  business: { offices: readonly Office[]; testimonials: readonly { text: string; author: string; town: string }[] },
  office: Office,
  towns: NearbyTown[],
): OfficePageData {
  const { id, city, county, kind, street, latitude, longitude } = office;
  return {
    office: { id, city, county, kind, street, latitude, longitude },
    towns,
    otherOffices: business.offices.filter((o) => o.kind !== "service-area" && o.id !== office.id).map((o) => o.city),
    testimonials: officeTestimonials(business.testimonials, office, towns),
  };
}

const isHeadquarters = (office: OfficePageData["office"]) => office.kind === "headquarters";

/** The page's title (h1 and <title>). */
export function officePageTitle(office: Pick<Office, "city">): string {
  return `${office.city}, NC Roofing Contractor`;
}

/** The page's meta description: what the office does, and what the page holds. */
export function officePageDescription(office: OfficePageData["office"]): string {
  const place = isHeadquarters(office) ? `our ${office.city} headquarters` : `our ${office.city} office`;
  return `Roof replacement, repair and storm restoration from ${place} at ${office.street}: hours, directions, the towns our crews serve{{#emergencyPhone}}, a 24/7 emergency line{{/emergencyPhone}} and free roof assessments.`;
}

function whyChoose(office: OfficePageData["office"]): BandCard[] {
  const county = office.county ? `, in ${office.county}` : "";
  return [
    isHeadquarters(office)
      ? {
          title: "Headquartered here, not passing through",
          text: `Our main office is in ${office.city} itself${county}. When a storm comes through, the crews who answer live in the same neighborhoods.`,
        }
      : {
          title: "An office in town, not a phone number",
          text: `Our ${office.city} office is open during business hours, so questions about estimates, claims and warranties are answered by people who work here.`,
        },
    {
      title: "{{emergencyResponse}}-hour average emergency response",
      text: "An emergency call gets a crew on site in {{emergencyResponse}} hours on average, to tarp the roof and stop the water.",
    },
    {
      title: "Rated {{rating}} out of 5",
      text: "{{reviewCount}} customers have reviewed our work{{#foundingYear}}, and we have been roofing the region since {{foundingYear}}{{/foundingYear}}.",
    },
    {
      title: "Installed to the manufacturer's specification",
      text: "Starter strips, nailing patterns, underlayment and ventilation are done the way GAF, Owens Corning, CertainTeed, IKO and Atlas require, so the warranty holds.",
    },
    {
      title: "Photos at every step",
      text: "You see what we see: before, during and after photos of your roof, which also become the evidence an insurance adjuster needs.",
    },
    {
      title: "Clear paperwork and a written warranty",
      text: "A written estimate you can compare line by line, and a written warranty on our workmanship{{#workmanshipYears}} for {{workmanshipYears}} years{{#extendedWarranty}} ({{extendedWarrantyYears}} with the Extended Warranty){{/extendedWarranty}}{{/workmanshipYears}}, on top of the manufacturer's coverage.",
    },
    {
      title: "Insured crews",
      text: "{{insured}}Liability and workers' compensation insurance on every job, with certificates sent to you or your property manager on request.",
    },
  ];
}

const brands: { name: string; products: string[] }[] = [
  { name: "GAF", products: ["Timberline HDZ", "Timberline UHDZ"] },
  { name: "Owens Corning", products: ["Duration", "Duration STORM"] },
  { name: "CertainTeed", products: ["Landmark", "Landmark PRO"] },
  { name: "IKO", products: ["Dynasty", "Nordic"] },
  { name: "Atlas", products: ["Pinnacle Pristine", "StormMaster Shake"] },
];

function services(office: OfficePageData["office"]): (BandCard & { href: string })[] {
  return [
    {
      title: "Roof replacement",
      href: "/residential-roofing",
      text: "Tear-off to the decking, rotten boards replaced, new underlayment, flashing and architectural shingles or metal, usually in one to two days.",
    },
    {
      title: "Roof repair",
      href: "/residential-roofing",
      text: "Lifted or missing shingles, cracked pipe boots and failed chimney flashing fixed before a small leak becomes a ceiling.",
    },
    {
      title: "Storm damage restoration",
      href: "/storm-damage",
      text: "Wind, hail and fallen-limb damage tarped, documented for your insurer and rebuilt right.",
    },
    {
      title: "Commercial roofing",
      href: "/commercial-roofing",
      text: `TPO, EPDM, modified bitumen and metal roofs for offices, warehouses, shops and churches in ${office.city} and the towns around it.`,
    },
    {
      title: "Roof coatings",
      href: "/specialty-services/roof-coating",
      text: "Seamless reflective coatings that add 10-15 years to a sound low-slope or metal roof and cut cooling costs.",
    },
    {
      title: "Church steeple repair",
      href: "/specialty-services/church-steeple-repair",
      text: "Steeple flashing, cladding and bell-tower roofs repaired safely at height, scheduled around your services.",
    },
  ];
}

/** What happens after a storm: around the clock with a 24/7 line, through the office without one. */
const stormSteps: BandCard[] = [
  {
    title: "{{#emergencyPhone}}Call the 24/7 line{{/emergencyPhone}}{{^emergencyPhone}}Call the office{{/emergencyPhone}}",
    text: "{{#emergencyPhone}}A person answers, day or night, and asks what you can safely see from the ground or the attic.{{/emergencyPhone}}{{^emergencyPhone}}Tell us what you can safely see from the ground or the attic, and send photos if you have them.{{/emergencyPhone}}",
  },
  {
    title: "We tarp and stop the water",
    text: "A crew comes out to tarp, board and clear debris{{#emergencyResponse}}, in {{emergencyResponse}} hours on average{{/emergencyResponse}}.",
  },
  { title: "We document everything", text: "Dated photos and measurements of the damage, ready for your insurance claim." },
  { title: "We repair permanently", text: "Once the claim is settled, we rebuild the roof and register the manufacturer warranty." },
];

const insuranceRoles: { who: string; does: string[] }[] = [
  {
    who: "We act as your Contractor of Record",
    does: [
      "Inspect the roof and document the damage with dated photos and measurements",
      "Prepare a detailed, line-item repair or replacement estimate",
      "Meet your adjuster on the roof and point out every damaged area",
      "Build the roof your settlement pays for, to the manufacturer's specification",
    ],
  },
  {
    who: "You stay in charge of your claim",
    does: [
      "File the claim with your insurance company",
      "Negotiate the settlement with your insurer",
      "Decide whether to hire help: we can refer you to licensed public adjusters",
      "Send questions about paperwork to our claims team at any point",
    ],
  },
];

const warranty: BandCard[] = [
  {
    title: "Workmanship warranty",
    text: "Our own written warranty covers the installation itself: flashing, fastening and details{{#workmanshipYears}}, for {{workmanshipYears}} years from completion{{/workmanshipYears}}.",
  },
  {
    title: "Manufacturer warranties",
    text: "Shingle makers back their products for up to 50 years on qualifying systems; enhanced system warranties require a complete system installed to their specification.",
  },
  {
    title: "Registration handled for you",
    text: "We submit the manufacturer registration within 7 days of completion, well inside the 60- or 90-day deadlines.",
  },
];

const resources: { title: string; href: string; text: string }[] = [
  { title: "Insurance claim process", href: "/resources/insurance-claim-process", text: "The five steps from damage to settlement." },
  { title: "Identify roof damage", href: "/resources/identify-roof-damage", text: "What to look for from the ground and in the attic." },
  { title: "Understanding roofing materials", href: "/resources/understanding-roofing-materials", text: "Shingle, metal and low-slope options compared." },
  { title: "Workmanship warranty", href: "/resources/workmanship-warranty", text: "What our warranty on the installation covers." },
  { title: "Manufacturer warranties", href: "/resources/manufacturer-warranties", text: "How the five major brands' coverage differs." },
  { title: "Roofing costs FAQ", href: "/resources/roofing-costs-faq", text: "Typical prices, ways to pay and hidden costs." },
];

/** "Farther out, our Greenville office serves …": the other offices, in one sentence. */
function fartherOut(otherOffices: readonly string[]): string {
  if (!otherOffices.length) return "";
  const offices = otherOffices.length === 1 ? `our ${otherOffices[0]} office` : `our offices in ${andList(otherOffices)}`;
  return ` Farther out, ${offices} ${otherOffices.length === 1 ? "serves" : "serve"} the rest of our {{townCount}} towns and communities.`;
}

/** The office page, from its office, the towns it serves and customers' words. */
export function officePage(data: OfficePageData) {
  const { office, towns, otherOffices, testimonials } = data;
  const hq = isHeadquarters(office);
  const path = locationPagePath(office.city);
  const place = hq ? `${office.city} headquarters` : `${office.city} office`;
  const intro = hq
    ? `{{company}} is based in ${office.city}: roof replacement, repair and storm restoration from our headquarters on {{officeStreet}}{{#emergencyResponse}}, with a {{emergencyResponse}}-hour average emergency response{{/emergencyResponse}}.`
    : `From our office on {{officeStreet}}, we replace, repair and restore roofs for ${office.city} homeowners, landlords, churches and businesses${towns.length === 1 ? `, and for ${towns[0].name}` : towns.length ? " and the towns around it" : ""}.`;
  return [
    {
      type: "breadcrumb",
      items: [
        { name: "Home", path: "/home" },
        { name: "Locations", path: "/locations" },
        { name: `${office.city}, NC`, path },
      ],
    },
    {
      type: "hero",
      eyebrow: [hq ? "Headquarters" : `${office.city} office`, office.county].filter(Boolean).join(" · "),
      title: officePageTitle(office),
      intro,
      actions: [
        { kind: "link", label: "Book a Free Assessment", href: "/contact" },
        { kind: "call", line: "office", label: "", variant: "onDark" },
      ],
      aside: { kind: "office", title: hq ? `${office.city} headquarters` : `${office.city} office` },
    },
    {
      type: "band",
      look: "visit",
      id: "visit",
      heading: `Visit our ${place}`,
      text: "Bring your insurance paperwork, the shingle samples you are considering or just your questions. Appointments are welcome but not required during office hours.",
    },
    {
      type: "cards",
      id: "why",
      heading: `Why ${office.city} homeowners choose us`,
      tone: "sand",
      look: "band",
      columns: 3,
      cardIcon: "shield-check",
      cards: whyChoose(office),
    },
    {
      type: "cards",
      id: "brands",
      heading: "Brand partners",
      intro: "We install shingle systems from the five manufacturers below, following each one's installation requirements so your manufacturer warranty is valid.",
      look: "bandOutlined",
      compact: true,
      columns: 5,
      cards: brands.map((b) => ({ title: b.name, text: b.products.join(", ") })),
      link: { label: "Compare brands and warranties", href: "/brands" },
    },
    {
      type: "cards",
      id: "services",
      heading: `Roofing services in ${office.city}`,
      tone: "brand",
      look: "band",
      columns: 3,
      cards: services(office).map(({ href, ...card }) => ({ ...card, link: { label: `More about ${card.title.toLowerCase()}`, href } })),
    },
    // The 24/7 section only with a 24/7 line (its heading and words in sections); without one, the same band says how storm damage is handled.
    {
      type: "cards",
      id: "emergency",
      heading: "{{#emergencyPhone}}24/7 emergency roof service{{/emergencyPhone}}{{^emergencyPhone}}Storm response{{/emergencyPhone}}",
      icon: "siren",
      tone: "dark",
      // On the dark band the numbers are buttons, not links in the text (contrast).
      intro:
        "{{#emergencyPhone}}Storms do not wait for business hours. Call our 24/7 line any time, including Sundays and holidays, and we will stop the water first and sort out the paperwork after.{{/emergencyPhone}}{{^emergencyPhone}}When a storm damages your roof, call us. We tarp what needs it, document the damage for your insurer and rebuild the roof right.{{/emergencyPhone}}",
      actions: [{ kind: "call", line: "emergency", label: "Emergency line", variant: "primary", size: "lg", mainLabel: "Call us" }],
      look: "bandDark",
      columns: 4,
      counter: "Step",
      cards: stormSteps,
    },
    // The climate advice reads the office's position: an office placed nowhere has none to give.
    ...(office.latitude || office.longitude
      ? [
          {
            type: "band",
            look: "climate",
            id: "climate",
            heading: `${office.city}'s climate and your roof`,
            tone: "sand",
            before: `${office.city} sits about `,
            after: " miles from the ocean. Storms that come ashore on the coast often still carry damaging wind and heavy rain when they get here.",
          } satisfies Block,
        ]
      : []),
    ...(towns.length
      ? [
          {
            type: "band",
            look: "nearby",
            id: "area",
            heading: `Towns served from our ${place}`,
            intro: `Crews from ${office.city} cover ${towns.length === 1 ? "this town" : "the towns below, nearest first"}.${fartherOut(otherOffices)}`,
            towns,
            link: { label: "See all service areas", href: "/service-areas" },
          } satisfies Block,
        ]
      : []),
    {
      type: "cards",
      id: "claims",
      heading: "Insurance claims, explained plainly",
      tone: "sand",
      intro: "Storm damage often means an insurance claim. Here is who does what, so there are no surprises. Questions about a claim? E-mail {{claimsEmail}}.",
      look: "band",
      columns: 2,
      cards: insuranceRoles.map((role) => ({ title: role.who, points: role.does })),
      link: { label: "Read the full insurance claim guide", href: "/resources/insurance-claim-process" },
    },
    { type: "cards", id: "warranty", heading: "Warranty protection", look: "bandOutlined", columns: 3, cards: warranty },
    {
      type: "cards",
      id: "resources",
      heading: "Homeowner resources",
      icon: "book-open",
      tone: "brand",
      look: "bandLinks",
      columns: 3,
      cards: resources.map(({ href, ...card }) => ({ ...card, link: { label: card.title, href } })),
      link: { label: "All resources", href: "/resources" },
    },
    {
      type: "band",
      look: "hours",
      id: "assessment",
      heading: "Free roof assessment",
      text: "We inspect the roof, the attic and the gutters, photograph what we find and give you a written recommendation. No pressure, no obligation, and no charge.",
      action: { label: "Schedule my free assessment", href: "/contact" },
    },
    ...(testimonials.length
      ? [{ type: "band", look: "testimonials", id: "testimonials", heading: "What our neighbors say", tone: "brand", items: testimonials } satisfies Block]
      : []),
    { type: "banner", look: "closing", title: `${office.city}'s roofer, right down the road` },
  ] satisfies Block[];
}
