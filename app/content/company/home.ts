/**
 * Content of the home page (spec §2.3). The company's facts are tokens: a fact the owner has not
 * given leaves its words out (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, IconName, NewsCard } from "~/content/blocks";
import type { PhotoTile } from "~/domain/gallery";
import { FINANCING_FIGURES } from "~/content/services/financing-terms";

/** The "Latest news" carousel: hard-coded cards (spec §2.3). */
const latestNews: NewsCard[] = [
  {
    id: "hurricane-season-checklist",
    title: "Before hurricane season: a roof checklist for Eastern NC homes",
    excerpt:
      "Loose shingles, lifted flashing and pine needles packed in the valleys are what turn a tropical storm into a ceiling leak. Here is what to look at from the ground before June.",
    image: "storm",
    link: "/storm-damage",
    category: "Storm Preparation",
  },
  {
    id: "contractor-of-record",
    title: "What a Contractor of Record does on your insurance claim",
    excerpt:
      "You file and negotiate your claim; we document the damage, write the estimate, meet your adjuster on the roof and build what was approved. Our resource guides explain each step.",
    image: "insurance",
    link: "/resources",
    category: "Insurance Claims",
  },
  {
    id: "shingle-or-metal",
    title: "Architectural shingles or metal: which suits a humid, windy climate?",
    excerpt:
      "Both can stand up to coastal-plain weather when they are installed to the manufacturer's wind specification. We compare cost, lifespan and upkeep for homes like yours.",
    image: "materials",
    link: "/residential-roofing",
    category: "Materials",
  },
  {
    id: "coating-before-replacing",
    title: "Can a coating buy a flat roof another 10-15 years?",
    excerpt:
      "If the membrane and deck are sound, a seamless reflective coating can add 10-15 years of life and cut cooling costs. If they are not, we will tell you so.",
    image: "coating",
    link: "/specialty-services/roof-coating",
    category: "Commercial",
  },
  {
    id: "steeple-care",
    title: "Caring for a church steeple between storms",
    excerpt:
      "Steeples take the full force of every gust. Flashing, louvers and cladding are the usual weak points, and small repairs now prevent water in the sanctuary later.",
    image: "steeple",
    link: "/specialty-services/church-steeple-repair",
    category: "Churches",
  },
  {
    id: "financing-a-roof",
    title: "{{#financing}}Financing{{/financing}}{{^financing}}Paying for{{/financing}} a new roof without draining your savings",
    excerpt: `{{#financing}}${FINANCING_FIGURES}Subject to credit approval. See how the application works.{{/financing}}{{^financing}}Insurance proceeds, your deductible, savings or your own bank: how the payment schedule of a roof works, and what to ask before you sign.{{/financing}}`,
    image: "financing",
    link: "/financing",
    category: "{{#financing}}Financing{{/financing}}{{^financing}}Budgeting{{/financing}}",
  },
];

const aboutHighlights = [
  {
    title: "Local crews, close by",
    text: "Our crews work out of {{officeTowns}}, so someone is close when the weather turns and still nearby long after the job is done.",
  },
  {
    title: "Built for coastal-plain weather",
    text: "We install every system to the manufacturer's high-wind specification, with sealed decks and ventilation sized for humid summers.",
  },
  {
    title: "Straight answers",
    text: "Every inspection comes with photos and a written recommendation. If a repair will do, we say so; if the roof has years left, we say that too.",
  },
];

