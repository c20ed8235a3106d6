import { describe, expect, it } from "vitest";
import {
  anchorId,
  canonicalLocationRedirect,
  cloneSlug,
  locationPagePath,
  townPageSlugOfSegment,
  publicPostPath,
  saveSlug,
  slugify,
  townNameFromSlug,
  townPageSlug,
  townRoofingTag,
  townSlug,
  uniqueSlug,
} from "./slugs";

describe("slugify", () => {
  it.each([
    ["Metal Roofing: Pros & Cons!!", "metal-roofing-pros-cons"],
    ["  --Storm   Damage--  ", "storm-damage"],
    ["Top 10 Roof Tips (2026)", "top-10-roof-tips-2026"],
    ["Café Roofing", "cafe-roofing"],
    ["Über Crème Brûlée", "uber-creme-brulee"],
    ["Straße Dächer", "stra-e-dacher"],
    ["屋根の修理 Guide", "guide"],
    ["?!… — ***", ""],
    ["   ", ""],
    ["", ""],
    ["Roofing in {{locationName}}", "roofing-in-locationname"],
    ["SEO Title", "seo-title"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("anchorId", () => {
  it.each([
    ["Do's & Don'ts", "do-s-and-don-ts"],
    ["What to Expect", "what-to-expect"],
  ])("%j → %j", (heading, id) => {
    expect(anchorId(heading)).toBe(id);
  });
});

describe("saveSlug", () => {
  it.each([
    ["Roof Repair in Wilson, NC", "roof-repair-in-wilson-nc"],
    ["!!!", "post"],
    ["", "post"],
  ])("%j → %j", (title, slug) => {
    expect(saveSlug(title)).toBe(slug);
  });
});

describe("cloneSlug", () => {
  it.each([
    ["Rocky Mount", "Metal Roofing Guide", "rocky-mount-metal-roofing-guide"],
    ["St. Pauls", "Roof Tips", "st-pauls-roof-tips"],
    ["Winston-Salem", "Roof Tips", "winston-salem-roof-tips"],
    ["  Wake   Forest ", "Roof Tips", "wake-forest-roof-tips"],
    ["Señora's Bay", "Roof Tips", "senoras-bay-roof-tips"],
    ["Wilson", "???", "wilson"],
    ["", "Roof Tips", "roof-tips"],
    ["!!", "??", "post"],
    ["Wilson", "Roof Replacement in Wilson, NC", "roof-replacement-in-wilson-nc"],
    ["Rocky Mount", "Rocky Mount Roof Tips", "rocky-mount-roof-tips"],
  ])("%j + %j → %j", (town, title, slug) => {
    expect(cloneSlug(town, title)).toBe(slug);
  });
});

describe("uniqueSlug", () => {
  it.each([
    ["wilson-roof-tips", [], "wilson-roof-tips"],
    ["wilson-roof-tips", ["wilson-roof-tips"], "wilson-roof-tips-2"],
    ["wilson-roof-tips", ["wilson-roof-tips", "wilson-roof-tips-2", "wilson-roof-tips-3"], "wilson-roof-tips-4"],
    ["a", ["a", "a-3"], "a-2"],
  ])("%j with %j taken → %j", (base, taken, slug) => {
    expect(uniqueSlug(base, new Set(taken))).toBe(slug);
  });
});

describe("publicPostPath", () => {
  it.each([
    ["rocky-mount-roof-tips", "/blog/rocky-mount-roof-tips"],
    ["a b", "/blog/a%20b"],
  ])("%j → %j", (slug, path) => {
    expect(publicPostPath(slug)).toBe(path);
  });
});

describe("town slugs", () => {
  it.each([
    // name, town slug, town page slug
    ["Rocky Mount", "rocky-mount", "rocky-mount-nc"],
    ["Wake Forest", "wake-forest", "wake-forest-nc"],
    ["St. Pauls", "st-pauls", "st-pauls-nc"],
    ["Winston-Salem", "winston-salem", "winston-salem-nc"],
    ["Winston - Salem", "winston-salem", "winston-salem-nc"],
    ["Fuquay-Varina", "fuquay-varina", "fuquay-varina-nc"],
    ["La Grange", "la-grange", "la-grange-nc"],
    ["  Spring   Hope ", "spring-hope", "spring-hope-nc"],
    ["Nash County", "nash-county", "nash-county-nc"],
    ["Señora's Bay", "senoras-bay", "senoras-bay-nc"],
    ["new_bern", "new-bern", "new-bern-nc"],
    ["%_", "", "nc"],
    ["", "", "nc"],
  ])("%j → %j and %j", (name, slug, pageSlug) => {
    expect(townSlug(name)).toBe(slug);
    expect(townPageSlug(name)).toBe(pageSlug);
  });

  it.each([
    ["rocky-mount", "Rocky Mount"],
    ["wilson", "Wilson"],
    ["pleasantville-heights", "Pleasantville Heights"],
    ["-a--b-", "A B"],
    ["", ""],
  ])("name from slug %j → %j", (slug, name) => {
    expect(townNameFromSlug(slug)).toBe(name);
  });

  it("names the roofing tag of a town", () => {
    expect(townRoofingTag("rocky-mount")).toBe("rocky-mount-roofing");
  });
});

describe("locationPagePath", () => {
  it.each([
    ["Rocky Mount", "/locations/rockymount-nc"],
    ["Greenville", "/locations/greenville-nc"],
    ["New Bern", "/locations/new-bern-nc"],
    ["Kill Devil Hills", "/locations/kill-devil-hills-nc"],
  ])("%j → %j", (name, path) => {
    expect(locationPagePath(name)).toBe(path);
  });
});

describe("townPageSlugOfSegment", () => {
  it("reads Rocky Mount's spec path as its town page slug, and any other segment as itself", () => {
    expect(townPageSlugOfSegment("rockymount-nc")).toBe("rocky-mount-nc");
    expect(townPageSlugOfSegment("greenville-nc")).toBe("greenville-nc");
    expect(townPageSlugOfSegment("kinston-nc")).toBe("kinston-nc");
  });
});

describe("canonicalLocationRedirect", () => {
  const known = new Set(["wilson-nc", "rocky-mount-nc", "greenville-nc", "new-bern-nc"]);
  const isKnown = (slug: string) => known.has(slug);

  it.each([
    ["wilson", "/locations/wilson-nc"],
    ["new-bern", "/locations/new-bern-nc"],
    ["greenville", "/locations/greenville-nc"],
    ["rocky-mount", "/locations/rockymount-nc"],
    ["rocky-mount-nc", "/locations/rockymount-nc"],
    ["rockymount", "/locations/rockymount-nc"],
    ["Wilson-NC", "/locations/wilson-nc"],
    ["wilson-nc", null],
    ["not-a-town-nc", null],
    ["atlantis", null],
  ])("%j → %j", (segment, target) => {
    expect(canonicalLocationRedirect(segment, isKnown)).toBe(target);
  });
});
