import { describe, expect, it } from "vitest";
import { type Business } from "~/domain/business";
import { defaultBusiness } from "~/config/business.server";
import {
  BUSINESS_PLACEHOLDER_NAMES,
  LOCATION_PLACEHOLDER_NAMES,
  buildValues,
  businessValues,
  climateFor,
  contentVariableValues,
  currentDateValue,
  findPlaceholders,
  formatPopulation,
  hasLocationNamePlaceholder,
  locationValues,
  placeholder,
  renderTimeValues,
  replacePlaceholders,
  resolvePost,
  unresolvedPlaceholders,
  blockingPlaceholders,
  doubledWords,
  guardRefusal,
  sortUnfilled,
  titleForSlug,
  withLocationPhone,
  type ContentVariable,
  type PlaceholderLocation,
  type PostFields,
  placeholderSpans,
} from "./placeholders";

const rockyMount: PlaceholderLocation = {
  name: "Rocky Mount",
  county: "Nash County",
  population: 54341,
  coordinates: "35.9382° N, 77.7905° W",
  latitude: 35.9382,
  longitude: -77.7905,
  historicalFact: "Rocky Mount grew up around the falls of the Tar River.",
  keySearchTerms: "Rocky Mount roofers, roof repair Rocky Mount",
  description: "a railroad town on the Tar River",
};

const bare: PlaceholderLocation = {
  name: "Spring Hope",
  county: null,
  population: null,
  coordinates: null,
  latitude: null,
  longitude: null,
  historicalFact: null,
  keySearchTerms: null,
};

function at(name: string, county: string | null = null): PlaceholderLocation {
  return { ...bare, name, county };
}

const NOW = new Date("2026-11-22T15:00:00Z");

function post(overrides: Partial<PostFields> = {}): PostFields {
  return {
    title: "",
    excerpt: null,
    content: "",
    author: "Admin",
    categories: null,
    tags: null,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    ...overrides,
  };
}

function variable(name: string, value: string): ContentVariable {
  return { name, value, syntax: placeholder(name) };
}

describe("placeholderSpans", () => {
  it("finds where each placeholder stands, by the renderer's rule", () => {
    expect(placeholderSpans("Call {{businessPhone}} or {{ Spring deal.2 }}!")).toEqual([
      { start: 5, end: 22, name: "businessPhone" },
      { start: 26, end: 45, name: "Spring deal.2" },
    ]);
    expect(placeholderSpans("{{not\nclosed}} {{}} {single}")).toEqual([]);
  });
});

describe("placeholder", () => {
  it("wraps a name in double braces", () => {
    expect(placeholder("businessName")).toBe("{{businessName}}");
  });
});

