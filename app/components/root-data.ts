/**
 * What the root loader (app/root.tsx) gives every page; components read it with
 * useRouteLoaderData("root"). Written out here rather than inferred from the loader so that
 * components do not import the root route (docs/decisions/020-layers.md: imports point down).
 */
import type { StaffUser } from "~/auth/staff-user";
import type { PublicBusiness } from "~/domain/business";
import type { EstimateOffer } from "~/domain/estimate-offer";

export interface RootData {
  business: PublicBusiness;
  staff: StaffUser | null;
  /** Where every estimate button leads, decided once for the page (app/domain/estimate-offer.ts). */
  estimate: EstimateOffer;
  /** The server's year, so the footer's copyright line renders the same on both sides. */
  year: number;
  /**
   * How visits are counted (docs/decisions/022-visits-and-attribution.md): as pages are sent, or
   * with VISITS_BEACON by the pages themselves. Either way a prerendered page reports when shown.
   */
  visits: "server" | "beacon";
}
