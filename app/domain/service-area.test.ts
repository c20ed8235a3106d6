import { describe, expect, it } from "vitest";
import { countyKey, serviceAreaVerdict } from "./service-area";

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
