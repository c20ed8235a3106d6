/**
 * The long Raleigh steeple page: six numbered sections, listed in an "On this page" nav under the
 * hero. It exists while the company serves Raleigh (site-pages.ts `servedTown`); emergency promises
 * only with a 24/7 line and a response time the owner gave (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, PageBlock } from "~/content/blocks";
import type { FaqEntry } from "~/seo/structured-data";

export const raleighMeta = {
  title: "Church Steeple Repair in Raleigh, NC",
  description:
    "Church steeple inspection, repair and restoration for Raleigh and Wake County congregations: 27-point inspections, photo reports and repairs from $2,500.",
  keywords:
    "church steeple repair Raleigh NC, steeple restoration Wake County, bell tower repair Raleigh, church roof repair Raleigh, steeple flashing repair, emergency steeple repair",
};

/** The trail on the page and in its BreadcrumbList JSON-LD. */
export const raleighCrumbs = [
  { name: "Home", path: "/home" },
  { name: "Services", path: "/services" },
  { name: "Church Steeple Repair", path: "/specialty-services/church-steeple-repair" },
  { name: "Raleigh, NC", path: "/specialty-services/church-steeple-repair/raleigh-nc" },
];

export const raleighFaqs: FaqEntry[] = [
  {
    question: "Do you serve churches inside the Raleigh city limits?",
    answer:
      "Yes. We serve congregations throughout Raleigh and Wake County, from downtown and the older neighborhoods inside the Beltline to North Raleigh, Garner, Wake Forest and Zebulon.",
  },
  {
    question: "What happens when a storm damages our steeple?",
    answer:
      "{{#emergencyPhone}}Call our 24/7 emergency line. {{#emergencyResponse}}Our crews reach an emergency call in {{emergencyResponse}} hours on average. {{/emergencyResponse}}{{/emergencyPhone}}{{^emergencyPhone}}Call the office as soon as you see damage. {{/emergencyPhone}}We secure loose pieces and dry in any openings first, then plan the permanent repair with your building committee.",
  },
  {
    question: "What does steeple repair cost for a Raleigh church?",
    answer:
      "Most steeple repairs range from $2,500 to $25,000 or more, depending on height, access, materials and how much framing is affected. The 27-point inspection report prices each option so your building committee can plan or phase the work.",
  },
  {
    question: "Can the work be phased to fit our budget?",
    answer:
      "Yes. The inspection report ranks repairs by urgency. Many churches fix water entry first and schedule cosmetic restoration for a later budget year or a capital campaign.",
  },
];

