import { describe, expect, it } from "vitest";
import {
  complexityFromFaces,
  degreesFromRise,
  estimateRoofFromAnswers,
  footprintFromAnswers,
  formatImageryDate,
  formatPitch,
  formatSquares,
  measurableImagery,
  measuredRoofFacts,
  measureRoof,
  riseFromDegrees,
  roofPlanSqFt,
  slopeFactor,
  squaresFromSquareMeters,
  type BuildingInsights,
  type RoofSegment,
} from "./roof-measurement";

const segment = (rise: number, groundM2: number, azimuth = 180): RoofSegment => ({
  pitchDegrees: degreesFromRise(rise),
  azimuthDegrees: azimuth,
  groundAreaMeters2: groundM2,
  areaMeters2: groundM2 * slopeFactor(rise),
});

const insights = (segments: RoofSegment[], extra: Partial<BuildingInsights> = {}): BuildingInsights => ({
  segments,
  wholeRoof: null,
  buildingGroundAreaMeters2: null,
  imageryDate: "2024-03-18",
  imageryQuality: "HIGH",
  ...extra,
});

describe("pitch and area units", () => {
  it.each([
    [0, 0],
    [26.565051, 6],
    [33.690068, 8],
    [45, 12],
    [14.036243, 3],
  ])("%f° is %i/12", (degrees, rise) => {
    expect(riseFromDegrees(degrees)).toBeCloseTo(rise, 5);
    expect(degreesFromRise(rise)).toBeCloseTo(degrees, 5);
  });

  it.each([
    [0, 1],
    [6, Math.sqrt(1.25)],
    [12, Math.SQRT2],
    [9, 1.25],
  ])("a %i/12 roof has %f of surface per unit of plan", (rise, factor) => {
    expect(slopeFactor(rise)).toBeCloseTo(factor, 10);
  });

  it("a square is 100 sq ft, 9.2903 m²", () => {
    expect(squaresFromSquareMeters(9.290304)).toBeCloseTo(1, 6);
    expect(squaresFromSquareMeters(185.80608)).toBeCloseTo(20, 6);
  });

  it.each([
    [1, "simple"],
    [2, "simple"],
    [3, "moderate"],
    [4, "moderate"],
    [6, "moderate"],
    [7, "complex"],
    [14, "complex"],
  ] as const)("%i faces make a %s roof", (faces, complexity) => {
    expect(complexityFromFaces(faces)).toBe(complexity);
  });
});

describe("a measured roof", () => {
  it("is the sum of its segments' sloped areas, in squares, with its faces and pitch", () => {
    const m = measureRoof(insights([segment(6, 100), segment(6, 100, 0)]))!;
    expect(m.squares).toBeCloseTo(squaresFromSquareMeters(200 * slopeFactor(6)), 8);
    expect(m).toMatchObject({ faces: 2, pitch: 6, complexity: "simple", imageryDate: "2024-03-18", imageryQuality: "HIGH" });
  });

  it("takes the whole-roof figures when the provider gives them", () => {
    const m = measureRoof(insights([segment(6, 100)], { wholeRoof: { areaMeters2: 250, groundAreaMeters2: 220 } }))!;
    expect(m.squares).toBeCloseTo(squaresFromSquareMeters(250), 8);
  });

  it("scales up by the building's ground area when parts of the roof belong to no segment", () => {
    const m = measureRoof(insights([segment(8, 90), segment(8, 90, 0)], { buildingGroundAreaMeters2: 200 }))!;
    expect(m.squares).toBeCloseTo(squaresFromSquareMeters(200 * slopeFactor(8)), 8);
  });

  it("never scales down (a building ground area smaller than the roof's is ignored)", () => {
    const m = measureRoof(insights([segment(8, 90)], { buildingGroundAreaMeters2: 50 }))!;
    expect(m.squares).toBeCloseTo(squaresFromSquareMeters(90 * slopeFactor(8)), 8);
  });

  it("names the pitch that covers most of the roof, the steeper on a tie", () => {
    expect(measureRoof(insights([segment(6, 120), segment(10, 40), segment(10, 40)]))!.pitch).toBe(6);
    expect(measureRoof(insights([segment(6, 50), segment(10, 30), segment(10, 30)]))!.pitch).toBe(10);
    expect(measureRoof(insights([segment(6, 50), segment(9, 50)]))!.pitch).toBe(9);
  });

  it("counts planes under 2 m² as area but not as faces", () => {
    const m = measureRoof(insights([segment(6, 100), segment(6, 100, 0), segment(6, 1.2, 90), segment(6, 1.5, 270)]))!;
    expect(m.faces).toBe(2);
    expect(m.squares).toBeCloseTo(squaresFromSquareMeters(202.7 * slopeFactor(6)), 8);
  });

  it("is nothing without segments", () => {
    expect(measureRoof(insights([]))).toBeNull();
    expect(measureRoof(insights([{ ...segment(6, 0), areaMeters2: 0 }]))).toBeNull();
  });

  it.each([
    ["HIGH", true],
    ["MEDIUM", true],
    ["LOW", false],
    ["BASE", false],
    ["IMAGERY_QUALITY_UNSPECIFIED", false],
  ])("imagery of %s quality is measurable: %s", (quality, ok) => {
    expect(measurableImagery(quality)).toBe(ok);
  });

  it("becomes facts with the storeys and layers the visitor gave, its range its own area", () => {
    const m = measureRoof(insights([segment(9, 100), segment(9, 100, 0)]))!;
    expect(measuredRoofFacts(m, 2, 1)).toEqual({ squares: m.squares, squaresLow: m.squares, squaresHigh: m.squares, pitch: 9, pitchLow: 9, pitchHigh: 9, complexity: "simple", storeys: 2, layers: 1 });
  });
});

