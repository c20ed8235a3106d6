import { describe, expect, it } from "vitest";
import { parseForm } from "./forms";
import type { RoofFacts } from "./roof-measurement";
import { DEFAULT_DAILY_MEASUREMENTS, dailyMeasurementsOf, formatUsd, materialField, pitchAdditionPercent, priceBookFormSchema, priceBookFormValues, priceRoof, storeyAdditionPercent } from "./roof-pricing";
import { TEST_PRICE_BOOK } from "../../tests/support/price-book";

const book = TEST_PRICE_BOOK;

const measured = (over: Partial<RoofFacts> = {}): RoofFacts => ({
  squares: 25,
  squaresLow: 25,
  squaresHigh: 25,
  pitch: 6,
  pitchLow: 6,
  pitchHigh: 6,
  complexity: "moderate",
  storeys: 1,
  layers: 1,
  ...over,
});

describe("the price of a roof", () => {
  it("is installation on area plus waste, tear-off per layer, permit and disposal, rounded out to $100", () => {
    // Shingles low: 25 sq × 1.12 = 28 ordered × $450 = 12,600; tear-off 25 × $75 = 1,875; + 250 + 400 = 15,125 → 15,100.
    // Shingles high: 28 × $550 = 15,400 + 1,875 + 650 = 17,925 → 18,000. Metal: 29,125 → 29,100 and 37,525 → 37,600.
    const { ranges } = priceRoof(measured(), book, "measured");
    expect(ranges).toEqual([
      { name: "Architectural shingles", low: 15_100, high: 18_000, lowPerSquare: 450, highPerSquare: 550, minimumApplied: false },
      { name: "Standing-seam metal", low: 29_100, high: 37_600, lowPerSquare: 950, highPerSquare: 1250, minimumApplied: false },
    ]);
  });

  it("adds the steep-slope and storey percentages to the labour, not to the permit or disposal", () => {
    // (12,600 + 1,875) × 1.18 + 650 = 17,730.5 → 17,700; (15,400 + 1,875) × 1.18 + 650 = 21,034.5 → 21,100.
    const [shingles] = priceRoof(measured({ pitch: 9, pitchLow: 9, pitchHigh: 9, storeys: 2 }), book, "measured").ranges;
    expect([shingles.low, shingles.high]).toEqual([17_700, 21_100]);
  });

  it("prices an estimated roof from its smallest area and lowest pitch to its largest and steepest", () => {
    // Low: 20 sq × 1.15 × 450 = 10,350 + 2 × 20 × 75 = 3,000 → × 1.10 = 14,685 + 650 = 15,335 → 15,300.
    // High: 30 × 1.15 × 550 = 18,975 + 4,500 → × 1.20 = 28,170 + 650 = 28,820 → 28,900.
    const facts = measured({ squares: 25, squaresLow: 20, squaresHigh: 30, pitch: 10, pitchLow: 8, pitchHigh: 12, complexity: "complex", layers: 2 });
    const [shingles] = priceRoof(facts, book, "answers").ranges;
    expect([shingles.low, shingles.high]).toEqual([15_300, 28_900]);
  });

  it("never goes below the minimum job, and says so", () => {
    // 5 sq × 1.10 × 450 = 2,475 + 250 permit (no tear-off, no disposal) = 2,725: under $6,000.
    const priced = priceRoof(measured({ squares: 5, squaresLow: 5, squaresHigh: 5, complexity: "simple", layers: 0 }), book, "measured");
    expect(priced.ranges[0]).toMatchObject({ low: 6000, high: 6000, minimumApplied: true });
    expect(priced.assumptions).toContain("Minimum job: $6,000.");
    expect(priced.assumptions).toContain("Tear-off: none (no old roofing to remove).");
    expect(priced.assumptions.some((a) => a.startsWith("Dumpster"))).toBe(false);
  });

  it.each([
    [4, 0],
    [7, 0],
    [8, 10],
    [9, 10],
    [10, 20],
    [12, 20],
  ])("a %i/12 pitch adds %i%%", (pitch, percent) => {
    expect(pitchAdditionPercent(pitch, book)).toBe(percent);
  });

  it.each([
    [1, 0],
    [2, 8],
    [3, 15],
  ])("%i storeys add %i%%", (storeys, percent) => {
    expect(storeyAdditionPercent(storeys, book)).toBe(percent);
  });

  it("says every assumption in words", () => {
    expect(priceRoof(measured({ pitch: 10, pitchLow: 10, pitchHigh: 10, storeys: 2 }), book, "measured").assumptions).toEqual([
      "Roof area: 25.0 squares (2,500 sq ft of roof surface), measured from aerial imagery.",
      "Waste and cut-offs: 12% extra material for a roof with 3 to 6 faces (a hip roof or a gable with a wing).",
      "Tear-off: 1 layer of old roofing removed at $75 a square per layer.",
      "Steep-slope addition: +20% on labour for a 10/12 pitch.",
      "Two storeys: +8% on labour for the height.",
      "Building permit and inspection: $250.",
      "Dumpster and disposal of the old roofing: $400.",
      "Not included: replacing rotten decking, which the inspection finds and prices per sheet, and gutters, skylights or chimney work.",
    ]);
    const answered = priceRoof(measured({ squares: 23, squaresLow: 20.2, squaresHigh: 27.5, pitch: 10, pitchLow: 8, pitchHigh: 12 }), book, "answers").assumptions;
    expect(answered[0]).toBe("Roof area: about 23.0 squares, estimated from your answers; the range allows 20.2 to 27.5 squares.");
    expect(answered[3]).toBe("Steep-slope addition: +10% to +20% on labour for a pitch between 8/12 and 12/12.");
    const walkable = priceRoof(measured({ pitch: 3.5, pitchLow: 3, pitchHigh: 4 }), book, "answers").assumptions;
    expect(walkable[3]).toBe("Pitch: 3/12 to 4/12, walkable: no steep-slope addition.");
  });

  it("writes whole dollars", () => {
    expect(formatUsd(12400)).toBe("$12,400");
    expect(formatUsd(999.6)).toBe("$1,000");
  });
});

