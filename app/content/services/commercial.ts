/** Content of /commercial-roofing (spec §2.6: services, systems with best-for and warranty, industries, service areas). */
import {
  Building2,
  CalendarClock,
  ClipboardCheck,
  Church,
  Factory,
  GraduationCap,
  HeartPulse,
  Hotel,
  Layers,
  PaintRoller,
  Store,
  Warehouse,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { FeatureCard } from "~/components/services/feature-cards";

export const commercialServices: FeatureCard[] = [
  {
    icon: Layers,
    title: "New roofs & re-roofing",
    text: "Tear-off or recover of low-slope and metal roofs, with tapered insulation that sends water to the drains instead of leaving ponds.",
  },
  {
    icon: Wrench,
    title: "Leak repair",
    text: "Open seams, split flashing, failed pitch pans and clogged scuppers found and fixed, often the same week you call.",
  },
  {
    icon: PaintRoller,
    title: "Coatings & restoration",
    text: "Silicone and acrylic coatings that add 10-15 years to a sound roof and reflect summer heat, for far less than a tear-off.",
  },
  {
    icon: CalendarClock,
    title: "Maintenance plans",
    text: "Inspections each spring and fall and after major storms, with drains cleared and small defects sealed before they leak.",
  },
  {
    icon: ClipboardCheck,
    title: "Condition surveys",
    text: "Documented roof surveys for owners, buyers and property managers: photos, core cuts where needed and a budget for the next ten years.",
  },
  {
    icon: Building2,
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

export const industries: { icon: LucideIcon; name: string; text: string }[] = [
  { icon: Warehouse, name: "Warehouses & distribution", text: "Large roofs, tight schedules, no interruptions to shipping." },
  { icon: Building2, name: "Offices & professional buildings", text: "Quiet work plans and tenant notices handled for you." },
  { icon: Store, name: "Retail & restaurants", text: "Work staged around opening hours so customers never notice." },
  { icon: Church, name: "Churches & fellowship halls", text: "Sanctuary, steeple and education-wing roofs, planned around services." },
  { icon: GraduationCap, name: "Schools & daycares", text: "Summer and break scheduling with strict site safety." },
  { icon: HeartPulse, name: "Medical & dental offices", text: "Dust and noise controls for buildings that stay open." },
  { icon: Factory, name: "Manufacturing & agriculture", text: "Metal roofs and retrofits for plants, shops and barns." },
  { icon: Hotel, name: "Multi-family & hospitality", text: "Phased re-roofs that keep every unit occupied." },
];

export const commercialPromises: string[] = [
  "500+ commercial projects completed across Eastern North Carolina",
  "Written scope, schedule and daily cleanup plan before work starts",
  "Crews that secure the roof every night: no open sections overnight",
  "Photo reports you can forward to owners, tenants or insurers",
  "Fully insured, with certificates sent to your property manager on request",
];
