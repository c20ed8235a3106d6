import { REVIEWED, claimStanceShort, references } from "../shared";
import type { Guide } from "../types";

export const generalRoofingFaq: Guide = {
  slug: "general-roofing-faq",
  title: "General Roofing FAQ for Eastern NC Homeowners",
  metaTitle: "General Roofing FAQ for Eastern NC Homeowners",
  description:
    "Straight answers to common roofing questions in Eastern NC: roof lifespan and cost, hurricanes and wind, maintenance, and what to do in a roof emergency.",
  keywords: [
    "roofing FAQ",
    "roof questions answered",
    "how long does a roof last",
    "hurricane roof questions",
    "roof maintenance tips",
    "emergency roof repair",
    "Eastern North Carolina roofer",
  ],
  hubGroup: "faqs",
  summary: "Answers on roof lifespan, hurricanes and wind, maintenance, and what to do in a roofing emergency.",
  eyebrow: "FAQ",
  intro:
    "These are the questions we hear most on inspections across {{region}} — answered the way we'd answer them standing in your driveway.",
  updated: REVIEWED,
  blocks: [
    {
      type: "faq",
      heading: "Frequently asked questions",
      intro: ["Pick a group below; each question opens its answer."],
      groups: [
        {
          title: "General",
          items: [
            {
              question: "How long does a roof last in Eastern North Carolina?",
              answer: [
                "Architectural asphalt shingles typically last 20-30 years here; metal 40-70 years; tile 50+; natural slate 75-100+. Heat, humidity, ventilation and storms decide where in the range your roof lands. Our [materials guide](/resources/understanding-roofing-materials) compares them.",
              ],
            },
            {
              question: "How do I know if I need a new roof or just a repair?",
              answer: [
                "Our rule of thumb: if repairs would cost more than about 20% of a replacement, or the roof is near the end of its life with widespread wear, replacement is usually the better value. A localized problem on a younger roof is a repair.",
              ],
            },
            {
              question: "How much does a new roof cost?",
              answer: [
                "For a typical home, our examples run $8,000-$18,000 for asphalt shingles, $12,000-$25,000 for metal, $15,000-$30,000 for tile and $25,000-$60,000+ for slate. Size, pitch and deck repairs move the number. See the [roofing costs FAQ](/resources/roofing-costs-faq).",
              ],
            },
            {
              question: "How long does a replacement take?",
              answer: ["Usually 1 day for roofs under 2,000 sq ft, 1-2 days for 2,000-4,000 sq ft, and 2-3+ days for larger or complex roofs. See [the replacement process](/resources/roof-replacement-process)."],
            },
            {
              question: "Are your inspections really free?",
              answer: ["Yes. Roof inspections and estimates are free and come with photos of what we found."],
            },
          ],
        },
        {
          title: "Weather and Storm",
          items: [
            {
              question: "What wind speed damages a roof?",
              answer: [
                "Older or poorly fastened roofs can lose shingles in tropical-storm-force winds of 39 mph and up. At 58 mph — the National Weather Service's severe thunderstorm threshold — we commonly find missing shingles at ridges and edges. Hurricane-force winds of 74 mph and up can strip whole sections. See [how to identify roof damage](/resources/identify-roof-damage).",
              ],
            },
            {
              question: "Should I get my roof inspected after every storm?",
              answer: [
                "After any storm with strong gusts, hail or fallen limbs — yes. Broken shingle seals often don't leak until the next wind-driven rain. We also recommend inspections twice a year, in spring and fall.",
              ],
            },
            {
              question: "Will insurance pay for my storm-damaged roof?",
              answer: [
                "That depends on your policy and the damage — your insurer decides. " + "We help by documenting the damage thoroughly. " + claimStanceShort,
              ],
            },
            {
              question: "How can I make my roof more hurricane-resistant?",
              answer: [
                "At replacement: sealed roof deck underlayment, high-wind nailing, sealed starter strips at eaves and rakes, and rated ridge caps. Between roofs: keep flashing tight, trim overhanging limbs and keep gutters secure. The [FORTIFIED Home](https://fortifiedhome.org/) program describes a stronger roof standard.",
              ],
            },
          ],
        },
        {
          title: "Maintenance and Prevention",
          items: [
            {
              question: "How often should my roof be inspected?",
              answer: ["Twice a year — spring and fall — and after major storms. Fall checks get you ready for winter storms; spring checks catch what winter and early storms did before hurricane season."],
            },
            {
              question: "What can I do myself to maintain my roof?",
              answer: [
                "From the ground: keep gutters and downspouts clear of pine straw and leaves, trim limbs back from the roof, watch for stains on ceilings, and check the attic for daylight or damp after heavy rain. Leave anything on the roof to a professional.",
              ],
            },
            {
              question: "Why does my roof have black streaks?",
              answer: ["That's usually algae, which loves our humidity. It's mostly cosmetic at first. Gentle professional cleaning helps; pressure-washing damages shingles. Algae-resistant shingles prevent it on a new roof."],
            },
            {
              question: "Does attic ventilation really matter?",
              answer: [
                "Very much in our climate. Building codes generally call for at least 1 square foot of net free vent area per 150 square feet of attic floor. Without it, summer heat bakes shingles from below and winter moisture condenses on the decking.",
              ],
            },
          ],
        },
        {
          title: "Emergency",
          items: [
            {
              question: "What should I do if my roof is leaking right now?",
              answer: [
                "Move valuables, catch the water, and turn off power to any wet fixtures. If a ceiling bulges, stand clear and pierce it at the lowest point to drain into a bucket. Photograph everything, then call {{#emergencyPhone}}our 24/7 emergency line at {{emergencyPhone}}{{/emergencyPhone}}{{^emergencyPhone}}us at {{phone}}{{/emergencyPhone}} for tarping.",
              ],
            },
            {
              question: "{{#emergencyPhone}}Do you offer 24/7 emergency service?{{/emergencyPhone}}{{^emergencyPhone}}What if my roof leaks after hours?{{/emergencyPhone}}",
              answer: [
                "{{#emergencyPhone}}Yes. Our emergency line, {{emergencyPhone}}, is answered around the clock for leaks, storm damage and trees on roofs.{{/emergencyPhone}}{{^emergencyPhone}}Catch the water, move what you can and photograph the damage, then call {{phone}}. Outside office hours, leave a message: we call back as soon as the office opens.{{/emergencyPhone}}",
              ],
            },
            {
              question: "A tree fell on my roof. What now?",
              answer: [
                "Get everyone out of the affected rooms, stay away from any downed lines, and call 911 if anyone is hurt or the structure looks unstable. Then call us for emergency tarping and your insurer to report the loss. Don't try to remove the tree yourself.",
              ],
            },
            {
              question: "Will emergency tarping be covered by insurance?",
              answer: ["Many policies cover reasonable temporary repairs to prevent further damage — ask your insurer. Keep our invoice and photos for your claim."],
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
        { ...references.nhcScale, note: "tropical storm and hurricane wind thresholds" },
        { ...references.nws, note: "severe thunderstorm criteria and warnings" },
        { ...references.fortified, note: "stronger roof standards for hurricane regions" },
        { ...references.iccCodes, note: "attic ventilation requirements" },
      ],
    },
    {
      type: "buttons",
      text: "Didn't see your question? Ask us — a real person answers.",
      items: [{ kind: "call" }, { kind: "link", label: "Get Free Consultation", href: "/contact" }],
    },
  ],
  cta: {
    title: "Get a free consultation",
    text: "Tell us what's going on with your roof. We'll answer your questions and, if it helps, inspect it at no cost.",
  },
};
