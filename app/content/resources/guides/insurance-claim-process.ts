import { CHECKED, REVIEWED, claimStance, references } from "../shared";
import type { Guide } from "../types";

export const insuranceClaimProcess: Guide = {
  slug: "insurance-claim-process",
  title: "The Roof Insurance Claim Process in 5 Steps",
  metaTitle: "Roof Insurance Claim Process & Carrier Numbers",
  description:
    "How a roof insurance claim works in North Carolina: five steps from storm to finished roof, claims contacts for eight carriers, and what your roofer does.",
  keywords: [
    "roof insurance claim process",
    "how to file a roof claim",
    "storm damage insurance claim North Carolina",
    "homeowners insurance roof claim",
    "insurance claim phone numbers",
    "contractor of record",
    "hurricane roof claim",
  ],
  hubGroup: "damage-insurance",
  summary: "Five steps from the storm to the finished roof, who does what, and the claims lines for eight major carriers.",
  eyebrow: "Insurance guide",
  intro:
    "A roof claim goes smoothly when everyone knows their part. You own the claim; your insurer evaluates it; we document the damage and build the repair. Here is the process step by step, with the claims contacts for the carriers our customers use most.",
  updated: REVIEWED,
  blocks: [
    claimStance,
    {
      type: "steps",
      heading: "The 5-step claim process",
      steps: [
        {
          title: "Make it safe and start documenting",
          when: "Immediately (first 24-48 hours)",
          text: "Keep your family safe, stop more water getting in, and photograph everything before it's cleaned up. Reasonable temporary repairs like tarping are expected by most policies — keep the receipts.",
          points: [
            "{{#emergencyPhone}}Call {{emergencyPhone}} for 24/7 emergency tarping{{/emergencyPhone}}{{^emergencyPhone}}Call us for emergency tarping: {{phone}}{{/emergencyPhone}}",
            "Photograph the roof from the ground, the yard, and every interior stain",
            "Write down the date and time of the storm",
          ],
        },
        {
          title: "Get a professional roof inspection",
          when: "Within the first week",
          text: "We inspect every slope, the flashing and the attic and give you a dated photo report and a line-item repair estimate. This tells you whether the damage is worth a claim before you file — an important decision when your deductible is high.",
        },
        {
          title: "File the claim with your insurer",
          when: "As soon as you decide to claim",
          text: "You file the claim — by phone, app or online using the contacts below — and receive a claim number. Share our photo report with your insurer and send a copy of your correspondence to {{claimsEmail}} so we can keep our documentation in step with yours.",
        },
        {
          title: "Adjuster inspection",
          when: "Usually within days to a few weeks",
          text: "Your insurer sends an adjuster. At your request we meet them on the roof, point out every damaged area and answer technical questions about materials, code items and repair methods. The adjuster then writes the insurer's estimate.",
          points: ["Read [Working With Adjusters](/resources/working-with-adjusters) to prepare"],
        },
        {
          title: "Review the settlement, then we build",
          when: "After the insurer's decision",
          text: "You review the insurer's estimate and settlement and negotiate any disagreement with them. If the adjuster missed damage, we give you documentation — photos, measurements, code references — to support your request. Once you approve the scope, we schedule the work, build it, and send final photos and invoices for your file.",
          points: ["You pay your deductible", "Mortgage companies often co-sign claim checks — ask your lender early"],
        },
      ],
    },
    {
      type: "cards",
      look: "carriers",
      heading: "Claims contacts for major carriers",
      intro: [
        "These are the claims lines and pages our customers use most. Each phone number was checked against the carrier's own website on the date shown; where we couldn't confirm a number on the carrier's own site, we link to its claims page instead. Your policy's declarations page or your carrier's app always has the number for your specific policy.",
      ],
      carriers: [
        {
          name: "State Farm",
          phone: "8007325246",
          phoneMnemonic: "800-SF-CLAIM",
          phoneSource: { url: "https://www.statefarm.com/claims/settling-claim", checked: CHECKED, label: "statefarm.com" },
          website: { url: "https://www.statefarm.com/claims", label: "State Farm claims" },
          note: "You can also file through your State Farm agent or the State Farm app.",
        },
        {
          name: "Allstate",
          phone: "8002557828",
          phoneMnemonic: "1-800-ALLSTATE",
          phoneSource: { url: "https://www.allstate.com/help-support/claims/faqs", checked: CHECKED, label: "allstate.com" },
          website: { url: "https://www.allstate.com/en/claims/home", label: "Allstate home claims" },
          note: "Allstate also takes home claims through your agent, My Account and the Allstate app.",
        },
        {
          name: "USAA",
          phone: "8005318722",
          phoneMnemonic: "800-531-USAA",
          phoneSource: {
            url: "https://communities.usaa.com/t5/USAA-News/USAA-Offers-Tips-on-How-to-File-Claims-After-a-Hurricane/ba-p/135513",
            checked: CHECKED,
            label: "USAA News",
          },
          website: { url: "https://www.usaa.com/inet/wc/homeowners-insurance-claims", label: "USAA homeowners claims" },
          note: "USAA recommends the USAA Mobile App or usaa.com as the fastest way to report.",
        },
        {
          name: "Farmers Insurance",
          phone: "8004357764",
          phoneSource: { url: "https://www.farmers.com/claims/", checked: CHECKED, label: "farmers.com" },
          website: { url: "https://www.farmers.com/claims/", label: "Farmers claims" },
          note: "Farmers lists this line as available 24 hours a day, 7 days a week.",
        },
        {
          name: "NC Farm Bureau",
          website: { url: "https://www.ncfbins.com/claims/claims-center.html", label: "NC Farm Bureau claims center" },
          note: "NC Farm Bureau asks policyholders to report a claim by calling their agent at the county Farm Bureau insurance office, or through the online Customer Portal. We didn't find a single statewide claims number on its site, so use your county office's number from your policy.",
        },
        {
          name: "Nationwide",
          phone: "8004213535",
          phoneSource: { url: "https://www.nationwide.com/personal/insurance/claims/property-claims/pages/theft-claims", checked: CHECKED, label: "nationwide.com" },
          website: { url: "https://www.nationwide.com/personal/insurance/claims/property-claims", label: "Nationwide property claims" },
        },
        {
          name: "Progressive",
          website: { url: "https://www.progressive.com/answers/homeowners-insurance-claims/", label: "Progressive: homeowners claims" },
          note: "Many Progressive home policies are written by partner insurance companies, so the right claims number depends on your policy. Use the number on your declarations page or in the Progressive app.",
        },
        {
          name: "Liberty Mutual",
          phone: "8002252467",
          phoneSource: { url: "https://www.libertymutual.com/claims-center/auto-insurance-claims/other-auto-claims", checked: CHECKED, label: "libertymutual.com" },
          website: { url: "https://www.libertymutual.com/home-insurance/home-coverages-and-benefits/home-claims-what-we-offer", label: "Liberty Mutual home claims" },
          note: "Liberty Mutual also lets you file and track a home claim online or in its app.",
        },
      ],
      note: "Carriers change numbers and pages. If a number doesn't connect, use the one printed on your policy. We are not affiliated with any insurance company.",
    },
    {
      type: "table",
      heading: "What we see on the claims we document",
      intro: [
        "Every storm season is different, but the roof claims we help homeowners document tend to fall into three groups. This is our own experience in Eastern North Carolina, not a national statistic.",
      ],
      caption: "Roof claims we document, by cause (our approximate breakdown)",
      columns: ["Cause", "Share of claims we document", "What it usually looks like"],
      rows: [
        ["Wind", "About 45%", "Missing and creased shingles, lifted ridge caps, bent flashing after tropical storms and severe thunderstorms"],
        ["Water intrusion from wind-driven rain", "About 30%", "Leaks at flashing, vents and valleys where rain was pushed sideways under roofing"],
        ["Hail and impact", "About 25%", "Bruised shingles and dented metal from hail, and punctures from falling limbs"],
      ],
    },
    {
      type: "list",
      look: "dosDonts",
      heading: "Claim do's and don'ts",
      dos: [
        "Report damage promptly — most policies require prompt notice",
        "Make reasonable temporary repairs and keep the receipts",
        "Keep a log of every call: date, name, what was said",
        "Read your policy's deductible, especially any separate hurricane or wind deductible",
        "Get our inspection before you file so you know the damage is real and claim-worthy",
      ],
      donts: [
        "Don't throw away damaged materials before the adjuster sees them or you've photographed them",
        "Don't sign anything that hands control of your claim to a contractor",
        "Don't accept an offer to \"cover\" or waive your deductible — it's your share of the loss under the policy",
        "Don't start permanent repairs before your insurer has inspected, unless they agree",
        "Don't climb on the roof to look for yourself",
      ],
    },
    {
      type: "faq",
      heading: "Insurance claim questions",
      groups: [
        {
          items: [
            {
              question: "Will you handle my insurance claim for me?",
              answer: [
                "We handle the roofing side of your claim: inspection, photo documentation, the repair estimate, meeting your adjuster and building the work. You file the claim and negotiate its settlement with your insurer. If you'd like someone to negotiate on your behalf, we can refer you to a licensed public adjuster.",
              ],
            },
            {
              question: "Should I call my insurer or a roofer first?",
              answer: [
                "Make the home safe first, then get a roofer's inspection so you know what's damaged. Many homeowners file right after our inspection with our photo report in hand. If water is coming in, call both: us for tarping, your insurer to report the loss.",
              ],
            },
            {
              question: "Will filing a claim raise my premium?",
              answer: ["It can — that's a question for your insurer or agent. It's one reason we recommend an inspection before filing: if the damage is below or near your deductible, a claim may not make sense."],
            },
            {
              question: "What if the insurer's estimate misses damage?",
              answer: [
                "Ask your insurer how to request a re-inspection or a supplement. We'll give you the photos, measurements and code references that support what was missed. You make the request; we back it with documentation.",
              ],
            },
            {
              question: "How long do I have to file a roof claim in North Carolina?",
              answer: [
                "Your policy sets the reporting requirements, and most ask for prompt notice. Don't wait: the longer you wait, the harder it is to tie damage to a specific storm. If you have questions about your rights, the [North Carolina Department of Insurance](https://www.ncdoi.gov/) helps consumers.",
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
      intro: ["Carrier phone numbers are checked against each carrier's own site (see the Source link on each card)."],
      items: [
        { ...references.ncdoi, note: "consumer help with insurance questions and complaints" },
        { ...references.nhcScale, note: "storm classifications insurers use" },
        { ...references.fema, note: "disaster assistance after declared storms" },
      ],
    },
    {
      type: "buttons",
      text: "Storm just passed? Start with documentation — it's the foundation of every claim.",
      items: [
        { kind: "link", label: "Start Your Documentation", href: "/contact" },
        { kind: "call" },
        { kind: "email", label: "E-mail our claims team", mailbox: "claims" },
      ],
    },
  ],
  cta: {
    title: "Start your documentation today",
    text: "A free inspection with dated photos and a line-item estimate — the roofing evidence your claim needs, from your Contractor of Record.",
  },
};
