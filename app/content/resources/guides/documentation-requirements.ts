import { REVIEWED, claimStance, references } from "../shared";
import type { Guide } from "../types";

export const documentationRequirements: Guide = {
  slug: "documentation-requirements",
  title: "Storm Damage Documentation: What to Record and When",
  metaTitle: "Roof Damage Documentation Checklist & Timeline",
  description:
    "What to document after roof storm damage, how to photograph it so an adjuster can follow, and when: the first 24-48 hours, week one, before the adjuster.",
  keywords: [
    "roof damage documentation",
    "insurance claim photos roof",
    "storm damage documentation checklist",
    "how to document roof damage",
    "proof of loss roof",
    "hurricane damage photos",
  ],
  hubGroup: "damage-insurance",
  summary: "The records every roof claim needs, how to photograph damage so it holds up, and a timeline from the first 48 hours to the adjuster meeting.",
  eyebrow: "Insurance guide",
  intro:
    "Claims are decided on evidence. The homeowners whose claims go smoothly are usually the ones with dated photos, receipts and a simple log. This guide shows what to record, how to record it, and when.",
  updated: REVIEWED,
  blocks: [
    {
      type: "cards",
      heading: "Categories of documentation",
      intro: ["Think of your claim file in six parts. You create some of them; we create the roofing ones for you."],
      cards: [
        {
          title: "Exterior damage",
          text: "Photos and short videos of every roof slope from the ground, damaged shingles in the yard, gutters, downspouts, siding, windows and fallen limbs.",
        },
        {
          title: "Interior damage",
          text: "Ceiling and wall stains, wet insulation in the attic, damaged floors and belongings — with a wide shot of each room and close-ups.",
        },
        {
          title: "Date-of-loss evidence",
          text: "The date and time of the storm, weather alerts you received, and local news or National Weather Service storm reports for your area.",
        },
        {
          title: "Emergency repair receipts",
          text: "Tarping, water extraction, drying equipment, and materials you bought. Most policies expect reasonable steps to prevent further damage.",
        },
        {
          title: "Professional inspection report",
          text: "Our dated photo report of every slope, the flashing and the attic, with measurements and a line-item repair estimate.",
        },
        {
          title: "Communication log and policy",
          text: "Your claim number, a copy of your policy and declarations page, and a log of every call and e-mail: date, person, what was said.",
        },
      ],
    },
    {
      type: "list",
      heading: "Photo and video techniques that hold up",
      intro: ["Good documentation lets someone who has never seen your house understand the damage. These habits make the difference."],
      items: [
        { title: "Wide, then medium, then close", text: "Start with the whole side of the house, then the area, then the damage itself. The wide shot proves where the close-up was taken." },
        { title: "Show scale", text: "Put a coin, tape measure or your hand next to hail marks, punctures and stains." },
        { title: "Work by elevation", text: "Front, right, back, left — the same order every time. Name photo folders that way too." },
        { title: "Keep the original files", text: "Phone photos carry the date and time in their file data. Back up the originals to cloud storage rather than sending compressed copies only." },
        { title: "Narrate a walkthrough video", text: "A slow video of each room, saying what you see, captures details photos miss." },
        { title: "Keep damaged materials", text: "Set aside a few blown-off shingles, dented vent caps or broken tiles in a bag labeled with the date — adjusters may want to see them." },
        { title: "Document before and after temporary repairs", text: "Photograph the damage, then the tarp or patch, and keep the receipt with both." },
      ],
    },
    {
      type: "steps",
      heading: "Documentation timeline",
      intro: ["Deadlines in your policy come first. This is the timeline we recommend to every homeowner we work with."],
      steps: [
        {
          title: "Immediately: the first 24-48 hours",
          when: "24-48 hours",
          text: "Make the home safe and capture the damage before anything changes.",
          points: [
            "Photograph and video the exterior and interior damage",
            "Write down the storm's date and time",
            "Make temporary repairs (call {{#emergencyPhone}}{{emergencyPhone}}{{/emergencyPhone}}{{^emergencyPhone}}{{phone}}{{/emergencyPhone}} for tarping) and keep receipts",
            "Report the loss to your insurer if water is getting in",
          ],
        },
        {
          title: "Within one week",
          when: "Days 3-7",
          text: "Get the professional record and organize your file.",
          points: [
            "Schedule our free inspection for a dated photo report and estimate",
            "File your claim and write down the claim number",
            "Start your communication log",
            "Make a list of damaged belongings inside the house",
          ],
        },
        {
          title: "Before the adjuster meeting",
          when: "Before the visit",
          text: "Put everything in one folder, paper or digital, and make sure your roofer can attend.",
          points: [
            "Print or share our inspection report and estimate",
            "Collect receipts for temporary repairs",
            "Have damaged materials you kept ready to show",
            "Review your deductible and coverage questions",
          ],
        },
      ],
    },
    {
      type: "list",
      look: "checkBoxes",
      heading: "Your documentation checklist",
      items: [
        "Date and time of the storm",
        "Wide and close photos of each roof slope (from the ground)",
        "Photos of gutters, downspouts, vents, siding and windows",
        "Photos and video of every interior stain and wet area",
        "Attic photos: decking, insulation, daylight",
        "Receipts for tarping and other temporary repairs",
        "Professional inspection report and line-item estimate",
        "Claim number and adjuster's contact details",
        "Communication log with dates and names",
        "Copy of your policy and declarations page",
      ],
      note: "E-mail copies of your claim correspondence to {{claimsEmail}} and we'll keep our roofing documentation in step with your file.",
    },
    claimStance,
    {
      type: "faq",
      heading: "Documentation questions",
      groups: [
        {
          items: [
            {
              question: "Do I need photos if you're doing an inspection?",
              answer: [
                "Yes. Your photos from the first hours after the storm show the damage before anything changed — before tarps, before cleanup, before the next rain. Our inspection adds the close-up roof documentation you can't safely get yourself.",
              ],
            },
            {
              question: "What if I already cleaned up?",
              answer: ["Photograph what you can now, keep receipts for the cleanup, and write down what was damaged while you remember. Keep any damaged materials that weren't thrown away."],
            },
            {
              question: "How do I prove which storm caused the damage?",
              answer: [
                "Write down the date and time, save weather alerts on your phone, and note local storm reports from the [National Weather Service](https://www.weather.gov/). Prompt photos and a prompt inspection tie the damage to the storm better than anything else.",
              ],
            },
            {
              question: "Who sends the documentation to my insurer?",
              answer: [
                "You do — it's your claim. We give you our report and estimate in a format that's easy to forward, and we bring copies to the adjuster meeting.",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "list",
      look: "sources",
      heading: "Sources",
      items: [
        { ...references.nws, note: "storm reports and warnings for your county" },
        { ...references.ncdoi, note: "consumer guidance on filing property claims" },
        { ...references.ready, note: "hurricane preparation, including a home inventory" },
      ],
    },
    {
      type: "buttons",
      text: "Let us create the roofing part of your claim file.",
      items: [{ kind: "link", label: "Schedule Assessment", href: "/contact" }, { kind: "call" }],
    },
  ],
  cta: {
    title: "Schedule your documented assessment",
    text: "Dated photos of every slope, attic findings and a line-item estimate — organized so your insurer and adjuster can follow it.",
  },
};
