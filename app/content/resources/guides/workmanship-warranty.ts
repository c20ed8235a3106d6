import { REVIEWED } from "../shared";
import type { Guide } from "../types";

export const workmanshipWarranty: Guide = {
  slug: "workmanship-warranty",
  title: "Our {{#workmanshipYears}}{{workmanshipYears}}-Year {{/workmanshipYears}}Workmanship Warranty",
  metaTitle: "{{#workmanshipYears}}{{workmanshipYears}}-Year {{/workmanshipYears}}Roofing Workmanship Warranty Explained",
  description:
    "What our {{#workmanshipYears}}transferable {{workmanshipYears}}-year {{/workmanshipYears}}workmanship warranty covers, how to make a claim (inspection within 48 hours){{#extendedWarranty}}, and the {{extendedWarrantyYears}}-Year Extended and Premium Plus upgrades{{/extendedWarranty}}.",
  keywords: [
    "roofing workmanship warranty",
    "roof installation warranty",
    "{{workmanshipYears}}-year workmanship warranty",
    "{{extendedWarranty}}extended roof warranty",
    "{{#workmanshipYears}}transferable roof warranty{{/workmanshipYears}}",
    "roof warranty claim",
  ],
  hubGroup: "warranties",
  summary: "What our {{#workmanshipYears}}{{workmanshipYears}}-year {{/workmanshipYears}}workmanship warranty covers, how to make a claim{{#extendedWarranty}}, and the {{extendedWarrantyYears}}-Year Extended and Premium Plus upgrades{{/extendedWarranty}}.",
  eyebrow: "Warranty guide",
  intro:
    "Shingle manufacturers warrant their products. We warrant our work. Every roof we install comes with a written {{#workmanshipYears}}{{workmanshipYears}}-year {{/workmanshipYears}}workmanship warranty — here is exactly what it covers, what it doesn't, and how to use it.",
  updated: REVIEWED,
  blocks: [
    {
      type: "paragraphs",
      heading: "What a workmanship warranty is",
      paragraphs: [
        "Most roof problems in the first years aren't defective shingles — they're installation details: a nail driven too high, flashing lapped the wrong way, a pipe boot not sealed. A manufacturer's warranty generally doesn't cover those. **Our workmanship warranty does.**",
        "If something we installed fails because of how we installed it, we come back and make it right at no charge for labor or materials during the warranty term. {{#workmanshipYears}}The standard term is **{{workmanshipYears}} years** from completion, and the warranty is **transferable** to the next owner if you sell your home.{{/workmanshipYears}}{{^workmanshipYears}}The term is written on the warranty you receive with your contract.{{/workmanshipYears}}",
      ],
    },
    {
      type: "list",
      look: "dosDonts",
      heading: "What's covered and what isn't",
      labels: ["Covered", "Not covered"],
      intro: ["The written warranty you receive at completion is the final word; this is the plain-English summary."],
      dos: [
        "Leaks caused by our installation",
        "Flashing, pipe boots and vents we installed that come loose or fail",
        "Shingles or panels that lift or slip because of improper fastening",
        "Ridge, hip and edge details that fail because of how they were installed",
      ],
      donts: [
        "Storm damage — that's an insurance matter (see our [claim guide](/resources/insurance-claim-process))",
        "Manufacturing defects in materials — those fall under the [manufacturer's warranty](/resources/manufacturer-warranties)",
        "Damage from falling trees, foot traffic or other trades (satellite, solar or HVAC installers)",
        "Problems from alterations or repairs made by someone else",
        "Parts of the roof we didn't install or repair",
      ],
    },
    {
      type: "cards",
      // Only where the company offers an upgrade: the heading asserts it.
      heading: "{{extendedWarranty}}Warranty options",
      intro: ["The standard warranty comes with every replacement. Two upgrades extend it; both, like the standard warranty, transfer to a new owner."],
      cards: [
        {
          title: "Standard Workmanship Warranty",
          facts: [
            { label: "Term", value: "{{workmanshipYears}} years" },
            { label: "Included", value: "With every replacement" },
            { label: "Transferable", value: "Yes" },
          ],
          text: "Our written promise that the installation is right, backed by a local crew you can call.",
        },
        {
          title: "{{extendedWarrantyYears}}-Year Extended Warranty",
          facts: [
            { label: "Term", value: "{{extendedWarrantyYears}} years" },
            { label: "Available", value: "As an upgrade at contract" },
            { label: "Transferable", value: "Yes" },
          ],
          text: "Extends the workmanship term to {{extendedWarrantyYears}} years for homeowners planning to stay put. Ask for the terms in writing with your estimate.",
        },
        {
          title: "Premium Plus Package",
          facts: [
            { label: "Term", value: "Per package terms" },
            { label: "Available", value: "As an upgrade at contract" },
            { label: "Transferable", value: "Yes" },
          ],
          text: "Our most complete protection package. We'll walk you through exactly what it adds for your roof before you sign.",
        },
      ],
    },
    {
      type: "list",
      heading: "Keeping your warranty in good standing",
      items: [
        { title: "Report damage within 30 days of discovery", text: "Report it in your [warranty portal](/portal), or call or write to us, within 30 days of finding a problem. Small leaks become big repairs quickly in our humidity." },
        { title: "Annual inspections recommended, not required", text: "We recommend a yearly check-up, and a look twice a year — spring and fall — plus after major storms. Skipping one won't void your warranty, but catching problems early is the point." },
        { title: "Keep other trades off the roof — or call us", text: "Satellite dishes, solar panels and new vents cut through the roof. Let us know first so the penetration is sealed properly." },
        { title: "Keep gutters and valleys clear", text: "Pine straw and leaves that dam water against the roof can cause leaks no warranty covers." },
        { title: "Keep your paperwork", text: "Your certificate, invoice and final photos are all you need to make a claim{{#workmanshipYears}} or transfer the warranty{{/workmanshipYears}}." },
      ],
    },
    {
      type: "steps",
      heading: "How to make a warranty claim",
      steps: [
        { title: "Tell us", when: "Within 30 days of discovery", text: "Report it in your [warranty portal](/portal) with photos, call {{phone}}, or use our [contact page](/contact). Tell us where you see the problem." },
        { title: "We inspect", when: "Within 48 hours", text: "A technician inspects the roof and the interior damage within 48 hours of your report and documents the cause with photos." },
        { title: "We explain the cause", text: "If it's workmanship, we schedule the repair. If it's storm damage or a material defect, we tell you so in writing and help you take the right next step with your insurer or the manufacturer." },
        { title: "We repair and document", text: "Covered repairs are made at no charge. You get before-and-after photos for your records." },
      ],
    },
    {
      type: "cards",
      heading: "Your customer warranty portal",
      intro: [
        "Every roof we finish gets a record in your [warranty portal](/portal). Sign in with the e-mail address on your job: we e-mail you a one-time link, so there is no password to remember. In the portal you can:",
      ],
      columns: 3,
      cards: [
        { title: "View certificates", text: "Download your workmanship warranty certificate, and the manufacturer's certificate once we have registered your roof." },
        { title: "See photos", text: "The photos our crew took of your roof, with their location and camera details removed." },
        { title: "Submit claims online", text: "Report a problem with up to 5 photos, day or night. The office is told at once." },
        { title: "Track claim status", text: "Follow each claim from received to repaired, with the inspection's date and our notes. Every change is also e-mailed to you." },
        { title: "Download documents", text: "The documents we keep for your roof, such as an invoice or an inspection report." },
        { title: "Update contact info", text: "Change your name, phone or e-mail address; our office sees the change on your job." },
        { title: "Set maintenance reminders", text: "Pick a month for a spring and a fall roof check, and an e-mail after a named storm. Each reminder has a link to turn them off." },
      ],
    },
    {
      type: "faq",
      heading: "Workmanship warranty questions",
      groups: [
        {
          items: [
            {
              question: "How long is your workmanship warranty?",
              answer: [
                "{{#workmanshipYears}}The standard workmanship warranty is {{workmanshipYears}} years from completion.{{#extendedWarranty}} You can extend it with the {{extendedWarrantyYears}}-Year Extended Warranty or the Premium Plus Package.{{/extendedWarranty}}{{/workmanshipYears}}{{^workmanshipYears}}The term is written on the warranty you receive with your contract; ask us for it with your estimate.{{/workmanshipYears}}",
              ],
            },
            {
              question: "Does the warranty transfer if I sell my house?",
              answer: [
                "{{#workmanshipYears}}Yes. The standard warranty{{#extendedWarranty}} and both upgrades{{/extendedWarranty}} transfer to the new owner. Give the buyer your certificate and let us know the new owner's contact details.{{/workmanshipYears}}{{^workmanshipYears}}Whether and how it transfers is written on the warranty you receive with your contract. Ask us before you sign, and give the buyer your certificate when you sell.{{/workmanshipYears}}",
              ],
            },
            {
              question: "Is storm damage covered by the workmanship warranty?",
              answer: [
                "No — storm damage is covered (or not) by your homeowners insurance. We'll still inspect and document it for you as your Contractor of Record; read our [insurance claim guide](/resources/insurance-claim-process).",
              ],
            },
            {
              question: "How is this different from the shingle warranty?",
              answer: [
                "The manufacturer covers defects in the products; we cover the installation. Some manufacturer system warranties add their own workmanship coverage when a certified contractor installs a full system — see [Manufacturer Warranties](/resources/manufacturer-warranties).",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "buttons",
      text: "Questions about your warranty, or a problem to report?",
      items: [
        { kind: "link", label: "Contact Us Today", href: "/contact" },
        { kind: "link", label: "More Resources", href: "/resources", variant: "outline" },
        { kind: "call" },
      ],
    },
  ],
  cta: {
    title: "A roof backed by the people who built it",
    text: "Every replacement includes our written {{#workmanshipYears}}{{workmanshipYears}}-year {{/workmanshipYears}}workmanship warranty.{{#extendedWarranty}} Ask about the {{extendedWarrantyYears}}-Year Extended Warranty when you get your estimate.{{/extendedWarranty}}",
  },
};