describe("locationValues", () => {
  it("gives every location placeholder of a fully described location", () => {
    expect(locationValues({ ...rockyMount, nearbyTowns: ["Nashville", "Tarboro", "Wilson"] })).toEqual({
      locationName: "Rocky Mount",
      name: "Rocky Mount",
      locationCounty: "Nash County",
      county: "Nash County",
      coordinates: "35.9382° N, 77.7905° W",
      locationDescription: "a railroad town on the Tar River",
      historical_fact: "Rocky Mount grew up around the falls of the Tar River.",
      historicalFact: "Rocky Mount grew up around the falls of the Tar River.",
      key_search_terms: "Rocky Mount roofers, roof repair Rocky Mount",
      keySearchTerms: "Rocky Mount roofers, roof repair Rocky Mount",
      locationKeyTerms: "Rocky Mount roofers, roof repair Rocky Mount",
      locationPopulation: "54,341",
      population: "54,341",
      locationClimate: "varied seasonal weather patterns requiring weather-resistant roofing",
      locationNearbyTowns: "Nashville, Tarboro and Wilson",
    });
  });

  it("uses every fallback for a location with no data, and leaves county/coordinates out", () => {
    expect(locationValues(bare)).toEqual({
      locationName: "Spring Hope",
      name: "Spring Hope",
      locationDescription: "the Spring Hope area",
      historical_fact: "This historic community has a rich heritage dating back generations.",
      historicalFact: "This historic community has a rich heritage dating back generations.",
      key_search_terms: "Spring Hope area",
      keySearchTerms: "Spring Hope area",
      locationKeyTerms: "Spring Hope roofing",
      locationPopulation: "local community",
      population: "local community",
      locationClimate: "varied seasonal weather patterns requiring weather-resistant roofing",
      locationNearbyTowns: "the towns around Spring Hope",
    });
  });

  it("uses the county in the key-terms fallback when the county is known", () => {
    expect(locationValues(at("Wilson", "Wilson County")).locationKeyTerms).toBe(
      "Wilson roofing, Wilson County roofing services",
    );
  });

  it("treats blank strings like missing values", () => {
    const values = locationValues({
      ...bare,
      county: "  ",
      historicalFact: "",
      keySearchTerms: "   ",
      coordinates: "",
      description: " ",
    });
    expect(values.county).toBeUndefined();
    expect(values.coordinates).toBeUndefined();
    expect(values.historical_fact).toBe("This historic community has a rich heritage dating back generations.");
    expect(values.key_search_terms).toBe("Spring Hope area");
    expect(values.locationDescription).toBe("the Spring Hope area");
  });

  it("builds coordinates from latitude and longitude when no text is stored", () => {
    expect(locationValues({ ...bare, latitude: 35.8968, longitude: -77.5358 }).coordinates).toBe("35.8968, -77.5358");
    expect(locationValues({ ...bare, latitude: 35.8968, longitude: null }).coordinates).toBeUndefined();
  });

  it("lists exactly the names it can produce in LOCATION_PLACEHOLDER_NAMES", () => {
    expect(Object.keys(locationValues(rockyMount)).sort()).toEqual([...LOCATION_PLACEHOLDER_NAMES].sort());
  });
});

describe("formatPopulation", () => {
  it("adds thousands separators", () => {
    expect(formatPopulation(54341)).toBe("54,341");
    expect(formatPopulation(1234567)).toBe("1,234,567");
    expect(formatPopulation(950)).toBe("950");
  });

  it("has no figure for null, zero, negative or non-finite populations", () => {
    expect(formatPopulation(null)).toBeNull();
    expect(formatPopulation(0)).toBeNull();
    expect(formatPopulation(-5)).toBeNull();
    expect(formatPopulation(Number.NaN)).toBeNull();
  });
});

describe("climateFor", () => {
  it("Florida or Miami → humid subtropical", () => {
    expect(climateFor(at("Miami"))).toBe("humid subtropical with heavy rainfall and hurricane risks");
    expect(climateFor(at("Tampa", "Hillsborough County, Florida"))).toBe(
      "humid subtropical with heavy rainfall and hurricane risks",
    );
  });

  it("Texas or Austin → hot summers", () => {
    expect(climateFor(at("Austin"))).toBe("hot summers and mild winters with occasional severe weather");
    expect(climateFor(at("Plano", "Collin County, Texas"))).toBe(
      "hot summers and mild winters with occasional severe weather",
    );
  });

  it("California or 'san' anywhere, in any case → Mediterranean", () => {
    const mediterranean = "Mediterranean with dry summers and mild wet winters";
    expect(climateFor(at("Fresno", "Fresno County, California"))).toBe(mediterranean);
    expect(climateFor(at("San Diego"))).toBe(mediterranean);
    // Spec quirk: 'san' also matches inside words, so Sanford, NC reads as Mediterranean.
    expect(climateFor(at("Sanford", "Lee County"))).toBe(mediterranean);
    expect(climateFor(at("Pleasant Garden"))).toBe(mediterranean);
  });

  it("checks Florida/Miami before Texas/Austin before California/san", () => {
    expect(climateFor(at("San Antonio", "Bexar County, Texas"))).toBe(
      "hot summers and mild winters with occasional severe weather",
    );
    expect(climateFor(at("Sanibel", "Lee County, Florida"))).toBe(
      "humid subtropical with heavy rainfall and hurricane risks",
    );
  });

  it("everything else → varied seasonal weather", () => {
    expect(climateFor(at("Greenville", "Pitt County"))).toBe(
      "varied seasonal weather patterns requiring weather-resistant roofing",
    );
  });
});

