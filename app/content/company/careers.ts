/** The /careers page (spec §2.6): benefits, values, five openings and how to apply. */
import type { JobOpening, PageBlock } from "~/content/blocks";

const benefits = [
  { title: "Steady, year-round work", text: "Residential, commercial and storm work across {{townCount}} towns keeps crews busy through every season." },
  { title: "Competitive pay", text: "Hourly, salary and commission structures that reward skill, quality and results." },
  { title: "Paid training", text: "Manufacturer installation training, safety certification and mentoring from experienced leads." },
  { title: "Safety equipment provided", text: "Harnesses, anchors, helmets and the right tools for the job, inspected and replaced when worn." },
  { title: "Room to grow", text: "Crew members become leads, and leads become project managers. We promote from within first." },
  { title: "Close to home", text: "Work out of our Rocky Mount headquarters or Greenville office, not hotel rooms three states away." },
];

const cultureValues = [
  { title: "Do it right", text: "We install to the manufacturer's specification every time, whether or not anyone is watching." },
  { title: "Tell the truth", text: "To customers, to adjusters and to each other. Honest recommendations build a business that lasts." },
  { title: "Look out for each other", text: "Everybody goes home safe. Stop the job if something is not right." },
  { title: "Serve our neighbors", text: "We live where we work, and every roof is somebody's home, church or livelihood." },
];

const openings: JobOpening[] = [
  {
    id: "outdoor-sales-representative",
    title: "Outdoor Sales Representative",
    type: "Full-time, commission with base",
    location: "Rocky Mount, NC (field, Eastern NC)",
    experience: "1+ year of sales experience preferred; we train the right person",
    description:
      "Meet homeowners, inspect and photograph roofs, explain repair and replacement options and write clear estimates. After storms you will help families understand the insurance process and our role as their Contractor of Record.",
    requirements: [
      "Comfortable climbing ladders and walking pitched roofs with fall protection",
      "Valid driver's license and reliable vehicle",
      "Clear, honest communication with homeowners of every background",
      "Comfortable using a tablet for photos, measurements and estimates",
    ],
  },
  {
    id: "wood-craftsman-carpenter",
    title: "Wood Craftsman/Carpenter",
    type: "Full-time, hourly",
    location: "Rocky Mount, NC",
    experience: "3+ years of carpentry or framing experience",
    description:
      "Replace rotten decking, fascia and soffit, rebuild rafters and framing after storm damage, and restore wood details on church steeples and historic homes, working alongside our roofing crews.",
    requirements: [
      "Solid framing and finish carpentry skills, with your own hand tools",
      "Able to read measurements and plan repairs with little supervision",
      "Comfortable working at height with fall protection",
      "Valid driver's license",
    ],
  },
  {
    id: "commercial-sales-representative",
    title: "Commercial Sales Representative",
    type: "Full-time, salary plus commission",
    location: "Greenville, NC (territory across Eastern NC)",
    experience: "3+ years of commercial construction or roofing sales",
    description:
      "Build relationships with property managers, business owners, churches and facility directors. Assess low-slope roofs, propose TPO, EPDM, modified bitumen, metal or coating solutions and manage bids through to contract.",
    requirements: [
      "Working knowledge of commercial roofing systems",
      "Experience preparing bids and proposals",
      "Organized follow-up and a record of repeat clients",
      "Valid driver's license and willingness to travel within the region",
    ],
  },
  {
    id: "commercial-roofer",
    title: "Commercial Roofer",
    type: "Full-time, hourly",
    location: "Rocky Mount, NC (job sites across Eastern NC)",
    experience: "2+ years installing single-ply or metal roofing",
    description:
      "Install and repair TPO, EPDM, modified bitumen and metal roofs, and apply restoration coatings on commercial buildings, following manufacturer specifications and site safety plans.",
    requirements: [
      "Experience with seam welding, adhesives or fastening systems for commercial roofs",
      "Safety-minded, with fall-protection training or willingness to be trained",
      "Able to lift 60 lb and work outdoors in North Carolina summers",
      "Reliable transportation to the shop",
    ],
  },
  {
    id: "experienced-recruiter",
    title: "Experienced Recruiter",
    type: "Full-time, salary",
    location: "Rocky Mount, NC (office)",
    experience: "2+ years of recruiting, ideally in construction or the trades",
    description:
      "Find, interview and onboard installers, carpenters and sales representatives as we grow. You will run job postings, attend hiring events and build relationships with trade schools and community colleges in the region.",
    requirements: [
      "Proven record of filling skilled-trade or sales roles",
      "Strong phone and interview skills",
      "Organized with an applicant tracking system or spreadsheet",
      "Knowledge of Eastern North Carolina communities is a plus",
    ],
  },
];

const applySteps = [
  {
    title: "Pick a position",
    text: "Read the openings above and choose the one that fits your skills. Not sure? Tell us what you do best.",
  },
  {
    title: "Contact us",
    text: "Use the Apply link to reach our office, or e-mail your résumé or a short note about your experience.",
  },
  {
    title: "Meet the team",
    text: "We will call you to talk through the role, then invite you to meet us at the office or on a job site.",
  },
];

export const careersPage = [
  {
    type: "hero",
    eyebrow: "Careers",
    title: "Build roofs that protect Eastern North Carolina",
    intro:
      "{{company}} is hiring salespeople, craftsmen, roofers and a recruiter. Steady work close to home, real training and a team that does the job right.",
    actions: [{ kind: "link", label: "See open positions", href: "#openings", variant: "primary", size: "lg" }],
  },
  { type: "cards", id: "benefits", heading: "Why work with us", look: "bandOutlined", columns: 3, cards: benefits },
  { type: "cards", id: "values", heading: "How we work", tone: "brand", look: "bandOutlined", columns: 4, cardIcon: "hard-hat", cards: cultureValues },
  { type: "jobOpenings", id: "openings", heading: "Open positions", applyHref: "/contact#contact-details", jobs: openings },
  {
    type: "section",
    id: "apply",
    tone: "sand",
    title: "How to apply",
    parts: [
      { type: "steps", steps: applySteps, columns: 3 },
      { type: "callout", tone: "note", text: "Prefer e-mail? Send your résumé to {{careersEmail}} or call {{phone}}." },
    ],
  },
  {
    type: "banner",
    look: "closing",
    title: "Questions about a position?",
    text: "Call our office or send us a message and we will tell you more about the role and the team.",
  },
] satisfies PageBlock[];