/** The four services the home page leads with. */
const homeServices: { icon: IconName; title: string; href: string; text: string }[] = [
  {
    icon: "home",
    title: "Residential Roofing",
    href: "/residential-roofing",
    text: "Architectural shingle, metal and low-slope roofs installed to the manufacturer's specification, so the warranty means something.",
  },
  {
    icon: "building-2",
    title: "Commercial Roofing",
    href: "/commercial-roofing",
    text: "TPO, EPDM, modified bitumen and metal systems for warehouses, offices and retail, with maintenance plans that prevent surprises.",
  },
  {
    icon: "cloud-lightning",
    title: "Storm Damage",
    href: "/storm-damage",
    text: "Emergency tarping{{#emergencyPhone}} around the clock{{/emergencyPhone}}, then photo documentation your insurer can work with and a roof rebuilt right.",
  },
  {
    icon: "church",
    title: "Church Steeples",
    href: "/specialty-services/church-steeple-repair",
    text: "Steeple flashing, cladding and bell-tower roofs repaired by crews who work safely at height and around your services.",
  },
];

/** The home page, with the random gallery photos the route picked. */
export function homePage(gallery: PhotoTile[]) {
  return [
    {
      type: "hero",
      look: "splash",
      badge: "{{#rating}}Rated {{rating}}/5 by {{reviewCount}} Eastern North Carolina customers{{/rating}}",
      title: "Roofs built for Eastern North Carolina weather",
      intro:
        "Hurricanes, wind-driven rain and summer humidity are hard on a roof. {{#foundingYear}}Since {{foundingYear}}, {{/foundingYear}}{{company}} has {{#roofsCompleted}}replaced, repaired and restored {{roofsCompleted}} roofs{{/roofsCompleted}}{{^roofsCompleted}}been replacing, repairing and restoring roofs{{/roofsCompleted}} for homes, churches and businesses around {{officeTowns}}.",
      actions: [
        { kind: "estimate", label: "Free Estimate", size: "lg" },
        { kind: "link", label: "Our Services", href: "/services", variant: "onDark", size: "lg" },
      ],
      illustration: "new-roof",
    },
    {
      type: "hero",
      look: "about",
      id: "about",
      eyebrow: "About {{company}}",
      heading: "A local roofer you can reach",
      text: "{{#foundingYear}}Since {{foundingYear}} we have worked{{/foundingYear}}{{^foundingYear}}We work{{/foundingYear}} by a simple rule: do the work the way we would on our own homes. We serve {{townCount}} towns and communities across {{region}} from {{officeTowns}}, and a person answers when you call.",
      link: { label: "Read our story", href: "/about" },
      stats: [
        { value: "{{yearsInBusiness}}", label: "Years roofing homes and businesses" },
        { value: "{{roofsCompleted}}", label: "Roofs completed across {{region}}" },
        { value: "{{townCount}}", label: "Towns and communities we serve" },
        { value: "{{insured}}Insured", label: "Written workmanship warranty and manufacturer-backed materials", icon: "shield-check" },
      ],
      highlights: aboutHighlights,
    },
    {
      type: "estimate",
      id: "estimate",
      heading: "Get an instant roof estimate",
      paragraphs: [
        "Enter your address and see a price range for a new roof in about a minute, with no obligation and no sales visit unless you ask for one.",
      ],
      callLead: "Prefer to talk it through?",
    },
    {
      type: "cards",
      look: "serviceTiles",
      id: "services",
      heading: "What we do",
      tone: "sand",
      cards: homeServices,
      action: { label: "See all services", href: "/services" },
    },
    {
      type: "cards",
      look: "photos",
      id: "gallery",
      heading: "Recent work",
      text: "A few roofs from across our service area, picked at random each visit.",
      link: { label: "View the full gallery", href: "/gallery/" },
      images: gallery,
    },
    {
      type: "cards",
      look: "news",
      id: "news",
      heading: "Latest news and advice",
      text: "Storm season, insurance claims, materials and money: what we are telling homeowners this year.",
      tone: "sand",
      link: { label: "Visit the blog", href: "/blog" },
      cards: latestNews,
      label: "News articles carousel",
    },
    {
      type: "banner",
      look: "closing",
      title: "Find out what your roof needs",
      text: "A free inspection comes with photos of what we found and a written recommendation, whether that is a repair, a replacement or nothing at all.",
    },
  ] satisfies Block[];
}
