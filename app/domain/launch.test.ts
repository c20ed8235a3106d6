import { describe, expect, it } from "vitest";
import { DEMO_SETTINGS, EMPTY_SETTINGS, withChanges } from "./business-settings";
import { DEMO_COMPANY } from "./demo-company";
import { canLaunch, countiesOf, demoValuedKeys, launchChecklist, townsInArea } from "./launch";

const own = withChanges(
  EMPTY_SETTINGS,
  new Map<string, unknown>([
    ["company.name", "Neuse Bend Roofing"],
    ["contact.mainPhone", "(919) 555-0177"],
    ["contact.officeEmail", "hello@neusebend-roofing.com"],
    ["offices.list", [{ ...DEMO_SETTINGS.offices.list[0], name: "", street: "210 North Queen Street", city: "Kinston", zip: "28501", mapQuery: "", latitude: null, longitude: null }]],
  ]),
);

describe("the launch checklist", () => {
  it("counts nothing of the demo as the owner's, and will not launch the demo", () => {
    const list = launchChecklist(DEMO_SETTINGS, "demo");
    expect(list.items.filter((i) => i.state === "demo").map((i) => i.key)).toEqual(
      expect.arrayContaining(["company.name", "contact.mainPhone", "contact.officeEmail", "offices.list", "profiles.facebook", "people.team", "serviceArea"]),
    );
    expect(list.yours).toBeLessThan(list.total / 4);
    expect(canLaunch(list, "demo")).toBe(false);
  });

  it("lets a company that gave the set-up's facts launch, listing what pages still leave out", () => {
    const list = launchChecklist(own, "own");
    expect(list.blocking).toEqual([]);
    expect(canLaunch(list, "own")).toBe(true);
    expect(list.items.filter((i) => i.state === "missing").map((i) => i.key)).toEqual(["company.foundingYear", "contact.emergencyPhone", "figures.workmanshipWarrantyYears"]);
    expect(list.items.some((i) => i.state === "demo")).toBe(false);
    expect(list.yours).toBe(list.total - 3);
  });

  it("holds the launch while a required fact is the demo's, and names it", () => {
    const careless = withChanges(own, new Map([["contact.mainPhone", DEMO_COMPANY.mainPhone]]));
    const list = launchChecklist(careless, "own");
    expect(list.blocking.map((i) => [i.key, i.state])).toEqual([["contact.mainPhone", "demo"]]);
    expect(canLaunch(list, "own")).toBe(false);
  });

  it("finds a demo entry in a list the owner kept", () => {
    const withDemoMember = withChanges(own, new Map([["people.team", [DEMO_COMPANY.team[0], { name: "Ana Ruiz", title: "Owner", description: "" }]]]));
    expect(launchChecklist(withDemoMember, "own").items.find((i) => i.key === "people.team")?.state).toBe("demo");
  });

  it("names the stored values that are the demo's, so a new start forgets them", () => {
    const stored = new Map<string, unknown>([
      ["company.name", DEMO_COMPANY.name],
      ["contact.mainPhone", "(919) 555-0177"],
      ["site.start", "demo"],
    ]);
    expect(demoValuedKeys(stored)).toEqual(["company.name"]);
  });
});

describe("the towns served", () => {
  const towns = [
    { id: "1", name: "Kinston", county: "Lenoir County", latitude: 35.2627, longitude: -77.5816 },
    { id: "2", name: "La Grange", county: "Lenoir County", latitude: 35.3068, longitude: -77.7889 },
    { id: "3", name: "New Bern", county: "Craven County", latitude: 35.1085, longitude: -77.0441 },
    { id: "4", name: "Rocky Mount", county: "Nash County", latitude: 35.9382, longitude: -77.7905 },
  ];
  const hq = { name: "Kinston", latitude: 35.2627, longitude: -77.5816 };

  it("by distance from the headquarters, its own town always among them", () => {
    expect(townsInArea(towns, { by: "distance", miles: 15 }, hq).map((t) => t.name)).toEqual(["Kinston", "La Grange"]);
    expect(townsInArea(towns, { by: "distance", miles: 40 }, hq).map((t) => t.name)).toEqual(["Kinston", "La Grange", "New Bern"]);
  });

  it("by county, with the headquarters' town even outside the counties ticked", () => {
    expect(townsInArea(towns, { by: "county", counties: ["Craven County"] }, hq).map((t) => t.name)).toEqual(["Kinston", "New Bern"]);
    expect(countiesOf(towns)).toEqual([
      { county: "Craven County", towns: 1 },
      { county: "Lenoir County", towns: 2 },
      { county: "Nash County", towns: 1 },
    ]);
  });
});