/** The six sections, white and sand in turn. */
const sections: Extract<PageBlock, { type: "section" }>[] = [
  {
    type: "section",
    id: "raleigh-overview",
    tone: "white",
    eyebrow: "1 · Overview",
    title: "Steeple care for Raleigh's congregations",
    parts: [
      {
        type: "paragraphs",
        paragraphs: [
          "Raleigh's skyline has always included its steeples: Gothic Revival towers downtown, white-clapboard spires in older neighborhoods and modern bell towers on growing congregations' campuses in North Raleigh and beyond. Each one stands taller than anything around it and takes the weather first.",
          "We inspect, repair and restore steeples, spires, cupolas and bell towers for Raleigh churches of every denomination and size, with written reports, clear prices and a crew that respects the building and the people who worship in it.",
        ],
      },
      {
        type: "figures",
        figures: [
          { value: "27-point", label: "steeple inspection" },
          { value: "{{emergencyResponse}} hours", label: "average emergency response" },
          { value: "$2,500+", label: "repairs start around" },
          { value: "{{#emergencyPhone}}24/7{{/emergencyPhone}}{{^emergencyPhone}}Free{{/emergencyPhone}}", label: "{{#emergencyPhone}}emergency line{{/emergencyPhone}}{{^emergencyPhone}}inspection visit{{/emergencyPhone}}" },
        ],
      },
    ],
  },
  {
    type: "section",
    id: "raleigh-weather",
    tone: "sand",
    eyebrow: "2 · Why steeples fail here",
    title: "What Raleigh's weather does to a steeple",
    parts: [
      {
        type: "paragraphs",
        paragraphs: [
          "Central North Carolina sits where Atlantic hurricanes weaken and summer thunderstorms build. The remnants of tropical systems still bring hours of wind-driven rain to Wake County, and spring and summer storms bring hail, lightning and sudden gusts.",
          "Between storms, long humid summers keep wood damp. Paint that looks fine from the parking lot can be trapping water against the trim underneath, and that is where rot begins.",
        ],
      },
      {
        type: "cards",
        look: "compact",
        cards: [
          { title: "Wind-driven rain", text: "Pushes water sideways through louvers and under flashing that sheds ordinary rain well." },
          { title: "Lightning", text: "Steeples are usually the highest point on the block; a damaged protection system leaves them exposed." },
          { title: "Humidity", text: "Keeps wood trim and cladding damp for months, so paint blisters and joints open." },
          { title: "Heat cycles", text: "Expand and contract metal flashing and fasteners until seams split and nails back out." },
        ],
      },
    ],
  },
  {
    type: "section",
    id: "raleigh-services",
    tone: "white",
    eyebrow: "3 · Services",
    title: "Steeple services for Raleigh churches",
    parts: [
      {
        type: "list",
        look: "checks",
        columns: 2,
        items: [
          "27-point steeple inspection with a photo report for your committee",
          "Base, step and counter flashing replaced where steeple meets roof",
          "Spire re-roofing in shingle, standing-seam metal or copper",
          "Rotted trim, cladding and moldings replaced with matching profiles",
          "Louver rebuilding and bird screens for belfries",
          "Cross and finial re-anchoring and sealing",
          "Lightning protection inspection and repair coordination",
          "Sanctuary, fellowship hall and education-wing roofs",
        ],
      },
    ],
  },
  {
    type: "section",
    id: "raleigh-emergency",
    tone: "sand",
    eyebrow: "4 · Emergencies",
    title: "When a storm damages your steeple",
    parts: [
      {
        type: "paragraphs",
        paragraphs: [
          "{{#emergencyPhone}}Call the 24/7 emergency line.{{#emergencyResponse}} Our crews reach an emergency call in {{emergencyResponse}} hours on average.{{/emergencyResponse}}{{/emergencyPhone}}{{^emergencyPhone}}Call the office as soon as you see damage.{{/emergencyPhone}} We secure loose pieces, tarp or board openings and keep people away from the fall zone, then document everything with photos before any permanent work begins.",
          "For insurance, we act as your Contractor of Record: we document the damage, write the estimate, meet the adjuster and build the repair. The church files and negotiates its own claim; if you want someone to represent you, we can refer you to a licensed public adjuster.",
        ],
      },
    ],
  },
  {
    type: "section",
    id: "raleigh-planning",
    tone: "white",
    eyebrow: "5 · Planning & budgeting",
    title: "Plan repairs your congregation can fund",
    parts: [
      {
        type: "paragraphs",
        paragraphs: [
          "Most steeple repairs fall between $2,500 and $25,000 or more. Height, access, materials and how far water has reached into the framing decide where yours lands.",
          "The inspection report ranks each finding by urgency and prices each option separately, so a building committee can stop leaks now and schedule restoration for the next budget year or a capital campaign.",
        ],
      },
      {
        type: "list",
        look: "checks",
        columns: 2,
        items: [
          "Photos and plain-language findings to share with your vestry, session or board",
          "Separate prices for urgent, recommended and cosmetic work",
          "Work scheduled around services, weddings, funerals and holy days",
          "A completion photo record for your files and your insurer",
        ],
      },
    ],
  },
  {
    type: "section",
    id: "raleigh-areas",
    tone: "sand",
    eyebrow: "6 · Where we work & FAQ",
    title: "Raleigh neighborhoods and nearby towns we serve",
    parts: [
      {
        type: "paragraphs",
        paragraphs: [
          "Downtown, Oakwood, Five Points, Hayes Barton, North Hills, Midtown and North Raleigh, plus Garner, Wake Forest, Knightdale and Zebulon. If your church is in Wake County or nearby, we'll come to you.",
        ],
      },
      { type: "faq", title: "Raleigh steeple repair questions", faqs: raleighFaqs },
    ],
  },
];

export const raleighPage = [
  { type: "breadcrumb", items: raleighCrumbs },
  {
    type: "hero",
    eyebrow: "Raleigh & Wake County",
    title: raleighMeta.title,
    intro:
      "Inspection, repair and restoration for the steeples and bell towers of Raleigh's churches, with written reports, clear prices and work planned around your services.",
    actions: [
      { kind: "call", line: "emergency", label: "24/7 Emergency:", icon: "siren", variant: "primary", size: "lg", mainLabel: "Call us:" },
      { kind: "link", label: "Request a Free Inspection", href: "/contact", variant: "onDark", size: "lg" },
    ],
    aside: { kind: "illustration", name: "steeple", label: "Illustration of a Raleigh church steeple with a copper-flashed spire" },
  },
  { type: "pageNav", label: "On this page", links: sections.map(({ id, title }) => ({ id, title })) },
  ...sections,
  {
    type: "band",
    id: "steeple-main-link",
    tone: "brand",
    heading: "Outside Raleigh?",
    intro: "We repair steeples across Eastern North Carolina. [See our church steeple repair services](/specialty-services/church-steeple-repair).",
  },
  {
    type: "banner",
    look: "closing",
    title: "Get your Raleigh steeple inspected",
    text: "A free inspection visit, then a 27-point photo report your building committee can act on.",
  },
] satisfies Block[];
