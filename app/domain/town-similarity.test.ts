import { describe, expect, it } from "vitest";
import { htmlText, neutraliseTownName, TOWN_TOKEN, townSimilarityReport } from "./town-similarity";

const template = (town: string, extra = "") =>
  `Roofing in ${town}. We replace and repair roofs for homeowners in ${town} and the county around it, with free inspections after every storm season and written estimates. ${extra}`;

describe("neutraliseTownName", () => {
  it.each([
    ["Roofs in Wilson and Wilson County", "Wilson", `Roofs in ${TOWN_TOKEN} and ${TOWN_TOKEN} County`],
    ["Fuquay-Varina roofs", "Fuquay-Varina", `${TOWN_TOKEN} roofs`],
    ["Wilsonville is not Wilson", "Wilson", `Wilsonville is not ${TOWN_TOKEN}`],
    ["NAGS HEAD, nags head", "Nags Head", `${TOWN_TOKEN}, ${TOWN_TOKEN}`],
  ])("%s", (text, name, expected) => {
    expect(neutraliseTownName(text, name)).toBe(expected);
  });
});

describe("htmlText", () => {
  it("turns tags into spaces and decodes entities", () => {
    expect(htmlText("<main><h1>Don&#x27;t</h1><p>A &amp; B</p></main>")).toBe("Don't A & B");
  });
});

describe("townSimilarityReport", () => {
  it("scores a pure name swap as identical, with no unique shingles", () => {
    const report = townSimilarityReport([
      { path: "/a", name: "Apex", text: template("Apex") },
      { path: "/b", name: "Cary", text: template("Cary") },
    ]);
    expect(report.maxSimilarity).toBe(1);
    expect(report.pairsAboveLimit).toBe(1);
    expect(report.pages.map((p) => p.uniqueShare)).toEqual([0, 0]);
    expect(report.pages[0].closest).toEqual({ path: "/b", name: "Cary", similarity: 1 });
  });

  it("counts shingles no other page has, and ranks the closest pairs first", () => {
    const local = "The old mill by the falls burned in eighteen sixty three and was rebuilt of brick the next year";
    const report = townSimilarityReport([
      { path: "/a", name: "Apex", text: template("Apex", local) },
      { path: "/b", name: "Cary", text: template("Cary") },
      { path: "/c", name: "Clayton", text: "Something else entirely about gutters, valleys and flashing on porches" },
    ]);
    expect(report.pairCount).toBe(3);
    expect(report.topPairs[0]).toMatchObject({ a: "/a", b: "/b" });
    expect(report.pages[0].uniqueShare).toBeGreaterThan(0.4);
    expect(report.pages[1].uniqueShare).toBe(0);
    expect(report.pages[2].uniqueShare).toBe(1);
    expect(report.medianUniqueShare).toBe(report.pages[0].uniqueShare);
  });
});
