// Reference roofs whose true sloped area is known analytically, and what the outside services say
// about them: the Google Solar API's buildingInsights answer built from the roof's geometry (for
// tests/fakes/google-solar.mjs and `npm run bench:estimate`) and the questionnaire answers a
// homeowner would give for the house (footprint or living area, storeys, shape, pitch class).
//
// Geometry (feet; every plane of a roof shares its pitch unless a dormer says otherwise):
//   gable, hip  — a rectangle of walls L × W, eaves and rakes overhanging by o all round:
//                 plan (L+2o)(W+2o); a hip roof's ends are triangles of plan W'²/4 (W' = W+2o).
//   L-gable, L-hip — the main block L1 × W1 and a wing W2 wide reaching L2 out from one side: the
//                 walls' footprint A = L1·W1 + W2·L2 and perimeter P = 2(L1+W1+L2); offsetting a
//                 rectilinear outline by o adds P·o + 4o², so the plan is A + P·o + 4o².
//   dormers     — a gable dormer w wide, its eaves h above the main roof at its front wall, pitch
//                 q on a main roof of pitch p, covers the plan region from its front wall to where
//                 its valleys meet the main roof: w·(yₑ + yᵣ)/2 with yₑ = 12h/p, yᵣ = 12(h + wq/24)/p.
//                 A shed dormer w wide and d deep covers w·d. Either replaces that region's main
//                 roof (at pitch p) by its own (at pitch q).
//   Surface = Σ plan × √(1 + (rise/12)²), exactly, because every plane is flat.
//
// The Solar API leaves parts of some roofs out of roofSegmentStats and counts them only in
// buildingStats ("parts of the roof that were not assigned to some roof segment"); these answers
// leave a dormer's planes under 5 m² unassigned (a gable dormer's cheeks of roof), so the
// estimate's rule for that case is exercised; a shed dormer's broad plane is a segment of its own.

const SQFT_PER_M2 = 10.763910417;
const slope = (rise) => Math.sqrt(1 + (rise / 12) ** 2);
const degrees = (rise) => (Math.atan(rise / 12) * 180) / Math.PI;
const f32 = (n) => Math.fround(n);
/** Planes smaller than this are left out of roofSegmentStats (see above). */
const UNASSIGNED_BELOW_M2 = 5;

/** Each plane of the roof: plan area (sq ft), pitch (x/12), the way it faces, and whether the API assigns it. */
export function roofPlanes(roof) {
  const o = roof.overhang;
  const planes = [];
  if (roof.kind === "gable" || roof.kind === "hip") {
    const l = roof.length + 2 * o;
    const w = roof.width + 2 * o;
    if (roof.kind === "gable") {
      planes.push({ plan: (l * w) / 2, rise: roof.pitch, azimuth: 180 }, { plan: (l * w) / 2, rise: roof.pitch, azimuth: 0 });
    } else {
      const end = (w * w) / 4;
      const side = (l * w) / 2 - end;
      planes.push(
        { plan: side, rise: roof.pitch, azimuth: 180 },
        { plan: side, rise: roof.pitch, azimuth: 0 },
        { plan: end, rise: roof.pitch, azimuth: 90 },
        { plan: end, rise: roof.pitch, azimuth: 270 },
      );
    }
  } else {
    const { main, wing } = roof;
    const walls = main.length * main.width + wing.width * wing.length;
    const perimeter = 2 * (main.length + main.width + wing.length);
    const total = walls + perimeter * o + 4 * o * o;
    const mainPlan = (main.length + 2 * o) * (main.width + 2 * o);
    const wingPlan = total - mainPlan;
    if (roof.kind === "l-gable") {
      planes.push(
        { plan: mainPlan / 2, rise: roof.pitch, azimuth: 180 },
        { plan: mainPlan / 2, rise: roof.pitch, azimuth: 0 },
        { plan: wingPlan / 2, rise: roof.pitch, azimuth: 90 },
        { plan: wingPlan / 2, rise: roof.pitch, azimuth: 270 },
      );
    } else {
      const w = main.width + 2 * o;
      const mainEnd = (w * w) / 4;
      const mainSide = mainPlan / 2 - mainEnd;
      const ww = wing.width + 2 * o;
      const wingEnd = (ww * ww) / 4;
      const wingSide = (wingPlan - wingEnd) / 2;
      planes.push(
        { plan: mainSide, rise: roof.pitch, azimuth: 180 },
        { plan: mainSide, rise: roof.pitch, azimuth: 0 },
        { plan: mainEnd, rise: roof.pitch, azimuth: 90 },
        { plan: mainEnd, rise: roof.pitch, azimuth: 270 },
        { plan: wingSide, rise: roof.pitch, azimuth: 90 },
        { plan: wingSide, rise: roof.pitch, azimuth: 270 },
        { plan: wingEnd, rise: roof.pitch, azimuth: 180 },
      );
    }
  }
  // Dormers sit on the first (south-facing) plane.
  for (const d of roof.dormers ?? []) {
    const covered =
      d.kind === "shed"
        ? d.width * d.depth
        : (d.width * ((12 * d.eaveHeight) / roof.pitch + (12 * (d.eaveHeight + (d.width * d.pitch) / 24)) / roof.pitch)) / 2;
    planes[0].plan -= covered;
    if (d.kind === "shed") planes.push({ plan: covered, rise: d.pitch, azimuth: planes[0].azimuth });
    else planes.push({ plan: covered / 2, rise: d.pitch, azimuth: (planes[0].azimuth + 90) % 360 }, { plan: covered / 2, rise: d.pitch, azimuth: (planes[0].azimuth + 270) % 360 });
  }
  return planes.map((p) => ({ ...p, unassigned: (p.plan * slope(p.rise)) / SQFT_PER_M2 < UNASSIGNED_BELOW_M2 }));
}

