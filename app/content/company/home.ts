/** Static content of the home page (spec §2.3). */
import type { IconName } from "~/content/blocks";

export type NewsIllustration = "storm" | "insurance" | "materials" | "coating" | "steeple" | "financing";

export interface NewsCard {
  id: string;
  title: string;
  excerpt: string;
  /** Which drawn illustration fills the card's image slot (we have no photos). */
  image: NewsIllustration;
  /** An internal page that exists. */
  link: string;
  category: string;
}

/** The "Latest news" carousel: hard-coded cards (spec §2.3). */
export const latestNews: NewsCard[] = [
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
    title: "Financing a new roof without draining your savings",
    excerpt:
      "Rates as low as 5.99% APR, terms up to 12 years and up to 100% financed, subject to credit approval. See how the application works.",
    image: "financing",
    link: "/financing",
    category: "Financing",
  },
];

export const aboutHighlights = [
  {
    title: "Local crews, local offices",
    text: "Our crews live here. Headquarters in Rocky Mount, an office in Greenville and a Tarboro service area mean someone is close when the weather turns.",
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
export const homeServices: { icon: IconName; title: string; href: string; text: string }[] = [
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
    text: "Emergency tarping around the clock, then photo documentation your insurer can work with and a roof rebuilt right.",
  },
  {
    icon: "church",
    title: "Church Steeples",
    href: "/specialty-services/church-steeple-repair",
    text: "Steeple flashing, cladding and bell-tower roofs repaired by crews who work safely at height and around your services.",
  },
];
