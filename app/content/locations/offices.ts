import type { Office } from "~/config/business";

/** What each office card on /locations says about the office, beyond its address and phone. */
export const officeBlurbs: Partial<Record<Office["id"], { lead: string; serves: string }>> = {
  "rocky-mount": {
    lead: "Our headquarters, where estimates are prepared, insurance paperwork is handled and crews are dispatched across the region.",
    serves: "Nash and Edgecombe counties, Wilson, Spring Hope and the US-64 corridor toward Raleigh.",
  },
  greenville: {
    lead: "Our Pitt County office for homeowners, property managers and churches south and east of the Tar River.",
    serves: "Greenville, Winterville, Ayden, Farmville, Grifton and the towns toward Kinston and Washington.",
  },
  tarboro: {
    lead: "A service area rather than a storefront: Tarboro jobs are run by the Rocky Mount team, about 15 miles east along US-64.",
    serves: "Tarboro, Princeville, Pinetops, Speed and the rest of Edgecombe County.",
  },
};