describe("businessValues", () => {
  it("reads the business config", () => {
    expect(businessValues(defaultBusiness)).toEqual({
      businessName: "Pamlico Ridge Roofing",
      businessPhone: "(252) 555-0100",
      businessEmail: "info@pamlicoridge.example",
      businessAddress: "1150 Sunset Avenue, Rocky Mount, NC 27804",
      businessWebsite: "http://localhost:3000",
      locationPhone: "(252) 555-0100",
    });
    expect(Object.keys(businessValues(defaultBusiness))).toEqual([...BUSINESS_PLACEHOLDER_NAMES]);
  });
});

describe("withLocationPhone", () => {
  const values = businessValues(defaultBusiness);

  it("is the main phone when the post names no office", () => {
    const post = { title: "Roof Repair in Wilson, NC", content: "Call {{locationPhone}} today." };
    expect(withLocationPhone(values, defaultBusiness, post).locationPhone).toBe("(252) 555-0100");
  });

  it("is an office's own line where the post speaks of that office, in any case", () => {
    const post = { title: "Storm season", excerpt: null, content: "Our GREENVILLE Office answers at {{locationPhone}}." };
    expect(withLocationPhone(values, defaultBusiness, post).locationPhone).toBe("(252) 555-0120");
  });

  it("reads the post after its other placeholders are filled, so a template cloned for Greenville qualifies", () => {
    const post = { title: "Roofing in {{locationName}}", content: "Visit our {{locationName}} office: {{locationPhone}}" };
    const greenville = { ...values, locationName: "Greenville" };
    const wilson = { ...values, locationName: "Wilson" };
    expect(withLocationPhone(greenville, defaultBusiness, post).locationPhone).toBe("(252) 555-0120");
    expect(withLocationPhone(wilson, defaultBusiness, post).locationPhone).toBe("(252) 555-0100");
  });

  it("a city mentioned without 'office' is not enough", () => {
    const post = { title: "Greenville roof replacement", content: "We roof Greenville homes. {{locationPhone}}" };
    expect(withLocationPhone(values, defaultBusiness, post).locationPhone).toBe("(252) 555-0100");
  });
});

describe("currentDateValue", () => {
  it("formats a fixed date in US long form", () => {
    expect(currentDateValue(NOW)).toBe("November 22, 2026");
    expect(currentDateValue(new Date("2027-01-05T12:00:00Z"))).toBe("January 5, 2027");
  });

  it("uses Eastern time: 03:00 UTC is still the previous evening in North Carolina", () => {
    expect(currentDateValue(new Date("2026-11-23T03:00:00Z"))).toBe("November 22, 2026");
  });

  it("turns to the next day at midnight in North Carolina, asked within the same minute or not", () => {
    // 04:59 UTC is 23:59 in Raleigh (EST); the same minute asked twice, then the first of the next.
    expect(currentDateValue(new Date("2026-11-23T04:59:00Z"))).toBe("November 22, 2026");
    expect(currentDateValue(new Date("2026-11-23T04:59:59.999Z"))).toBe("November 22, 2026");
    expect(currentDateValue(new Date("2026-11-23T05:00:00Z"))).toBe("November 23, 2026");
    expect(currentDateValue(new Date("2026-11-23T04:59:30Z"))).toBe("November 22, 2026");
  });
});

