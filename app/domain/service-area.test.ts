import { describe, expect, it } from "vitest";
import { countyKey, serviceAreaVerdict, townsByNearestOffice } from "./service-area";

const offices = [
  { name: "Rocky Mount", latitude: 35.9382, longitude: -77.7905 },
  { name: "Greenville", latitude: 35.5847, longitude: -77.3753 },
];
const served = ["Nash County", "Pitt County", "Wilson County", "Wake County"];
const verdict = (latitude: number, longitude: number, county: string | null) =>
  serviceAreaVerdict({ point: { latitude, longitude }, county, offices, radiusMeters: 30_000, servedCounties: served });

describe("the service area", () => {
  it.each([
    ["a street in Rocky Mount", 35.9571, -77.8102, "Nash County", { inArea: true, by: "radius" }],
    ["Winterville, near Greenville, whatever the county", 35.5291, -77.4011, null, { inArea: true, by: "radius" }],
    ["Raleigh: 80 miles away but in Wake County, where towns are served", 35.7796, -78.6382, "Wake County", { inArea: true, by: "county" }],
    ["Asheville, far away in an unserved county", 35.5951, -82.5515, "Buncombe County", { inArea: false, nearest: "Rocky Mount", miles: 268 }],
    ["Norfolk, Virginia", 36.8508, -76.2859, "Norfolk city", { inArea: false, nearest: "Rocky Mount", miles: 105 }],
    ["a far address whose county the geocoder did not give", 35.0, -80.0, null, { inArea: false, nearest: "Rocky Mount", miles: 140 }],
  ])("%s", (_label, latitude, longitude, county, expected) => {
    expect(verdict(latitude, longitude, county)).toEqual(expected);
  });

  it.each([
    ["Nash County", "nash"],
    ["NASH COUNTY, NC", "nash"],
    ["nash", "nash"],
    ["Norfolk city", "norfolk city"],
    ["St. Mary's County", "st mary s"],
  ])("%s is the county %s", (name, key) => {
    expect(countyKey(name)).toBe(key);
  });
});

describe("townsByNearestOffice (docs/decisions/021-launch-as-your-company.md)", () => {
  const two = [
    { id: "rocky-mount", city: "Rocky Mount", latitude: 35.9382, longitude: -77.7905 },
    { id: "greenville", city: "Greenville", latitude: 35.5847, longitude: -77.3753 },
  ];
  const towns = [
    { name: "Greenville", county: "Pitt County", latitude: 35.6127, longitude: -77.3664 },
    { name: "Tarboro", county: "Edgecombe County", latitude: 35.905, longitude: -77.5564 },
    { name: "Winterville", county: "Pitt County", latitude: 35.5291, longitude: -77.4011 },
    { name: "Nashville", county: "Nash County", latitude: 35.9746, longitude: -77.9655 },
  ];

  it("gives every town to its nearest office, nearest first, and leaves an office's own town out", () => {
    const shared = townsByNearestOffice(two, towns);
    expect(shared.get("rocky-mount")!.map((t) => t.name)).toEqual(["Nashville", "Tarboro"]);
    expect(shared.get("greenville")!.map((t) => [t.name, t.miles])).toEqual([["Winterville", 4]]);
  });

  it("with one office, every other town is its own", () => {
    const shared = townsByNearestOffice([two[1]], towns);
    expect(shared.get("greenville")!.map((t) => t.name)).toEqual(["Winterville", "Tarboro", "Nashville"]);
  });
});
