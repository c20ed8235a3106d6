/** The /book-inspection page (spec §2.6, §9). */
import type { PageBlock } from "~/content/blocks";

const includedItems = [
  {
    title: "Shingles and surface",
    text: "Missing, creased, curled or cracked shingles, granule loss, and the wind and hail marks adjusters look for.",
  },
  {
    title: "Flashing and penetrations",
    text: "Chimneys, walls, vents, pipe boots and skylights: where most leaks actually start.",
  },
  {
    title: "Gutters, valleys and drainage",
    text: "Pine needles, leaves and debris that hold water against the roof, and gutters that pull away or overflow.",
  },
  {
    title: "Attic and ventilation",
    text: "Signs of leaks, damp insulation, and whether intake and exhaust vents can keep a humid attic dry.",
  },
  {
    title: "Decking and structure",
    text: "Soft spots, sagging and rot that must be fixed before any new roof goes on.",
  },
  {
    title: "Photo report and recommendation",
    text: "Photos of everything we found and a written recommendation: repair, replace, or leave it alone.",
  },
];

const processSteps = [
  {
    title: "Send a request",
    text: "Use the form on this page or call the office. Tell us about any leaks or storm damage, and when suits you.",
  },
  {
    title: "We inspect",
    text: "An inspector checks the roof, flashing, gutters and attic, photographing everything along the way.",
  },
  {
    title: "We walk you through it",
    text: "You see the photos, hear what they mean, and get a written recommendation with no pressure.",
  },
  {
    title: "You decide",
    text: "Repair, replace, file an insurance claim or do nothing for now. If you go ahead, we schedule the work.",
  },
];


/** The page, with the towns it names as the heart of the service area (the towns served, content/locations/service-cities.ts). */
export function bookInspectionPage(towns: readonly string[]) {
  return [
    {
      type: "hero",
      eyebrow: "Free, no-obligation",
      title: "Book a free roof inspection",
      intro:
        "Find out exactly what shape your roof is in before hurricane season, after a storm, or before you buy or sell a home. You get photos, a plain-English explanation and a written recommendation, at no cost.",
      actions: [
        { kind: "schedule", label: "Request your inspection", variant: "primary", size: "lg" },
        { kind: "call", variant: "onDark", size: "lg" },
      ],
    },
    {
      type: "requestForm",
      id: "request",
      heading: "Request your free inspection",
      intro:
        "Tell us where the roof is and what you have noticed. It takes about two minutes; photos of a leak or a damaged area help us bring the right materials, but they are optional.",
    },
    { type: "cards", id: "included", heading: "What your inspection includes", look: "bandOutlined", columns: 3, cardIcon: "circle-check", cards: includedItems },
    {
      type: "section",
      id: "process",
      tone: "brand",
      title: "How it works",
      parts: [
        { type: "steps", steps: processSteps, columns: 4 },
        { type: "buttons", look: "row", items: [{ kind: "schedule", label: "Request your inspection" }] },
      ],
    },
    {
      type: "section",
      id: "cities",
      title: "Where we inspect",
      intro: "Free inspections are available across our service area, including these towns and the communities around them.",
      parts: [{ type: "list", look: "towns", towns, note: "Not on the list? [Search all {{townCount}} towns we serve](/service-areas) or call us." }],
    },
    {
      type: "banner",
      id: "book",
      title: "Ready to book?",
      text: "Send the request form in a couple of minutes, or call and we will set it up for you.",
      actions: [
        { kind: "schedule", label: "Request an inspection", variant: "primary" },
        { kind: "call", label: "Call now", withNumber: false, variant: "onDark" },
      ],
    },
    {
      type: "banner",
      look: "closing",
      title: "Rather have a price first?",
      text: "Call us: we will talk through what drives the price of a roof like yours, and the free inspection gives you a written figure.",
      instantText: "Use our instant estimate for a price range in about a minute, or call to talk it through.",
    },
  ] satisfies PageBlock[];
}
