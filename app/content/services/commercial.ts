/** Content of /commercial-roofing (spec §2.6: services, systems with best-for and warranty, industries, service areas). */
import type { Block, FeatureCard, IconName } from "~/content/blocks";

const commercialServices: FeatureCard[] = [
  {
    icon: "layers",
    title: "New roofs & re-roofing",
    text: "Tear-off or recover of low-slope and metal roofs, with tapered insulation that sends water to the drains instead of leaving ponds.",
  },
  {
    icon: "wrench",
    title: "Leak repair",
    text: "Open seams, split flashing, failed pitch pans and clogged scuppers found and fixed, often the same week you call.",
  },
  {
    icon: "paint-roller",
    title: "Coatings & restoration",
    text: "Silicone and acrylic coatings that add 10-15 years to a sound roof and reflect summer heat, for far less than a tear-off.",
  },
  {
    icon: "calendar-clock",
    title: "Maintenance plans",
    text: "Inspections each spring and fall and after major storms, with drains cleared and small defects sealed before they leak.",
  },
  {
    icon: "clipboard-check",
    title: "Condition surveys",
    text: "Documented roof surveys for owners, buyers and property managers: photos, core cuts where needed and a budget for the next ten years.",
  },
  {
    icon: "building-2",
    title: "Storm response",
    text: "After hurricanes and wind events we secure the building first, then document damage for your insurer and schedule the repair.",
  },
];

const systemsTable = {
  caption: "Commercial roofing systems compared: best uses, expected service life and warranty",
  columns: ["System", "Best for", "Expected service life", "Warranty"],
  rows: [
    [
      "TPO single-ply",
      "Warehouses, offices and retail with large flat roofs; white membrane reflects summer heat",
      "20-30 years",
      "Manufacturer system warranties of 15-20 years available",
    ],
    [
      "EPDM rubber",
      "Simple low-slope roofs and re-covers; flexible through heat and cold",
      "25-30 years",
      "Manufacturer system warranties of 15-20 years available",
    ],
    [
      "Modified bitumen",
      "Roofs with foot traffic, rooftop units and frequent service visits",
      "20-25 years",
      "Manufacturer system warranties of 15-20 years available",
    ],
    [
      "Metal (standing seam & retrofit)",
      "Churches, agricultural and light-industrial buildings; hurricane-exposed sites",
      "40-60 years",
      "Manufacturer panel and finish warranties, plus our labor warranty",
    ],
  ],
};

const industries: { icon: IconName; name: string; text: string }[] = [
  { icon: "warehouse", name: "Warehouses & distribution", text: "Large roofs, tight schedules, no interruptions to shipping." },
  { icon: "building-2", name: "Offices & professional buildings", text: "Quiet work plans and tenant notices handled for you." },
  { icon: "store", name: "Retail & restaurants", text: "Work staged around opening hours so customers never notice." },
  { icon: "church", name: "Churches & fellowship halls", text: "Sanctuary, steeple and education-wing roofs, planned around services." },
  { icon: "graduation-cap", name: "Schools & daycares", text: "Summer and break scheduling with strict site safety." },
  { icon: "heart-pulse", name: "Medical & dental offices", text: "Dust and noise controls for buildings that stay open." },
  { icon: "factory", name: "Manufacturing & agriculture", text: "Metal roofs and retrofits for plants, shops and barns." },
  { icon: "hotel", name: "Multi-family & hospitality", text: "Phased re-roofs that keep every unit occupied." },
];

const commercialPromises: string[] = [
  "A written roof survey with photos and core samples before any proposal",
  "Written scope, schedule and daily cleanup plan before work starts",
  "Crews that secure the roof every night: no open sections overnight",
  "Photo reports you can forward to owners, tenants or insurers",
  "{{insured}}Fully insured, with certificates sent to your property manager on request",
];

/** The page, with the towns it names as the heart of the service area (the towns served, content/locations/service-cities.ts). */
export function commercialPage(towns: readonly string[]) {
  return [
    {
      type: "hero",
      eyebrow: "Commercial roofing",
      title: "Commercial roofs that keep your business open",
      intro:
        "TPO, EPDM, modified bitumen and metal systems for warehouses, offices, churches and retail across Eastern North Carolina, installed with the least disruption to your tenants, customers and staff.",
      points: {
        label: "Commercial highlights",
        items: ["Written roof surveys", "System warranties of 15-20 years", "Maintenance plans available", "Work scheduled around your hours"],
      },
      actions: [
        { kind: "link", label: "Request a Roof Survey", href: "/contact", size: "lg" },
        { kind: "call", variant: "onDark", size: "lg" },
      ],
      aside: { kind: "illustration", name: "commercial" },
    },
    {
      type: "section",
      id: "services",
      eyebrow: "Commercial services",
      title: "From a single leak to a full re-roof",
      intro: "One contractor for installation, repair, restoration and upkeep, so someone knows your roof's whole history.",
      parts: [{ type: "cards", look: "feature", cards: commercialServices }],
    },
    {
      type: "section",
      id: "systems",
      tone: "sand",
      eyebrow: "Roof systems",
      title: "TPO, EPDM, modified bitumen and metal",
      intro:
        "Each system suits a different building. We recommend based on your roof's slope, traffic, rooftop equipment and how long you plan to own it.",
      parts: [
        { type: "table", ...systemsTable },
        {
          type: "callout",
          tone: "note",
          small: true,
          text: "Service life depends on installation quality, drainage and maintenance. Warranty length depends on the system and manufacturer; we explain the options in your proposal. For a sound roof that isn't due for replacement, ask about [roof coatings](/specialty-services/roof-coating).",
        },
      ],
    },
    {
      type: "section",
      id: "industries",
      eyebrow: "Industries",
      title: "Buildings we work on every week",
      parts: [
        { type: "cards", look: "compact", cards: industries.map(({ name, ...item }) => ({ ...item, title: name })) },
        { type: "callout", tone: "note", text: "Churches with steeples or bell towers: see our [church steeple repair services](/specialty-services/church-steeple-repair)." },
      ],
    },
    { type: "section", id: "promises", tone: "dark", title: "What property managers can count on", parts: [{ type: "list", look: "checks", items: commercialPromises, columns: 2, dark: true }] },
    {
      type: "section",
      id: "areas",
      tone: "brand",
      eyebrow: "Service areas",
      title: "Commercial roofing across Eastern North Carolina",
      intro: "Commercial crews working from {{officeTowns}}, in these towns and the communities around them.",
      parts: [{ type: "list", look: "towns", towns }],
    },
    {
      type: "banner",
      look: "closing",
      title: "Get a documented survey of your roof",
      text: "We'll inspect your building, photograph what we find and give you a written plan and budget, with no obligation.",
    },
  ] satisfies Block[];
}
