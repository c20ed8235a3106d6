/** Content of /roof-life-expectancy-report: a paid, documented assessment (spec §2.6, $500 flat fee from §9). */
import type { Block, LinkCard, Step } from "~/content/blocks";

const REPORT_FEE = "$500";

const reportIncludes: string[] = [
  "On-roof inspection of every slope, with dated photographs",
  "Material identification and an estimate of the roof's age",
  "Condition of shingles or membrane, flashing, vents and penetrations",
  "Attic check for ventilation, daylight, moisture and decking condition",
  "An estimate of remaining service life in years, with the reasoning",
  "Prioritized list of repairs that would extend that life",
  "A signed written report delivered as a PDF you can share",
];

const reportAudiences: { title: string; text: string }[] = [
  { title: "Home buyers", text: "Know what you're buying before closing, and whether a new roof belongs in your budget or your negotiation." },
  { title: "Home sellers", text: "Give buyers a documented answer about the roof up front instead of a surprise during due diligence." },
  { title: "Insurance renewals", text: "Some insurers ask about a roof's age and condition; a dated report gives you something concrete to show." },
  { title: "Property managers", text: "Plan capital budgets with a written estimate of when each roof will need replacing." },
];

const reportSteps: Step[] = [
  { title: "Book your assessment", text: "Call us or schedule online; we confirm the address, roof access and who should receive the report." },
  { title: "On-site assessment", text: "A roofer inspects the roof and attic, taking measurements and dated photos." },
  { title: "Written report", text: "You receive the signed report with photos, findings and the remaining-life estimate." },
];

const reportDisclaimers: string[] = [
  `The ${REPORT_FEE} fee is a flat fee for the assessment and report, due regardless of the outcome or the remaining life the report finds.`,
  "The report is a professional opinion of the roof's condition on the day of the assessment. It is not a warranty, guarantee or certification of future performance.",
  "Remaining-life estimates assume normal weather and maintenance; hurricanes, hail, falling trees and neglect can shorten any roof's life.",
  "The report covers the roof system only. It is not a general home inspection and does not replace one required by a lender or buyer.",
  "We do not decide insurability or coverage; any insurer or lender makes its own decision using the report as one input.",
  "Ordering a report creates no obligation to buy repairs or a replacement from us.",
];

const reportReferences: LinkCard[] = [
  { title: "National Roofing Contractors Association (NRCA)", href: "https://www.nrca.net", text: "Consumer guidance on roof systems, maintenance and hiring a professional." },
  { title: "Asphalt Roofing Manufacturers Association (ARMA)", href: "https://www.asphaltroofing.org", text: "Technical resources on shingle performance, ventilation and service life." },
  { title: "IBHS FORTIFIED Home", href: "https://fortifiedhome.org", text: "The research-based standard for roofs that resist high winds and hurricanes." },
  { title: "North Carolina Department of Insurance", href: "https://www.ncdoi.gov", text: "Help with homeowners insurance questions in North Carolina." },
];

export const lifeExpectancyReportPage = [
  {
    type: "hero",
    eyebrow: "Paid assessment service",
    title: "Roof Life Expectancy Report",
    intro: `How many good years does this roof have left? An independent, documented answer, with photos and a signed written report, for a flat fee of ${REPORT_FEE}.`,
    actions: [
      { kind: "call", variant: "primary", size: "lg" },
      { kind: "schedule", label: "Schedule Online", variant: "onDark", size: "lg" },
    ],
    aside: { kind: "illustration", name: "report" },
  },
  {
    type: "section",
    id: "pricing",
    eyebrow: "Flat fee",
    title: `One price: ${REPORT_FEE}, whatever the roof's condition`,
    parts: [
      {
        type: "priceCard",
        label: "Roof Life Expectancy Report",
        price: REPORT_FEE,
        terms: "Flat fee, due regardless of outcome. No upsell, no obligation.",
        text: "This is a paid, stand-alone assessment, separate from our free inspections. You pay for an honest, documented opinion, and that fee is the same whether the report finds twenty good years or none.",
        includesTitle: "What's included",
        includes: reportIncludes,
      },
    ],
  },
  { type: "section", id: "who-its-for", tone: "sand", eyebrow: "Who it's for", title: "When a documented answer matters", parts: [{ type: "cards", look: "raised", cards: reportAudiences }] },
  {
    type: "section",
    id: "process",
    eyebrow: "How it works",
    title: "Three steps to your report",
    parts: [
      { type: "steps", steps: reportSteps },
      {
        type: "buttons",
        look: "row",
        items: [
          { kind: "call", variant: "primary", size: "lg" },
          { kind: "schedule", label: "Schedule Online", size: "lg" },
        ],
      },
    ],
  },
  {
    type: "section",
    id: "disclaimers",
    tone: "brand",
    eyebrow: "Please read",
    title: "What the report is, and what it isn't",
    parts: [
      { type: "callout", tone: "warning", points: reportDisclaimers },
      { type: "callout", tone: "note", text: "Just want to know whether you need repairs? Our [free roof inspection](/book-inspection) may be all you need." },
    ],
  },
  {
    type: "section",
    id: "references",
    title: "References",
    intro: "Independent sources on roof condition, service life and storm resistance.",
    parts: [{ type: "cards", look: "links", cards: reportReferences, columns: 2 }],
  },
  {
    type: "banner",
    look: "closing",
    title: "Order your Roof Life Expectancy Report",
    text: `Call us or request it online. One flat fee of ${REPORT_FEE}, a roofer on your roof and a signed report you can share.`,
  },
] satisfies Block[];
