import { describe, expect, it } from "vitest";
import { jaccard, shingles } from "./similarity";
import { htmlText, neutraliseTownName, TOWN_TOKEN, townSimilarityReport, townSimilaritySteps } from "./town-similarity";

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

describe("townSimilaritySteps", () => {
  // Forty pages: a template all share, a county paragraph shared by a group, a few with their own history.
  const counties = ["Nash", "Wilson", "Pitt", "Edgecombe"];
  const pages = Array.from({ length: 40 }, (_, i) => {
    const name = `Town ${String.fromCharCode(65 + (i % 26))}${i}`;
    const county = counties[i % counties.length];
    const own = i % 3 === 0 ? `In ${1850 + i} a mill on creek number ${i} burned and the town rebuilt it in brick.` : "";
    const kind = i % 2 ? "Our crew visits weekly from the nearest office." : "";
    return { path: `/locations/t${i}`, name, text: `${template(name)} ${county} County storms, permits and wind rules apply here. ${kind} ${own}` };
  });

  it("gives every pair the Jaccard score of the pages' shingles, as comparing each pair directly does", () => {
    const report = townSimilarityReport(pages);
    const sets = pages.map((p) => shingles(neutraliseTownName(p.text, p.name)));
    let max = 0;
    let above = 0;
    pages.forEach((_, i) => {
      let best = { index: -1, similarity: -1 };
      pages.forEach((__, j) => {
        if (i === j) return;
        const similarity = jaccard(sets[i], sets[j]);
        if (similarity > best.similarity) best = { index: j, similarity };
        if (j > i) {
          max = Math.max(max, similarity);
          if (similarity > 0.5) above += 1;
        }
      });
      expect(report.pages[i].closest).toEqual({ path: pages[best.index].path, name: pages[best.index].name, similarity: best.similarity });
      const unique = [...sets[i]].filter((s) => sets.every((other, k) => k === i || !other.has(s))).length;
      expect(report.pages[i].uniqueShare).toBe(unique / sets[i].size);
    });
    expect(report.maxSimilarity).toBe(max);
    expect(report.pairsAboveLimit).toBe(above);
    expect(report.pairCount).toBe((40 * 39) / 2);
  });

  it("yields after each page read and each page compared, and ends with the same report", () => {
    const steps = townSimilaritySteps(pages);
    let yields = 0;
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        expect(step.value).toEqual(townSimilarityReport(pages));
        break;
      }
      yields += 1;
    }
    expect(yields).toBe(2 * pages.length);
  });
});
