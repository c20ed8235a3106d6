/** Static content of /about (spec §2.6). Team members are shown with initials, not photos. */
import type { Block, TeamMember } from "~/content/blocks";

const storyParagraphs: string[] = [
  `{{company}} began in {{foundingYear}} in Rocky Mount with one truck, one crew and a promise to roof every house as if it were our own. Eastern North Carolina had plenty of roofers who showed up after a hurricane and disappeared before the warranty mattered; we wanted to be the company that was still here.`,
  "Rocky Mount is still our headquarters. As homeowners in Pitt County kept calling, we opened a Greenville office, and our crews now work a Tarboro service area that covers Edgecombe County and the towns along the Tar River. Between them we serve {{townCount}} towns and communities, from Raleigh's eastern edge to the coastal plain.",
  "More than 5,000 roofs later, the work has changed less than you might think. Hurricanes still drive rain sideways under poorly nailed shingles, humid summers still cook attics that cannot breathe, and pine needles still pack into valleys. We build every roof for that weather, document every job with photos, and stand behind it with a written workmanship warranty.",
];

const milestones = [
  { figure: "{{foundingYear}}", label: "Founded in Rocky Mount" },
  { figure: "5,000+", label: "Roofs completed" },
  { figure: "{{townCount}}", label: "Towns and communities served" },
  { figure: "3", label: "Offices and service areas" },
];

const team: TeamMember[] = [
  {
    name: "Marcus Whitfield",
    title: "Founder & Owner",
    initials: "MW",
    description:
      "Marcus started the company after a decade on roofing crews across Nash and Edgecombe counties. He still walks roofs every week and reviews every storm-damage estimate before it goes to a homeowner.",
  },
  {
    name: "Renee Batts",
    title: "Operations Manager",
    initials: "RB",
    description:
      "Renee schedules crews, materials and inspections across all three locations, and is the reason your project start date is the date you were given.",
  },
  {
    name: "Carlos Mendoza",
    title: "Production Manager",
    initials: "CM",
    description:
      "Carlos leads our installation crews and checks every roof against the manufacturer's installation requirements: nailing pattern, underlayment, flashing and ventilation.",
  },
  {
    name: "Tasha Pittman",
    title: "Insurance Claims Coordinator",
    initials: "TP",
    description:
      "Tasha assembles the photos, measurements and estimates for storm-damage jobs and coordinates adjuster meetings, so homeowners always know where their claim stands.",
  },
  {
    name: "Daniel Hooks",
    title: "Commercial Project Manager",
    initials: "DH",
    description:
      "Daniel manages TPO, EPDM, metal and coating projects for businesses, churches and property managers, planning the work around occupied buildings.",
  },
  {
    name: "Amber Lassiter",
    title: "Customer Care Lead, Greenville",
    initials: "AL",
    description:
      "Amber runs our Greenville office. She answers questions about estimates, financing and warranties, and follows up after every job to make sure it was done right.",
  },
];

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
    text: "A 24/7 emergency line, tarping when the weather turns, and an office nearby long after the job is finished.",
  },
  {
    title: "Safety first",
    text: "Fall protection on every roof and trained crews, so the only thing you have to think about is your new roof.",
  },
  {
    title: "Rooted in the community",
    text: "We live and work in the towns we roof, from Rocky Mount and Tarboro to Greenville and Wilson, and we care for their churches and businesses as much as their homes.",
  },
];

export const aboutPage = [
  {
    type: "hero",
    eyebrow: "Locally owned since {{foundingYear}}",
    title: "About {{company}}",
    intro:
      "A Rocky Mount roofing company that has grown into three locations and 5,000+ roofs across Eastern North Carolina, without forgetting that every one of them sits over somebody's family, congregation or business.",
    actions: [
      { kind: "link", label: "Book Free Inspection", href: "/book-inspection", size: "lg" },
      { kind: "link", label: "Visit our offices", href: "/locations", variant: "onDark", size: "lg" },
    ],
  },
  { type: "band", look: "story", id: "story", heading: "Our Story", paragraphs: storyParagraphs, figures: milestones },
  {
    type: "band",
    look: "team",
    id: "team",
    heading: "Meet the team",
    tone: "sand",
    intro: "The people who answer your call, walk your roof, handle your paperwork and make sure the job is finished right.",
    members: team,
  },
  { type: "list", look: "values", id: "values", heading: "What we stand for", items: values, note: "Want to build roofs with us? [See our open positions](/careers)." },
  {
    type: "banner",
    look: "closing",
    title: "Talk to a local roofer today",
    text: "Call our Rocky Mount headquarters, stop by our Greenville office, or request a free estimate online. We will walk you through every option.",
  },
] satisfies Block[];
