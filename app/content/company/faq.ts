/**
 * The /frequently-asked-questions page (spec §2.6): five categories of questions. Answers are plain
 * text so the same words feed the visible accordion and the FAQPage structured data. General
 * figures come from spec §9; the company's own are tokens, stated only when the owner has given
 * them (docs/decisions/021-launch-as-your-company.md).
 */
import type { FaqLink, LinkCard, PageBlock } from "~/content/blocks";
import { PAYING_FOR_A_ROOF } from "~/content/services/financing-terms";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** Internal pages that go further (all exist). */
  links?: FaqLink[];
}

export interface FaqCategory {
  id: string;
  title: string;
  intro: string;
  items: FaqItem[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: "general-roofing",
    title: "General Roofing",
    intro: "How long roofs last here, what to watch for, and when to call.",
    items: [
      {
        id: "roof-lifespan",
        question: "How long does a roof last in Eastern North Carolina?",
        answer:
          "It depends on the material and how well it was installed and ventilated. Architectural asphalt shingles commonly last 20-30 years, and metal roofs often last 40 years or more. Our humidity, summer heat and hurricane-season winds shorten the life of a poorly ventilated or poorly nailed roof, which is why installation quality matters as much as the material.",
      },
      {
        id: "repair-or-replace",
        question: "Should I repair my roof or replace it?",
        answer:
          "A useful rule of thumb is the 20% rule: if more than about 20% of the roof is damaged, or the roof is near the end of its expected life, replacement is usually the better value. Isolated damage on a roof with years left is normally a repair. Our free inspection gives you photos and a written recommendation either way.",
      },
      {
        id: "signs-of-trouble",
        question: "What are the warning signs that my roof needs attention?",
        answer:
          "From the ground, look for missing, curled or cracked shingles, granules collecting in gutters, sagging areas, lifted flashing around chimneys and vents, and debris such as pine needles packed in valleys. Inside, look for water stains on ceilings, damp insulation or daylight in the attic. Please do not climb onto the roof yourself.",
      },
      {
        id: "how-often-inspect",
        question: "How often should my roof be inspected?",
        answer:
          "We recommend an inspection twice a year, in spring and fall, and after any major storm. Regular inspections catch loose flashing and small leaks before they reach the decking or your ceiling.",
      },
      {
        id: "service-area",
        question: "Which areas do you serve?",
        answer:
          "We serve {{townCount}} towns and communities across {{region}}, with crews working from {{officeTowns}}. The service areas page lists every town, with its own page of local facts.",
        links: [
          { label: "See all service areas", href: "/service-areas" },
          { label: "Our office locations", href: "/locations" },
        ],
      },
    ],
  },
  {
    id: "installation-process",
    title: "Installation & Process",
    intro: "What happens from the first inspection to the final clean-up.",
    items: [
      {
        id: "how-long-replacement",
        question: "How long does a roof replacement take?",
        answer:
          "Most residential replacements take 1-3 days. As a guide, a roof under 2,000 square feet usually takes one day, 2,000-4,000 square feet one to two days, and larger or more complex roofs two to three days or more. Weather and rotten decking found during tear-off can add time, and we tell you as soon as we know.",
      },
      {
        id: "need-to-be-home",
        question: "Do I need to be home during the installation?",
        answer:
          "No, as long as we can reach the roof, an electrical outlet and the driveway. Most homeowners like to meet the crew lead on the first morning, and we walk the finished roof with you or send photos when the job is done.",
      },
      {
        id: "prepare-home",
        question: "How should I prepare my home?",
        answer:
          "Move vehicles out of the driveway, take fragile items off walls and shelves (hammering can shake them loose), keep pets and children inside and away from the work area, and let neighbors know. We protect landscaping and run magnetic sweeps for nails at the end of each day.",
      },
      {
        id: "old-roof-removed",
        question: "Will you remove my old roof or install over it?",
        answer:
          "We recommend a full tear-off. It lets us inspect and replace damaged decking, install new underlayment and flashing correctly, and it keeps most manufacturer warranties available. Laying new shingles over old ones hides problems and adds weight.",
      },
      {
        id: "rain-during-job",
        question: "What happens if it rains during my project?",
        answer:
          "We watch the forecast closely and only open as much of the roof as we can dry in the same day. If weather moves in unexpectedly, the crew covers exposed areas with underlayment and tarps before leaving.",
      },
    ],
  },
  {
    id: "cost-financing",
    title: "Cost & Financing",
    intro: "What roofs cost here and how to pay for one.",
    items: [
      {
        id: "roof-cost",
        question: "How much does a new roof cost?",
        answer:
          "Most residential roof replacements in Eastern North Carolina fall between $8,000 and $25,000. The price depends on the roof's size and pitch, the material you choose, how many layers come off, decking repairs, and details such as chimneys, skylights and valleys. A free estimate gives you a figure for your own home.",
        links: [{ label: "Get a free estimate", estimate: true }],
      },
      {
        id: "free-estimate",
        question: "Are your estimates free?",
        answer:
          "Yes. Inspections and estimates are free and carry no obligation. You receive photos of what we found and a written recommendation.",
        links: [{ label: "Book a free inspection", href: "/book-inspection" }],
      },
      {
        id: "financing-options",
        question: "{{#financing}}Do you offer financing?{{/financing}}{{^financing}}How can I pay for a new roof?{{/financing}}",
        answer: PAYING_FOR_A_ROOF,
        links: [{ label: "{{#financing}}Financing options{{/financing}}{{^financing}}Ways to pay{{/financing}}", href: "/financing" }],
      },
      {
        id: "hidden-costs",
        question: "Can the price change after work starts?",
        answer:
          "The main unknown is the decking under your shingles. If tear-off reveals rotten or soft boards, they must be replaced for the new roof to hold. We show you photos and explain the cost before replacing anything.",
      },
      {
        id: "payment-timing",
        question: "When do I pay?",
        answer:
          "Payment terms are written into your contract before work begins. For insurance jobs, payment normally follows the release of your insurance funds, less your deductible, which is your responsibility under your policy.",
      },
    ],
  },
  {
    id: "insurance-storm-damage",
    title: "Insurance & Storm Damage",
    intro: "How claims work, who does what, and what to do after a storm.",
    items: [
      {
        id: "contractor-of-record",
        question: "Will you handle my insurance claim?",
        answer:
          "We act as your Contractor of Record: we inspect and document the damage with photos and measurements, write a detailed estimate, meet your insurance adjuster on the roof, and build the repairs or replacement that your claim covers. You, the homeowner, file the claim with your insurer and negotiate its settlement; that is your relationship with your insurance company. If you want someone to negotiate on your behalf, we can refer you to a licensed public adjuster.",
        links: [{ label: "Insurance and claim guides", href: "/resources" }],
      },
      {
        id: "after-storm",
        question: "What should I do right after a storm damages my roof?",
        answer:
          "Make sure everyone is safe, then photograph the damage from the ground and inside the house. Prevent further damage if you can do so safely, for example by placing buckets under leaks, and call {{#emergencyPhone}}our 24/7 emergency line{{/emergencyPhone}}{{^emergencyPhone}}us{{/emergencyPhone}} for tarping. Contact your insurance company promptly to report the loss and keep receipts for any emergency repairs.",
        links: [{ label: "Storm damage services", href: "/storm-damage" }],
      },
      {
        id: "wind-damage",
        question: "How strong does wind have to be to damage a roof?",
        answer:
          "Tropical-storm-force winds start at 39 mph, severe-thunderstorm winds at 58 mph and hurricane-force winds at 74 mph. Older or poorly nailed shingles can lift and crease well below hurricane force, especially at edges and ridges, so have the roof checked after any strong wind event even if nothing looks missing from the ground.",
      },
      {
        id: "meet-adjuster",
        question: "Why should my roofer meet the adjuster?",
        answer:
          "Adjusters inspect many roofs after a storm and can miss damage such as creased shingles, damaged flashing or soft decking. When we attend the adjuster's inspection with our photos and measurements, we can point out everything we documented so the damage is assessed on the evidence.",
      },
      {
        id: "insurance-deductible",
        question: "Do I still have to pay my deductible?",
        answer:
          "Yes. Your deductible is part of your insurance policy, and a contractor may not waive it or hide it in the price. We will explain how your deductible and claim payments fit together before work starts.",
      },
    ],
  },
  {
    id: "warranties-service",
    title: "Warranties & Service",
    intro: "What is covered, for how long, and how to keep it valid.",
    items: [
      {
        id: "workmanship-warranty",
        question: "What warranty do you offer on your work?",
        answer:
          "Every roof we install comes with our written workmanship warranty, which covers the installation{{#workmanshipYears}} for {{workmanshipYears}} years from completion{{/workmanshipYears}}.{{#extendedWarranty}} The {{extendedWarrantyYears}}-Year Extended Warranty and the Premium Plus Package are available as upgrades, and our warranties and upgrades are transferable if you sell your home.{{/extendedWarranty}} Ask for the terms in writing with your estimate.",
        links: [{ label: "Warranty guides", href: "/resources" }],
      },
      {
        id: "manufacturer-warranty",
        question: "What about the manufacturer's warranty?",
        answer:
          "Shingle manufacturers such as GAF, Owens Corning, CertainTeed, IKO and Atlas offer material warranties of up to 50 years, and full-system warranties commonly run 15-20 years or more. We submit your manufacturer registration within 7 days of completion; most brands require it within 60 days, and Owens Corning within 90 days.",
        links: [{ label: "Brands we install", href: "/brands" }],
      },
      {
        id: "warranty-claim",
        question: "How do I make a warranty claim?",
        answer:
          "Report the problem within 30 days of discovering it by phone or e-mail. We inspect warranty claims within 48 hours and tell you in writing what we found and what we will do.",
      },
      {
        id: "keep-warranty-valid",
        question: "What keeps my warranty valid?",
        answer:
          "Report damage promptly, avoid having other contractors alter the roof (for example by adding satellite dishes or vents) without telling us, and keep your paperwork. Annual inspections are recommended but not required.",
      },
      {
        id: "repairs-other-roofs",
        question: "Do you repair roofs you did not install?",
        answer:
          "Yes. We repair leaks, flashing, storm damage and worn areas on any roof, residential or commercial. After a repair we tell you honestly how much life the roof has left.",
        links: [{ label: "Residential roofing", href: "/residential-roofing" }],
      },
    ],
  },
];

