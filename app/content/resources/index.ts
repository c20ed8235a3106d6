/**
 * The resource hub's registry: every guide, in hub order. To add a guide, write a file in ./guides
 * and list it here. Pages read guides in their loaders, so the guides' text never ships as
 * JavaScript: the browser gets the one guide it shows.
 */
import type { Guide, HubGroupId } from "./types";
import { documentationRequirements } from "./guides/documentation-requirements";
import { generalRoofingFaq } from "./guides/general-roofing-faq";
import { identifyRoofDamage } from "./guides/identify-roof-damage";
import { insuranceClaimProcess } from "./guides/insurance-claim-process";
import { manufacturerWarranties } from "./guides/manufacturer-warranties";
import { roofReplacementProcess } from "./guides/roof-replacement-process";
import { roofingCostsFaq } from "./guides/roofing-costs-faq";
import { roofingMaterialsFaq } from "./guides/roofing-materials-faq";
import { understandingRoofingMaterials } from "./guides/understanding-roofing-materials";
import { warrantyRegistration } from "./guides/warranty-registration";
import { workingWithAdjusters } from "./guides/working-with-adjusters";
import { workmanshipWarranty } from "./guides/workmanship-warranty";

/** Every guide, in hub order. */
export const guides: Guide[] = [
  understandingRoofingMaterials,
  roofReplacementProcess,
  identifyRoofDamage,
  insuranceClaimProcess,
  workingWithAdjusters,
  documentationRequirements,
  workmanshipWarranty,
  manufacturerWarranties,
  warrantyRegistration,
  generalRoofingFaq,
  roofingMaterialsFaq,
  roofingCostsFaq,
];

const bySlug = new Map(guides.map((g) => [g.slug, g]));

export function guideBySlug(slug: string | undefined): Guide | undefined {
  return slug ? bySlug.get(slug) : undefined;
}

export function guidesInGroup(group: HubGroupId): Guide[] {
  return guides.filter((g) => g.hubGroup === group);
}

/** Other guides worth reading next: same group first, then the claim and damage basics. */
export function relatedGuides(guide: Guide, count = 3): Guide[] {
  const same = guides.filter((g) => g.hubGroup === guide.hubGroup && g.slug !== guide.slug);
  const others = guides.filter((g) => g.hubGroup !== guide.hubGroup);
  return [...same, ...others].slice(0, count);
}

