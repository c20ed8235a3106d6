import { describe, expect, it } from "vitest";
import { COUNTY_MESSAGES, countyFormInput, parseCountyForm, parseSourceLines, sourceLines, type CountyFormInput } from "./county-facts";

const YEAR = 2026;

const blank: CountyFormInput = {
  seat: "Elizabeth City",
  permitOffice: "",
  permitOfficeUrl: "",
  reroofPermit: "",
  designWindSpeedMph: "",
  windborneDebris: "unknown",
  medianYearBuilt: "",
  housingNote: "",
  sources: "",
  sourceNote: "",
  storms: [],
};

const filled: CountyFormInput = {
  ...blank,
  permitOffice: "Pasquotank County Inspections",
  permitOfficeUrl: "https://pasquotankcountync.org/building-compliance-inspections",
  reroofPermit: "Replacing shingles needs no permit unless the decking is replaced too.",
  storms: [{ name: "Hurricane Isabel", year: "2003", impact: "FEMA DR-1490" }],
  sources: "Permit office and re-roof rule: https://pasquotankcountync.org/building-compliance-inspections\nStorms: https://www.fema.gov/disaster/1490",
};

function errors(input: CountyFormInput) {
  const result = parseCountyForm(input, YEAR);
  return result.ok ? {} : result.errors;
}

describe("parseCountyForm", () => {
  it("reads a complete form into the stored row, with its sources", () => {
    const result = parseCountyForm({ ...filled, designWindSpeedMph: "120", windborneDebris: "no", medianYearBuilt: "1987", housingNote: " 21 % mobile homes " }, YEAR);
    expect(result).toEqual({
      ok: true,
      data: {
        seat: "Elizabeth City",
        permitOffice: "Pasquotank County Inspections",
        permitOfficeUrl: "https://pasquotankcountync.org/building-compliance-inspections",
        reroofPermit: "Replacing shingles needs no permit unless the decking is replaced too.",
        designWindSpeedMph: 120,
        windborneDebris: false,
        medianYearBuilt: 1987,
        housingNote: "21 % mobile homes",
        storms: [{ name: "Hurricane Isabel", year: 2003, impact: "FEMA DR-1490" }],
        sources: [
          { fact: "Permit office and re-roof rule", url: "https://pasquotankcountync.org/building-compliance-inspections" },
          { fact: "Storms", url: "https://www.fema.gov/disaster/1490" },
        ],
        source: "",
      },
    });
  });

  it("stores empty facts as unknown (null) and needs no source when no fact is stated", () => {
    const result = parseCountyForm(blank, YEAR);
    expect(result.ok && result.data).toMatchObject({ permitOffice: null, permitOfficeUrl: null, designWindSpeedMph: null, windborneDebris: null, storms: [], sources: [] });
  });

  it("drops storm rows left empty", () => {
    const result = parseCountyForm({ ...filled, storms: [...filled.storms, { name: "", year: "", impact: "" }] }, YEAR);
    expect(result.ok && result.data.storms).toHaveLength(1);
  });

  it.each<[string, Partial<CountyFormInput>, string, string]>([
    ["no seat", { seat: "  " }, "seat", COUNTY_MESSAGES.seat],
    ["an http address", { permitOfficeUrl: "http://pasquotankcountync.org/x" }, "permitOfficeUrl", COUNTY_MESSAGES.url],
    ["a script address", { permitOfficeUrl: "javascript:alert(1)" }, "permitOfficeUrl", COUNTY_MESSAGES.url],
    ["not an address", { permitOfficeUrl: "pasquotank county" }, "permitOfficeUrl", COUNTY_MESSAGES.url],
    ["an address without an office", { permitOffice: "" }, "permitOffice", COUNTY_MESSAGES.urlWithoutOffice],
    ["wind below 85", { designWindSpeedMph: "84" }, "designWindSpeedMph", COUNTY_MESSAGES.wind],
    ["wind above 200", { designWindSpeedMph: "201" }, "designWindSpeedMph", COUNTY_MESSAGES.wind],
    ["a fractional wind speed", { designWindSpeedMph: "110.5" }, "designWindSpeedMph", COUNTY_MESSAGES.wind],
    ["wind as words", { designWindSpeedMph: "fast" }, "designWindSpeedMph", COUNTY_MESSAGES.wind],
    ["a debris rule without a speed", { windborneDebris: "yes" }, "designWindSpeedMph", COUNTY_MESSAGES.debrisWithoutWind],
    ["an unknown debris choice", { windborneDebris: "maybe" }, "windborneDebris", "Choose yes, no or unknown."],
    ["a house from the future", { medianYearBuilt: "2027" }, "medianYearBuilt", COUNTY_MESSAGES.builtYear(YEAR)],
    ["a storm without a name", { storms: [{ name: "", year: "1999", impact: "" }] }, "storms.0.name", COUNTY_MESSAGES.stormName(1)],
    ["a storm before 1900", { storms: [{ name: "Great Storm", year: "1899", impact: "" }] }, "storms.0.year", COUNTY_MESSAGES.stormYear(1, YEAR)],
    ["a storm next year", { storms: [{ name: "Hurricane X", year: "2027", impact: "" }] }, "storms.0.year", COUNTY_MESSAGES.stormYear(1, YEAR)],
    ["a storm without a year", { storms: [{ name: "Hurricane X", year: "", impact: "" }] }, "storms.0.year", COUNTY_MESSAGES.stormYear(1, YEAR)],
    ["facts without a source", { sources: "" }, "sources", COUNTY_MESSAGES.sourcesRequired],
    ["a source line without an address", { sources: "Permit office: https://a.example.org/x\nStorms: FEMA" }, "sources", COUNTY_MESSAGES.sourceLine(2)],
    ["a source that is not a web page", { sources: "Storms: ftp://www.fema.gov/disaster/1490" }, "sources", COUNTY_MESSAGES.sourceLine(1)],
  ])("refuses %s with a message by the field", (_case, change, field, message) => {
    expect(errors({ ...filled, ...change })[field]).toBe(message);
  });

  it("needs a source for a housing fact or a storm alone too", () => {
    expect(errors({ ...blank, medianYearBuilt: "1985" }).sources).toBe(COUNTY_MESSAGES.sourcesRequired);
    expect(errors({ ...blank, storms: [{ name: "Hurricane Floyd", year: "1999", impact: "" }] }).sources).toBe(COUNTY_MESSAGES.sourcesRequired);
  });

  it("reports every bad field at once, so one save shows all that needs fixing", () => {
    expect(Object.keys(errors({ ...filled, seat: "", designWindSpeedMph: "300", permitOfficeUrl: "ftp://x" })).sort()).toEqual([
      "designWindSpeedMph",
      "permitOfficeUrl",
      "seat",
    ]);
  });
});