const industryResources: LinkCard[] = [
  {
    title: "National Roofing Contractors Association (NRCA)",
    href: "https://www.nrca.net/",
    text: "The roofing trade's industry association: consumer guidance on choosing materials and a contractor.",
  },
  {
    title: "Asphalt Roofing Manufacturers Association (ARMA)",
    href: "https://www.asphaltroofing.org/",
    text: "Technical information on asphalt shingle roofs, ventilation and installation.",
  },
  {
    title: "North Carolina Department of Insurance",
    href: "https://www.ncdoi.gov/",
    text: "Consumer help with homeowners insurance, claims and licensed public adjusters in North Carolina.",
  },
  {
    title: "Insurance Institute for Business & Home Safety (IBHS)",
    href: "https://ibhs.org/",
    text: "Research on building roofs that withstand high winds, including the FORTIFIED Roof standard.",
  },
  {
    title: "National Hurricane Center",
    href: "https://www.nhc.noaa.gov/",
    text: "Official forecasts and preparedness information for the Atlantic hurricane season.",
  },
  {
    title: "FEMA: Ready.gov Hurricanes",
    href: "https://www.ready.gov/hurricanes",
    text: "Checklists for preparing your home and family before a hurricane and staying safe after one.",
  },
];

/** The page: hero, the questions by topic, where to ask more, and outside references. */
export const faqPage = [
  {
    type: "hero",
    eyebrow: "Roofing FAQ",
    title: "Frequently asked questions",
    intro:
      "Straight answers about roof costs, installation, insurance claims, storm damage and warranties, from a roofer {{#roofsCompleted}}that has worked on {{roofsCompleted}} roofs across{{/roofsCompleted}}{{^roofsCompleted}}working across{{/roofsCompleted}} {{region}}.",
  },
  { type: "faq", navTitle: "Jump to a topic", topics: faqCategories },
  {
    type: "section",
    id: "still",
    tone: "sand",
    title: "Still have a question?",
    parts: [{ type: "callout", tone: "note", text: "Call {{phone}}, e-mail {{infoEmail}} or browse our [homeowner guides](/resources)." }],
  },
  {
    type: "section",
    id: "resources",
    title: "Industry resources",
    parts: [
      { type: "cards", look: "links", cards: industryResources, columns: 2 },
      { type: "callout", tone: "note", small: true, text: "**Disclaimer:** " + "The answers on this page are general information about roofing in Eastern North Carolina, not a quote, legal advice or insurance advice. Your roof, your policy and local building codes may differ; ask us for an inspection and read your own policy. The outside websites listed are independent organizations; we are not affiliated with them and are not responsible for their content." },
    ],
  },
  { type: "banner", look: "closing", title: "Get answers about your own roof" },
] satisfies PageBlock[];
