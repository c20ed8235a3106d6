import { describe, expect, it } from "vitest";
import { areaPickMessage, countiesOf, nearestTowns, townOrigins, townsInCounty, townsServedFrom, townsWithin, type SelectableTown } from "./town-selection";

const town = (id: string, name: string, county: string, latitude: number | null, longitude: number | null): SelectableTown => ({
  id,
  name,
  county,
  population: null,
  latitude,
  longitude,
});

const TOWNS = [
  town("rm", "Rocky Mount", "Nash County", 35.938, -77.79),
  town("na", "Nashville", "Nash County", 35.974, -77.966),
  town("ta", "Tarboro", "Edgecombe County", 35.897, -77.536),
  town("wi", "Wilson", "Wilson County", 35.721, -77.916),
  town("gr", "Greenville", "Pitt County", 35.612, -77.366),
  town("wa", "Washington", "Beaufort County", 35.547, -77.052),
  town("xx", "Unplaced", "Nash County", null, null),
];
const ROCKY_MOUNT = { latitude: 35.938, longitude: -77.79 };
const OFFICES = [
  { id: "hq", name: "Headquarters", city: "Rocky Mount", latitude: 35.938, longitude: -77.79 },
  { id: "gv", name: "Greenville office", city: "Greenville", latitude: 35.612, longitude: -77.366 },
];

describe("choosing towns by area", () => {
  it("lists counties with their number of towns, by name", () => {
    expect(countiesOf(TOWNS)).toEqual([
      { county: "Beaufort County", towns: 1 },
      { county: "Edgecombe County", towns: 1 },
      { county: "Nash County", towns: 3 },
      { county: "Pitt County", towns: 1 },
      { county: "Wilson County", towns: 1 },
    ]);
    expect(townsInCounty(TOWNS, "Nash County").ids).toEqual(["rm", "na", "xx"]);
  });

  it("picks the towns within a distance, nearest first, and counts those without coordinates", () => {
    // Nashville ~10 mi, Tarboro ~14 mi, Wilson ~16 mi, Greenville ~30 mi, Washington ~46 mi from Rocky Mount.
    expect(townsWithin(TOWNS, ROCKY_MOUNT, 20)).toEqual({ ids: ["rm", "na", "ta", "wi"], unplaced: 1 });
    expect(townsWithin(TOWNS, ROCKY_MOUNT, 35).ids).toContain("gr");
    expect(townsWithin(TOWNS, ROCKY_MOUNT, 35).ids).not.toContain("wa");
  });

  it("picks the nearest N, the origin's own town first", () => {
    expect(nearestTowns(TOWNS, ROCKY_MOUNT, 3).ids).toEqual(["rm", "na", "ta"]);
    expect(nearestTowns(TOWNS, ROCKY_MOUNT, 100).ids).toHaveLength(6);
    expect(nearestTowns(TOWNS, ROCKY_MOUNT, 0).ids).toEqual([]);
  });

  it("gives each office the towns nearer it than any other office", () => {
    expect(townsServedFrom(TOWNS, OFFICES, "hq").ids.sort()).toEqual(["na", "rm", "ta", "wi"]);
    expect(townsServedFrom(TOWNS, OFFICES, "gv").ids.sort()).toEqual(["gr", "wa"]);
    expect(townsServedFrom(TOWNS, OFFICES, "closed").ids).toEqual([]);
  });

  it("offers the offices, then every placed town, as places to measure from", () => {
    const origins = townOrigins(TOWNS, OFFICES);
    expect(origins.slice(0, 2).map((o) => o.label)).toEqual(["Headquarters (Rocky Mount)", "Greenville office (Greenville)"]);
    expect(origins.map((o) => o.key)).not.toContain("town:xx");
    expect(origins).toHaveLength(8);
  });

  it("says what was added, what was already selected and what could not be measured", () => {
    expect(areaPickMessage({ ids: ["a", "b", "c"], unplaced: 0 }, 3, "within 30 miles of Rocky Mount")).toBe("Added 3 towns within 30 miles of Rocky Mount.");
    expect(areaPickMessage({ ids: ["a", "b", "c"], unplaced: 2 }, 1, "in Nash County")).toBe(
      "Added 1 town in Nash County (2 already selected). 2 towns have no coordinates and could not be measured.",
    );
    expect(areaPickMessage({ ids: [], unplaced: 0 }, 0, "within 1 mile of Tarboro")).toBe("No town is within 1 mile of Tarboro.");
  });
});
