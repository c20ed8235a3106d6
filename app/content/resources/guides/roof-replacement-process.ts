import { REVIEWED, references } from "../shared";
import type { Guide } from "../types";

export const roofReplacementProcess: Guide = {
  slug: "roof-replacement-process",
  title: "The Roof Replacement Process, Step by Step",
  metaTitle: "Roof Replacement Process & Timeline",
  description:
    "The six steps of a roof replacement, from inspection to warranty registration, how many days it takes by roof size, and how to prepare your home.",
  keywords: [
    "roof replacement process",
    "how long does a roof replacement take",
    "roof replacement timeline",
    "new roof steps",
    "tear-off and installation",
    "preparing for a new roof",
    "roof replacement {{hqTown}} NC",
  ],
  hubGroup: "materials",
  summary: "Six steps from the first inspection to the warranty certificate, how many days it takes, and how to get your home ready.",
  eyebrow: "Replacement guide",
  intro:
    "Most homeowners replace a roof once or twice in a lifetime, so it's normal not to know what to expect. Here is exactly how we do it — from the first ladder on your gutter to the warranty certificate in your inbox — and how long each part usually takes.",
  updated: REVIEWED,
  blocks: [
    {
      type: "steps",
      heading: "Our six-step replacement process",
      intro: ["Every replacement follows the same sequence. Knowing it helps you plan, and helps you compare contractors on more than price."],
      steps: [
        {
          title: "Free inspection and measurements",
          when: "About an hour on site",
          text: "We inspect the roof surface, flashing, vents and gutters, check the attic for ventilation, moisture and daylight, and measure every slope. You get photos of what we found — good and bad.",
          points: ["Decking soft spots and rot noted", "Ventilation checked against the 1 sq ft per 150 sq ft rule of thumb", "Storm damage documented separately in case a claim applies"],
        },
        {
          title: "Written estimate and material choice",
          when: "Usually within a few days",
          text: "You receive a line-item estimate that names the shingle or panel, underlayment, flashing, ventilation and any deck replacement allowance. We walk you through colors, brands and warranty options, and answer the repair-versus-replace question honestly.",
          points: ["Compare two or three material options", "See which manufacturer warranty tier the system qualifies for", "Financing options explained if you want them"],
        },
        {
          title: "Permits, scheduling and delivery",
          when: "1-3 weeks, weather permitting",
          text: "We pull any permit your town or county requires, schedule the crew around the forecast, and have materials delivered a day or two before the start — usually to the driveway, placed to protect your lawn and landscaping.",
        },
        {
          title: "Tear-off and deck inspection",
          when: "Day 1, morning",
          text: "The crew protects shrubs, AC units and windows, then strips the old roof down to the decking. With the deck exposed we replace any rotted or delaminated boards and re-nail loose sheathing — the hidden work that makes the new roof last.",
        },
        {
          title: "Installation",
          when: "Day 1 through completion",
          text: "Drip edge, ice-and-water membrane in valleys and around penetrations, synthetic underlayment, new flashing, ventilation, then the roofing itself — fastened to the manufacturer's high-wind specification so the warranty holds.",
          points: ["New pipe boots and step flashing, not re-used", "Ridge vent or other exhaust balanced with soffit intake", "The roof is dried-in at the end of each day"],
        },
        {
          title: "Cleanup, walkthrough and warranty registration",
          when: "Final day, then within 7 days",
          text: "We magnet-sweep the yard and driveway for nails, haul away debris, and walk the finished roof with you. Then we register the manufacturer warranty — we submit it within 7 days of completion — and send you your workmanship warranty and photos.",
          points: ["Final photo set for your records", "Workmanship warranty in writing", "Manufacturer registration submitted for you"],
        },
      ],
    },
    {
      type: "table",
      heading: "How long does a roof replacement take?",
      intro: ["Most of the time is planning and scheduling; the crew on your roof works fast. These are the on-site times we plan for on typical homes in our area."],
      caption: "Typical on-site time by roof size",
      columns: ["Roof size", "Typical on-site time", "What can stretch it"],
      rows: [
        ["Under 2,000 sq ft", "1 day", "Extra layers to remove, significant deck repair"],
        ["2,000-4,000 sq ft", "1-2 days", "Steep pitch, many valleys and dormers, rain delays"],
        ["Over 4,000 sq ft", "2-3+ days", "Complex rooflines, tile or slate, limited access for equipment"],
      ],
      note: "Square footage here means roof area, which is larger than the home's floor area. Summer thunderstorms and tropical systems can move start dates; we never tear off more than we can dry-in the same day.",
    },
    {
      type: "list",
      look: "checkBoxes",
      heading: "How to prepare your home",
      intro: ["A little preparation makes installation day smoother and protects your belongings."],
      items: [
        "Move vehicles out of the garage and driveway the night before",
        "Take pictures, mirrors and shelf items off walls on the top floor — hammering causes vibration",
        "Cover items stored in the attic with old sheets to catch dust",
        "Keep pets and children indoors or away from the work area",
        "Mark sprinkler heads, septic lids and delicate plantings for the crew",
        "Let neighbors know about the noise and the dumpster or trailer",
        "Unlock the gate and make sure outdoor outlets work",
        "Tell us about satellite dishes or solar panels ahead of time",
      ],
    },
    {
      type: "faq",
      heading: "Roof replacement questions",
      groups: [
        {
          items: [
            {
              question: "Do I need to be home during the replacement?",
              answer: ["No. We need access to the exterior and an outdoor outlet. We do ask you or someone you trust to be available for the final walkthrough, and we'll call if we find decking damage that changes the plan."],
            },
            {
              question: "What happens if it rains during my roof replacement?",
              answer: [
                "We watch the forecast closely and only remove as much roof as we can dry-in the same day. If a storm pops up, the crew covers open areas with underlayment and tarps. Eastern NC afternoon thunderstorms are part of the job; they rarely cause problems when the crew plans for them.",
              ],
            },
            {
              question: "Should I repair or replace my roof?",
              answer: [
                "We use a simple rule of thumb: if the repairs would cost more than about 20% of a replacement, or the roof is near the end of its life, replacement is usually the better value. A single storm-damaged area on a young roof is a repair; widespread granule loss, curling and multiple leaks on an old one is a replacement.",
              ],
            },
            {
              question: "Will my new roof need a permit?",
              answer: ["Many towns and counties require one for a full replacement. We handle the permit and any inspection so you don't have to."],
            },
            {
              question: "How do I pay for a new roof?",
              answer: [
                "{{#financing}}Most homeowners pay on completion or use financing. Our [financing options](/financing){{#aprFrom}} start as low as {{aprFrom}}% APR{{#financeTerm}} with terms up to {{financeTerm}} years{{/financeTerm}}, subject to credit approval{{/aprFrom}}{{^aprFrom}} are subject to credit approval{{/aprFrom}}.{{/financing}}{{^financing}}Most homeowners pay on completion, from savings or through their own bank or credit union; the payment schedule is in your contract. See [ways to pay](/financing).{{/financing}} If the replacement is part of an insurance claim, see our [insurance claim guide](/resources/insurance-claim-process).",
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
      items: [
        { ...references.nrca, note: "industry installation practices" },
        { ...references.arma, note: "shingle installation and ventilation guidance" },
        { ...references.iccCodes, note: "model code requirements for reroofing and attic ventilation" },
      ],
    },
    {
      type: "buttons",
      text: "Ready to put a date on the calendar?",
      items: [{ kind: "call" }, { kind: "link", label: "Request a Quote", href: "/contact" }],
    },
  ],
  cta: {
    title: "Get your replacement quote",
    text: "A free inspection, photos of everything we find and a line-item estimate — so you know exactly what you're paying for.",
  },
};