describe("source lines", () => {
  it.each<[string, { fact: string; url: string }[]]>([
    ["Storms: https://www.fema.gov/disaster/4393", [{ fact: "Storms", url: "https://www.fema.gov/disaster/4393" }]],
    ["Permit office — https://www.nashcountync.gov/138/Building-Inspections", [{ fact: "Permit office", url: "https://www.nashcountync.gov/138/Building-Inspections" }]],
    ["https://www.fema.gov/disaster/4393", [{ fact: "Source", url: "https://www.fema.gov/disaster/4393" }]],
    // An old page stored only at http:// can be cited (the permit office link itself must be https).
    ["Permit office: http://www.martincountyncgov.com/inspections", [{ fact: "Permit office", url: "http://www.martincountyncgov.com/inspections" }]],
    ["\n\n  Storms: https://www.fema.gov/disaster/4393  \n", [{ fact: "Storms", url: "https://www.fema.gov/disaster/4393" }]],
  ])("reads %j", (text, sources) => {
    expect(parseSourceLines(text)).toEqual({ sources, badLine: null });
  });

  it("writes stored sources back as lines that read the same", () => {
    const sources = [
      { fact: "Permit office", url: "https://www.nashcountync.gov/138/Building-Inspections" },
      { fact: "Storms: FEMA DR-4285", url: "https://webarchive.library.unt.edu/web/20161207100226/http://fema.gov/disaster/4285" },
    ];
    expect(parseSourceLines(sourceLines(sources)).sources).toEqual(sources);
  });
});

describe("countyFormInput", () => {
  it("shows a stored row in the form so that saving it unchanged stores the same row", () => {
    const stored = parseCountyForm({ ...filled, designWindSpeedMph: "130", windborneDebris: "yes" }, YEAR);
    if (!stored.ok) throw new Error("fixture invalid");
    expect(parseCountyForm(countyFormInput(stored.data), YEAR)).toEqual(stored);
  });
});
