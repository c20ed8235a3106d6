/**
 * Where every "Instant Estimate" and "Free Estimate" button leads — the one decision the header,
 * the menus, the content buttons and the estimate boxes all read (decisions.md point 20,
 * docs/decisions/017-instant-estimate.md): the site's own instant estimate once the owner has saved
 * a price book; else the outside estimate frame when ESTIMATE_WIDGET_URL is set; else the request
 * form, under a label that promises no instant price.
 */
export type EstimateOfferKind = "built-in" | "widget" | "request";

export interface EstimateOffer {
  kind: EstimateOfferKind;
  href: string;
  /** The header's and menu's label. */
  label: "Instant Estimate" | "Free Estimate";
  /** Whether a visitor gets a price online (copy may promise one only then). */
  instant: boolean;
}

export const INSTANT_ESTIMATE_PATH = "/instant-estimate";

export function estimateOffer(state: { priceBookSaved: boolean; widgetConfigured: boolean }): EstimateOffer {
  if (state.priceBookSaved) return { kind: "built-in", href: INSTANT_ESTIMATE_PATH, label: "Instant Estimate", instant: true };
  if (state.widgetConfigured) return { kind: "widget", href: "/contact#instant-estimate", label: "Instant Estimate", instant: true };
  return { kind: "request", href: "/contact#request", label: "Free Estimate", instant: false };
}