describe("replacePlaceholders", () => {
  const values = { businessName: "Pamlico Ridge Roofing", name: "Wilson" };

  it("replaces known names, with or without inner spaces, every time they occur", () => {
    expect(replacePlaceholders("{{businessName}} in {{ name }}; {{name}} loves {{businessName}}", values)).toBe(
      "Pamlico Ridge Roofing in Wilson; Wilson loves Pamlico Ridge Roofing",
    );
  });

  it("leaves unknown placeholders exactly as written", () => {
    expect(replacePlaceholders("Call {{ unknownThing }} or {{nope}} in {{name}}", values)).toBe(
      "Call {{ unknownThing }} or {{nope}} in Wilson",
    );
  });

  it("does not treat prototype properties as known names", () => {
    expect(replacePlaceholders("{{constructor}} {{toString}}", values)).toBe("{{constructor}} {{toString}}");
  });

  it("is case-sensitive", () => {
    expect(replacePlaceholders("{{BusinessName}} {{NAME}}", values)).toBe("{{BusinessName}} {{NAME}}");
  });

  it("ignores single braces and empty double braces", () => {
    expect(replacePlaceholders("{name} {{}} {{ }}", values)).toBe("{name} {{}} {{ }}");
  });

  it("does not re-expand placeholders that appear inside a value", () => {
    expect(replacePlaceholders("{{a}}", { a: "{{b}}", b: "no" })).toBe("{{b}}");
  });

  it("inserts $ signs in values literally", () => {
    expect(replacePlaceholders("Price: {{price}}", { price: "$$ or $&" })).toBe("Price: $$ or $&");
  });

  it("keeps null as null and an empty string as empty", () => {
    expect(replacePlaceholders(null, values)).toBeNull();
    expect(replacePlaceholders("", values)).toBe("");
  });
});

describe("resolvePost", () => {
  it("replaces in every field, element-wise in lists, and keeps other properties", () => {
    const source = {
      ...post({
        title: "Roofing in {{locationName}}",
        excerpt: "{{businessName}} serves {{county}}",
        content: "Call {{businessPhone}}. {{unknown}} stays.",
        author: "{{businessName}} team",
        categories: ["{{name}} Roofing", "Repair"],
        tags: ["{{name}}-roofing"],
        seoTitle: "{{locationName}} roofers",
        seoDescription: "Serving {{locationName}} since 2010",
        seoKeywords: ["roof {{name}}"],
      }),
      id: 42,
      status: "draft" as const,
    };
    const values = buildValues({ business: defaultBusiness, location: rockyMount, now: NOW });
    expect(resolvePost(source, values)).toEqual({
      title: "Roofing in Rocky Mount",
      excerpt: "Pamlico Ridge Roofing serves Nash County",
      content: "Call (252) 555-0100. {{unknown}} stays.",
      author: "Pamlico Ridge Roofing team",
      categories: ["Rocky Mount Roofing", "Repair"],
      tags: ["Rocky Mount-roofing"],
      seoTitle: "Rocky Mount roofers",
      seoDescription: "Serving Rocky Mount since 2010",
      seoKeywords: ["roof Rocky Mount"],
      id: 42,
      status: "draft",
    });
  });

  it("keeps null fields null and does not change the input", () => {
    const source = post({ title: "{{name}}" });
    const resolved = resolvePost(source, { name: "Wilson" });
    expect(resolved).toEqual(post({ title: "Wilson" }));
    expect(source.title).toBe("{{name}}");
  });
});

describe("contentVariableValues", () => {
  it("maps names to stored values, trimming names and skipping blank ones", () => {
    expect(
      contentVariableValues([variable("serviceArea", "Eastern North Carolina"), variable(" slogan ", "We cover you"), variable(" ", "x")]),
    ).toEqual({ serviceArea: "Eastern North Carolina", slogan: "We cover you" });
  });

  it("lets a later variable with the same name win", () => {
    expect(contentVariableValues([variable("a", "1"), variable("a", "2")])).toEqual({ a: "2" });
  });
});