/** The roof's true surface in squares (100 sq ft), from its geometry. */
export function trueRoofSquares(roof) {
  return roofPlanes(roof).reduce((sum, p) => sum + p.plan * slope(p.rise), 0) / 100;
}

/** The walls' footprint (sq ft), what a homeowner finds on the tax card. */
export function wallFootprint(roof) {
  if (roof.kind === "gable" || roof.kind === "hip") return roof.length * roof.width;
  return roof.main.length * roof.main.width + roof.wing.width * roof.wing.length;
}

/** What a homeowner answers about this house (the questionnaire of the instant estimate). */
export function questionnaireAnswers(roof, { useLivingArea = false } = {}) {
  const footprint = Math.round(wallFootprint(roof));
  const shape = roof.kind.startsWith("l-") || (roof.dormers ?? []).length ? "complex" : roof.kind;
  const pitch = roof.pitch <= 4 ? "low" : roof.pitch <= 7 ? "medium" : "steep";
  return {
    footprint: useLivingArea ? "" : String(footprint),
    livingArea: useLivingArea ? String(footprint * roof.storeys) : "",
    storeys: String(roof.storeys),
    shape,
    pitch,
    layers: "1",
  };
}

/**
 * A buildingInsights:findClosest answer for the roof at a point, in the API's shape (float32
 * numbers, dates as {year, month, day}).
 */
export function buildingInsights(roof, { latitude, longitude, quality = "HIGH", imageryDate = { year: 2024, month: 3, day: 18 }, postalCode = "27804" }) {
  const planes = roofPlanes(roof);
  const stats = (ps) => {
    const ground = ps.reduce((s, p) => s + p.plan, 0) / SQFT_PER_M2;
    const area = ps.reduce((s, p) => s + p.plan * slope(p.rise), 0) / SQFT_PER_M2;
    return { areaMeters2: f32(area), sunshineQuantiles: [412, 1066, 1201, 1290, 1352, 1398, 1436, 1471, 1503, 1536, 1603].map(f32), groundAreaMeters2: f32(ground) };
  };
  const assigned = planes.filter((p) => !p.unassigned);
  const box = (dLat, dLng) => ({ sw: { latitude: latitude - dLat, longitude: longitude - dLng }, ne: { latitude: latitude + dLat, longitude: longitude + dLng } });
  const groundElevation = 31.4;
  return {
    name: `buildings/ChIJ${Buffer.from(`${latitude},${longitude}`).toString("base64url").slice(0, 23)}`,
    center: { latitude, longitude },
    imageryDate,
    imageryProcessedDate: { year: imageryDate.year, month: Math.min(12, imageryDate.month + 5), day: 2 },
    postalCode,
    administrativeArea: "NC",
    statisticalArea: "37127010400",
    regionCode: "US",
    solarPotential: {
      maxArrayPanelsCount: Math.floor(stats(assigned).areaMeters2 / 2.2),
      maxArrayAreaMeters2: f32(Math.floor(stats(assigned).areaMeters2 / 2.2) * 1.879 * 1.045),
      maxSunshineHoursPerYear: f32(1603.2),
      carbonOffsetFactorKgPerMwh: f32(574.5),
      wholeRoofStats: stats(assigned),
      roofSegmentStats: assigned.map((p, i) => ({
        pitchDegrees: f32(degrees(p.rise)),
        azimuthDegrees: f32(p.azimuth),
        stats: stats([p]),
        center: { latitude: latitude + (i % 2 ? 0.00003 : -0.00003), longitude: longitude + (i % 3) * 0.00002 },
        boundingBox: box(0.00009, 0.00012),
        planeHeightAtCenterMeters: f32(groundElevation + 3 * roof.storeys + 1.2),
      })),
      buildingStats: stats(planes),
      panelCapacityWatts: 400,
      panelHeightMeters: f32(1.879),
      panelWidthMeters: f32(1.045),
      panelLifetimeYears: 20,
    },
    boundingBox: box(0.00012, 0.00016),
    imageryQuality: quality,
  };
}

