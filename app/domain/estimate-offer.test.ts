import { describe, expect, it } from "vitest";
import { estimateOffer } from "./estimate-offer";

describe("where the estimate buttons lead", () => {
  it.each([
    [{ priceBookSaved: true, widgetConfigured: false }, { kind: "built-in", href: "/instant-estimate", label: "Instant Estimate", instant: true }],
    [{ priceBookSaved: true, widgetConfigured: true }, { kind: "built-in", href: "/instant-estimate", label: "Instant Estimate", instant: true }],
    [{ priceBookSaved: false, widgetConfigured: true }, { kind: "widget", href: "/contact#instant-estimate", label: "Instant Estimate", instant: true }],
    [{ priceBookSaved: false, widgetConfigured: false }, { kind: "request", href: "/contact#request", label: "Free Estimate", instant: false }],
  ])("%o → %o", (state, offer) => {
    expect(estimateOffer(state)).toEqual(offer);
  });
});