describe("buildValues", () => {
  it("merges location, business, current_date and library values", () => {
    const values = buildValues({
      business: defaultBusiness,
      location: rockyMount,
      contentVariables: [variable("serviceArea", "Eastern North Carolina")],
      now: NOW,
    });
    expect(values.locationName).toBe("Rocky Mount");
    expect(values.businessName).toBe("Pamlico Ridge Roofing");
    expect(values.current_date).toBe("November 22, 2026");
    expect(values.serviceArea).toBe("Eastern North Carolina");
  });

  it("never lets a library variable override a built-in name", () => {
    const values = buildValues({
      business: defaultBusiness,
      location: rockyMount,
      contentVariables: [
        variable("businessPhone", "(999) 000-0000"),
        variable("name", "Not A Place"),
        variable("current_date", "yesterday"),
      ],
      now: NOW,
    });
    expect(values.businessPhone).toBe("(252) 555-0100");
    expect(values.name).toBe("Rocky Mount");
    expect(values.current_date).toBe("November 22, 2026");
  });

  it("resolves built-in placeholders inside library values, but not library-to-library", () => {
    const values = buildValues({
      business: defaultBusiness,
      contentVariables: [variable("cta", "Call {{businessPhone}} about {{offer}}"), variable("offer", "{{cta}}")],
      now: NOW,
    });
    expect(values.cta).toBe("Call (252) 555-0100 about {{offer}}");
    expect(values.offer).toBe("{{cta}}");
  });

  it("has no location values without a location", () => {
    const values = buildValues({ business: defaultBusiness, location: null, now: NOW });
    expect(values.locationName).toBeUndefined();
    expect(values.name).toBeUndefined();
  });
});

describe("renderTimeValues", () => {
  it("holds business values, current_date and library variables, but no location values", () => {
    const business: Business = { ...defaultBusiness, phones: { ...defaultBusiness.phones, main: { display: "(252) 555-0199", e164: "+12525550199" } } };
    const values = renderTimeValues(business, [variable("serviceArea", "Eastern North Carolina")], NOW);
    expect(values).toEqual({
      current_date: "November 22, 2026",
      businessName: "Pamlico Ridge Roofing",
      businessPhone: "(252) 555-0199",
      businessEmail: "info@pamlicoridge.example",
      businessAddress: "1150 Sunset Avenue, Rocky Mount, NC 27804",
      businessWebsite: "http://localhost:3000",
      locationPhone: "(252) 555-0199",
      serviceArea: "Eastern North Carolina",
    });
  });
});

describe("findPlaceholders", () => {
  it("lists distinct names in order of first appearance, trimming inner spaces", () => {
    expect(findPlaceholders("{{b}} {{ a }} {{b}} {{Service Area}} {x} {{}}")).toEqual(["b", "a", "Service Area"]);
  });

  it("returns an empty list for empty or null text", () => {
    expect(findPlaceholders("")).toEqual([]);
    expect(findPlaceholders(null)).toEqual([]);
  });
});

describe("hasLocationNamePlaceholder", () => {
  it("spots {{locationName}} and {{name}} only", () => {
    expect(hasLocationNamePlaceholder("Roofing in {{ locationName }}")).toBe(true);
    expect(hasLocationNamePlaceholder("{{name}} roofers")).toBe(true);
    expect(hasLocationNamePlaceholder("{{county}} roofers")).toBe(false);
    expect(hasLocationNamePlaceholder(null)).toBe(false);
  });
});