/** A filled-in price-book form. */
function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(priceBookFormValues(book))) data.set(k, v);
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("the owner's price-book form", () => {
  it("reads back the book it shows", () => {
    const parsed = parseForm(priceBookFormSchema, form({}));
    expect(parsed).toEqual({ ok: true, data: book });
  });

  it("starts with rules of thumb and no prices", () => {
    const values = priceBookFormValues(null);
    expect(values).toMatchObject({ wasteSimple: "10", wasteModerate: "12", wasteComplex: "15", steepFromPitch: "8", verySteepFromPitch: "10" });
    expect(values[materialField(0, "low")]).toBeUndefined();
    expect(values.minimumJob).toBeUndefined();
  });

  it("takes prices written with dollar signs and commas, and leaves empty rows out", () => {
    const parsed = parseForm(priceBookFormSchema, form({ [materialField(1, "name")]: "", [materialField(1, "low")]: "", [materialField(1, "high")]: "", minimumJob: "$7,500", permit: "1,250.50" }));
    expect(parsed.ok && parsed.data.materials).toEqual([book.materials[0]]);
    expect(parsed.ok && [parsed.data.minimumJob, parsed.data.permit]).toEqual([7500, 1250.5]);
  });

  it.each([
    ["no material at all", { [materialField(0, "name")]: "", [materialField(0, "low")]: "", [materialField(0, "high")]: "", [materialField(1, "name")]: "", [materialField(1, "low")]: "", [materialField(1, "high")]: "" }, materialField(0, "name"), "Offer at least one material with its low and high price per square."],
    ["a price without a name", { [materialField(2, "low")]: "400" }, materialField(2, "name"), "Name this material, or clear its prices."],
    ["a material without its high price", { [materialField(0, "high")]: "" }, materialField(0, "high"), "Enter the high installed price per square in dollars, like 450."],
    ["a low price above the high one", { [materialField(0, "low")]: "600" }, materialField(0, "high"), "The high price must be at least the low price."],
    ["words for a price", { minimumJob: "about six grand" }, "minimumJob", "Enter the minimum job in dollars, like 1,250 or 1250.50."],
    ["a waste of 80%", { wasteComplex: "80" }, "wasteComplex", "Waste for a complex roof can be at most 50%."],
    ["a very steep pitch below the steep one", { verySteepFromPitch: "7" }, "verySteepFromPitch", "The very steep pitch must be steeper than the steep one."],
    ["a pitch of 15/12", { steepFromPitch: "15" }, "steepFromPitch", "Enter the steep pitch as a whole number from 4 to 12 (the x in x/12)."],
  ])("refuses %s with a message on the field", (_label, change, field, message) => {
    const parsed = parseForm(priceBookFormSchema, form(change));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });

  it("keeps the owner's choice to ask for contact details first", () => {
    const parsed = parseForm(priceBookFormSchema, form({ contactBeforeRange: "yes" }));
    expect(parsed.ok && parsed.data.contactBeforeRange).toBe(true);
  });

  it("keeps the owner's daily budget of paid measurements, 0 included, and reads 100 from a book saved before it", () => {
    const none = parseForm(priceBookFormSchema, form({ dailyMeasurements: "0" }));
    expect(none.ok && none.data.dailyMeasurements).toBe(0);
    const negative = parseForm(priceBookFormSchema, form({ dailyMeasurements: "-5" }));
    expect(negative.ok ? null : negative.errors.dailyMeasurements).toBe("The daily number of roof measurements cannot be negative.");
    const { dailyMeasurements: _, ...older } = book;
    expect(dailyMeasurementsOf(older)).toBe(DEFAULT_DAILY_MEASUREMENTS);
    expect(priceBookFormValues(older).dailyMeasurements).toBe("100");
  });
});
