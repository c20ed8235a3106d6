import { REVIEWED, claimStance, references } from "../shared";
import type { Guide } from "../types";

export const workingWithAdjusters: Guide = {
  slug: "working-with-adjusters",
  title: "Working With Insurance Adjusters on a Roof Claim",
  metaTitle: "Working With Insurance Adjusters on a Roof Claim",
  description:
    "Staff, independent and public adjusters explained, how the roof inspection meeting goes, common estimate concerns, and do's and don'ts for the visit.",
  keywords: [
    "insurance adjuster roof inspection",
    "staff adjuster vs independent adjuster",
    "public adjuster North Carolina",
    "meeting the insurance adjuster",
    "roof claim adjuster tips",
    "adjuster missed damage",
  ],
  hubGroup: "damage-insurance",
  summary: "Staff, independent and public adjusters explained, how the roof meeting goes, and the do's and don'ts that keep your claim on track.",
  eyebrow: "Insurance guide",
  intro:
    "The adjuster's inspection is the moment your claim is measured. Knowing who the adjuster works for, what they look for, and how to prepare turns a stressful appointment into a straightforward one.",
  updated: REVIEWED,
  blocks: [
    {
      type: "table",
      heading: "Staff, independent and public adjusters",
      intro: [
        "\"Adjuster\" covers three different jobs. The first two work for the insurance company; the third works for you. All three are licensed by the North Carolina Department of Insurance.",
      ],
      caption: "Types of adjusters and who they work for",
      columns: ["Type", "Who they work for", "Who pays them", "When you'll meet one"],
      rows: [
        ["Staff adjuster", "Your insurance company, as an employee", "Your insurer", "Most everyday claims, especially outside big storm events"],
        ["Independent adjuster", "Your insurance company, as a contractor", "Your insurer (per claim or per day)", "After hurricanes and widespread storms, when insurers bring in extra help"],
        ["Public adjuster", "You, the policyholder", "You — usually a percentage of the settlement, under a written contract", "When you choose to hire one to prepare and negotiate your claim"],
      ],
      note: "Whichever adjuster is assigned, they should be courteous, explain their findings and give you their estimate in writing.",
    },
    claimStance,
    {
      type: "steps",
      heading: "How the adjuster meeting works",
      steps: [
        {
          title: "Before the visit",
          when: "When the adjuster calls to schedule",
          text: "Pick a time we can attend, and have your documents in one folder: the date of loss, your photos, our inspection report and estimate, and receipts for temporary repairs.",
          points: ["Tell the adjuster your roofer will be present", "Clear access to the attic and any interior damage", "Know your deductible, including any hurricane or wind deductible"],
        },
        {
          title: "On the roof",
          when: "Usually 30-90 minutes",
          text: "The adjuster inspects each slope, often marking damage with chalk and measuring. We point out every damaged area we documented, answer questions about the roofing system, and make sure flashing, vents, gutters and ridge details are seen.",
        },
        {
          title: "Inside the home",
          when: "Same visit",
          text: "Walk the adjuster to every stain and the attic. Interior damage is part of the same loss; don't assume they'll find it on their own.",
        },
        {
          title: "After the visit",
          when: "Days to a few weeks",
          text: "The insurer sends you its estimate and decision. Compare it with our estimate line by line. If items are missing, you ask the insurer to reconsider — we'll give you the documentation that supports each item.",
        },
      ],
    },
    {
      type: "list",
      heading: "Common concerns — and what to do",
      items: [
        { title: "\"The estimate is lower than my roofer's\"", text: "Compare quantities first: squares of roofing, linear feet of drip edge and ridge, number of vents and boots. Most gaps are missed items, not prices. Send the insurer a written list of differences with our photos attached." },
        { title: "Depreciation and \"holdback\"", text: "Many policies pay actual cash value first and release the depreciation after the work is complete. Ask your insurer how your policy handles recoverable depreciation and what paperwork it needs from us at the end." },
        { title: "Matching and partial repairs", text: "If discontinued shingles can't be matched, ask your insurer how your policy treats matching. We can document the product and why a match isn't available." },
        { title: "Code-required items", text: "Items building codes require on a reroof — such as drip edge or ventilation — may be covered under your policy's building code or ordinance coverage. Ask your insurer; we'll note code items in our estimate." },
        { title: "A denial you disagree with", text: "Ask for the reason in writing and for a re-inspection. You can also contact the North Carolina Department of Insurance consumer services, or hire a licensed public adjuster to negotiate for you." },
      ],
    },
    {
      type: "list",
      look: "dosDonts",
      heading: "Do's and don'ts for the adjuster visit",
      dos: [
        "Be present, or have someone you trust there",
        "Have your roofer meet the adjuster on the roof",
        "Keep your answers factual: when the storm hit, when you noticed damage",
        "Ask for the adjuster's name, contact details and claim number",
        "Ask when and how you'll receive the estimate",
      ],
      donts: [
        "Don't guess about the age of the roof or past repairs — say you'll check",
        "Don't argue on the roof; disagreements go in writing afterwards",
        "Don't sign a settlement you don't understand",
        "Don't clean up or discard damaged materials before the visit",
        "Don't let the visit end without seeing the attic and interior damage",
      ],
    },
    {
      type: "faq",
      heading: "Adjuster questions",
      groups: [
        {
          items: [
            {
              question: "Will you negotiate with my adjuster?",
              answer: [
                "No. We meet the adjuster as your Contractor of Record to point out and explain the roofing damage, and we provide documentation. The claim and its settlement are between you and your insurer. If you want a professional negotiator, we can refer you to a licensed public adjuster.",
              ],
            },
            {
              question: "Do I have to use the contractor my insurer recommends?",
              answer: ["Insurers may offer a repair network, but in general the choice of contractor is yours. Ask your insurer how choosing your own contractor affects payment on your policy."],
            },
            {
              question: "Should I hire a public adjuster?",
              answer: [
                "For straightforward roof claims many homeowners handle the negotiation themselves with our documentation. For large or complicated losses, or if you're in a dispute, a licensed public adjuster can help. Their fee is typically a percentage of the settlement, so read the contract carefully. The [NC Department of Insurance](https://www.ncdoi.gov/) can confirm a license.",
              ],
            },
            {
              question: "How long until the adjuster comes out?",
              answer: ["After ordinary storms, often within days. After a hurricane, when thousands of claims come in at once, it can take longer. Make temporary repairs and keep documenting while you wait."],
            },
          ],
        },
      ],
    },
    {
      type: "list",
      look: "sources",
      heading: "Sources",
      intro: ["Before the visit, gather what our [documentation guide](/resources/documentation-requirements) lists."],
      items: [
        { ...references.ncdoi, note: "adjuster and public adjuster licensing, consumer services" },
        { ...references.fema, note: "disaster assistance when a storm is federally declared" },
      ],
    },
    {
      type: "buttons",
      text: "Have an adjuster visit coming up? Let's get you ready.",
      items: [{ kind: "link", label: "Schedule Assessment", href: "/contact" }, { kind: "call" }],
    },
  ],
  cta: {
    title: "Schedule your pre-adjuster assessment",
    text: "We'll document every slope, write a line-item estimate, and be on the roof when your adjuster arrives.",
  },
};
