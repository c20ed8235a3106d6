/**
 * The owner's price book and the rule that turns a roof into a price range per material
 * (docs/decisions/017-instant-estimate.md). The range's ends come from the price book's low and
 * high installed prices per square, on the roof's area range, plus waste by complexity, tear-off
 * per layer, steep-slope and storey additions, permit and disposal, never below the minimum job.
 * Every line that went into a range is said in words beside it. Pure: no React, HTTP or database.
 */
import { z } from "zod";
import { COMPLEXITY_LABELS, formatPitch, formatSquares, SQUARE_FEET_PER_SQUARE, type RoofComplexity, type RoofFacts } from "./roof-measurement";

export interface PriceBookMaterial {
  name: string;
  /** Installed price per square (material and labour), low and high end. */
  lowPerSquare: number;
  highPerSquare: number;
}

export interface PitchAddition {
  /** From this pitch (x/12) up. */
  fromPitch: number;
  percent: number;
}

export interface PriceBook {
  materials: PriceBookMaterial[];
  tearOffPerSquarePerLayer: number;
  wastePercent: Record<RoofComplexity, number>;
  steep: PitchAddition;
  verySteep: PitchAddition;
  storeyPercent: { two: number; threePlus: number };
  minimumJob: number;
  permit: number;
  disposal: number;
  /** Whether a visitor gives a name and a phone or e-mail before seeing the range (default: after). */
  contactBeforeRange: boolean;
  /**
   * The most paid roof measurements a day (office time); past it, visitors answer questions instead.
   * Books saved before it existed read DEFAULT_DAILY_MEASUREMENTS (dailyMeasurementsOf).
   */
  dailyMeasurements?: number;
}

/** The paid roof-measurement service, as its calls are counted per office day. */
export const ROOF_MEASUREMENT_PROVIDER = "roof-measurement";

/** The daily budget of paid roof measurements until the owner sets one: a busy storm day's worth. */
export const DEFAULT_DAILY_MEASUREMENTS = 100;

export function dailyMeasurementsOf(book: PriceBook): number {
  return book.dailyMeasurements ?? DEFAULT_DAILY_MEASUREMENTS;
}

export interface MaterialRange {
  name: string;
  low: number;
  high: number;
  lowPerSquare: number;
  highPerSquare: number;
  /** The minimum job raised one or both ends. */
  minimumApplied: boolean;
}

export interface PricedRoof {
  ranges: MaterialRange[];
  /** What the ranges assume, one sentence each, in the order a homeowner reads a quote. */
  assumptions: string[];
}

const roundDown = (amount: number) => Math.floor(amount / 100) * 100;
const roundUp = (amount: number) => Math.ceil(amount / 100) * 100;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
/** "$12,400": whole dollars, as estimates are written. */
export const formatUsd = (amount: number): string => usd.format(Math.round(amount));

/** The percentage added for a pitch: the very-steep one from its pitch, the steep one from its own. */
export function pitchAdditionPercent(pitch: number, book: Pick<PriceBook, "steep" | "verySteep">): number {
  if (pitch >= book.verySteep.fromPitch) return book.verySteep.percent;
  if (pitch >= book.steep.fromPitch) return book.steep.percent;
  return 0;
}

export function storeyAdditionPercent(storeys: number, book: Pick<PriceBook, "storeyPercent">): number {
  if (storeys >= 3) return book.storeyPercent.threePlus;
  if (storeys === 2) return book.storeyPercent.two;
  return 0;
}

/**
 * One end of a range: installation on the ordered squares (area plus waste), tear-off on the roof
 * area, both raised by the pitch and storey additions (labour on a steep or tall roof), then the
 * fixed lines.
 */
function priceEnd(squares: number, perSquare: number, pitch: number, facts: RoofFacts, book: PriceBook): number {
  const ordered = squares * (1 + book.wastePercent[facts.complexity] / 100);
  const labourFactor = 1 + (pitchAdditionPercent(pitch, book) + storeyAdditionPercent(facts.storeys, book)) / 100;
  const tearOff = squares * facts.layers * book.tearOffPerSquarePerLayer;
  const fixed = book.permit + (facts.layers > 0 ? book.disposal : 0);
  return (ordered * perSquare + tearOff) * labourFactor + fixed;
}

