import { describe, expect, it } from "vitest";
import { parseForm } from "./forms";
import {
  addressKey,
  estimateAddressSchema,
  estimateAnswersSchema,
  estimateContactSchema,
  estimateSendSchema,
  estimateTextLines,
  FALLBACK_MESSAGES,
  MEASUREMENT_FALLBACKS,
  roofLine,
  type EstimateSummary,
} from "./instant-estimate";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const ADDRESS_HINT = "Enter the house number and street, then the town, like 1150 Sunset Avenue, Rocky Mount, NC 27804.";

describe("the address step", () => {
  it("takes an address with the storeys and the layers to tear off", () => {
    expect(parseForm(estimateAddressSchema, form({ address: "  412 Marigold   Lane, Rocky Mount, NC 27804 ", storeys: "2", layers: "unknown" }))).toEqual({
      ok: true,
      data: { address: "412 Marigold Lane, Rocky Mount, NC 27804", storeys: 2, layers: 1 },
    });
    expect(parseForm(estimateAddressSchema, form({ address: "9 Cotton Field Road Tarboro", storeys: "1", layers: "0" }))).toMatchObject({ ok: true, data: { layers: 0 } });
  });

  it.each([
    ["nothing", ""],
    ["no house number", "Marigold Lane, Rocky Mount, NC"],
    ["no town", "412 Marigold Lane"],
  ])("refuses an address with %s, saying what to type", (_label, address) => {
    const parsed = parseForm(estimateAddressSchema, form({ address, storeys: "1", layers: "1" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.address).toBe(ADDRESS_HINT);
  });

  it("asks for the storeys and layers from their lists", () => {
    const parsed = parseForm(estimateAddressSchema, form({ address: "412 Marigold Lane, Rocky Mount", storeys: "5", layers: "" }));
    expect(!parsed.ok && parsed.errors).toEqual({ storeys: "Choose how many storeys the house has.", layers: "Choose how many layers of old roofing come off." });
  });
});

describe("the questionnaire", () => {
  const answers = { address: "9 Cotton Field Road, Tarboro, NC 27886", footprint: "1,800", livingArea: "", storeys: "1", shape: "hip", pitch: "medium", layers: "2" };

  it("takes the footprint or the living area, the shape, the pitch class and the layers", () => {
    expect(parseForm(estimateAnswersSchema, form(answers))).toEqual({
      ok: true,
      data: { address: "9 Cotton Field Road, Tarboro, NC 27886", footprint: 1800, livingArea: null, storeys: 1, shape: "hip", pitch: "medium", layers: 2 },
    });
    expect(parseForm(estimateAnswersSchema, form({ ...answers, footprint: "", livingArea: "2400", storeys: "2" }))).toMatchObject({ ok: true, data: { footprint: null, livingArea: 2400 } });
  });

  it.each([
    ["neither area", { footprint: "", livingArea: "" }, "footprint", "Give the house's footprint or its living area (one is enough)."],
    ["a tiny footprint", { footprint: "120" }, "footprint", "A house's footprint is at least 300 sq ft: check the number."],
    ["a huge living area", { footprint: "", livingArea: "40000" }, "livingArea", "For a living area over 15,000 sq ft, please call us: we price large roofs on site."],
    ["words for an area", { footprint: "big" }, "footprint", "Enter the footprint in square feet, like 1,800."],
    ["no shape", { shape: "" }, "shape", "Choose the shape closest to your roof."],
    ["no pitch", { pitch: "flat" }, "pitch", "Choose how steep the roof is."],
  ])("refuses %s", (_label, change, field, message) => {
    const parsed = parseForm(estimateAnswersSchema, form({ ...answers, ...change }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });
});

describe("the contact steps", () => {
  it("need a name and a phone or an e-mail address", () => {
    expect(parseForm(estimateContactSchema, form({ name: "Dana Whitley", phone: "252 555 0142", email: "" }))).toEqual({
      ok: true,
      data: { name: "Dana Whitley", phone: "(252) 555-0142", email: null },
    });
    const parsed = parseForm(estimateContactSchema, form({ name: "", phone: "", email: "" }));
    expect(!parsed.ok && parsed.errors).toEqual({
      name: "Tell us your name so we know who to ask for.",
      phone: "Give us a phone number or an e-mail address so we can reach you.",
      email: "Give us a phone number or an e-mail address so we can reach you.",
    });
  });

  it("send the estimate, and book the inspection when ticked", () => {
    expect(parseForm(estimateSendSchema, form({ name: "Dana", phone: "", email: "dana@example.com", timeWindow: "saturday", bookInspection: "yes" }))).toEqual({
      ok: true,
      data: { name: "Dana", phone: null, email: "dana@example.com", timeWindow: "saturday", bookInspection: true },
    });
    expect(parseForm(estimateSendSchema, form({ name: "Dana", email: "dana@example.com" }))).toMatchObject({ ok: true, data: { timeWindow: "any", bookInspection: false } });
  });
});

describe("an address as the lookups' key", () => {
  it.each([
    ["412 Marigold Lane, Rocky Mount, NC 27804", "412 marigold ln rocky mount nc 27804"],
    ["412  MARIGOLD LN.  Rocky Mount North Carolina 27804", "412 marigold ln rocky mount nc 27804"],
    ["318 Old Mill Road, Wilson", "318 old mill rd wilson"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe("plain words", () => {
  it("has a sentence for every reason the roof was not measured", () => {
    for (const reason of MEASUREMENT_FALLBACKS) expect(FALLBACK_MESSAGES[reason]).toMatch(/\.$/);
  });

  const summary: EstimateSummary = {
    method: "measured",
    address: "412 Marigold Ln, Rocky Mount, NC, 27804",
    measurement: { squares: 30.44, faces: 4, pitch: 6, complexity: "moderate", imageryDate: "2024-03-18", imageryQuality: "HIGH" },
    facts: { squares: 30.44, squaresLow: 30.44, squaresHigh: 30.44, pitch: 6, pitchLow: 6, pitchHigh: 6, complexity: "moderate", storeys: 1, layers: 1 },
    ranges: [{ name: "Architectural shingles", low: 15_100, high: 18_000, lowPerSquare: 450, highPerSquare: 550, minimumApplied: false }],
    assumptions: ["Waste and cut-offs: 12%."],
    priceBookVersion: 3,
  };

  it("says what was measured, or that the roof was estimated from answers", () => {
    expect(roofLine(summary)).toBe("30.4 squares of roof, 4 faces, mostly 6/12 pitch (measured from aerial imagery of March 18, 2024).");
    expect(roofLine({ ...summary, method: "answers", measurement: null, facts: { ...summary.facts, squares: 22.96 } })).toBe(
      "About 23.0 squares of roof, estimated from your answers, not measured.",
    );
  });

  it("puts the estimate in an e-mail's lines", () => {
    expect(estimateTextLines(summary)).toEqual([
      "Address: 412 Marigold Ln, Rocky Mount, NC, 27804",
      "Roof: 30.4 squares of roof, 4 faces, mostly 6/12 pitch (measured from aerial imagery of March 18, 2024).",
      "",
      "Price ranges, installed:",
      "- Architectural shingles: $15,100 to $18,000",
      "",
      "What the ranges assume:",
      "- Waste and cut-offs: 12%.",
      "Prices from our price book, version 3.",
    ]);
  });
});
