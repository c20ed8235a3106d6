/**
 * Content of /storm-damage (spec §2.6 and §2.5's company stance: we are the homeowner's Contractor
 * of Record). Around-the-clock service is promised only with a 24/7 line, and the response areas are
 * the towns each office serves (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, IconName, Step } from "~/content/blocks";

const damageTypes: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "wind",
    title: "Wind damage",
    text: "Hurricane and thunderstorm gusts lift shingle edges, break the seal strips and peel shingles, ridge caps and flashing away.",
  },
  {
    icon: "cloud-hail",
    title: "Hail damage",
    text: "Hail bruises shingles and knocks off the granules that protect them from the sun, which shortens the roof's life even when it doesn't leak yet.",
  },
  {
    icon: "tree-pine",
    title: "Fallen trees & limbs",
    text: "Pines and oaks come down in saturated ground. Even a limb that bounces off can crack decking and rafters under intact-looking shingles.",
  },
  {
    icon: "cloud-rain",
    title: "Wind-driven rain",
    text: "Sideways rain finds its way under flashing, through ridge vents and around chimneys, leaving stains, wet insulation and mold.",
  },
  {
    icon: "tornado",
    title: "Flying debris",
    text: "Branches, siding and patio furniture driven by wind puncture shingles and crack skylights and vent covers.",
  },
  {
    icon: "droplets",
    title: "Hidden water damage",
    text: "Water that sits in decking and attic insulation after a storm rots wood and grows mold for weeks before a ceiling shows it.",
  },
];

const windThresholds: { mph: string; meaning: string }[] = [
  { mph: "39 mph", meaning: "Tropical-storm-force winds: loose and aging shingles start to lift." },
  { mph: "58 mph", meaning: "Severe-thunderstorm winds: shingles, ridge caps and flashing can tear away." },
  { mph: "74 mph", meaning: "Hurricane-force winds: structural damage, missing decking and fallen trees." },
];

const afterTheStormSteps: Step[] = [
  {
    title: "Stay safe",
    text: "Stay off the roof and out of rooms with sagging or dripping ceilings. Keep clear of downed power lines.",
    detail: "If water is coming in near light fixtures, switch off that circuit at the panel.",
  },
  {
    title: "Stop more damage",
    text: "Call {{#emergencyPhone}}our 24/7 emergency line{{/emergencyPhone}}{{^emergencyPhone}}us{{/emergencyPhone}}. We tarp or board the opening to prevent further damage, which your policy expects you to do.",
    detail: "Keep receipts for tarping, buckets and drying: they are often part of the claim.",
  },
  {
    title: "Document everything",
    text: "Photograph the damage inside and out within 24-48 hours, before anything is cleaned up or moved.",
    detail: "We add roof-level photos and measurements you cannot safely take yourself.",
  },
  {
    title: "Call your insurer",
    text: "File the claim with your insurance company and write down the claim number and adjuster's name.",
    detail: "Then schedule your free inspection so our report is ready before the adjuster visits.",
  },
];

const claimSupport: Step[] = [
  {
    title: "We document the damage",
    text: "Roof-level photos of every damaged slope, measurements and a written condition report, started within days and finished before the adjuster's visit.",
  },
  {
    title: "We write a detailed estimate",
    text: "A line-by-line estimate of what it takes to restore your roof to its pre-storm condition, to the manufacturer's specification.",
  },
  {
    title: "We meet your adjuster",
    text: "We stand on the roof with your adjuster and point out every item in our report, so nothing is missed.",
  },
  {
    title: "We build",
    text: "Once your claim is settled, we schedule the work, install the roof and register the manufacturer warranty.",
  },
];

const claimStance =
  "We work as your Contractor of Record: we document the damage, write the estimate, meet the adjuster and build the roof. You file the claim and you negotiate it with your insurance company. We do not negotiate claims on your behalf; if you would like someone to represent you, we can refer you to a licensed public adjuster.";

const warningSigns: string[] = [
  "Shingles missing, creased or lying in the yard",
  "Granules piling up at the ends of downspouts",
  "Dented gutters, vents or flashing after hail",
  "New ceiling stains or peeling paint upstairs",
  "Daylight or damp insulation in the attic",
  "Sagging rooflines or bent ridge caps",
  "Branches resting on the roof, even small ones",
  "A musty smell in upstairs rooms after rain",
];

/** A response area: an office's town and the towns served from it (filled in by the route). */
export interface ResponseArea {
  title: string;
  text: string;
}

/** How many towns a response area names before "and N more". */
const AREA_TOWNS_NAMED = 6;

/** The response area of an office: its town, then the towns served from it, nearest first. */
export function responseArea(city: string, towns: readonly string[]): ResponseArea {
  const named = towns.slice(0, AREA_TOWNS_NAMED);
  const more = towns.length - named.length;
  return { title: `${city} and nearby`, text: `${[city, ...named].join(", ")}${more > 0 ? ` and ${more} more ${more === 1 ? "town" : "towns"}` : ""}` };
}

