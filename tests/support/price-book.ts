/** A price book for tests: two materials and the usual lines (app/domain/roof-pricing.ts). */
import type { PriceBook } from "~/domain/roof-pricing";

export const TEST_PRICE_BOOK: PriceBook = {
  materials: [
    { name: "Architectural shingles", lowPerSquare: 450, highPerSquare: 550 },
    { name: "Standing-seam metal", lowPerSquare: 950, highPerSquare: 1250 },
  ],
  tearOffPerSquarePerLayer: 75,
  wastePercent: { simple: 10, moderate: 12, complex: 15 },
  steep: { fromPitch: 8, percent: 10 },
  verySteep: { fromPitch: 10, percent: 20 },
  storeyPercent: { two: 8, threePlus: 15 },
  minimumJob: 6000,
  permit: 250,
  disposal: 400,
  contactBeforeRange: false,
  dailyMeasurements: 100,
};
