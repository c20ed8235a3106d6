/**
 * Content of /specialty-services/roof-coating (spec §2.6; general figures from §9). The company's
 * rating is stated only when the owner gave one (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, CoatingProject, FeatureCard, Step } from "~/content/blocks";
import type { FaqEntry } from "~/seo/structured-data";

const heroClaims: { value: string; label: string }[] = [
  { value: "15-35%", label: "lower cooling costs" },
  { value: "10-15 yrs", label: "added roof life" },
  { value: "30 mil", label: "minimum dry film thickness" },
  { value: "{{rating}}/5", label: "from {{reviewCount}} customer reviews" },
];

const coatingIntro: string[] = [
  "A roof coating is a liquid-applied membrane, usually silicone, acrylic or elastomeric, that cures into one seamless, reflective skin over your existing roof. On a roof that is still structurally sound, it stops leaks, reflects the summer sun and adds 10-15 years of service life without the cost, noise and landfill waste of a tear-off.",
  "Coatings are not a cure-all. Saturated insulation, rotten decking or a roof that is failing everywhere needs replacement, and we'll tell you so. When a coating is the right call, we apply it the way manufacturers specify: clean, repaired, primed where needed and built up to a measured 30-mil minimum dry film thickness.",
];

const comparisonTable = {
  caption: "A standard budget coating job compared with our premium coating system",
  columns: ["What matters", "Standard budget coating", "Our premium coating system"],
  rows: [
    ["Surface preparation", "Quick rinse, coating rolled over dirt and chalking", "Pressure-washed, cleaned and adhesion-tested before any coating"],
    ["Seams & penetrations", "Coated over as-is", "Repaired and reinforced with fabric and mastic first"],
    ["Film thickness", "Single thin coat, never measured", "30-mil minimum dry film thickness"],
    ["Quality control", "Visual check only", "One thickness reading per 500 sq ft, logged with photos"],
    ["Added roof life", "Often just a few seasons", "10-15 years on a sound roof"],
    ["Energy performance", "Reflectivity fades as thin film wears", "Reflective topcoat that cuts cooling costs 15-35%"],
  ],
};

const benefitCards: FeatureCard[] = [
  { icon: "thermometer", title: "Lower cooling costs", text: "A bright reflective surface keeps the building underneath cooler, cutting cooling costs 15-35% through a Carolina summer." },
  { icon: "clock", title: "10-15 more years", text: "A properly built coating adds 10-15 years to a sound roof, and can be renewed again later." },
  { icon: "droplets", title: "Seamless waterproofing", text: "One continuous membrane with no seams for wind-driven rain to find." },
  { icon: "dollar-sign", title: "Costs less than replacing", text: "Typically a fraction of a tear-off, with no structural work and no lost tenant days." },
  { icon: "recycle", title: "Keeps roofing out of landfills", text: "Your existing roof stays in place instead of going to the dump." },
  { icon: "leaf", title: "Quiet, clean installation", text: "No tear-off noise or debris: buildings stay open and occupied while we work." },
];

interface CoatingService extends FeatureCard {
  id: string;
  specs: { label: string; value: string }[];
}

const warranty = "Manufacturer material warranty available; length depends on applied thickness. Plus our workmanship warranty.";

const coatingServices: CoatingService[] = [
  {
    id: "rubber",
    title: "Rubber (EPDM) roof coating",
    text: "Restores aging EPDM with a primer system made for rubber and a reflective topcoat, sealing shrinking seams and weathered membrane.",
    specs: [
      { label: "Best for", value: "Weathered EPDM with sound insulation" },
      { label: "Longevity", value: "10-15 added years" },
      { label: "Warranty", value: warranty },
    ],
  },
  {
    id: "metal",
    title: "Metal roof coating",
    text: "Rust treated, fasteners sealed or replaced and seams reinforced before coating, so the panels stop leaking and stop rusting.",
    specs: [
      { label: "Best for", value: "Barns, shops, warehouses and churches" },
      { label: "Longevity", value: "10-15 added years" },
      { label: "Warranty", value: warranty },
    ],
  },
  {
    id: "commercial",
    title: "Commercial flat roof coating",
    text: "Silicone or acrylic systems over TPO, modified bitumen and built-up roofs, applied while the business stays open.",
    specs: [
      { label: "Best for", value: "Low-slope roofs on offices, retail and warehouses" },
      { label: "Longevity", value: "10-15 added years" },
      { label: "Warranty", value: warranty },
    ],
  },
  {
    id: "waterproofing",
    title: "Roof waterproofing",
    text: "Full-surface waterproofing for roofs with recurring leaks, with wet areas found and replaced before the membrane goes on.",
    specs: [
      { label: "Best for", value: "Roofs with several leaks but a sound deck" },
      { label: "Longevity", value: "10-15 added years" },
      { label: "Warranty", value: warranty },
    ],
  },
  {
    id: "sealant",
    title: "Roof sealant & seam repair",
    text: "Targeted sealing of seams, flashings, curbs and penetrations where most leaks start, a smart step for a roof not ready for a full coating.",
    specs: [
      { label: "Best for", value: "Isolated leaks and roofs on a maintenance plan" },
      { label: "Longevity", value: "Several years; inspect each spring and fall" },
      { label: "Warranty", value: "Workmanship warranty on the repaired areas" },
    ],
  },
  {
    id: "specialty",
    title: "Specialty coatings",
    text: "Ponding-resistant silicone, high-solids and granulated walkable finishes for roofs with standing water or regular foot traffic.",
    specs: [
      { label: "Best for", value: "Ponding areas, walkways and equipment zones" },
      { label: "Longevity", value: "10-15 added years" },
      { label: "Warranty", value: warranty },
    ],
  },
];

const coatingProcess: Step[] = [
  { title: "Roof assessment", text: "We inspect the whole roof and check for trapped moisture to confirm a coating is the right call." },
  { title: "Written proposal", text: "Coating type, thickness, repairs and price in writing, plus an honest word if replacement makes more sense." },
  { title: "Deep cleaning", text: "Pressure washing removes dirt, chalking, pollen and pine debris so the coating bonds." },
  { title: "Repairs & reinforcement", text: "Seams, flashings and penetrations repaired and reinforced; wet areas cut out and replaced." },
  { title: "Priming & adhesion test", text: "Primer where the surface calls for it, and a test patch to prove adhesion before full application." },
  { title: "Coating application", text: "Base and top coats applied to reach a 30-mil minimum dry film thickness across the roof." },
  {
    title: "Thickness check & handover",
    text: "One thickness reading per 500 sq ft, logged with photos, then a final walk-through and your warranty paperwork.",
  },
];

/** Typical projects with the published price ranges (§9), not case studies of named customers. */
const coatingProjects: CoatingProject[] = [
  {
    id: "residential",
    label: "Residential",
    title: "A low-slope roof on a 2,000 sq ft home",
    scenario:
      "Ranch homes and additions across Eastern North Carolina often have low-slope sections that pond water and leak at the seams. A coating seals them and keeps the rooms below noticeably cooler.",
    scope: ["Pressure wash and seam repair", "Primer and reinforced flashings", "Reflective topcoat at 30-mil minimum"],
    figures: [
      { label: "Typical price per sq ft", value: "$1.25–$4.00" },
      { label: "Typical project for a 2,000 sq ft home", value: "$2,500–$8,000" },
      { label: "Added roof life", value: "10-15 years" },
    ],
  },
  {
    id: "commercial",
    label: "Commercial",
    title: "A warehouse or retail flat roof",
    scenario:
      "Large TPO, modified bitumen or built-up roofs that are aging but dry underneath. Coating them avoids a tear-off, keeps the business open and lowers summer cooling bills.",
    scope: ["Moisture check and wet-area replacement", "Drains, curbs and penetrations reinforced", "Silicone or acrylic system, thickness logged every 500 sq ft"],
    figures: [
      { label: "Typical price per sq ft", value: "$1.00–$3.50" },
      { label: "Cooling cost reduction", value: "15-35%" },
      { label: "Added roof life", value: "10-15 years" },
    ],
  },
  {
    id: "metal",
    label: "Metal Roof",
    title: "A rusting metal roof on a barn, shop or church",
    scenario:
      "Exposed-fastener metal roofs leak at screws and laps long before the panels fail. We stop the rust, seal every fastener and coat the whole roof in one reflective membrane.",
    scope: ["Rust treatment and primer", "Fasteners sealed or replaced, laps reinforced", "Elastomeric or silicone topcoat at 30-mil minimum"],
    figures: [
      { label: "Typical price per sq ft", value: "$1.00–$3.50 on commercial buildings, $1.25–$4.00 on homes" },
      { label: "Minimum dry film thickness", value: "30 mil" },
      { label: "Added roof life", value: "10-15 years" },
    ],
  },
];

