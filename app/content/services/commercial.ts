/** Content of /commercial-roofing (spec §2.6: services, systems with best-for and warranty, industries, service areas). */
import type { IconName } from "~/content/blocks";
import type { FeatureCard } from "~/content/blocks";

export const commercialServices: FeatureCard[] = [
  {
    icon: "layers",
    title: "New roofs & re-roofing",
    text: "Tear-off or recover of low-slope and metal roofs, with tapered insulation that sends water to the drains instead of leaving ponds.",
  },
  {
    icon: "wrench",
    title: "Leak repair",
    text: "Open seams, split flashing, failed pitch pans and clogged scuppers found and fixed, often the same week you call.",
  },
  {
    icon: "paint-roller",
    title: "Coatings & restoration",
    text: "Silicone and acrylic coatings that add 10-15 years to a sound roof and reflect summer heat, for far less than a tear-off.",
  },
  {
    icon: "calendar-clock",
    title: "Maintenance plans",
    text: "Inspections each spring and fall and after major storms, with drains cleared and small defects sealed before they leak.",
  },
  {
    icon: "clipboard-check",
    title: "Condition surveys",
    text: "Documented roof surveys for owners, buyers and property managers: photos, core cuts where needed and a budget for the next ten years.",
  },
  {
    icon: "building-2",
    title: "Storm response",
    text: "After hurricanes and wind events we secure the building first, then document damage for your insurer and schedule the repair.",
  },
];

export const systemsTable = {
  caption: "Commercial roofing systems compared: best uses, expected service life and warranty",
  columns: ["System", "Best for", "Expected service life", "Warranty"],
  rows: [
    [
      "TPO single-ply",
      "Warehouses, offices and retail with large flat roofs; white membrane reflects summer heat",
      "20-30 years",
      "Manufacturer system warranties of 15-20 years available",
    ],
    [
      "EPDM rubber",
      "Simple low-slope roofs and re-covers; flexible through heat and cold",
      "25-30 years",
      "Manufacturer system warranties of 15-20 years available",
    ],
    [
      "Modified bitumen",
      "Roofs with foot traffic, rooftop units and frequent service visits",
      "20-25 years",
      "Manufacturer system warranties of 15-20 years available",
    ],
    [
      "Metal (standing seam & retrofit)",
      "Churches, agricultural and light-industrial buildings; hurricane-exposed sites",
      "40-60 years",
      "Manufacturer panel and finish warranties, plus our labor warranty",
    ],
  ],
};

export const industries: { icon: IconName; name: string; text: string }[] = [
  { icon: "warehouse", name: "Warehouses & distribution", text: "Large roofs, tight schedules, no interruptions to shipping." },
  { icon: "building-2", name: "Offices & professional buildings", text: "Quiet work plans and tenant notices handled for you." },
  { icon: "store", name: "Retail & restaurants", text: "Work staged around opening hours so customers never notice." },
  { icon: "church", name: "Churches & fellowship halls", text: "Sanctuary, steeple and education-wing roofs, planned around services." },
  { icon: "graduation-cap", name: "Schools & daycares", text: "Summer and break scheduling with strict site safety." },
  { icon: "heart-pulse", name: "Medical & dental offices", text: "Dust and noise controls for buildings that stay open." },
  { icon: "factory", name: "Manufacturing & agriculture", text: "Metal roofs and retrofits for plants, shops and barns." },
  { icon: "hotel", name: "Multi-family & hospitality", text: "Phased re-roofs that keep every unit occupied." },
];

export const commercialPromises: string[] = [
  "500+ commercial projects completed across Eastern North Carolina",
  "Written scope, schedule and daily cleanup plan before work starts",
  "Crews that secure the roof every night: no open sections overnight",
  "Photo reports you can forward to owners, tenants or insurers",
  "Fully insured, with certificates sent to your property manager on request",
];
