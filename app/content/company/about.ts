/**
 * Content of /about (spec §2.6): the company's story told from its facts, its team as the owner
 * lists it (shown with initials, not photos), its values. No history is invented: a fact the owner
 * has not given leaves its words out, and a company without a team list has no team band
 * (docs/decisions/021-launch-as-your-company.md).
 */
import type { Office } from "~/domain/business";
import type { Block, TeamMember } from "~/content/blocks";

const storyParagraphs: string[] = [
  "{{company}} {{#foundingYear}}has been roofing {{region}} since {{foundingYear}}{{/foundingYear}}{{^foundingYear}}roofs homes, churches and businesses across {{region}}{{/foundingYear}}, from our headquarters in {{hqTown}}. Plenty of roofers show up after a hurricane and are gone before the warranty matters; we mean to be the company that is still here when you call.",
  "Today our crews work out of {{officeTowns}}, serving {{townCount}} towns and communities across {{region}}. Every inspection, estimate and insurance question is handled by people who work in the towns they roof.",
  "{{#roofsCompleted}}{{roofsCompleted}} roofs in, the work has changed less than you might think.{{/roofsCompleted}}{{^roofsCompleted}}Good roofing here has not changed much in a generation.{{/roofsCompleted}} Hurricanes still drive rain sideways under poorly nailed shingles, humid summers still cook attics that cannot breathe, and pine needles still pack into valleys. We build every roof for that weather, document every job with photos, and stand behind it with a written workmanship warranty.",
];

/** The story's figures: the ones the owner has given, and the offices and towns of the data. */
function milestones(offices: readonly Pick<Office, "kind">[]) {
  const areas = offices.some((o) => o.kind === "service-area");
  return [
    { figure: "{{foundingYear}}", label: "Year founded" },
    { figure: "{{roofsCompleted}}", label: "Roofs completed" },
    { figure: "{{townCount}}", label: "Towns and communities served" },
    { figure: "{{officeCount}}", label: offices.length === 1 ? "Office" : areas ? "Offices and service areas" : "Offices" },
  ];
}

const values = [
  {
    title: "Honest assessments",
    text: "We tell you what your roof actually needs, show you the photos, and put it in writing. Sometimes that is a small repair; sometimes it is nothing at all.",
  },
  {
    title: "Craftsmanship that holds",
    text: "Every system goes on to the manufacturer's specification, because that is what keeps shingles down in a tropical storm and keeps the warranty valid.",
  },
  {
    title: "Respect for your home",
    text: "Protected landscaping, magnetic nail sweeps, daily clean-up and a crew lead you can talk to on site.",
  },
  {
    title: "Here after the storm",
    text: "{{#emergencyPhone}}A 24/7 emergency line, tarping{{/emergencyPhone}}{{^emergencyPhone}}Tarping{{/emergencyPhone}} when the weather turns, and an office nearby long after the job is finished.",
  },
  {
    title: "Safety first",
    text: "Fall protection on every roof and trained crews, so the only thing you have to think about is your new roof.",
  },
  {
    title: "Rooted in the community",
    text: "We live and work in the towns we roof, around {{officeTowns}}, and we care for their churches and businesses as much as their homes.",
  },
];

/** What the about page is written from: the owner's team list and the offices. */
export interface AboutPageData {
  team: TeamMember[];
  offices: Pick<Office, "kind">[];
}

export function aboutPage({ team, offices }: AboutPageData) {
  return [
    {
      type: "hero",
      eyebrow: "{{#foundingYear}}Roofing {{region}} since {{foundingYear}}{{/foundingYear}}{{^foundingYear}}Roofing {{region}}{{/foundingYear}}",
      title: "About {{company}}",
      intro:
        "A {{hqTown}} roofing company serving {{townCount}} towns across {{region}}{{#roofsCompleted}}, with {{roofsCompleted}} roofs behind us{{/roofsCompleted}}, that never forgets every roof sits over somebody's family, congregation or business.",
      actions: [
        { kind: "link", label: "Book Free Inspection", href: "/book-inspection", size: "lg" },
        { kind: "link", label: offices.length === 1 ? "Visit our office" : "Visit our offices", href: "/locations", variant: "onDark", size: "lg" },
      ],
    },
    { type: "band", look: "story", id: "story", heading: "Our Story", paragraphs: storyParagraphs, figures: milestones(offices) },
    ...(team.length
      ? [
          {
            type: "band",
            look: "team",
            id: "team",
            heading: "Meet the team",
            tone: "sand",
            intro: "The people who answer your call, walk your roof, handle your paperwork and make sure the job is finished right.",
            members: team,
          } satisfies Block,
        ]
      : []),
    { type: "list", look: "values", id: "values", heading: "What we stand for", items: values, note: "Want to build roofs with us? [See how to join us](/careers)." },
    {
      type: "banner",
      look: "closing",
      title: "Talk to a local roofer today",
      text: "Call us, stop by our {{hqTown}} office, or request a free estimate online. We will walk you through every option.",
    },
  ] satisfies Block[];
}
