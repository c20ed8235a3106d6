/**
 * The resource hub's groups and its own six questions (spec §9: /resources gets an FAQ record with
 * 6 questions). Small, and used by the hub page itself.
 */
import { claimStanceShort } from "./shared";
import type { FaqItem } from "~/content/blocks";
import type { HubGroup } from "./types";

/** The hub's groups, in the order a homeowner thinks about a roof. */
export const hubGroups: HubGroup[] = [
  {
    id: "materials",
    title: "Materials and replacement",
    description: "Choosing what goes on your roof and knowing what replacement day looks like.",
  },
  {
    id: "damage-insurance",
    title: "Damage and insurance",
    description: "Spotting storm damage, documenting it, and working through a claim with your insurer.",
  },
  {
    id: "warranties",
    title: "Warranties",
    description: "What our workmanship warranty and the manufacturers' warranties cover, and how registration works.",
  },
  {
    id: "faqs",
    title: "Frequently asked questions",
    description: "Quick answers on roofing in general, materials and costs.",
  },
];

/** The six short questions shown on the hub and in its FAQPage record (spec §9). */
export const hubFaqs: FaqItem[] = [
  {
    question: "How do I know if my roof has storm damage?",
    answer: [
      "Look from the ground for missing, lifted or creased shingles, granules in the gutters, dented vents and fallen limbs, and check ceilings and the attic for stains. Stay off the roof. Our [damage guide](/resources/identify-roof-damage) has a full checklist.",
    ],
  },
  {
    question: "Do you handle my insurance claim?",
    answer: [claimStanceShort],
  },
  {
    question: "How long does a roof replacement take?",
    answer: ["About 1 day for roofs under 2,000 sq ft, 1-2 days for 2,000-4,000 sq ft, and 2-3+ days for larger or more complex roofs."],
  },
  {
    question: "What does a new roof cost?",
    answer: ["For a typical home, our examples are $8,000-$18,000 for asphalt, $12,000-$25,000 for metal, $15,000-$30,000 for tile and $25,000-$60,000+ for slate. Your estimate is free."],
  },
  {
    question: "What warranty comes with a new roof?",
    answer: [
      "Our written {{#workmanshipYears}}{{workmanshipYears}}-year {{/workmanshipYears}}workmanship warranty covers the installation{{#workmanshipYears}} and transfers if you sell{{/workmanshipYears}}{{#extendedWarranty}}; the {{extendedWarrantyYears}}-Year Extended Warranty and Premium Plus Package extend it{{/extendedWarranty}}. The manufacturer's warranty covers the products, and we register it within 7 days of completion.",
    ],
  },
  {
    question: "How often should my roof be inspected?",
    answer: ["Twice a year — in spring and fall — and after every major storm. Inspections are free."],
  },
];
