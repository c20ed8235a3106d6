/**
 * What the instant estimate asks the visitor (docs/decisions/017-instant-estimate.md): the address
 * with the two things aerial imagery cannot show (storeys, layers to tear off), the questionnaire
 * that replaces the measurement, and the contact step. How each field is checked, with a sentence a
 * visitor can act on, and the plain words shown when the measurement could not be made.
 * Pure: no React, HTTP or database.
 */
import { z } from "zod";
import { contactFields, requireContact, timeWindowField } from "./leads";
import {
  formatImageryDate,
  formatPitch,
  formatSquares,
  PITCH_CLASSES,
  ROOF_SHAPES,
  type PitchClass,
  type RoofFacts,
  type RoofMeasurement,
  type RoofShape,
  type Storeys,
} from "./roof-measurement";
import { formatUsd, type MaterialRange } from "./roof-pricing";

export const STOREY_CHOICES = [
  { value: "1", label: "One storey" },
  { value: "2", label: "Two storeys" },
  { value: "3", label: "Three or more" },
] as const;

export const LAYER_CHOICES = [
  { value: "1", label: "One layer (most homes)", layers: 1 },
  { value: "2", label: "Two layers", layers: 2 },
  { value: "3", label: "Three layers", layers: 3 },
  { value: "0", label: "None: the old roof is already off", layers: 0 },
  { value: "unknown", label: "Not sure (we assume one)", layers: 1 },
] as const;

const choice = <T extends readonly { value: string }[]>(list: T, message: string) =>
  z.enum(list.map((c) => c.value) as [T[number]["value"], ...T[number]["value"][]], { error: message });

const ADDRESS_HINT = "Enter the house number and street, then the town, like 1150 Sunset Avenue, Rocky Mount, NC 27804.";

export const addressField = z
  .string()
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, ADDRESS_HINT)
      .max(200, "The address can be at most 200 characters.")
      // A house number, the street and the town: at least three words after the number.
      .refine((v) => /^\d+[A-Za-z]?(?:[\s,]+[^\s,]+){3,}/.test(v), ADDRESS_HINT),
  );

const storeysField = choice(STOREY_CHOICES, "Choose how many storeys the house has.").transform((v) => Number(v) as Storeys);
const layersField = choice(LAYER_CHOICES, "Choose how many layers of old roofing come off.").transform(
  (v) => LAYER_CHOICES.find((c) => c.value === v)!.layers as number,
);

/** The first step: the address, and what imagery cannot tell. */
export const estimateAddressSchema = z.object({
  address: addressField,
  storeys: storeysField,
  layers: layersField,
});

const squareFeet = (label: string) =>
  z
    .string()
    .transform((v) => v.replace(/[,\s]/g, ""))
    .transform((v) => (v === "" ? null : Number(v)))
    .pipe(
      z
        .number({ error: `Enter the ${label} in square feet, like 1,800.` })
        .int(`Enter the ${label} in whole square feet, like 1,800.`)
        .min(300, `A house's ${label} is at least 300 sq ft: check the number.`)
        .max(15_000, `For a ${label} over 15,000 sq ft, please call us: we price large roofs on site.`)
        .nullable(),
    );

/** The questionnaire: the roof estimated from the house instead of measured. */
export const estimateAnswersSchema = z
  .object({
    address: addressField,
    footprint: squareFeet("footprint"),
    livingArea: squareFeet("living area"),
    storeys: storeysField,
    shape: z.enum(Object.keys(ROOF_SHAPES) as [RoofShape, ...RoofShape[]], { error: "Choose the shape closest to your roof." }),
    pitch: z.enum(Object.keys(PITCH_CLASSES) as [PitchClass, ...PitchClass[]], { error: "Choose how steep the roof is." }),
    layers: layersField,
  })
  .superRefine(
    (a, ctx) => {
      if (a.footprint || a.livingArea) return;
      ctx.addIssue({ code: "custom", path: ["footprint"], message: "Give the house's footprint or its living area (one is enough)." });
    },
    { when: () => true },
  );

/** Contact details: before the range (when the owner asks for them first) or to have it sent. */
export const estimateContactSchema = z.object(contactFields).superRefine(...requireContact);

/** The result page's one step: send the estimate, and book the inspection that confirms it. */
export const estimateSendSchema = z
  .object({
    ...contactFields,
    timeWindow: timeWindowField,
    bookInspection: z.string().transform((v) => v === "yes" || v === "on"),
  })
  .superRefine(...requireContact);

