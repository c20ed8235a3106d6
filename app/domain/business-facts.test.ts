import { describe, expect, it } from "vitest";
import { defaultBusiness } from "~/config/business.server";
import { hasFact, resolveFacts, type FactSource } from "./business-facts";

const business: FactSource = {
  ...defaultBusiness,
  foundingYear: 2010,
  yearsInBusiness: 16,
  rating: { value: 4.9, best: 5, count: 1250 },
  towns: { count: 78, floor: 70 },
  warranty: { workmanshipYears: 5, extendedYears: 10 },
  serviceRadiusMiles: 110,
};

/** The same company before the owner has given a founding year, a rating, warranty terms or a 24/7 line. */
const young: FactSource = {
  ...business,
  foundingYear: null,
  yearsInBusiness: null,
  rating: null,
  warranty: { workmanshipYears: null, extendedYears: null },
  phones: { ...business.phones, emergency: null },
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

describe("facts the owner has not given (docs/decisions/021-launch-as-your-company.md)", () => {
  it("keeps a section's words only while its fact is known, and the other wording while it is not", () => {
    const text = "{{#foundingYear}}Since {{foundingYear}}, w{{/foundingYear}}{{^foundingYear}}W{{/foundingYear}}e have roofed {{townCount}} towns.";
    expect(resolveFacts(text, business)).toBe("Since 2010, we have roofed 70+ towns.");
    expect(resolveFacts(text, young)).toBe("We have roofed 70+ towns.");
  });

  it("leaves out the nearest list item that still names an absent fact, never a hole in the text", () => {
    const content = {
      title: "Why us",
      cards: [
        { title: "Rated {{rating}}/5", text: "By {{reviewCount}} customers" },
        { title: "Local", text: "Crews from {{hqTown}}" },
        { title: "Storms", text: "Call {{emergencyPhone}} any time" },
      ],
      figures: ["{{yearsInBusiness}} years", "{{townCount}} towns"],
    };
    expect(resolveFacts(content, young)).toEqual({
      title: "Why us",
      cards: [{ title: "Local", text: "Crews from Rocky Mount" }],
      figures: ["70+ towns"],
    });
    // The renderer's tokens stay for InlineText when their fact is there.
    expect(resolveFacts(content, business).cards[2]).toEqual({ title: "Storms", text: "Call {{emergencyPhone}} any time" });
  });

  it("at the top, makes a text empty and takes only the field out of an object", () => {
    expect(resolveFacts("Founded {{foundingYear}}", young)).toBe("");
    expect(resolveFacts({ title: "Warranty", note: "{{workmanshipYears}} years" }, young)).toEqual({ title: "Warranty" });
  });

  it("knows which facts a company has given", () => {
    expect(hasFact(young, "foundingYear")).toBe(false);
    expect(hasFact(young, "emergencyPhone")).toBe(false);
    expect(hasFact(young, "townCount")).toBe(true);
    expect(hasFact(business, "extendedWarranty")).toBe(true);
    expect(hasFact(young, "phone")).toBe(true);
  });

  it("takes a condition written as a token as an assertion: the token goes while it holds, the text with it when it does not", () => {
    const cards = [{ title: "Insured crews", text: "{{insured}}Liability insurance on every job" }, { title: "Local", text: "Crews from {{hqTown}}" }];
    expect(resolveFacts(cards, business)[0]).toEqual({ title: "Insured crews", text: "Liability insurance on every job" });
    expect(resolveFacts(cards, { ...young, insured: false })).toEqual([{ title: "Local", text: "Crews from Rocky Mount" }]);
    expect(resolveFacts("{{extendedWarranty}}Warranty options", young)).toBe("");
    // The 24/7 line's token stays for the renderer, which draws the number.
    expect(resolveFacts("Call {{emergencyPhone}}", business)).toBe("Call {{emergencyPhone}}");
  });

  it("states the headquarters' hours, and years in business only from the second year", () => {
    expect(resolveFacts("Open {{hqHours}}.", business)).toBe("Open Monday-Friday 8:00 AM-5:00 PM, Saturday-Sunday closed.");
    expect(resolveFacts("{{yearsInBusiness}} Years Experience", { ...business, yearsInBusiness: 1 })).toBe("");
    expect(resolveFacts("{{yearsInBusiness}} Years Experience", { ...business, yearsInBusiness: 2 })).toBe("2 Years Experience");
  });
});
