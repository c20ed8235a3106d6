import { describe, expect, it } from "vitest";
import { resolveFacts, type FactSource } from "./business-facts";

const business: FactSource = {
  foundingYear: 2010,
  yearsInBusiness: 16,
  rating: { value: 4.9, best: 5, count: 1250 },
  towns: { count: 78, floor: 70 },
  warranty: { workmanshipYears: 5, extendedYears: 10 },
  serviceRadiusMiles: 110,
  financing: { dealerNumber: "391677", applyUrl: "https://example.com/apply", lenderName: "our lending partner" },
};

describe("resolveFacts", () => {
  it("fills the company's figures into every text of nested content", () => {
    const content = {
      title: "Serving {{townCount}} towns since {{foundingYear}}",
      items: [{ label: "{{rating}} stars from {{reviewCount}} reviews" }, "A {{workmanshipYears}}-year workmanship warranty"],
      count: 3,
    };
    expect(resolveFacts(content, business)).toEqual({
      title: "Serving 70+ towns since 2010",
      items: [{ label: "4.9 stars from 1,250 reviews" }, "A 5-year workmanship warranty"],
      count: 3,
    });
    // The content itself is left as written.
    expect(content.title).toBe("Serving {{townCount}} towns since {{foundingYear}}");
  });

  it("leaves unknown placeholders for the renderer (phones, e-mails) untouched", () => {
    expect(resolveFacts("Call {{phone}} within {{serviceRadius}} miles", business)).toBe("Call {{phone}} within 110 miles");
  });

  it("hands back the parts that hold no figure as they were, and copies only the branch that changed", () => {
    const plain = { name: "FAQ", answers: [{ text: "No figure here" }] };
    const mixed = { plain, figure: ["{{extendedWarrantyYears}} years"] };
    // A fresh array each time, as a page's meta is built per render: nothing cached by identity.
    const result = resolveFacts([mixed], business);
    expect(result[0].figure).toEqual(["10 years"]);
    expect(result[0].plain).toBe(plain);
    expect(mixed.figure).toEqual(["{{extendedWarrantyYears}} years"]);
    const untouched = [plain];
    expect(resolveFacts(untouched, business)).toBe(untouched);
  });
});
