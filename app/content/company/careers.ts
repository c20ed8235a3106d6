/**
 * The /careers page (spec §2.6): benefits, values, the openings the owner lists in the business
 * settings and how to apply. With no opening listed, the page says so and asks for a résumé
 * (docs/decisions/021-launch-as-your-company.md).
 */
import type { JobOpening, PageBlock } from "~/content/blocks";

const benefits = [
  { title: "Steady, year-round work", text: "Residential, commercial and storm work across {{townCount}} towns keeps crews busy through every season." },
  { title: "Competitive pay", text: "Hourly, salary and commission structures that reward skill, quality and results." },
  { title: "Paid training", text: "Manufacturer installation training, safety certification and mentoring from experienced leads." },
  { title: "Safety equipment provided", text: "Harnesses, anchors, helmets and the right tools for the job, inspected and replaced when worn." },
  { title: "Room to grow", text: "Crew members become leads, and leads become project managers. We promote from within first." },
  { title: "Close to home", text: "Work out of {{officeTowns}} on roofs nearby, not in hotel rooms three states away." },
];

const cultureValues = [
  { title: "Do it right", text: "We install to the manufacturer's specification every time, whether or not anyone is watching." },
  { title: "Tell the truth", text: "To customers, to adjusters and to each other. Honest recommendations build a business that lasts." },
  { title: "Look out for each other", text: "Everybody goes home safe. Stop the job if something is not right." },
  { title: "Serve our neighbors", text: "We live where we work, and every roof is somebody's home, church or livelihood." },
];

function applySteps(hiring: boolean) {
  return [
    hiring
      ? { title: "Pick a position", text: "Read the openings above and choose the one that fits your skills. Not sure? Tell us what you do best." }
      : { title: "Tell us what you do best", text: "Roofing, carpentry, sales or the office: a few lines about your experience and the work you want is enough." },
    {
      title: "Contact us",
      text: hiring
        ? "Use the Apply link to reach our office, or e-mail your résumé or a short note about your experience."
        : "E-mail your résumé or a short note about your experience, or call the office and ask for the hiring contact.",
    },
    {
      title: "Meet the team",
      text: hiring
        ? "We will call you to talk through the role, then invite you to meet us at the office or on a job site."
        : "When a position opens that fits you, we will call you to talk it through, then invite you to meet us at the office or on a job site.",
    },
  ];
}

/** The page, with the openings the owner lists (none: a word on how to be considered for the next). */
export function careersPage(openings: JobOpening[]) {
  const hiring = openings.length > 0;
  return [
    {
      type: "hero",
      eyebrow: "Careers",
      title: "Build roofs that protect Eastern North Carolina",
      intro: hiring
        ? `{{company}} is hiring: ${openings.length === 1 ? "one open position" : `${openings.length} open positions`} below. Steady work close to home, real training and a team that does the job right.`
        : "{{company}} is always glad to hear from good roofers, carpenters and salespeople. Steady work close to home, real training and a team that does the job right.",
      actions: [{ kind: "link", label: hiring ? "See open positions" : "How to apply", href: hiring ? "#openings" : "#apply", variant: "primary", size: "lg" }],
    },
    { type: "cards", id: "benefits", heading: "Why work with us", look: "bandOutlined", columns: 3, cards: benefits },
    { type: "cards", id: "values", heading: "How we work", tone: "brand", look: "bandOutlined", columns: 4, cardIcon: "hard-hat", cards: cultureValues },
    hiring
      ? { type: "jobOpenings", id: "openings", heading: "Open positions", applyHref: "/contact#contact-details", jobs: openings }
      : {
          type: "band",
          id: "openings",
          heading: "Open positions",
          intro:
            "We have no openings posted right now, but we are always glad to hear from people who take pride in their work. Send your résumé or a few lines about yourself to {{careersEmail}}: we keep every one on file and call you when a position fits.",
        },
    {
      type: "section",
      id: "apply",
      tone: "sand",
      title: "How to apply",
      parts: [
        { type: "steps", steps: applySteps(hiring), columns: 3 },
        { type: "callout", tone: "note", text: "Prefer e-mail? Send your résumé to {{careersEmail}} or call {{phone}}." },
      ],
    },
    {
      type: "banner",
      look: "closing",
      title: hiring ? "Questions about a position?" : "Questions about working with us?",
      text: hiring
        ? "Call our office or send us a message and we will tell you more about the role and the team."
        : "Call our office or send us a message and we will tell you about the work and the team.",
    },
  ] satisfies PageBlock[];
}