const coatingFaqs: FaqEntry[] = [
  {
    question: "How much does a roof coating cost?",
    answer:
      "Residential coatings typically run $1.25-$4.00 per square foot and commercial coatings $1.00-$3.50 per square foot. For a 2,000 sq ft home that usually means $2,500-$8,000. Price depends on the roof's condition, the repairs needed first and the coating system.",
  },
  {
    question: "How long does a roof coating last?",
    answer:
      "A coating applied at our 30-mil minimum dry film thickness over a sound, properly prepared roof adds 10-15 years of service life. At the end of that period it can often be cleaned and recoated rather than replaced.",
  },
  {
    question: "Will a coating really lower my energy bills?",
    answer:
      "Reflective coatings keep the roof surface much cooler in direct sun, and our customers typically see cooling costs fall 15-35%. The savings are largest on low-slope roofs over air-conditioned space.",
  },
  {
    question: "Can a coating stop my roof from leaking?",
    answer:
      "Yes, when the leaks come from seams, fasteners, flashings and weathered membrane, which is where most low-slope leaks start. We repair and reinforce those areas before coating. If water has soaked the insulation or rotted the deck, those areas are replaced first.",
  },
  {
    question: "Do coatings hold up in Eastern North Carolina's climate?",
    answer:
      "Yes, when the right chemistry is chosen. Silicone resists ponding water after heavy summer storms, while acrylics suit well-drained roofs in our heat and humidity. We choose the system for your roof's drainage and exposure.",
  },
  {
    question: "How do you make sure the coating is thick enough?",
    answer:
      "We build every roof to a 30-mil minimum dry film thickness and take one thickness reading for every 500 square feet, logged with photos and handed to you at the end of the job.",
  },
];