export function priceRoof(facts: RoofFacts, book: PriceBook, method: "measured" | "answers"): PricedRoof {
  const ranges = book.materials.map((m): MaterialRange => {
    const low = priceEnd(facts.squaresLow, m.lowPerSquare, facts.pitchLow, facts, book);
    const high = priceEnd(facts.squaresHigh, m.highPerSquare, facts.pitchHigh, facts, book);
    return {
      name: m.name,
      low: roundDown(Math.max(low, book.minimumJob)),
      high: roundUp(Math.max(high, book.minimumJob)),
      lowPerSquare: m.lowPerSquare,
      highPerSquare: m.highPerSquare,
      minimumApplied: low < book.minimumJob || high < book.minimumJob,
    };
  });
  return { ranges, assumptions: assumptionsOf(facts, book, method, ranges.some((r) => r.minimumApplied)) };
}

function assumptionsOf(facts: RoofFacts, book: PriceBook, method: "measured" | "answers", minimumApplied: boolean): string[] {
  const lines: string[] = [];
  const sqft = (squares: number) => Math.round(squares * SQUARE_FEET_PER_SQUARE).toLocaleString("en-US");
  lines.push(
    method === "measured"
      ? `Roof area: ${formatSquares(facts.squares)} squares (${sqft(facts.squares)} sq ft of roof surface), measured from aerial imagery.`
      : `Roof area: about ${formatSquares(facts.squares)} squares, estimated from your answers; the range allows ${formatSquares(facts.squaresLow)} to ${formatSquares(facts.squaresHigh)} squares.`,
  );
  const waste = book.wastePercent[facts.complexity];
  lines.push(`Waste and cut-offs: ${waste}% extra material for a ${COMPLEXITY_LABELS[facts.complexity]}.`);
  lines.push(
    facts.layers === 0
      ? "Tear-off: none (no old roofing to remove)."
      : `Tear-off: ${facts.layers} ${facts.layers === 1 ? "layer" : "layers"} of old roofing removed at ${formatUsd(book.tearOffPerSquarePerLayer)} a square per layer.`,
  );
  const pitchLow = pitchAdditionPercent(facts.pitchLow, book);
  const pitchHigh = pitchAdditionPercent(facts.pitchHigh, book);
  if (pitchHigh > 0) {
    lines.push(
      facts.pitchLow === facts.pitchHigh
        ? `Steep-slope addition: +${pitchHigh}% on labour for a ${formatPitch(facts.pitch)} pitch.`
        : `Steep-slope addition: ${pitchLow === pitchHigh ? `+${pitchHigh}%` : `+${pitchLow}% to +${pitchHigh}%`} on labour for a pitch between ${formatPitch(facts.pitchLow)} and ${formatPitch(facts.pitchHigh)}.`,
    );
  } else {
    lines.push(`Pitch: ${facts.pitchLow === facts.pitchHigh ? formatPitch(facts.pitch) : `${formatPitch(facts.pitchLow)} to ${formatPitch(facts.pitchHigh)}`}, walkable: no steep-slope addition.`);
  }
  const storeys = storeyAdditionPercent(facts.storeys, book);
  lines.push(
    storeys > 0
      ? `${facts.storeys >= 3 ? "Three or more storeys" : "Two storeys"}: +${storeys}% on labour for the height.`
      : `${facts.storeys === 1 ? "One storey" : facts.storeys === 2 ? "Two storeys" : "Three or more storeys"}: no height addition.`,
  );
  if (book.permit > 0) lines.push(`Building permit and inspection: ${formatUsd(book.permit)}.`);
  if (facts.layers > 0 && book.disposal > 0) lines.push(`Dumpster and disposal of the old roofing: ${formatUsd(book.disposal)}.`);
  if (minimumApplied) lines.push(`Minimum job: ${formatUsd(book.minimumJob)}.`);
  lines.push("Not included: replacing rotten decking, which the inspection finds and prices per sheet, and gutters, skylights or chimney work.");
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The owner's form
// ---------------------------------------------------------------------------------------------

/** Rows the price-book form offers for materials (empty rows are left out). */
export const MAX_MATERIALS = 8;

/** Rules of thumb the form starts with; prices start empty — only the owner knows them. */
export const PRICE_BOOK_STARTING_RULES = {
  wastePercent: { simple: 10, moderate: 12, complex: 15 },
  steep: { fromPitch: 8, percent: 10 },
  verySteep: { fromPitch: 10, percent: 20 },
  storeyPercent: { two: 8, threePlus: 15 },
} as const;

/** The form's field names for one material row. */
export const materialField = (i: number, part: "name" | "low" | "high") => `material${i}${part[0].toUpperCase()}${part.slice(1)}`;

function amount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const dollars = (label: string, max = 1_000_000) =>
  z
    .string()
    .transform((v) => amount(v))
    .pipe(
      z
        .number({ error: `Enter ${label} in dollars, like 1,250 or 1250.50.` })
        .refine((n) => Number.isFinite(n), `Enter ${label} in dollars, like 1,250 or 1250.50.`)
        .refine((n) => n >= 0 && n <= max, `${label[0].toUpperCase()}${label.slice(1)} must be between $0 and ${formatUsd(max)}.`),
    );

/** A typed number: empty or unreadable is NaN, which z.number() refuses with the field's message. */
const typedNumber = (v: string) => (v.trim() === "" ? Number.NaN : Number(v.trim()));

const percent = (label: string, max: number) =>
  z
    .string()
    .transform(typedNumber)
    .pipe(z.number({ error: `Enter ${label.toLowerCase()} as a number of percent.` }).min(0, `${label} cannot be negative.`).max(max, `${label} can be at most ${max}%.`));

const pitch = (label: string) => {
  const message = `Enter ${label} as a whole number from 4 to 12 (the x in x/12).`;
  return z.string().transform(typedNumber).pipe(z.number({ error: message }).int(message).min(4, message).max(12, message));
};

const materialShape = Object.fromEntries(
  Array.from({ length: MAX_MATERIALS }, (_, i) => [
    [materialField(i, "name"), z.string().transform((v) => v.replace(/\s+/g, " ").trim()).pipe(z.string().max(60, "A material's name can be at most 60 characters."))],
    [materialField(i, "low"), z.string().transform((v) => amount(v))],
    [materialField(i, "high"), z.string().transform((v) => amount(v))],
  ]).flat(),
) as Record<string, z.ZodType<string | number | null>>;

/** The price-book form as the owner filled it in, checked; the result is the book to save. */
export const priceBookFormSchema = z
  .object({
    ...materialShape,
    tearOffPerSquarePerLayer: dollars("the tear-off price", 10_000),
    wasteSimple: percent("Waste for a simple roof", 50),
    wasteModerate: percent("Waste for a 3-6 face roof", 50),
    wasteComplex: percent("Waste for a complex roof", 50),
    steepFromPitch: pitch("the steep pitch"),
    steepPercent: percent("The steep-slope addition", 100),
    verySteepFromPitch: pitch("the very steep pitch"),
    verySteepPercent: percent("The very-steep addition", 100),
    twoStoreyPercent: percent("The two-storey addition", 100),
    threeStoreyPercent: percent("The three-storey addition", 100),
    minimumJob: dollars("the minimum job"),
    permit: dollars("the permit line", 100_000),
    disposal: dollars("the disposal line", 100_000),
    contactBeforeRange: z.string().transform((v) => v === "yes" || v === "on"),
    dailyMeasurements: z
      .string()
      .transform(typedNumber)
      .pipe(
        z
          .number({ error: "Enter the daily number of roof measurements as a whole number, like 100 (0 for none)." })
          .int("Enter the daily number of roof measurements as a whole number, like 100 (0 for none).")
          .min(0, "The daily number of roof measurements cannot be negative.")
          .max(10_000, "At most 10,000 roof measurements a day."),
      ),
  })
  .superRefine(
    (form, ctx) => {
      const values = form as Record<string, unknown>;
      let offered = 0;
      for (let i = 0; i < MAX_MATERIALS; i++) {
        const name = values[materialField(i, "name")] as string | undefined;
        const low = values[materialField(i, "low")] as number | null | undefined;
        const high = values[materialField(i, "high")] as number | null | undefined;
        if (!name && low == null && high == null) continue;
        if (!name) ctx.addIssue({ code: "custom", path: [materialField(i, "name")], message: "Name this material, or clear its prices." });
        for (const [part, value] of [["low", low], ["high", high]] as const) {
          if (value == null || !Number.isFinite(value) || value <= 0 || value > 100_000) {
            ctx.addIssue({ code: "custom", path: [materialField(i, part)], message: `Enter the ${part} installed price per square in dollars, like 450.` });
          }
        }
        if (typeof low === "number" && typeof high === "number" && low > high) {
          ctx.addIssue({ code: "custom", path: [materialField(i, "high")], message: "The high price must be at least the low price." });
        }
        offered++;
      }
      if (offered === 0) ctx.addIssue({ code: "custom", path: [materialField(0, "name")], message: "Offer at least one material with its low and high price per square." });
      if (typeof form.steepFromPitch === "number" && typeof form.verySteepFromPitch === "number" && form.verySteepFromPitch <= form.steepFromPitch) {
        ctx.addIssue({ code: "custom", path: ["verySteepFromPitch"], message: "The very steep pitch must be steeper than the steep one." });
      }
    },
    { when: () => true },
  )
  .transform((form): PriceBook => {
    const values = form as Record<string, unknown>;
    const materials: PriceBookMaterial[] = [];
    for (let i = 0; i < MAX_MATERIALS; i++) {
      const name = values[materialField(i, "name")] as string;
      if (!name) continue;
      materials.push({ name, lowPerSquare: values[materialField(i, "low")] as number, highPerSquare: values[materialField(i, "high")] as number });
    }
    return {
      materials,
      tearOffPerSquarePerLayer: form.tearOffPerSquarePerLayer,
      wastePercent: { simple: form.wasteSimple, moderate: form.wasteModerate, complex: form.wasteComplex },
      steep: { fromPitch: form.steepFromPitch, percent: form.steepPercent },
      verySteep: { fromPitch: form.verySteepFromPitch, percent: form.verySteepPercent },
      storeyPercent: { two: form.twoStoreyPercent, threePlus: form.threeStoreyPercent },
      minimumJob: form.minimumJob,
      permit: form.permit,
      disposal: form.disposal,
      contactBeforeRange: form.contactBeforeRange,
      dailyMeasurements: form.dailyMeasurements,
    };
  });

/** A saved book as the form's fields, to edit it again (or the starting rules when there is none). */
export function priceBookFormValues(book: PriceBook | null): Record<string, string> {
  const rules = book ?? PRICE_BOOK_STARTING_RULES;
  const values: Record<string, string> = {
    wasteSimple: String(rules.wastePercent.simple),
    wasteModerate: String(rules.wastePercent.moderate),
    wasteComplex: String(rules.wastePercent.complex),
    steepFromPitch: String(rules.steep.fromPitch),
    steepPercent: String(rules.steep.percent),
    verySteepFromPitch: String(rules.verySteep.fromPitch),
    verySteepPercent: String(rules.verySteep.percent),
    twoStoreyPercent: String(rules.storeyPercent.two),
    threeStoreyPercent: String(rules.storeyPercent.threePlus),
    dailyMeasurements: String(book ? dailyMeasurementsOf(book) : DEFAULT_DAILY_MEASUREMENTS),
  };
  if (!book) return values;
  book.materials.forEach((m, i) => {
    values[materialField(i, "name")] = m.name;
    values[materialField(i, "low")] = String(m.lowPerSquare);
    values[materialField(i, "high")] = String(m.highPerSquare);
  });
  return {
    ...values,
    tearOffPerSquarePerLayer: String(book.tearOffPerSquarePerLayer),
    minimumJob: String(book.minimumJob),
    permit: String(book.permit),
    disposal: String(book.disposal),
    contactBeforeRange: book.contactBeforeRange ? "yes" : "",
  };
}
