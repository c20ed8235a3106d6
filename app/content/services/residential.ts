/** Content of /residential-roofing (spec §2.6: services, materials with lifespan and warranty, serving areas). */
import type { Block, FeatureCard, IconName, Step } from "~/content/blocks";

const heroPoints: string[] = [
  "Free inspection with photos",
  "Most roofs replaced in 1-3 days",
  "Written workmanship warranty",
];

const residentialServices: (FeatureCard & { icon: IconName })[] = [
  {
    icon: "house",
    title: "Roof replacement",
    text: "Complete tear-off to the deck, rotten decking replaced, synthetic underlayment, ice-and-water shield in valleys and around penetrations, new flashing and ridge ventilation, then the shingles.",
  },
  {
    icon: "hammer",
    title: "Roof repair",
    text: "Lifted or missing shingles, cracked pipe boots, failed step flashing and nail pops fixed with matching materials, so a small leak does not become a ceiling.",
  },
  {
    icon: "search-check",
    title: "Inspections",
    text: "A free, documented inspection with photos of every slope and a written recommendation, whether that is a repair, a replacement or nothing at all.",
  },
  {
    icon: "wind",
    title: "Storm upgrades",
    text: "High-wind nailing patterns, sealed roof decks and impact-resistant shingles for homes that take the brunt of hurricane season.",
  },
  {
    icon: "sun",
    title: "Attic ventilation",
    text: "Balanced intake and exhaust (about 1 sq ft of vent for every 150 sq ft of attic) to push out summer heat and the moisture that rots decking.",
  },
  {
    icon: "droplets",
    title: "Gutters, fascia & skylights",
    text: "Seamless gutters sized for Carolina downpours, rotten fascia and soffit replaced, and skylights re-flashed or replaced during the re-roof.",
  },
];

/** Costs are the spec's published examples for a typical home (§9); lifespans are general industry ranges. */
const materialsTable = {
  caption: "Residential roofing materials compared: lifespan, warranty and typical installed cost",
  columns: ["Material", "Typical lifespan", "Warranty", "Typical project cost", "Best for"],
  rows: [
    [
      "Architectural asphalt shingles",
      "25-30 years",
      "Manufacturer limited lifetime on qualifying lines, plus our workmanship warranty",
      "$8,000-$18,000",
      "Most homes: the best value in wind resistance and curb appeal",
    ],
    [
      "Impact-resistant & designer shingles",
      "30+ years",
      "Manufacturer limited lifetime; enhanced system warranties up to 50 years available",
      "Above standard asphalt",
      "Hail-prone neighborhoods and homeowners who want a slate or shake look",
    ],
    [
      "Standing-seam & exposed-fastener metal",
      "40-70 years",
      "Manufacturer panel and finish warranties, plus our workmanship warranty",
      "$12,000-$25,000",
      "Hurricane exposure, low maintenance and reflective, energy-saving finishes",
    ],
    [
      "Clay & concrete tile",
      "50+ years",
      "Manufacturer product warranty, plus our workmanship warranty",
      "$15,000-$30,000",
      "Homes built to carry the weight, with a Mediterranean or Spanish look",
    ],
    [
      "Natural slate",
      "75-100+ years",
      "Manufacturer product warranty, plus our workmanship warranty",
      "$25,000-$60,000+",
      "Historic homes and owners who plan to stay for generations",
    ],
  ],
};

const replacementSteps: Step[] = [
  {
    title: "Free inspection",
    text: "We walk the roof and attic, photograph every problem and measure the roof.",
    detail: "You get the photos and a written recommendation, even if it's \"not yet\".",
  },
  {
    title: "Clear proposal",
    text: "One price in writing: materials by brand and color, decking allowance, ventilation and cleanup.",
  },
  {
    title: "Installation day",
    text: "Landscaping protected, old roof torn off, deck repaired and new roof installed, usually in 1-3 days.",
    detail: "Under 2,000 sq ft: about 1 day. 2,000-4,000 sq ft: 1-2 days. Larger: 2-3+ days.",
  },
  {
    title: "Walk-through & warranty",
    text: "Magnetic sweep for nails, a final walk-through with you, and the manufacturer warranty registered within 7 days.",
  },
];

/** The page, with the towns it names as the heart of the service area (the towns served, content/locations/service-cities.ts). */
export function residentialPage(towns: readonly string[]) {
  return [
    {
      type: "hero",
      eyebrow: "Residential roofing",
      title: "A new roof built for hurricane season, not just for the sale",
      intro:
        "Eastern North Carolina roofs face tropical-storm winds, wind-driven rain, sticky summers that bake shingles and pine needles that hold moisture in valleys. We build every roof for those conditions, and we stand behind it in writing.",
      points: { label: "What every homeowner gets", items: heroPoints },
      actions: [
        { kind: "link", label: "Book a Free Inspection", href: "/book-inspection", size: "lg" },
        { kind: "call", variant: "onDark", size: "lg" },
      ],
      aside: { kind: "illustration", name: "home-roof" },
    },
    {
      type: "section",
      id: "services",
      eyebrow: "Residential services",
      title: "Everything your home's roof needs",
      intro: "From a single lifted shingle to a complete replacement, handled by our own insured crews.",
      parts: [{ type: "cards", look: "feature", cards: residentialServices }],
    },
    {
      type: "section",
      id: "materials",
      tone: "sand",
      eyebrow: "Materials",
      title: "Roofing materials, lifespan and warranty",
      intro:
        "The right material depends on your budget, how long you plan to stay and how exposed your house is to wind. Here is how the options compare.",
      parts: [
        { type: "table", ...materialsTable },
        {
          type: "callout",
          tone: "note",
          small: true,
          text: "Costs are typical ranges for an average Eastern North Carolina home; your written estimate is based on your roof's size, pitch and condition. Lifespans assume proper ventilation and routine care. Compare the [shingle brands we install](/brands) or [try colors on a house like yours](/design-your-roof).",
        },
      ],
    },
    {
      type: "section",
      id: "process",
      eyebrow: "How it works",
      title: "Your replacement in four steps",
      intro: "No surprises: you know the price, the materials and the schedule before we set foot on the roof.",
      parts: [
        { type: "steps", steps: replacementSteps, columns: 4 },
        {
          type: "callout",
          tone: "note",
          text: "{{#financing}}Want to spread the cost? [Financing{{#aprFrom}} from {{aprFrom}}% APR{{/aprFrom}}](/financing) is available to qualified buyers.{{/financing}}{{^financing}}Wondering how to pay for it? [Here are the ways to pay](/financing).{{/financing}}",
        },
      ],
    },
    {
      type: "section",
      id: "areas",
      tone: "brand",
      eyebrow: "Serving areas",
      title: "Homes we serve across Eastern North Carolina",
      intro: "Our crews work out of {{officeTowns}} and roof homes in these towns and the communities around them.",
      parts: [{ type: "list", look: "towns", towns }],
    },
    {
      type: "banner",
      look: "closing",
      title: "Find out what your roof really needs",
      text: "A free inspection comes with photos of everything we find and a written recommendation. If a repair will do, we'll say so.",
    },
  ] satisfies Block[];
}
