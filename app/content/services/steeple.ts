/**
 * Content of /specialty-services/church-steeple-repair (spec §2.6; general figures from §9). Emergency
 * promises only with a 24/7 line and a response time the owner gave (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, IconName, Step } from "~/content/blocks";
import type { FaqEntry } from "~/seo/structured-data";

const steepleFigures: { value: string; label: string }[] = [
  { value: "27-point", label: "steeple inspection" },
  { value: "{{emergencyResponse}} hours", label: "average emergency response" },
  { value: "$2,500–$25,000+", label: "typical repair range" },
];

const steepleIntro: string[] = [
  "A steeple is the most exposed part of any church: taller than everything around it, hit first by wind and lightning, and soaked by rain that runs down every face into the roof below. In Eastern North Carolina, add hurricane gusts, months of humidity and wood that never fully dries.",
  "Most steeple problems start small: a split seam in the flashing, a louver that lets in rain, a patch of paint that traps moisture. Caught early, they are affordable repairs. Left alone, they rot framing, stain sanctuary ceilings and turn into emergency stabilization.",
  "We inspect, repair and restore steeples, spires, bell towers and cupolas for congregations of every size, and we plan every job around your worship schedule, weddings and funerals.",
];

const steepleServices: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "clipboard-check",
    title: "27-point steeple inspection",
    text: "Flashing, cladding, framing, louvers, finials, fasteners and lightning protection checked from a lift, with photos of every finding and a written report your building committee can act on.",
  },
  {
    icon: "droplets",
    title: "Flashing & leak repair",
    text: "New base, step and counter flashing where the steeple meets the roof, the single most common source of sanctuary leaks.",
  },
  {
    icon: "landmark",
    title: "Spire roofing & metal work",
    text: "Spires re-roofed in shingle, standing-seam or copper, with crosses and finials re-anchored and sealed.",
  },
  {
    icon: "hammer",
    title: "Wood, trim & cladding restoration",
    text: "Rotted trim, siding and moldings replaced with matching profiles, primed on all sides and painted to resist humidity.",
  },
  {
    icon: "bell",
    title: "Louvers, belfries & bell towers",
    text: "Louvers rebuilt to shed wind-driven rain, bird screens installed and bell-tower floors and roofs made watertight.",
  },
  {
    icon: "cloud-lightning",
    title: "Storm & emergency stabilization",
    text: "{{#emergencyPhone}}Around-the-clock response to{{/emergencyPhone}}{{^emergencyPhone}}Help with{{/emergencyPhone}} leaning, torn or lightning-struck steeples: the structure secured and the openings dried in first.",
  },
];

const steepleProcess: Step[] = [
  {
    title: "Call or request a visit",
    text: "Tell us what you've noticed. {{#emergencyPhone}}Emergencies go straight to the 24/7 line and a crew is dispatched.{{/emergencyPhone}}{{^emergencyPhone}}Tell us if it is an emergency, and it goes first.{{/emergencyPhone}}",
  },
  { title: "27-point inspection", text: "We inspect from a lift or aerial platform and photograph every face, joint and fastener." },
  {
    title: "Written report & options",
    text: "A plain-language report with photos, priorities and a price for each option, ready for your committee or vestry.",
  },
  {
    title: "Schedule around worship",
    text: "Work is planned around services, weddings, funerals and events, with the church grounds kept safe and open.",
  },
  { title: "Repair & restore", text: "Our crews repair, re-roof or rebuild with materials matched to your steeple's original look." },
  {
    title: "Walk-through & records",
    text: "A final review with church leadership and a photo record of the completed work for your files and insurer.",
  },
];

const commonIssues = {
  caption: "Common church steeple problems, their warning signs, causes and repairs",
  columns: ["Issue", "Warning signs", "Usual cause", "Typical repair"],
  rows: [
    ["Leaks at the steeple base", "Stains on the sanctuary ceiling or walls near the tower", "Failed flashing where steeple and roof meet", "New base, step and counter flashing"],
    ["Rotted trim & cladding", "Peeling paint, soft or crumbling wood, gaps at joints", "Moisture trapped behind paint in humid weather", "Replace rotted sections, prime all sides, repaint"],
    ["Loose spire roofing", "Shingles or metal pieces on the ground after wind", "Wind uplift and aging fasteners", "Re-roof the spire with high-wind fastening"],
    ["Damaged louvers", "Birds in the belfry, water on the bell-tower floor", "Weathered slats and missing screens", "Rebuild louvers and add bird screens"],
    ["Leaning or movement", "Visible lean, cracks at the base, doors that stick", "Rot in the framing or connections", "Engineering review and structural repair"],
    ["Lightning damage", "Scorched or split wood, damaged cross or finial", "Lightning strike on an unprotected or damaged system", "Repair, and restore the lightning protection"],
  ],
};

const steepleFaqs: FaqEntry[] = [
  {
    question: "How much does church steeple repair cost?",
    answer:
      "Steeple repairs typically range from $2,500 to $25,000 or more. Flashing and louver repairs sit at the lower end; re-roofing a spire, replacing rotted framing or restoring a historic steeple costs more. After the 27-point inspection you get a written price for each option, so your committee can plan.",
  },
  {
    question: "What happens in a steeple emergency?",
    answer:
      "{{#emergencyPhone}}Call our 24/7 emergency line and a crew is dispatched.{{#emergencyResponse}} Our crews reach an emergency call in {{emergencyResponse}} hours on average.{{/emergencyResponse}}{{/emergencyPhone}}{{^emergencyPhone}}Call the office as soon as you see damage.{{/emergencyPhone}} We secure the structure and dry in any openings first, then plan the permanent repair.",
  },
  {
    question: "What does the 27-point steeple inspection cover?",
    answer:
      "Flashing at the base and every transition, cladding and trim, paint and sealants, louvers and screens, the spire roofing, crosses and finials, fasteners, visible framing and connections, the bell-tower floor and roof, and the lightning protection system. Each point is photographed and rated in a written report.",
  },
  {
    question: "Will repairs interrupt our worship services?",
    answer:
      "No. We schedule work around services, weddings, funerals and church events, keep walkways safe and clear, and secure equipment before every Sunday.",
  },
  {
    question: "Will insurance cover storm damage to our steeple?",
    answer:
      "Often, when the damage was caused by a covered event like wind or lightning. We act as your Contractor of Record: we document the damage, write the estimate, meet the adjuster and do the work. The church files and negotiates its claim with the insurer; we can refer you to a licensed public adjuster if you want representation.",
  },
  {
    question: "Can you match the look of a historic steeple?",
    answer:
      "Yes. We match trim profiles, siding, shingle patterns and metal details to the original, and we photograph the steeple before work begins so the restored steeple looks like it always has, only sound.",
  },
];

/** The page; its introduction points to the Raleigh page while the company serves Raleigh. */
export function steeplePage(servesRaleigh: boolean) {
  return [
    {
      type: "hero",
      eyebrow: "Specialty services · Churches",
      title: "Church steeple repair and restoration",
      intro:
        "Leaks at the tower, rotted trim, storm-torn spires: we inspect, repair and restore steeples and bell towers across Eastern North Carolina, and plan every job around your worship schedule.",
      actions: [
        { kind: "call", line: "emergency", label: "24/7 Emergency Line:", icon: "siren", variant: "primary", size: "lg", mainLabel: "Call us:" },
        { kind: "link", label: "Request a Free Steeple Inspection", href: "/contact", variant: "onDark", size: "lg" },
      ],
      aside: { kind: "illustration", name: "steeple" },
    },
    { type: "figures", look: "strip", figures: steepleFigures },
    {
      type: "section",
      id: "introduction",
      eyebrow: "Why steeples need specialists",
      title: "The most exposed part of your church",
      parts: [
        // The Raleigh page exists while the company serves Raleigh (content/site-pages.ts `servedTown`).
        servesRaleigh
          ? {
              type: "split",
              look: "wide",
              parts: [
                { type: "paragraphs", paragraphs: steepleIntro, narrow: false },
                {
                  type: "callout",
                  tone: "aside",
                  id: "raleigh-callout",
                  title: "Serving a church in Raleigh?",
                  text: "Read how Raleigh's storms and humidity affect steeples, what repairs cost and how the work is planned around your services.",
                  link: { label: "Church steeple repair in Raleigh, NC", href: "/specialty-services/church-steeple-repair/raleigh-nc" },
                },
              ],
            }
          : { type: "paragraphs", paragraphs: steepleIntro },
      ],
    },
    {
      type: "section",
      id: "services",
      tone: "sand",
      eyebrow: "Our steeple services",
      title: "Six ways we keep steeples sound",
      intro: "From a single failed flashing seam to a full spire restoration, done safely at height by crews who do this work regularly.",
      parts: [{ type: "cards", look: "tiles", cards: steepleServices }],
    },
    {
      type: "section",
      id: "process",
      eyebrow: "Our process",
      title: "From first call to final walk-through",
      intro: "Six steps, with your church leadership informed at each one.",
      parts: [{ type: "steps", steps: steepleProcess }],
    },
    {
      type: "section",
      id: "common-issues",
      tone: "brand",
      eyebrow: "Know the signs",
      title: "Common steeple problems and how we fix them",
      intro: "If you recognize any of these warning signs, call before the next storm season.",
      parts: [{ type: "table", ...commonIssues }],
    },
    { type: "section", id: "faq", eyebrow: "Questions", title: "Steeple repair FAQ", parts: [{ type: "faq", faqs: steepleFaqs }] },
    {
      type: "banner",
      id: "free-inspection",
      title: "Schedule a free steeple inspection",
      text: "We'll look at your steeple from the ground and the roof, photograph what we see and tell you honestly whether it needs attention now, later or not at all.",
      action: { label: "Request Your Free Inspection", href: "/contact" },
    },
    {
      type: "banner",
      look: "closing",
      title: "Protect your sanctuary from the top down",
      text: "Call our office or request an estimate online.{{#emergencyPhone}} For an active leak or storm damage, use the 24/7 emergency line.{{/emergencyPhone}}",
    },
  ] satisfies Block[];
}
