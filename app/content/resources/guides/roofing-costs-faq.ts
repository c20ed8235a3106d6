import { REVIEWED, claimStanceShort, references } from "../shared";
import type { Guide } from "../types";
import { PAYING_FOR_A_ROOF } from "~/content/services/financing-terms";

export const roofingCostsFaq: Guide = {
  slug: "roofing-costs-faq",
  title: "Roofing Costs FAQ: What a Roof Really Costs",
  metaTitle: "Roof Replacement Cost FAQ for Eastern NC",
  description:
    "What a new roof costs by material, how insurance and financing fit in, hidden costs to ask about, and the 20% rule for repairing versus replacing.",
  keywords: [
    "roof replacement cost",
    "how much does a new roof cost",
    "roof cost North Carolina",
    "roof financing",
    "hidden roofing costs",
    "repair vs replace roof",
    "metal roof cost",
  ],
  hubGroup: "faqs",
  summary: "Cost ranges by material, insurance and financing, the hidden costs to ask about, and how to budget for a roof.",
  eyebrow: "FAQ",
  intro:
    "Price is the first question almost everyone asks, and \"it depends\" isn't a useful answer. Here are the ranges we quote, what moves them, and how homeowners in our area pay for a roof.",
  updated: REVIEWED,
  blocks: [
    {
      type: "table",
      heading: "Cost examples by material",
      caption: "Example project cost ranges for a typical single-family home",
      columns: ["Material", "Example cost range", "What pushes it higher"],
      rows: [
        ["Asphalt shingles", "$8,000-$18,000", "Steep pitch, multiple layers to remove, premium shingle lines"],
        ["Metal", "$12,000-$25,000", "Standing seam vs exposed fastener, complex rooflines, custom trim"],
        ["Tile", "$15,000-$30,000", "Structural reinforcement, underlayment upgrades, many hips and valleys"],
        ["Slate", "$25,000-$60,000+", "Natural vs synthetic, copper flashing, historic detailing"],
      ],
      note: "These are the example ranges we give homeowners for a typical home, not a quote. Your estimate is free and line-item.",
    },
    {
      type: "faq",
      heading: "Roofing cost questions",
      groups: [
        {
          title: "General Costs",
          items: [
            {
              question: "How much does a new roof cost?",
              answer: ["For a typical home: asphalt shingles $8,000-$18,000, metal $12,000-$25,000, tile $15,000-$30,000 and slate $25,000-$60,000+. Most homeowners in our area choose architectural shingles and land in the asphalt range."],
            },
            {
              question: "Why do roofing quotes vary so much?",
              answer: [
                "Compare what's included: tear-off and disposal, underlayment type, ice-and-water membrane, new flashing and boots, ventilation, drip edge, deck repair allowance and the warranty tier. A low quote often leaves some of these out.",
              ],
            },
            {
              question: "Should I repair or replace?",
              answer: ["Our 20% rule: if repairs cost more than about 20% of a replacement — or the roof is near the end of its life — replacement is usually the better value."],
            },
            {
              question: "How is a roof measured and priced?",
              answer: ["Roofers price by the \"square\" — 100 square feet of roof surface. Your roof's area is larger than your floor area because of pitch and overhangs; steeper roofs also take more labor and safety equipment."],
            },
          ],
        },
        {
          title: "Insurance and Financing",
          items: [
            {
              question: "Will insurance pay for my new roof?",
              answer: ["If the damage comes from a covered event like a windstorm, your policy may pay for repair or replacement minus your deductible. Wear and age generally aren't covered. " + claimStanceShort],
            },
            {
              question: "What's a hurricane or wind deductible?",
              answer: ["Many policies in North Carolina have a separate deductible for named storms or wind, often a percentage of your home's insured value rather than a flat amount. Check your declarations page before storm season."],
            },
            {
              question: "{{#financing}}Do you offer financing?{{/financing}}{{^financing}}How can I pay for a new roof?{{/financing}}",
              answer: [`${PAYING_FOR_A_ROOF} See [{{#financing}}financing options{{/financing}}{{^financing}}ways to pay{{/financing}}](/financing).`],
            },
            {
              question: "{{financing}}Can I finance my insurance deductible?",
              answer: ["Financing can cover the part of the project you pay, including your deductible and any upgrades beyond what the claim covers. We don't waive deductibles — it's your share under the policy."],
            },
          ],
        },
        {
          title: "Hidden Costs",
          items: [
            {
              question: "What is deck replacement and why is it extra?",
              answer: ["Rotted or delaminated decking can only be seen after tear-off. Good estimates include a per-sheet price and an allowance, so there are no surprises. In our humid climate, some deck repair is common on older roofs."],
            },
            {
              question: "Are permits and disposal included?",
              answer: ["In our estimates, yes. Always ask — dumpster fees and permit costs are easy to leave off a low quote."],
            },
            {
              question: "What about ventilation and flashing?",
              answer: ["Replacing pipe boots, step flashing and ventilation is part of doing the job right. Re-using old flashing saves a little today and causes leaks later."],
            },
            {
              question: "Will my gutters need replacing too?",
              answer: ["Not always. If they're sound, we protect and keep them. Damaged or undersized gutters are quoted separately so you can decide."],
            },
          ],
        },
        {
          title: "Budgeting",
          items: [
            {
              question: "How do I plan for a roof replacement?",
              answer: ["Note your roof's age, get an inspection every spring and fall, and start setting aside money when the roof is about two-thirds through its expected life. An inspection tells you whether you have one year or five."],
            },
            {
              question: "When is the best time of year to replace a roof?",
              answer: ["Spring and fall bring the most comfortable working weather; scheduling ahead of hurricane season is popular. We install year-round when the weather allows shingles to seal properly."],
            },
            {
              question: "Is a cheaper roof ever the right choice?",
              answer: ["If you're selling soon, a quality architectural shingle roof is usually the best return. What we don't recommend is saving money on underlayment, flashing or ventilation — those decide how long any roof lasts."],
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
        { ...references.ncdoi, note: "understanding deductibles and homeowners coverage" },
        { ...references.nrca, note: "what a complete roofing proposal includes" },
        { ...references.arma, note: "asphalt roofing systems and components" },
      ],
    },
    {
      type: "buttons",
      text: "Get a real number for your house — free, line-item, no pressure.",
      items: [{ kind: "call" }, { kind: "link", label: "Request an Estimate", href: "/contact" }],
    },
  ],
  cta: {
    title: "Request your free estimate",
    text: "We'll measure your roof, show you what's included line by line, and price options that fit your budget — with financing if you want it.",
  },
};
