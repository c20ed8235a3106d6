import { describe, expect, it } from "vitest";
import { closestPlaceholder, editDistance, renamePlaceholder } from "./placeholder-spelling";
import { BUSINESS_PLACEHOLDER_NAMES, CURRENT_DATE_PLACEHOLDER, LOCATION_PLACEHOLDER_NAMES } from "./placeholders";

/** What the editor knows: the built-in names and two library variables. */
const known = [...BUSINESS_PLACEHOLDER_NAMES, "serviceArea", "warrantyYears", ...LOCATION_PLACEHOLDER_NAMES, CURRENT_DATE_PLACEHOLDER];

describe("closestPlaceholder", () => {
  it.each([
    ["city", "locationName"],
    ["town", "locationName"],
    ["location", "locationName"],
    ["place", "locationName"],
    ["City", "locationName"],
    ["city_name", "locationName"],
    ["population", null], // already known: {{population}} is filled per town
    ["townPopulation", "locationPopulation"],
    ["phone", "businessPhone"],
    ["telephone", "businessPhone"],
    ["Phone Number", "businessPhone"],
    ["company", "businessName"],
    ["business", "businessName"],
    ["companyName", "businessName"],
    ["email", "businessEmail"],
    ["today", "current_date"],
  ])("maps the word {{%s}} to %s", (typed, meant) => {
    expect(closestPlaceholder(typed, known)).toBe(meant);
  });

  it("takes a name written in another case or with separators for the known one", () => {
    expect(closestPlaceholder("LocationName", known)).toBe("locationName");
    expect(closestPlaceholder("location_name", known)).toBe("locationName");
    expect(closestPlaceholder("LOCATIONCOUNTY", known)).toBe("locationCounty");
    expect(closestPlaceholder("ServiceArea", known)).toBe("serviceArea");
  });

  it("takes a name a typo or two from a known one for it", () => {
    expect(closestPlaceholder("locatonName", known)).toBe("locationName");
    expect(closestPlaceholder("locationNmae", known)).toBe("locationName");
    expect(closestPlaceholder("bussinessPhone", known)).toBe("businessPhone");
    expect(closestPlaceholder("historicalFacts", known)).toBe("historicalFact");
    expect(closestPlaceholder("warantyYears", known)).toBe("warrantyYears");
  });

  it("suggests nothing when no known name is close, so the name may become a library variable", () => {
    expect(closestPlaceholder("state", known)).toBeNull();
    expect(closestPlaceholder("roofWarrantyText", known)).toBeNull();
    expect(closestPlaceholder("ownerNickname", known)).toBeNull();
    // Short names must match exactly: one letter off "name" is another word.
    expect(closestPlaceholder("game", known)).toBeNull();
  });

  it("suggests nothing for a known name, and nothing when two known names are equally near", () => {
    expect(closestPlaceholder("locationName", known)).toBeNull();
    expect(closestPlaceholder("alphaName", ["alpha1Name", "alpha2Name"])).toBeNull();
  });

  it("maps a word only to a name the editor knows", () => {
    expect(closestPlaceholder("city", ["businessName"])).toBeNull();
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("locationname", "locationname")).toBe(0);
    expect(editDistance("locatonname", "locationname")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("renamePlaceholder", () => {
  it("rewrites every occurrence, with or without inner spaces, and nothing else", () => {
    expect(renamePlaceholder("Roofs in {{city}}. **{{ city }}** crews, [{{city}}](/x). {{cityHall}} city {{county}}", "city", "locationName")).toBe(
      "Roofs in {{locationName}}. **{{locationName}}** crews, [{{locationName}}](/x). {{cityHall}} city {{county}}",
    );
  });

  it("leaves a text without the name as it was", () => {
    expect(renamePlaceholder("Roofs in {{locationName}}.", "city", "locationName")).toBe("Roofs in {{locationName}}.");
  });
});