/** An address as the geocoder found it. */
export interface GeocodedAddress {
  matchedAddress: string;
  latitude: number;
  longitude: number;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** "Nash County"; null when the geocoder did not say. */
  county: string | null;
}

/** Booking the inspection on an estimate whose visitor gave their details before the range. */
export const estimateBookSchema = z.object({ timeWindow: timeWindowField });

/** The same address however it was typed: the key of the lookup cache. */
export function addressKey(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(north carolina)\b/g, "nc")
    .replace(/\b(avenue)\b/g, "ave")
    .replace(/\b(street)\b/g, "st")
    .replace(/\b(road)\b/g, "rd")
    .replace(/\b(drive)\b/g, "dr")
    .replace(/\b(lane)\b/g, "ln")
    .replace(/\s+/g, " ")
    .trim();
}

/** Why the roof was not measured; each has its sentence for the visitor. */
export const MEASUREMENT_FALLBACKS = [
  "chosen",
  "not-configured",
  "no-match",
  "geocoder-unavailable",
  "not-found",
  "low-quality",
  "implausible",
  "timeout",
  "quota",
  "unavailable",
  "too-many",
  "daily-budget",
] as const;
export type MeasurementFallback = (typeof MEASUREMENT_FALLBACKS)[number];

const THEN_ANSWER = "A few questions about the house will do instead.";

export const FALLBACK_MESSAGES: Record<MeasurementFallback, string> = {
  chosen: "Answer a few questions about the house and we will estimate the roof from them.",
  "not-configured": `This site does not measure roofs from aerial imagery. ${THEN_ANSWER}`,
  "no-match": `We could not find that address on the map, so we cannot measure its roof. Check the address, or answer a few questions instead.`,
  "geocoder-unavailable": `The map service that finds addresses is not answering right now, so we cannot measure the roof. ${THEN_ANSWER}`,
  "not-found": `There are no aerial measurements for the building at that address (new homes and houses far from the road are often missing). ${THEN_ANSWER}`,
  "low-quality": `The aerial imagery of that address is too coarse to measure the roof reliably. ${THEN_ANSWER}`,
  implausible: `The aerial measurement of that address came out at a size no house has, so we will not price from it. ${THEN_ANSWER}`,
  timeout: `The roof-measurement service took too long to answer. ${THEN_ANSWER}`,
  quota: `The roof-measurement service has answered all the requests it allows us for now. ${THEN_ANSWER}`,
  unavailable: `The roof-measurement service is not available right now. ${THEN_ANSWER}`,
  "too-many": `You have measured several addresses in a short time, so we will not measure another one for a while. ${THEN_ANSWER}`,
  "daily-budget": `We have measured as many roofs from the air today as we do in a day. ${THEN_ANSWER}`,
};

/** What every estimate says it is, wherever it is shown (page, e-mail, printout). */
export const ESTIMATE_DISCLAIMER =
  "These ranges are an estimate, not a quote. The price is confirmed by a free inspection: an inspector measures the roof, checks the decking, flashing and ventilation, and gives you a written price.";

export interface EstimateSummary {
  method: "measured" | "answers";
  address: string;
  measurement: RoofMeasurement | null;
  facts: RoofFacts;
  ranges: MaterialRange[];
  assumptions: string[];
  priceBookVersion: number;
}

/** The roof in one line: what was measured, or that it was estimated from answers. */
export function roofLine(e: Pick<EstimateSummary, "method" | "measurement" | "facts">): string {
  if (e.method === "measured" && e.measurement) {
    const m = e.measurement;
    const imagery = m.imageryDate ? `aerial imagery of ${formatImageryDate(m.imageryDate)}` : "aerial imagery";
    return `${formatSquares(m.squares)} squares of roof, ${m.faces} ${m.faces === 1 ? "face" : "faces"}, mostly ${formatPitch(m.pitch)} pitch (measured from ${imagery}).`;
  }
  return `About ${formatSquares(e.facts.squares)} squares of roof, estimated from your answers, not measured.`;
}

/** The estimate as plain text lines, for e-mails. */
export function estimateTextLines(e: EstimateSummary): string[] {
  return [
    `Address: ${e.address}`,
    `Roof: ${roofLine(e)}`,
    "",
    "Price ranges, installed:",
    ...e.ranges.map((r) => `- ${r.name}: ${formatUsd(r.low)} to ${formatUsd(r.high)}`),
    "",
    "What the ranges assume:",
    ...e.assumptions.map((a) => `- ${a}`),
    `Prices from our price book, version ${e.priceBookVersion}.`,
  ];
}
