/** Static content of /brands; the brand cards themselves come from the roofing_brands table. */

import type { IconName } from "~/content/blocks";
export const brandsErrorMessage = "There was an error loading the brands information. Please try again later.";

export const BRAND_SKELETON_COUNT = 6;

export const whyTheseBrands: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "wind",
    title: "Built for our weather",
    text: "Every line we install offers wind-rated and algae-resistant shingles suited to hurricane season and humid Eastern North Carolina summers.",
  },
  {
    icon: "shield-check",
    title: "Warranties backed by national manufacturers",
    text: "Manufacturer warranties of up to 50 years on qualifying systems, from companies that will be around to honor them.",
  },
  {
    icon: "badge-check",
    title: "Registered for you",
    text: "We submit your manufacturer warranty registration within 7 days of completion, well inside each brand's deadline.",
  },
  {
    icon: "wrench",
    title: "Installed to specification",
    text: "We install complete systems (underlayment, starter, ridge and ventilation) the way each manufacturer requires, so the warranty holds.",
  },
];
