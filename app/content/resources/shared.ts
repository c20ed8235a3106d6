/**
 * Pieces several guides share, so a fact or a stance is written once: the company's claim stance
 * (spec §2.5), outside references, and the month the facts were checked.
 */
import type { ArticleBlock } from "~/content/blocks";

export const CHECKED = "2026-11";
export const REVIEWED = "2026-11-01";

/**
 * Spec §2.5: the company is the homeowner's Contractor of Record; the homeowner files and
 * negotiates the claim; the company may refer to licensed public adjusters. Every claim guide
 * states it with this block, word for word.
 */
export const claimStance: ArticleBlock = {
  type: "callout",
  id: "our-role-in-your-claim",
  tone: "info",
  title: "Our role in your claim: Contractor of Record",
  text: [
    "We are your **Contractor of Record**. That means we inspect and document the damage, write a line-item repair estimate, meet your adjuster on the roof, and build the repair or replacement your claim pays for.",
    "**You file the claim and you negotiate its settlement.** The policy is a contract between you and your insurer, and decisions about it stay with you. We don't negotiate with your insurance company on your behalf. If you want a professional to handle the negotiation, we can refer you to a **licensed public adjuster**, who works for you and is licensed by the North Carolina Department of Insurance.",
  ],
};

/** One sentence of the stance, for FAQ answers and step text. */
export const claimStanceShort =
  "We act as your Contractor of Record — we document, estimate, meet the adjuster and build — while you file and negotiate the claim with your insurer; if you want someone to negotiate for you, we can refer you to a licensed public adjuster.";

export const references = {
  ncdoi: { label: "North Carolina Department of Insurance", url: "https://www.ncdoi.gov/" },
  nhcScale: { label: "National Hurricane Center: Saffir-Simpson Hurricane Wind Scale", url: "https://www.nhc.noaa.gov/aboutsshws.php" },
  nws: { label: "National Weather Service", url: "https://www.weather.gov/" },
  nrca: { label: "National Roofing Contractors Association (NRCA)", url: "https://www.nrca.net/" },
  arma: { label: "Asphalt Roofing Manufacturers Association", url: "https://www.asphaltroofing.org/" },
  ibhs: { label: "Insurance Institute for Business & Home Safety (IBHS)", url: "https://ibhs.org/" },
  fortified: { label: "FORTIFIED Home program (IBHS)", url: "https://fortifiedhome.org/" },
  iccCodes: { label: "International Code Council: building codes (IRC attic ventilation, R806)", url: "https://codes.iccsafe.org/" },
  ready: { label: "Ready.gov: hurricanes", url: "https://www.ready.gov/hurricanes" },
  fema: { label: "FEMA", url: "https://www.fema.gov/" },
} as const;