export const roofCoatingPage = [
  {
    type: "hero",
    eyebrow: "Specialty services · Roof coatings",
    title: "Roof coatings that add years and cut cooling bills",
    intro:
      "A seamless, reflective membrane over your existing low-slope or metal roof: leaks sealed, summer heat reflected and no tear-off.",
    badge: "{{#rating}}Rated {{rating}}/5 by {{reviewCount}} customers{{/rating}}",
    actions: [
      { kind: "link", label: "Get a Coating Estimate", href: "/contact", size: "lg" },
      { kind: "call", variant: "onDark", size: "lg" },
    ],
    aside: { kind: "illustration", name: "coating" },
  },
  { type: "figures", look: "strip", figures: heroClaims },
  {
    type: "section",
    id: "introduction",
    eyebrow: "What a coating is",
    title: "Restore the roof you have instead of replacing it",
    parts: [{ type: "paragraphs", paragraphs: coatingIntro }],
  },
  {
    type: "section",
    id: "benefits",
    tone: "sand",
    eyebrow: "Benefits",
    title: "Why a premium coating system pays off",
    intro: "Most coating failures come from shortcuts: skipped cleaning, unrepaired seams and film too thin to last. Here is the difference.",
    parts: [
      { type: "table", ...comparisonTable },
      { type: "cards", look: "feature", cards: benefitCards },
    ],
  },
  {
    type: "section",
    id: "coating-services",
    eyebrow: "Coating services",
    title: "Six coating services for every kind of roof",
    intro: "Each system is matched to your roof's material, drainage and use.",
    parts: [
      {
        type: "cards", look: "feature",
        cards: coatingServices.map(({ id: _id, ...card }) => ({ ...card, link: { label: `Ask about ${card.title.toLowerCase()}`, href: "/contact" } })),
      },
    ],
  },
  {
    type: "section",
    id: "process",
    tone: "brand",
    eyebrow: "Our process",
    title: "Seven steps to a coating that lasts",
    intro: "Preparation is most of the work, and most of the reason a coating lasts 10-15 years.",
    parts: [{ type: "steps", steps: coatingProcess, columns: 4 }],
  },
  {
    type: "section",
    id: "projects",
    eyebrow: "Projects",
    title: "What a coating project looks like",
    intro: "Typical scopes and price ranges for the three kinds of roofs coated most often.",
    parts: [{ type: "coatingProjects", label: "Coating project types", projects: coatingProjects }],
  },
  { type: "section", id: "faq", tone: "sand", eyebrow: "Questions", title: "Roof coating FAQ", parts: [{ type: "faq", faqs: coatingFaqs }] },
  {
    type: "banner",
    look: "closing",
    title: "Find out if your roof can be coated",
    text: "We'll check it for trapped moisture and damage and tell you honestly whether a coating, a repair or a replacement makes sense.",
  },
] satisfies Block[];