const gable = (id, length, width, pitch, overhang, storeys = 1) => ({ id, kind: "gable", length, width, pitch, overhang, storeys });
const hip = (id, length, width, pitch, overhang, storeys = 1) => ({ id, kind: "hip", length, width, pitch, overhang, storeys });
const ell = (id, kind, main, wing, pitch, overhang, storeys = 1) => ({ id, kind, main: { length: main[0], width: main[1] }, wing: { width: wing[0], length: wing[1] }, pitch, overhang, storeys });
const gableDormer = (width, pitch, eaveHeight = 3.5) => ({ kind: "gable", width, pitch, eaveHeight });

/** 24 houses of the region's common kinds, pitches 3/12 to 12/12, overhangs 1 to 2 ft. */
export const REFERENCE_ROOFS = [
  gable("ranch-gable-3", 40, 26, 3, 1),
  gable("ranch-gable-4", 52, 28, 4, 1.5),
  gable("two-storey-gable-5", 36, 24, 5, 1, 2),
  gable("ranch-gable-6", 60, 30, 6, 1),
  gable("two-storey-gable-8", 44, 28, 8, 1.5, 2),
  gable("steep-gable-12", 32, 24, 12, 1),
  hip("ranch-hip-3", 70, 40, 3, 2),
  hip("ranch-hip-4", 56, 32, 4, 1.5),
  hip("hip-5", 48, 30, 5, 2),
  hip("hip-6", 64, 36, 6, 1.5),
  hip("square-hip-7", 40, 40, 7, 1),
  hip("two-storey-hip-9", 50, 30, 9, 1, 2),
  hip("hip-10", 46, 34, 10, 1.5),
  ell("l-gable-6", "l-gable", [48, 28], [20, 22], 6, 1),
  ell("l-gable-8", "l-gable", [40, 26], [24, 20], 8, 1),
  ell("two-storey-l-gable-10", "l-gable", [36, 24], [18, 16], 10, 1, 2),
  ell("l-gable-11", "l-gable", [44, 26], [20, 18], 11, 1),
  ell("l-hip-5", "l-hip", [54, 30], [22, 24], 5, 1.5),
  ell("l-hip-7", "l-hip", [46, 28], [26, 22], 7, 1.5),
  ell("l-hip-12", "l-hip", [40, 30], [20, 20], 12, 1),
  { ...gable("cape-cod-dormers-10", 40, 28, 10, 1), dormers: [gableDormer(6, 12), gableDormer(6, 12)] },
  { ...gable("gable-three-dormers-8", 46, 30, 8, 1), dormers: [gableDormer(5, 10), gableDormer(5, 10), gableDormer(5, 10)] },
  { ...gable("shed-dormer-12", 38, 28, 12, 1), dormers: [{ kind: "shed", width: 20, depth: 8, pitch: 4 }] },
  { ...gable("gable-dormers-9", 42, 28, 9, 1.5, 1), dormers: [gableDormer(7, 9), gableDormer(7, 9)] },
];
