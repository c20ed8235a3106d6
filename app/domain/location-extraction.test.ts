import { describe, expect, it } from "vitest";
import { extractLocation, inferSitemapCity, type ExtractLocationOptions } from "./location-extraction";

describe("extractLocation", () => {
  const opts: ExtractLocationOptions = {
    businessName: "Pamlico Ridge Roofing",
    mainPhone: "(252) 555-0100",
    homeCity: "Rocky Mount",
  };
  const mention = "Call Pamlico Ridge Roofing today.";
  const extract = (title: string, content = mention, tags: string[] | null = null) =>
    extractLocation({ title, content, tags }, opts);

  describe("the business-mention gate", () => {
    it("needs the business name, main phone or home city in the content", () => {
      expect(extract("Wilson Roofing Guide", "Nothing about us here.")).toBeNull();
      expect(extract("Wilson Roofing Guide", "pamlico ridge roofing is here")).toBe("Wilson");
      expect(extract("Wilson Roofing Guide", "Call 252-555-0100 now")).toBe("Wilson");
      expect(extract("Wilson Roofing Guide", "Call (252) 555-0100 now")).toBe("Wilson");
      expect(extract("Wilson Roofing Guide", "Call 252.555.0100 now")).toBe("Wilson");
      expect(extract("Wilson Roofing Guide", "From our Rocky Mount office")).toBe("Wilson");
    });

    it("does not take a longer number that merely contains the phone digits", () => {
      expect(extract("Wilson Roofing Guide", "Order 125255501009")).toBeNull();
    });

    it("accepts the business placeholders as a mention", () => {
      expect(extract("Wilson Roofing Guide", "Call {{businessPhone}}")).toBe("Wilson");
      expect(extract("Wilson Roofing Guide", "{{ businessName }} is here")).toBe("Wilson");
      expect(extract("Wilson Roofing Guide", "{{businessEmail}} only")).toBeNull();
    });

    it("only looks at the content, not the title", () => {
      expect(extract("Pamlico Ridge Roofing in Wilson, NC", "No mention.")).toBeNull();
    });
  });

  describe("unreplaced name placeholders", () => {
    it("make the post a template", () => {
      expect(extract("Roofing in {{locationName}}")).toBeNull();
      expect(extract("Wilson Roofing", `${mention} Serving {{ name }}.`)).toBeNull();
    });

    it("other location placeholders do not", () => {
      expect(extract("Wilson Roofing", `${mention} In {{county}}.`)).toBe("Wilson");
    });
  });

  describe("title patterns", () => {
    it("X Church / X Roofing / X Roof", () => {
      expect(extract("Greenville Church Roofing Experts")).toBe("Greenville");
      expect(extract("Guide to Wake Forest Roofing")).toBe("Wake Forest");
      expect(extract("Is Your Tarboro Roof Ready?")).toBe("Tarboro");
    });

    it("takes at most three capitalised words", () => {
      expect(extract("Historic Downtown Rocky Mount Roofing")).toBe("Downtown Rocky Mount");
    });

    it("keeps St./Mt. abbreviations with their place", () => {
      expect(extract("St. Pauls Roofing Services")).toBe("St. Pauls");
    });

    it("skips candidates with a rejected word, falling back to the words nearest the keyword", () => {
      expect(extract("The Rocky Mount Roofing Guide")).toBe("Rocky Mount");
      expect(extract("Your Roof")).toBeNull();
      expect(extract("Why Homeowners Are Switching Roofing")).toBeNull();
      expect(extract("Where Faith Meets Engineering Church")).toBeNull();
    });

    it("compares rejected words as whole words", () => {
      expect(extract("Theater District Roofing")).toBe("Theater District");
    });

    it("in X, NC and in X, North Carolina", () => {
      expect(extract("Storm season in Wilson, NC")).toBe("Wilson");
      expect(extract("Storm season in Spring Hope, North Carolina")).toBe("Spring Hope");
    });

    it("in X, NC requires the whole run between 'in' and the comma to be 1-3 acceptable words", () => {
      expect(extract("Storm season in The Wilson, NC")).toBe("Wilson"); // "The Wilson" rejected; "X, NC" finds "Wilson"
      expect(extract("Storm season in North Wake Forest Hills, NC")).toBe("Wake Forest Hills"); // 4 words; "X, NC" takes the last 3
    });

    it("X, NC", () => {
      expect(extract("Garner, NC: storm tips")).toBe("Garner");
      expect(extract("Visit Louisburg, NC today")).toBe("Visit Louisburg");
    });

    it("never reads NC as the place", () => {
      expect(extract("Wilson, NC Roofing")).toBe("Wilson");
    });

    it("tries in X, NC before X Roofing, so a service name is not taken for a town", () => {
      expect(extract("Metal Roofing in Wilson, NC")).toBe("Wilson");
      expect(extract("Storm Damage Roof Repair in Rocky Mount, NC")).toBe("Rocky Mount");
      expect(extract("Greenville Roofing Guide")).toBe("Greenville");
    });
  });

  describe("-roofing tags", () => {
    it("title-cases the first tag ending in -roofing", () => {
      expect(extract("storm tips", mention, ["storm", "rocky-mount-roofing", "wilson-roofing"])).toBe("Rocky Mount");
      expect(extract("storm tips", mention, ["#Garner-Roofing"])).toBe("Garner");
    });

    it("ignores tags that only contain -roofing, are just 'roofing', or hold a placeholder", () => {
      expect(extract("storm tips", mention, ["wilson-roofing-tips", "roofing", "-roofing", "{{name}}-roofing"])).toBeNull();
    });

    it("comes after title patterns", () => {
      expect(extract("Tarboro Roof Care", mention, ["wilson-roofing"])).toBe("Tarboro");
    });
  });

  describe("content phrases", () => {
    it("serving X", () => {
      expect(extract("storm tips", `${mention} Proudly serving Zebulon and nearby towns.`)).toBe("Zebulon");
      expect(extract("storm tips", `${mention} Serving Wake Forest Homeowners since 2010.`)).toBe("Wake Forest");
    });

    it("located in X", () => {
      expect(extract("storm tips", `${mention} Our crew is located in Youngsville.`)).toBe("Youngsville");
    });

    it("X area", () => {
      expect(extract("storm tips", `${mention} We work across the Franklinton area.`)).toBe("Franklinton");
    });

    it("tries serving, then located in, then area", () => {
      expect(extract("storm tips", `${mention} The Garner area. Located in Wilson. Serving Zebulon.`)).toBe("Zebulon");
    });

    it("needs more than two characters and no rejected word", () => {
      expect(extract("storm tips", `${mention} serving Al and the Ok area.`)).toBeNull();
      expect(extract("storm tips", `${mention} Serving Your Community.`)).toBeNull();
    });

    it("keeps looking after a candidate that is too short", () => {
      expect(extract("storm tips", `${mention} Serving Al, and serving Wilson too.`)).toBe("Wilson");
    });

    it("finds nothing in a lower-case title without tags or phrases", () => {
      expect(extract("how to clean gutters")).toBeNull();
    });

    it("the home city counts as a mention and can be the location", () => {
      expect(extract("gutter tips", "Serving Rocky Mount families.")).toBe("Rocky Mount");
    });
  });

  it("handles empty fields", () => {
    expect(extract("", "", null)).toBeNull();
    expect(extract("", mention, [])).toBeNull();
  });
});

