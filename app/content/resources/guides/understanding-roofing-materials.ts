import { REVIEWED, references } from "../shared";
import type { Guide } from "../types";

export const understandingRoofingMaterials: Guide = {
  slug: "understanding-roofing-materials",
  title: "Understanding Roofing Materials in Eastern North Carolina",
  metaTitle: "Roofing Materials Compared for Eastern NC Homes",
  description:
    "Asphalt, metal, tile and slate compared for Eastern NC homes: lifespan, cost ranges, wind performance and what hurricanes and humidity mean for your roof.",
  keywords: [
    "roofing materials comparison",
    "asphalt vs metal roof",
    "best roof for hurricanes North Carolina",
    "architectural shingles",
    "standing seam metal roof",
    "tile roof cost",
    "slate roof cost",
    "Eastern NC roofing",
  ],
  hubGroup: "materials",
  summary: "Asphalt, metal, tile and slate side by side: lifespan, cost ranges and how each stands up to ENC wind and humidity.",
  eyebrow: "Materials guide",
  intro:
    "The right roof for a house in {{region}} isn't the one in the glossy brochure — it's the one that keeps shingles on through a tropical storm, shrugs off a humid August and fits the budget. Here is how the common materials really compare, written by the crews who install them.",
  updated: REVIEWED,
  blocks: [
    {
      type: "paragraphs",
      heading: "Start with the weather your roof has to survive",
      paragraphs: [
        "Eastern North Carolina asks a lot of a roof. Hurricanes and tropical storms bring sustained wind and hours of **wind-driven rain** that gets pushed sideways under anything loose. Summer thunderstorms can gust past severe levels with little warning. In between, heat and humidity bake the attic, feed algae on north-facing slopes and load gutters with pine straw.",
        "So when we compare materials, we look past price per square. We ask how each one is fastened, how it handles uplift at the edges and ridges, how it sheds water that's blowing sideways, and how much upkeep it needs in a climate that never really dries out. The table below is the short version; the cards and local notes that follow explain the trade-offs.",
      ],
    },
    {
      type: "table",
      heading: "Roofing materials at a glance",
      caption: "Typical lifespan, cost range for a typical home, and wind performance by material",
      columns: ["Material", "Typical lifespan", "Typical project cost*", "Wind performance", "Best fit"],
      rows: [
        ["Architectural asphalt shingles", "20-30 years in our climate", "$8,000-$18,000", "Good; best with high-wind nailing and sealed starter and ridge", "Most homes and budgets"],
        ["Premium (designer) asphalt shingles", "25-30+ years", "Upper end of the asphalt range", "Good to very good; heavier, thicker profiles", "Homeowners who want a slate or shake look without the weight"],
        ["Metal (standing seam or exposed fastener)", "40-70 years", "$12,000-$25,000", "Very good when panels and clips are rated for the exposure", "Long-term owners, low-slope porches, rural and coastal-leaning homes"],
        ["Concrete or clay tile", "50+ years", "$15,000-$30,000", "Good when each tile is mechanically fastened or foam-set to code", "Homes built (or engineered) to carry the weight"],
        ["Natural slate", "75-100+ years", "$25,000-$60,000+", "Very good when properly hooked or nailed", "Historic homes, churches and owners planning for generations"],
      ],
      note:
        "*Cost ranges are the examples we quote homeowners for a typical single-family home; your price depends on size, pitch, layers to remove, deck repairs and access. Lifespans are typical ranges for well-installed, ventilated roofs, not guarantees. For a number for your house, [request a free estimate](/contact).",
    },
    {
      type: "cards",
      heading: "Five materials, honestly compared",
      intro: ["Every material below can make a good roof. What separates them is cost over time, weight, and how much attention they need between storms."],
      cards: [
        {
          title: "Architectural asphalt shingles",
          text: "The workhorse of Eastern NC neighborhoods. Laminated (two-layer) shingles replaced the old flat three-tab shingle because they are heavier, hold up better in wind and hide minor deck imperfections.",
          facts: [
            { label: "Lifespan", value: "20-30 years" },
            { label: "Cost", value: "$8,000-$18,000 typical home" },
            { label: "Upkeep", value: "Low: keep gutters and valleys clear" },
          ],
          points: ["Widest choice of colors and brands", "Easy, affordable repairs after a storm", "Choose algae-resistant granules for our humidity"],
        },
        {
          title: "Premium (designer) shingles",
          text: "Thicker, multi-layer asphalt shingles shaped to look like slate or cedar shake. They cost more than standard architectural shingles but weigh a fraction of the real thing.",
          facts: [
            { label: "Lifespan", value: "25-30+ years" },
            { label: "Cost", value: "Upper asphalt range" },
            { label: "Upkeep", value: "Low" },
          ],
          points: ["High curb appeal without structural changes", "Often qualify for the longest manufacturer warranty tiers"],
        },
        {
          title: "Metal roofing",
          text: "Standing-seam panels hide their fasteners under raised seams; exposed-fastener panels are cheaper but need screws checked and replaced over time. Both shed water and pine straw quickly.",
          facts: [
            { label: "Lifespan", value: "40-70 years" },
            { label: "Cost", value: "$12,000-$25,000 typical home" },
            { label: "Upkeep", value: "Low (standing seam) to moderate (exposed fasteners)" },
          ],
          points: ["Reflective finishes reduce attic heat", "Excellent on low-slope porches and additions", "Louder in rain without solid decking and underlayment"],
        },
        {
          title: "Concrete and clay tile",
          text: "Dense, fire-resistant and long-lived. Tile is heavy, so the framing has to be checked — many houses in our area were not built to carry it without reinforcement.",
          facts: [
            { label: "Lifespan", value: "50+ years" },
            { label: "Cost", value: "$15,000-$30,000 typical home" },
            { label: "Upkeep", value: "Moderate: cracked tiles need prompt replacement" },
          ],
          points: ["Distinctive Mediterranean or Spanish look", "Underlayment usually wears out before the tile does"],
        },
        {
          title: "Natural and synthetic slate",
          text: "Natural slate can outlast the house; it is also the most expensive roof we install and needs specialist repair. Synthetic slate gives a similar look at lower weight and cost.",
          facts: [
            { label: "Lifespan", value: "75-100+ years (natural)" },
            { label: "Cost", value: "$25,000-$60,000+ (natural)" },
            { label: "Upkeep", value: "Low, but repairs need a slate specialist" },
          ],
          points: ["Ideal for historic homes and churches", "Check framing before choosing natural slate"],
        },
      ],
    },
    {
      type: "list",
      heading: "Local considerations for Eastern North Carolina",
      intro: ["These are the questions we ask on every inspection before recommending a material."],
      items: [
        {
          title: "Wind zones and fastening",
          text: "How a roof is nailed matters as much as what it's made of. We use high-wind nailing patterns, sealed starter strips at eaves and rakes, and ridge caps rated for the shingle. Tropical-storm-force winds start at 39 mph and hurricane-force at 74 mph — the edges and ridges are where failures begin.",
        },
        {
          title: "Wind-driven rain",
          text: "Sideways rain finds every gap. Ice-and-water membrane in valleys and around penetrations, properly lapped underlayment and correctly installed step and counter flashing matter more here than in calmer climates.",
        },
        {
          title: "Heat, humidity and ventilation",
          text: "An attic that can't breathe cooks shingles from below and grows mold on the decking. Building codes generally call for at least 1 square foot of net free ventilation area for every 150 square feet of attic floor; we check intake and exhaust balance on every replacement.",
        },
        {
          title: "Algae and pine debris",
          text: "Black streaks on north-facing slopes are algae, fed by humidity. Algae-resistant shingles and clear valleys keep a roof looking and working like new. Pine straw that sits in valleys holds water against the roof.",
        },
        {
          title: "Weight and structure",
          text: "Tile and natural slate can weigh several times more than asphalt. Before recommending them we check rafters and decking — reinforcement can add meaningfully to the cost.",
        },
        {
          title: "Neighborhood and historic rules",
          text: "HOAs and historic districts may limit colors or materials. Ask before you fall in love with a color; we can help you prepare the submission.",
        },
      ],
    },
    {
      type: "faq",
      heading: "Roofing materials: common questions",
      groups: [
        {
          items: [
            {
              question: "What is the best roofing material for hurricanes in Eastern North Carolina?",
              answer: [
                "There isn't one winner — installation decides more than material. A properly fastened architectural shingle roof with sealed edges performs well in the storms we typically see; standing-seam metal with rated clips performs very well and lasts longer. Tile and slate do well when fastened to code but need a structure that can carry them.",
                "If wind resistance is your priority, ask about the FORTIFIED Home roof standard and upgraded edge fastening. We'll explain the options on your [free inspection](/contact).",
              ],
            },
            {
              question: "Is a metal roof worth the extra cost?",
              answer: [
                "If you plan to stay in the home for 20 years or more, often yes: a metal roof can outlast two asphalt roofs, reflects heat and sheds debris. If you may sell within ten years, architectural shingles usually return more of their cost. We'll price both so you can compare.",
              ],
            },
            {
              question: "Do architectural shingles really last 30 years here?",
              answer: [
                "With good ventilation, clean gutters and no major storm damage, 20-30 years is realistic in our climate. Heat trapped in a poorly vented attic and years of wind-driven rain shorten that. Twice-yearly checks — spring and fall — and a look after every major storm help you reach the top of the range.",
              ],
            },
            {
              question: "Can I put a new roof over my old shingles?",
              answer: [
                "Building codes allow a second layer in some cases, but we rarely recommend it. A tear-off lets us inspect and repair the decking, install modern underlayment and flashing, and avoid voiding a manufacturer's enhanced warranty. In storm country, what's under the shingles matters.",
              ],
            },
            {
              question: "Which material is best for energy efficiency?",
              answer: [
                "Reflective metal and light-colored shingles reduce heat gain, but attic ventilation and insulation make the bigger difference. A balanced ventilation system keeps the attic closer to outdoor temperature and helps every material last longer.",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "list",
      look: "sources",
      heading: "Sources and further reading",
      intro: ["Cost ranges are our own examples for typical homes in our service area. For the science behind wind, codes and materials, these organizations publish independent guidance:"],
      items: [
        { ...references.nhcScale, note: "where the 74 mph hurricane threshold comes from" },
        { ...references.fortified, note: "a voluntary, stronger roof standard for high-wind regions" },
        { ...references.arma, note: "asphalt shingle industry guidance" },
        { ...references.nrca, note: "roofing industry best practices" },
        { ...references.iccCodes, note: "model code ventilation requirements" },
      ],
    },
    {
      type: "buttons",
      text: "Want to see samples on your own roofline? We bring them to every inspection.",
      items: [{ kind: "call" }, { kind: "link", label: "Request an Estimate", href: "/contact" }],
    },
  ],
  cta: {
    title: "Not sure which material fits your home?",
    text: "We'll inspect your roof, check the attic and framing, and price two or three options side by side — no pressure, no cost.",
  },
};
