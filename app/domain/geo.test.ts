import { describe, expect, it } from "vitest";
import {
  climateNote,
  climateZone,
  compassPoint,
  estimatedDriveMinutes,
  haversineMiles,
  milesToCoast,
  nearbyTowns,
} from "./geo";

const rockyMount = { name: "Rocky Mount", latitude: 35.9382, longitude: -77.7905 };
const wilson = { name: "Wilson", latitude: 35.7213, longitude: -77.9155 };
const tarboro = { name: "Tarboro", latitude: 35.905, longitude: -77.5564 };
const nashville = { name: "Nashville", latitude: 35.9746, longitude: -77.9655 };
const raleigh = { name: "Raleigh", latitude: 35.8325, longitude: -78.6435 };
const greenville = { name: "Greenville", latitude: 35.6127, longitude: -77.3664 };
const nagsHead = { name: "Nags Head", latitude: 35.9574, longitude: -75.6241 };
const newBern = { name: "New Bern", latitude: 35.0993, longitude: -77.0841 };

describe("haversineMiles", () => {
  it("is zero for the same point", () => {
    expect(haversineMiles(rockyMount, rockyMount)).toBe(0);
  });

  it("measures Rocky Mount to Raleigh at about 49 miles", () => {
    expect(haversineMiles(rockyMount, raleigh)).toBeGreaterThan(47);
    expect(haversineMiles(rockyMount, raleigh)).toBeLessThan(51);
  });

  it("is symmetric", () => {
    expect(haversineMiles(wilson, greenville)).toBeCloseTo(haversineMiles(greenville, wilson), 10);
  });

  it("matches a known long distance (one degree of latitude is about 69 miles)", () => {
    expect(haversineMiles({ latitude: 35, longitude: -78 }, { latitude: 36, longitude: -78 })).toBeCloseTo(69.1, 0);
  });
});

describe("nearbyTowns", () => {
  const all = [raleigh, wilson, rockyMount, greenville, tarboro, nashville, nagsHead, newBern];

  it("sorts by distance and leaves the town itself out", () => {
    const result = nearbyTowns(rockyMount, all, 3);
    expect(result.map((r) => r.town.name)).toEqual(["Nashville", "Tarboro", "Wilson"]);
    expect(result.every((r) => r.town.name !== "Rocky Mount")).toBe(true);
  });

  it("shows eight by default", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `Town ${i}`, latitude: 35 + i / 10, longitude: -78 }));
    expect(nearbyTowns({ name: "Here", latitude: 35, longitude: -78 }, many)).toHaveLength(8);
  });

  it("rounds distances to one decimal and skips towns without coordinates", () => {
    const result = nearbyTowns(rockyMount, [...all, { name: "Nowhere", latitude: null, longitude: null }], 20);
    expect(result.map((r) => r.town.name)).not.toContain("Nowhere");
    for (const r of result) expect(r.miles).toBe(Math.round(r.miles * 10) / 10);
    const distances = result.map((r) => r.miles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("excludes the target by name regardless of case", () => {
    const result = nearbyTowns({ ...rockyMount, name: "rocky mount" }, all);
    expect(result.map((r) => r.town.name)).not.toContain("Rocky Mount");
  });
});

describe("climate", () => {
  it("classifies beach towns as coastal", () => {
    expect(climateZone(nagsHead)).toBe("coastal");
    expect(milesToCoast(nagsHead)).toBeLessThan(5);
    const note = climateNote(nagsHead);
    expect(note.points.join(" ")).toMatch(/salt air/i);
    expect(note.points.join(" ")).toMatch(/wind exposure/i);
  });

  it("classifies New Bern as near the coast", () => {
    expect(climateZone(newBern)).toBe("near-coast");
  });

  it("classifies Rocky Mount and Raleigh as inland, without salt-air claims", () => {
    expect(climateZone(rockyMount)).toBe("inland");
    expect(climateZone(raleigh)).toBe("inland");
    const note = climateNote(rockyMount);
    expect(note.points.join(" ")).not.toMatch(/salt air/i);
    expect(note.summary).toContain("Rocky Mount");
  });

  it("mentions hurricanes, wind-driven rain and humidity everywhere", () => {
    for (const town of [nagsHead, newBern, rockyMount]) {
      const text = climateNote(town).points.join(" ");
      expect(text).toMatch(/hurricane/i);
      expect(text).toMatch(/wind-driven rain/i);
      expect(text).toMatch(/humid/i);
    }
  });
});

describe("compassPoint", () => {
  it.each([
    ["Tarboro from Rocky Mount", rockyMount, tarboro, "east"],
    ["Wilson from Rocky Mount", rockyMount, wilson, "southwest"],
    ["Raleigh from Rocky Mount", rockyMount, raleigh, "west"],
    ["Greenville from Rocky Mount", rockyMount, greenville, "southeast"],
    ["Nags Head from New Bern", newBern, nagsHead, "northeast"],
    ["New Bern from Greenville", greenville, newBern, "southeast"],
    ["Rocky Mount from Wilson", wilson, rockyMount, "northeast"],
  ] as const)("%s is %s", (_label, from, to, expected) => {
    expect(compassPoint(from, to)).toBe(expected);
  });
});

describe("estimatedDriveMinutes", () => {
  it.each([
    [0, 5],
    [2, 5],
    [14, 25],
    [30, 50],
    [49, 80],
  ])("%d straight-line miles take about %d minutes", (miles, minutes) => {
    expect(estimatedDriveMinutes(miles)).toBe(minutes);
  });
});
