/**
 * The measurement and questionnaire rules against roofs whose true area is known analytically
 * (tests/fakes/reference-roofs.mjs, the same roofs `npm run bench:estimate` prints): the Solar API
 * answer built from each roof's geometry, read and measured as the app does, lands within ±2% of
 * the true surface; the homeowner's answers about the house, within ±15%.
 */
import { describe, expect, it } from "vitest";
import { parseForm } from "~/domain/forms";
import { estimateAnswersSchema } from "~/domain/instant-estimate";
import { estimateRoofFromAnswers, measureRoof, slopeFactor } from "~/domain/roof-measurement";
import { buildingInsightsFrom } from "~/estimate/solar.server";
import { buildingInsights, questionnaireAnswers, REFERENCE_ROOFS, roofPlanes, trueRoofSquares } from "../fakes/reference-roofs.mjs";

const measured = (roof: (typeof REFERENCE_ROOFS)[number]) =>
  measureRoof(buildingInsightsFrom(JSON.parse(JSON.stringify(buildingInsights(roof, { latitude: 35.95, longitude: -77.8 })))))!;

function answered(roof: (typeof REFERENCE_ROOFS)[number], useLivingArea: boolean) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ address: "1 Reference Road, Rocky Mount, NC 27804", ...questionnaireAnswers(roof, { useLivingArea }) })) form.set(k, v);
  const parsed = parseForm(estimateAnswersSchema, form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const a = parsed.data;
  return estimateRoofFromAnswers({ footprintSqFt: a.footprint, livingAreaSqFt: a.livingArea, storeys: a.storeys, shape: a.shape, pitch: a.pitch, layers: a.layers });
}

const error = (estimate: number, truth: number) => (estimate - truth) / truth;

describe("the reference roofs", () => {
  it("cover gables, hips, L-shapes and dormers from 3/12 to 12/12", () => {
    expect(REFERENCE_ROOFS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(REFERENCE_ROOFS.map((r) => r.pitch))).toEqual(new Set([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(new Set(REFERENCE_ROOFS.map((r) => r.kind))).toEqual(new Set(["gable", "hip", "l-gable", "l-hip"]));
    expect(REFERENCE_ROOFS.filter((r) => "dormers" in r).length).toBeGreaterThanOrEqual(3);
  });

  it("have the area their geometry gives, worked out by hand for two of them", () => {
    // 40 × 26 ft gable, 1 ft overhang, 3/12: 42 × 28 × √(1 + 1/16) = 1,212.19 sq ft.
    expect(trueRoofSquares(REFERENCE_ROOFS.find((r) => r.id === "ranch-gable-3")!)).toBeCloseTo(12.1219, 4);
    // 40 × 40 ft hip, 1 ft overhang, 7/12: four triangles over 42 × 42 ft, × √(1 + 49/144).
    expect(trueRoofSquares(REFERENCE_ROOFS.find((r) => r.id === "square-hip-7")!)).toBeCloseTo((42 * 42 * slopeFactor(7)) / 100, 6);
    for (const roof of REFERENCE_ROOFS) expect(roofPlanes(roof).every((p) => p.plan > 0), roof.id).toBe(true);
  });

  it.each(REFERENCE_ROOFS.map((r) => [r.id, r] as const))("%s: measured within ±2%%, answered within ±15%%", (_id, roof) => {
    const truth = trueRoofSquares(roof);
    expect(Math.abs(error(measured(roof).squares, truth))).toBeLessThanOrEqual(0.02);
    expect(Math.abs(error(answered(roof, false).squares, truth))).toBeLessThanOrEqual(0.15);
    expect(Math.abs(error(answered(roof, true).squares, truth))).toBeLessThanOrEqual(0.15);
  });

  it("puts the true area inside the questionnaire's range", () => {
    for (const roof of REFERENCE_ROOFS) {
      const facts = answered(roof, false);
      const truth = trueRoofSquares(roof);
      expect(facts.squaresLow, roof.id).toBeLessThanOrEqual(truth);
      expect(facts.squaresHigh, roof.id).toBeGreaterThanOrEqual(truth);
    }
  });
});
