/**
 * The roof's size and shape for the instant estimate (docs/decisions/017-instant-estimate.md), from
 * either of two sources: the roof-measurement provider's segments (Google Solar API building
 * insights, reduced to plain numbers by app/estimate/solar.server.ts), or the visitor's answers to a
 * short questionnaire. Both end as the same `RoofFacts`, which app/domain/roof-pricing.ts prices.
 * Pure: no React, HTTP or database.
 */

/** A roofing square: 100 sq ft of roof surface. */
export const SQUARE_FEET_PER_SQUARE = 100;
export const SQUARE_FEET_PER_SQUARE_METER = 10.763910417;

export const squaresFromSquareMeters = (m2: number): number => (m2 * SQUARE_FEET_PER_SQUARE_METER) / SQUARE_FEET_PER_SQUARE;

/** Pitch as roofers say it: inches of rise per 12 inches of run ("8/12"). */
export const riseFromDegrees = (degrees: number): number => 12 * Math.tan((degrees * Math.PI) / 180);
export const degreesFromRise = (rise: number): number => (Math.atan(rise / 12) * 180) / Math.PI;

/** Roof surface per unit of plan (ground) area for a pitch: √(1 + (rise/12)²). */
export const slopeFactor = (rise: number): number => Math.sqrt(1 + (rise / 12) ** 2);

export const ROOF_COMPLEXITIES = ["simple", "moderate", "complex"] as const;
export type RoofComplexity = (typeof ROOF_COMPLEXITIES)[number];

export const COMPLEXITY_LABELS: Record<RoofComplexity, string> = {
  simple: "simple roof (one ridge, two faces)",
  moderate: "roof with 3 to 6 faces (a hip roof or a gable with a wing)",
  complex: "complex roof (7 or more faces: wings, dormers, valleys)",
};

/**
 * How much cutting a roof needs, from its number of faces: two faces are a plain gable; a hip roof
 * or a gable with one wing has up to six; more means wings, dormers and valleys.
 */
export function complexityFromFaces(faces: number): RoofComplexity {
  if (faces <= 2) return "simple";
  if (faces <= 6) return "moderate";
  return "complex";
}

/** What every estimate needs to know about the roof, however it was found out. */
export interface RoofFacts {
  /** Best figure for the roof surface, in squares. */
  squares: number;
  /** The area the range is built on: equal to `squares` when measured, wider when estimated. */
  squaresLow: number;
  squaresHigh: number;
  /** Predominant pitch (x/12); low and high differ when only a class of pitch is known. */
  pitch: number;
  pitchLow: number;
  pitchHigh: number;
  complexity: RoofComplexity;
  storeys: Storeys;
  /** Layers of old roofing to tear off (0: none). */
  layers: number;
}

export const STOREYS = [1, 2, 3] as const;
export type Storeys = (typeof STOREYS)[number];

// ---------------------------------------------------------------------------------------------
// Measured: the provider's roof segments
// ---------------------------------------------------------------------------------------------

/** One roof plane as the provider reports it (areas in m²; the sloped area accounts for the pitch). */
export interface RoofSegment {
  pitchDegrees: number;
  azimuthDegrees: number;
  areaMeters2: number;
  groundAreaMeters2: number;
}

export interface BuildingInsights {
  segments: RoofSegment[];
  /** The roof segments together (sloped and ground area). */
  wholeRoof: { areaMeters2: number; groundAreaMeters2: number } | null;
  /** The whole building's ground area, parts of the roof that no segment holds included. */
  buildingGroundAreaMeters2: number | null;
  /** "2022-08-14", or "2022-08" when the provider gives no day. */
  imageryDate: string | null;
  imageryQuality: string;
}

export interface RoofMeasurement {
  squares: number;
  faces: number;
  /** Predominant pitch, whole inches per foot. */
  pitch: number;
  complexity: RoofComplexity;
  imageryDate: string | null;
  imageryQuality: string;
}

/** Planes smaller than this (a chimney cricket, a bay window's cap) are area, not faces to count. */
export const MIN_FACE_SQUARE_METERS = 2;

/**
 * The roof as measured. The segments' sloped areas are the roof surface; parts of the roof the
 * provider could not assign to a segment are only in the building's ground area, so the area is
 * scaled up by that ground-area ratio (Google's own advice for `buildingStats`). The predominant
 * pitch is the whole x/12 that covers the most roof area (ties: the steeper). Null when there is
 * no roof to measure.
 */
export function measureRoof(insights: BuildingInsights): RoofMeasurement | null {
  const planes = insights.segments.filter((s) => Number.isFinite(s.areaMeters2) && s.areaMeters2 > 0);
  if (planes.length === 0) return null;
  const sloped = insights.wholeRoof?.areaMeters2 ?? planes.reduce((sum, s) => sum + s.areaMeters2, 0);
  const ground = insights.wholeRoof?.groundAreaMeters2 ?? planes.reduce((sum, s) => sum + s.groundAreaMeters2, 0);
  const building = insights.buildingGroundAreaMeters2;
  const scale = building && ground > 0 && building > ground ? building / ground : 1;

  const byPitch = new Map<number, number>();
  for (const s of planes) {
    const rise = Math.round(riseFromDegrees(s.pitchDegrees));
    byPitch.set(rise, (byPitch.get(rise) ?? 0) + s.areaMeters2);
  }
  const [pitch] = [...byPitch].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  const faces = planes.filter((s) => s.areaMeters2 >= MIN_FACE_SQUARE_METERS).length || planes.length;
  return {
    squares: squaresFromSquareMeters(sloped * scale),
    faces,
    pitch,
    complexity: complexityFromFaces(faces),
    imageryDate: insights.imageryDate,
    imageryQuality: insights.imageryQuality,
  };
}