const documentationTimeline: Step[] = [
  { title: "Immediately (24-48 hours)", text: "Photos and video of all damage, emergency tarping, receipts kept." },
  { title: "Within one week", text: "Professional roof inspection and written damage report." },
  { title: "Before the adjuster meeting", text: "Detailed estimate ready, report shared with you, questions listed." },
];

/** The page, with the areas the storm crews respond in (one per office, from the towns it serves). */
export function stormDamagePage(responseAreas: ResponseArea[]) {
  return [
    {
      type: "hero",
      eyebrow: "Storm damage{{#emergencyPhone}} · 24/7 emergency service{{/emergencyPhone}}",
      title: "{{#emergencyPhone}}Storm damage? We'll secure your roof tonight.{{/emergencyPhone}}{{^emergencyPhone}}Storm damage? We'll secure your roof and see your claim through.{{/emergencyPhone}}",
      intro:
        "When a hurricane, nor'easter or summer squall tears into your roof, {{#emergencyPhone}}call our emergency line any hour of any day{{/emergencyPhone}}{{^emergencyPhone}}call us{{/emergencyPhone}}. We tarp the damage, document it for your insurance claim and rebuild the roof right.",
      points: {
        label: "Storm service highlights",
        items: ["{{#emergencyPhone}}24/7 emergency tarping{{/emergencyPhone}}{{^emergencyPhone}}Emergency tarping{{/emergencyPhone}}", "Photo documentation for your claim", "We meet your adjuster", "Roof rebuilt to manufacturer spec"],
      },
      actions: [
        { kind: "call", line: "emergency", label: "24/7 Emergency:", icon: "siren", variant: "primary", size: "lg", mainLabel: "Call us:" },
        { kind: "link", label: "Book a Free Storm Inspection", href: "/book-inspection", variant: "onDark", size: "lg" },
      ],
      aside: { kind: "illustration", name: "storm" },
    },
    {
      type: "section",
      id: "damage-types",
      eyebrow: "Types of damage",
      title: "What storms do to roofs in Eastern North Carolina",
      intro: "Some storm damage is obvious from the driveway. Most of it isn't, and it keeps getting worse until it's found.",
      parts: [
        { type: "cards", look: "outlined", cards: damageTypes },
        { type: "figures", look: "panel", title: "How much wind is too much?", figures: windThresholds.map((w) => ({ value: w.mph, label: w.meaning })) },
      ],
    },
    {
      type: "section",
      id: "what-to-do",
      tone: "sand",
      eyebrow: "After the storm",
      title: "What to do after storm damage: four steps",
      intro: "The first 48 hours decide how much damage spreads and how smoothly your claim goes.",
      parts: [{ type: "steps", steps: afterTheStormSteps, columns: 4 }],
    },
    {
      type: "section",
      id: "claim-support",
      eyebrow: "Insurance claim support",
      title: "Your Contractor of Record, from first photo to final shingle",
      intro: claimStance,
      parts: [
        { type: "steps", look: "cards", steps: claimSupport },
        {
          type: "split",
          parts: [
            { type: "steps", look: "timeline", title: "Documentation timeline", steps: documentationTimeline },
            {
              type: "buttons",
              look: "panel",
              title: "Send us your claim details",
              text: "E-mail your claim number, adjuster's name and any photos you took. We'll add them to your file before the inspection.",
              items: [{ kind: "email", mailbox: "claims", variant: "secondary" }],
              note: "New to the process? Read our guides to the [insurance claim process and working with adjusters](/resources).",
            },
          ],
        },
      ],
    },
    {
      type: "section",
      id: "warning-signs",
      tone: "brand",
      eyebrow: "Warning signs",
      title: "Signs your roof took more damage than you think",
      intro: "Check from the ground and from inside. If you see any of these, schedule an inspection before the next rain.",
      parts: [
        { type: "callout", tone: "warning", text: "Please don't climb onto a storm-damaged roof. Wet, torn shingles and weakened decking cause serious falls." },
        { type: "list", look: "checks", items: warningSigns, columns: 2 },
      ],
    },
    {
      type: "section",
      id: "response-areas",
      eyebrow: "Response areas",
      title: "Where our storm crews respond",
      intro: "Our crews work out of {{officeTowns}} and respond across the {{townCount}} towns and communities we serve.",
      parts: [{ type: "cards", look: "areas", cards: responseAreas, call: { title: "Outside these areas?", line: "emergency" } }],
    },
    { type: "banner", look: "contact", title: "{{#emergencyPhone}}Emergency? Call now, day or night.{{/emergencyPhone}}{{^emergencyPhone}}Storm damage? Call or e-mail us.{{/emergencyPhone}}" },
    {
      type: "banner",
      look: "closing",
      title: "Get your storm inspection on the calendar",
      text: "A free inspection with roof-level photos and a written report, ready before your adjuster visits.",
    },
  ] satisfies Block[];
}
