/** Content of /brands; the brand cards themselves come from the roofing_brands table, streamed. */
import type { Block, IconName } from "~/content/blocks";

const whyTheseBrands: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "wind",
    title: "Built for our weather",
    text: "Every line we install offers wind-rated and algae-resistant shingles suited to hurricane season and humid Eastern North Carolina summers.",
  },
  {
    icon: "shield-check",
    title: "Warranties backed by national manufacturers",
    text: "Manufacturer warranties of up to 50 years on qualifying systems, from companies that will be around to honor them.",
  },
  {
    icon: "badge-check",
    title: "Registered for you",
    text: "We submit your manufacturer warranty registration within 7 days of completion, well inside each brand's deadline.",
  },
  {
    icon: "wrench",
    title: "Installed to specification",
    text: "We install complete systems (underlayment, starter, ridge and ventilation) the way each manufacturer requires, so the warranty holds.",
  },
];

/** The page; the brand grid streams in behind placeholders, from the route loader's promise. */
export const brandsPage = [
  {
    type: "hero",
    eyebrow: "Roofing brands",
    title: "The roofing brands we trust on your home",
    intro:
      "We install complete shingle systems from five of North America's leading manufacturers: GAF, Owens Corning, CertainTeed, IKO and Atlas. Compare their top products and warranties, then let us help you choose.",
    actions: [{ kind: "link", label: "Talk to Us About Your Roof", href: "/contact", size: "lg" }],
  },
  {
    type: "section",
    id: "brands",
    eyebrow: "Our manufacturers",
    title: "Compare brands, products and warranties",
    intro:
      "Warranty coverage depends on the product line, the installer's credentials and registration with the manufacturer; we walk you through it in your proposal.",
    parts: [
      {
        type: "brandGrid",
        skeletons: 6,
        loading: "Loading brands…",
        error: "There was an error loading the brands information. Please try again later.",
      },
    ],
  },
  {
    type: "section",
    id: "why-these-brands",
    tone: "sand",
    eyebrow: "Why these brands",
    title: "Why we install these five brands",
    parts: [
      { type: "cards", look: "raised", cards: whyTheseBrands },
      { type: "callout", tone: "note", text: "Want to see the colors first? [Try the manufacturers' roof visualizers](/design-your-roof)." },
    ],
  },
  {
    type: "banner",
    look: "closing",
    title: "Not sure which brand is right for you?",
    text: "We'll bring samples to your free inspection and explain the warranty differences in plain language.",
  },
] satisfies Block[];