describe("inferSitemapCity", () => {
  const city = (title: string, tags: string[] | null = null) => inferSitemapCity({ title, tags });

  it("city followed by Roofing/Church/Roof/Storm/Damage/Repair/Replacement", () => {
    expect(city("Wilson Roofing Guide")).toBe("Wilson");
    expect(city("Greenville Church Restoration")).toBe("Greenville");
    expect(city("Tarboro Roof Care")).toBe("Tarboro");
    expect(city("Garner Storm Damage Help")).toBe("Garner");
    expect(city("Zebulon Damage Checklist")).toBe("Zebulon");
    expect(city("Raleigh Repair Costs")).toBe("Raleigh");
    expect(city("Louisburg Replacement Options")).toBe("Louisburg");
  });

  it("in {city}, NC", () => {
    expect(city("Metal roofs in Wake Forest, NC")).toBe("Wake Forest");
  });

  it("Best Roofer in {city}", () => {
    expect(city("Best Roofer in Spring Hope")).toBe("Spring Hope");
  });

  it("{city} Area Roofing", () => {
    expect(city("Franklinton Area Roofing")).toBe("Franklinton");
  });

  it("rejects Top and Best as well as the §4 words", () => {
    expect(city("Top Roofing Tips")).toBeNull();
    expect(city("Best Roof Coatings")).toBeNull();
    expect(city("Why Roofing Matters")).toBeNull();
    expect(city("Top Wilson Roofing")).toBe("Wilson");
  });

  it("falls back to a tag containing -roofing", () => {
    expect(city("metal roofing tips", ["metal", "youngsville-roofing-tips"])).toBe("Youngsville");
    expect(city("metal roofing tips", ["rocky-mount-roofing"])).toBe("Rocky Mount");
    expect(city("metal roofing tips", ["roofing"])).toBeNull();
  });

  it("prefers the title over tags", () => {
    expect(city("Garner Roof Care", ["wilson-roofing"])).toBe("Garner");
  });

  it("returns null for empty input", () => {
    expect(city("", null)).toBeNull();
  });
});