/**
 * The roofs the instant estimate prices: from a garage-sized 2 squares to 500 squares (50,000 sq ft,
 * a large church or school). A measurement outside it is a provider's mistake, not a roof to price.
 */
export const PLAUSIBLE_SQUARES = { min: 2, max: 500 } as const;

export function plausibleRoof(measurement: Pick<RoofMeasurement, "squares">): boolean {
  return Number.isFinite(measurement.squares) && measurement.squares >= PLAUSIBLE_SQUARES.min && measurement.squares <= PLAUSIBLE_SQUARES.max;
}

/** Imagery fine enough to measure a house's roof from: Google's HIGH (0.1 m/pixel) and MEDIUM (0.25 m). */
export function measurableImagery(quality: string): boolean {
  return quality === "HIGH" || quality === "MEDIUM";
}

/** The facts of a measured roof with what the visitor told us that imagery cannot show. */
export function measuredRoofFacts(m: RoofMeasurement, storeys: Storeys, layers: number): RoofFacts {
  return {
    squares: m.squares,
    squaresLow: m.squares,
    squaresHigh: m.squares,
    pitch: m.pitch,
    pitchLow: m.pitch,
    pitchHigh: m.pitch,
    complexity: m.complexity,
    storeys,
    layers,
  };
}

// ---------------------------------------------------------------------------------------------
// Estimated: the visitor's answers
// ---------------------------------------------------------------------------------------------

export const PITCH_CLASSES = {
  low: { label: "Low", description: "Easy to walk on: 3/12 to 4/12", from: 3, to: 4, typical: 3.5 },
  medium: { label: "Medium", description: "Walkable with care: 5/12 to 7/12", from: 5, to: 7, typical: 6 },
  steep: { label: "Steep", description: "Too steep to walk: 8/12 to 12/12", from: 8, to: 12, typical: 10 },
} as const;
export type PitchClass = keyof typeof PITCH_CLASSES;

export const ROOF_SHAPES = {
  gable: { label: "Gable", description: "Two sloped sides meeting at one ridge, with triangular ends", complexity: "simple" },
  hip: { label: "Hip", description: "Slopes on all four sides, no triangular ends", complexity: "moderate" },
  complex: { label: "Complex", description: "Several wings, dormers or valleys", complexity: "complex" },
} as const satisfies Record<string, { label: string; description: string; complexity: RoofComplexity }>;
export type RoofShape = keyof typeof ROOF_SHAPES;

export interface RoofAnswers {
  /** The house's footprint (ground floor outside walls, sq ft), or null when the living area is given. */
  footprintSqFt: number | null;
  livingAreaSqFt: number | null;
  storeys: Storeys;
  shape: RoofShape;
  pitch: PitchClass;
  layers: number;
}

/**
 * Eaves and rakes overhang the walls: 6 to 24 inches on the houses of the region, 12 the usual.
 * The roof over a footprint is taken as a rectangle 1.6 times as long as it is wide.
 */
export const OVERHANG_FEET = { low: 0.5, typical: 1, high: 2 } as const;
export const FOOTPRINT_ASPECT = 1.6;

/** The ground floor's footprint from the answers: given, or the living area shared by the storeys. */
export function footprintFromAnswers(a: Pick<RoofAnswers, "footprintSqFt" | "livingAreaSqFt" | "storeys">): number {
  if (a.footprintSqFt) return a.footprintSqFt;
  return (a.livingAreaSqFt ?? 0) / a.storeys;
}

/** Plan area of the roof over a footprint, with the overhang all round. */
export function roofPlanSqFt(footprintSqFt: number, overhangFeet: number): number {
  const width = Math.sqrt(footprintSqFt / FOOTPRINT_ASPECT);
  const length = width * FOOTPRINT_ASPECT;
  return (length + 2 * overhangFeet) * (width + 2 * overhangFeet);
}

/**
 * The roof estimated from answers: the plan over the footprint times the slope of the pitch class.
 * Every roof whose planes share one pitch has exactly plan × slope factor of surface, whatever its
 * shape, so the shape only sets the complexity (waste). The range runs from a small overhang at the
 * class's lowest pitch to a wide overhang at its steepest.
 */
export function estimateRoofFromAnswers(a: RoofAnswers): RoofFacts {
  const footprint = footprintFromAnswers(a);
  const pitch = PITCH_CLASSES[a.pitch];
  const squaresAt = (overhang: number, rise: number) => (roofPlanSqFt(footprint, overhang) * slopeFactor(rise)) / SQUARE_FEET_PER_SQUARE;
  return {
    squares: squaresAt(OVERHANG_FEET.typical, pitch.typical),
    squaresLow: squaresAt(OVERHANG_FEET.low, pitch.from),
    squaresHigh: squaresAt(OVERHANG_FEET.high, pitch.to),
    pitch: pitch.typical,
    pitchLow: pitch.from,
    pitchHigh: pitch.to,
    complexity: ROOF_SHAPES[a.shape].complexity,
    storeys: a.storeys,
    layers: a.layers,
  };
}

// ---------------------------------------------------------------------------------------------
// Wording
// ---------------------------------------------------------------------------------------------

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2022-08-14" → "August 14, 2022"; "2022-08" → "August 2022". Read as written: no time zone. */
export function formatImageryDate(date: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  if (!m) return date;
  const month = MONTHS[Number(m[2]) - 1] ?? m[2];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

/** Squares to one decimal, as a roofer writes them. */
export const formatSquares = (squares: number): string => (Math.round(squares * 10) / 10).toFixed(1);

export const formatPitch = (rise: number): string => `${Number.isInteger(rise) ? rise : rise.toFixed(1)}/12`;
