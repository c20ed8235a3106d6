import { REVIEWED, references } from "../shared";
import type { Guide } from "../types";

export const roofingMaterialsFaq: Guide = {
  slug: "roofing-materials-faq",
  title: "Roofing Materials FAQ: Asphalt, Metal and Beyond",
  metaTitle: "Roofing Materials FAQ: Asphalt, Metal & Tile",
  description:
    "Asphalt, metal and tile questions answered, with a cost, lifespan and maintenance table, plus hurricane resistance and how your roof affects insurance.",
  keywords: [
    "roofing materials FAQ",
    "asphalt shingles questions",
    "metal roof questions",
    "metal vs shingles cost",
    "hurricane resistant roofing",
    "roof material insurance discount",
    "tile roof North Carolina",
  ],
  hubGroup: "faqs",
  summary: "Asphalt, metal and alternatives compared — cost, lifespan and upkeep, hurricane resistance and insurance.",
  eyebrow: "FAQ",
  intro:
    "Choosing a material is the biggest decision in a roof replacement. These answers cover what homeowners in our area ask most, with a quick comparison table for the four materials we're asked about most often.",
  updated: REVIEWED,
  blocks: [
    {
      type: "table",
      heading: "Cost, lifespan and maintenance compared",
      caption: "Asphalt, premium asphalt, metal and tile compared",
      columns: ["Material", "Typical cost (typical home)", "Typical lifespan", "Maintenance"],
      rows: [
        ["Asphalt (architectural)", "$8,000-$18,000", "20-30 years", "Low: clear gutters and valleys, check flashing and boots"],
        ["Premium asphalt (designer)", "Upper end of the asphalt range", "25-30+ years", "Low"],
        ["Metal", "$12,000-$25,000", "40-70 years", "Low for standing seam; exposed-fastener screws need periodic checks"],
        ["Tile", "$15,000-$30,000", "50+ years", "Moderate: replace cracked tiles, renew underlayment when needed"],
      ],
      note: "Costs are our example ranges for a typical home in our service area; lifespans are typical for well-installed, well-ventilated roofs in our climate.",
    },
    {
      type: "faq",
      heading: "Roofing materials questions",
      groups: [
        {
          title: "Asphalt Shingles",
          items: [
            {
              question: "What's the difference between 3-tab and architectural shingles?",
              answer: ["Three-tab shingles are a single flat layer; architectural (laminated) shingles are two bonded layers. Architectural shingles are heavier, look more dimensional, resist wind better and carry longer warranties — they've become the standard on most homes."],
            },
            {
              question: "Are algae-resistant shingles worth it here?",
              answer: ["In Eastern North Carolina's humidity, yes. They keep the dark streaks off north-facing slopes for years, and the cost difference is small."],
            },
            {
              question: "How do shingles handle wind-driven rain?",
              answer: ["The shingles shed water, but the details underneath stop wind-driven rain: ice-and-water membrane in valleys and around penetrations, properly lapped underlayment, and correct step and counter flashing. That's where installation quality shows."],
            },
          ],
        },
        {
          title: "Metal Roofing",
          items: [
            {
              question: "Is a metal roof noisy in the rain?",
              answer: ["Over solid decking with underlayment and an insulated attic, a metal roof is not much louder than shingles. It's metal over open framing, like a barn, that drums."],
            },
            {
              question: "Does a metal roof attract lightning?",
              answer: ["No. Metal doesn't make a strike more likely, and if lightning does strike, metal is non-combustible."],
            },
            {
              question: "Standing seam or exposed fastener?",
              answer: ["Standing seam hides its fasteners and lets panels expand and contract — better for homes and long life. Exposed-fastener panels cost less but the screws and washers need checking and eventual replacement."],
            },
          ],
        },
        {
          title: "Alternatives",
          items: [
            {
              question: "Can my house support a tile or slate roof?",
              answer: ["Many homes in our area weren't framed for that weight. We check rafters and decking first; reinforcement is possible but adds cost. Synthetic slate and designer shingles give a similar look at a fraction of the weight."],
            },
            {
              question: "What about synthetic slate and shake?",
              answer: ["Composite products mimic slate or cedar with less weight and easier repairs. Quality varies by brand, so ask to see the product's wind and impact ratings."],
            },
            {
              question: "What goes on a low-slope porch or addition?",
              answer: ["Shingles need a minimum slope to shed water. For low-slope sections we use standing-seam metal or a membrane system suited to the pitch."],
            },
          ],
        },
        {
          title: "Comparisons",
          items: [
            {
              question: "Which material is most hurricane-resistant?",
              answer: [
                "Installation matters more than material. Standing-seam metal with rated clips performs very well; architectural shingles installed with high-wind nailing and sealed edges perform well; tile and slate perform well when fastened to code. Ask about the [FORTIFIED Home](https://fortifiedhome.org/) roof standard if wind resistance is your priority.",
              ],
            },
            {
              question: "Does my roof material affect my insurance?",
              answer: [
                "It can. Some insurers offer discounts for impact-rated shingles or roofs built to the FORTIFIED standard, and roof age affects many policies. Ask your agent what your insurer offers before choosing.",
              ],
            },
            {
              question: "Which is cheapest over 30 years?",
              answer: [
                "Asphalt is cheapest up front. Metal often costs less over 30+ years because you may replace an asphalt roof once in that time. If you'll stay in the home a long time, metal deserves a look; if you'll sell sooner, architectural shingles usually make sense.",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "list",
      look: "sources",
      heading: "Sources",
      items: [
        { ...references.arma, note: "asphalt shingle types and care" },
        { ...references.fortified, note: "roof standards for high-wind regions and insurance incentives" },
        { ...references.ibhs, note: "research on roofing performance in wind and hail" },
        { ...references.nrca, note: "roofing industry best practices" },
      ],
    },
    {
      type: "buttons",
      text: "Want to compare two materials on your own house?",
      items: [{ kind: "call" }, { kind: "link", label: "Request an Estimate", href: "/contact" }],
    },
  ],
  cta: {
    title: "See your options side by side",
    text: "We'll price the materials you're considering for your roof, with samples in hand and the warranty for each in writing.",
  },
};
