/** The two manufacturer visualizers on /design-your-roof (spec §2.6 "partner visualizer cards"). */
import type { PageBlock, Step, VisualizerPartner } from "~/content/blocks";

const visualizerPartners: VisualizerPartner[] = [
  {
    id: "gaf",
    name: "GAF Virtual Home Remodeler",
    tagline: "See Timberline shingle colors on a house like yours",
    logo: { initials: "GAF", color: "#b91c1c" },
    description:
      "GAF's free online tool lets you choose a sample house or upload a photo of your own and try GAF shingle styles and colors on it.",
    features: ["Upload a photo of your own home", "Try Timberline architectural shingle colors", "Compare siding, trim and door colors with the roof"],
    url: "https://www.gaf.com/en-us/plan-design/get-inspired/virtual-home-remodeler",
    bgGradient: "bg-linear-to-br from-red-50 via-white to-white",
    borderColor: "border-red-200",
  },
  {
    id: "owens-corning",
    name: "Owens Corning Design Your Roof",
    tagline: "Explore Duration shingle colors in real light",
    logo: { initials: "OC", color: "#be185d" },
    description:
      "Owens Corning's visualizer shows its shingle colors on homes of different styles, so you can see how each color reads with brick, siding and stone.",
    features: ["Preview Duration and Oakridge colors", "Compare house styles and exterior materials", "Save favorites to bring to your inspection"],
    url: "https://www.owenscorning.com/en-us/roofing/design-your-roof",
    bgGradient: "bg-linear-to-br from-pink-50 via-white to-white",
    borderColor: "border-pink-200",
  },
];

const designSteps: Step[] = [
  { title: "Try colors online", text: "Open either visualizer and try shingle colors on a sample home or a photo of your own." },
  { title: "Shortlist two or three", text: "Screens and sunlight change colors, so pick a few favorites rather than one." },
  { title: "See real samples", text: "At your free inspection we bring physical samples of your favorites to hold against your home." },
];

const colorTips: string[] = [
  "Lighter shingles reflect more summer sun and can keep the attic cooler; darker colors hide pine-needle staining.",
  "Choose a shade that complements your brick or siding's undertone rather than matching it exactly.",
  "Check your HOA's approved color list before you fall in love with a color.",
  "Algae-resistant shingles keep their color longer in our humid climate; every brand we install offers them.",
];

export const designYourRoofPage = [
  {
    type: "hero",
    eyebrow: "Design your roof",
    title: "See your new roof before it's installed",
    intro:
      "A roof is the largest color on your house and you'll live with it for decades. Try shingle styles and colors on a home like yours with the manufacturers' free visualizers, then see real samples at your free inspection.",
    actions: [
      { kind: "link", label: "Book a Free Inspection", href: "/book-inspection", variant: "primary", size: "lg" },
      { kind: "link", label: "Contact Us", href: "/contact", variant: "onDark", size: "lg" },
    ],
  },
  {
    type: "section",
    id: "visualizers",
    eyebrow: "Visualizer tools",
    title: "Two free tools from the brands we install",
    intro: "Both tools open on the manufacturer's website in a new tab. Nothing to download, and no account needed to start.",
    parts: [{ type: "cards", look: "visualizers", cards: visualizerPartners }],
  },
  {
    type: "section",
    id: "how-it-works",
    tone: "sand",
    eyebrow: "How it works",
    title: "From screen to samples in three steps",
    parts: [{ type: "steps", steps: designSteps }],
  },
  {
    type: "section",
    id: "color-tips",
    title: "Choosing a roof color in Eastern North Carolina",
    parts: [
      { type: "list", look: "checks", items: colorTips },
      { type: "callout", tone: "note", text: "Comparing manufacturers too? [See the brands we install and their warranties](/brands)." },
    ],
  },
  {
    type: "banner",
    look: "closing",
    title: "Found a color you love?",
    text: "Book a free inspection and we'll bring real samples of your favorites, measure your roof and give you a written price.",
  },
] satisfies PageBlock[];