describe("unresolvedPlaceholders", () => {
  it("lists each missing name once per field, in field order", () => {
    const source = post({
      title: "{{locationName}} roofing by {{businessName}}",
      excerpt: "{{mystery}} and {{mystery}}",
      content: "{{locationName}} {{businessPhone}} {{current_date}}",
      categories: ["{{name}}", "{{ name }}"],
      tags: null,
      seoKeywords: ["{{keyword}}"],
    });
    const values = renderTimeValues(defaultBusiness, [], NOW);
    expect(unresolvedPlaceholders(source, values)).toEqual([
      { field: "title", name: "locationName" },
      { field: "excerpt", name: "mystery" },
      { field: "content", name: "locationName" },
      { field: "categories", name: "name" },
      { field: "seoKeywords", name: "keyword" },
    ]);
  });

  it("blockingPlaceholders: the publish guard's distinct names, as the editor lists them while typing", () => {
    const values = renderTimeValues(defaultBusiness, [variable("springOffer", "10% off")], NOW);
    expect(
      blockingPlaceholders(post({ title: "{{locationName}} deals", content: "{{springOffer}} {{winterOffer}} {{locationName}}", tags: ["{{winterOffer}}"] }), values),
    ).toEqual(["locationName", "winterOffer"]);
    expect(blockingPlaceholders(post({ content: "{{springOffer}} by {{businessName}}" }), values)).toEqual([]);
  });

  it("is empty when everything resolves", () => {
    const source = post({ title: "{{businessName}}", content: "Updated {{current_date}}", tags: ["{{serviceArea}}"] });
    const values = renderTimeValues(defaultBusiness, [variable("serviceArea", "Eastern NC")], NOW);
    expect(unresolvedPlaceholders(source, values)).toEqual([]);
  });

  it("flags county when the location had none, so the clone cannot go live without it", () => {
    const values = buildValues({ business: defaultBusiness, location: bare, now: NOW });
    const clone = resolvePost(post({ title: "Roofing in {{locationName}}", content: "{{locationName}} is in {{county}}." }), values);
    expect(clone.content).toBe("Spring Hope is in {{county}}.");
    expect(unresolvedPlaceholders(clone, values)).toEqual([{ field: "content", name: "county" }]);
  });
});

describe("sortUnfilled", () => {
  it("expects location placeholders in a template and calls only the rest unknown", () => {
    expect(sortUnfilled(["locationName", "locationCounty", "mysteryDiscount"], { template: true })).toEqual({
      perTown: ["locationName", "locationCounty"],
      unknown: ["mysteryDiscount"],
    });
  });

  it("calls every unfilled name unknown in a town's own post", () => {
    expect(sortUnfilled(["locationName", "mysteryDiscount"], { template: false })).toEqual({ perTown: [], unknown: ["locationName", "mysteryDiscount"] });
  });
});

describe("guardRefusal", () => {
  it("names unknown placeholders as before", () => {
    expect(guardRefusal("Guarded", ["mysteryDiscount"], { template: false })).toBe('"Guarded" still contains {{mysteryDiscount}}');
  });

  it("tells a template to be cloned instead of calling its town placeholders unknown", () => {
    expect(guardRefusal("Roofs in {{locationName}}", ["locationName", "locationCounty"], { template: true })).toBe(
      '"Roofs in {{locationName}}" is a template: {{locationName}}, {{locationCounty}} are filled per town when it is cloned, so clone it instead of publishing it',
    );
  });
});

describe("titleForSlug", () => {
  it("fills the values it has and drops the placeholders it has not", () => {
    const values = { businessName: "Pamlico Ridge Roofing" };
    expect(titleForSlug("What {{businessName}} Checks in {{ locationName }}", values)).toBe("What Pamlico Ridge Roofing Checks in  ");
    expect(titleForSlug("No placeholders", values)).toBe("No placeholders");
  });
});

describe("doubledWords", () => {
  const values = { ...locationValues(rockyMount), businessName: "Pamlico Ridge Roofing" };

  it("flags a placeholder followed by the word its value already ends with", () => {
    expect(doubledWords("Homes in {{locationCounty}} County see hail.", values)).toEqual([
      { name: "locationCounty", word: "County", reads: "Nash County County" },
    ]);
    expect(doubledWords("Call {{businessName}} roofing today", values)).toEqual([
      { name: "businessName", word: "roofing", reads: "Pamlico Ridge Roofing roofing" },
    ]);
  });

  it("lists each doubling once and ignores placeholders followed by another word", () => {
    const text = "{{locationCounty}} County and {{ locationCounty }} county, {{locationName}} homes, {{locationCounty}}. County";
    expect(doubledWords(text, values)).toEqual([{ name: "locationCounty", word: "County", reads: "Nash County County" }]);
  });

  it("ignores names without a value", () => {
    expect(doubledWords("{{mystery}} County", values)).toEqual([]);
  });
});