describe("a roof estimated from answers", () => {
  it("takes the footprint, or the living area shared by the storeys", () => {
    expect(footprintFromAnswers({ footprintSqFt: 1600, livingAreaSqFt: 5000, storeys: 2 })).toBe(1600);
    expect(footprintFromAnswers({ footprintSqFt: null, livingAreaSqFt: 3200, storeys: 2 })).toBe(1600);
  });

  it("puts the overhang round a 1.6-to-1 rectangle of the footprint", () => {
    expect(roofPlanSqFt(1000, 0)).toBeCloseTo(1000, 8);
    // 25 × 40 walls, 1 ft all round: 27 × 42.
    expect(roofPlanSqFt(1000, 1)).toBeCloseTo(27 * 42, 8);
  });

  it.each([
    ["a steep hip roof over 1,600 sq ft", { footprintSqFt: 1600, livingAreaSqFt: null, storeys: 1, shape: "hip", pitch: "steep", layers: 2 }, 23.02, 20.23, 27.5, [10, 8, 12], "moderate"],
    ["a low gable over 3,200 sq ft on two floors", { footprintSqFt: null, livingAreaSqFt: 3200, storeys: 2, shape: "gable", pitch: "low", layers: 1 }, 18.42, 17.35, 20.5, [3.5, 3, 4], "simple"],
  ] as const)("%s", (_label, answers, squares, low, high, pitches, complexity) => {
    const facts = estimateRoofFromAnswers(answers);
    expect(facts.squares).toBeCloseTo(squares, 2);
    expect(facts.squaresLow).toBeCloseTo(low, 2);
    expect(facts.squaresHigh).toBeCloseTo(high, 1);
    expect([facts.pitch, facts.pitchLow, facts.pitchHigh]).toEqual(pitches);
    expect(facts.complexity).toBe(complexity);
    expect(facts.layers).toBe(answers.layers);
  });
});

describe("wording", () => {
  it.each([
    ["2022-08-14", "August 14, 2022"],
    ["2023-10", "October 2023"],
    ["2024-01-05", "January 5, 2024"],
    ["soon", "soon"],
  ])("imagery of %s reads %s", (date, words) => {
    expect(formatImageryDate(date)).toBe(words);
  });

  it("writes pitch as x/12 and squares to one decimal", () => {
    expect(formatPitch(8)).toBe("8/12");
    expect(formatPitch(3.5)).toBe("3.5/12");
    expect(formatSquares(24.66)).toBe("24.7");
    expect(formatSquares(30)).toBe("30.0");
  });
});
