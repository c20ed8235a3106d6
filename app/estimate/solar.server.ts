/**
 * Measuring a roof: Google's Solar API `buildingInsights:findClosest` (SOLAR_API_URL, default
 * Google's, with SOLAR_API_KEY). Its roof segment stats (pitch, azimuth, sloped and ground area per
 * segment) and imagery date and quality become a RoofMeasurement (app/domain/roof-measurement.ts).
 * Never throws: no key, no building, coarse imagery, a timeout, an exhausted quota or any other
 * error is a reason the page puts in plain words (app/domain/instant-estimate.ts).
 */
import type { GeoPoint } from "~/domain/geo";
import { callProvider } from "./provider-call.server";
import { measurableImagery, measureRoof, plausibleRoof, type BuildingInsights, type RoofMeasurement, type RoofSegment } from "~/domain/roof-measurement";

export type MeasureFailure = "not-configured" | "not-found" | "low-quality" | "implausible" | "timeout" | "quota" | "unavailable";
export type MeasureResult = { ok: true; measurement: RoofMeasurement } | { ok: false; reason: MeasureFailure };

export interface RoofMeasurer {
  /** False without an API key: the estimate asks questions instead. */
  readonly configured: boolean;
  measure(point: GeoPoint): Promise<MeasureResult>;
}

interface SolarStats {
  areaMeters2?: number;
  groundAreaMeters2?: number;
}

interface SolarAnswer {
  imageryDate?: { year?: number; month?: number; day?: number };
  imageryQuality?: string;
  solarPotential?: {
    wholeRoofStats?: SolarStats;
    buildingStats?: SolarStats;
    roofSegmentStats?: { pitchDegrees?: number; azimuthDegrees?: number; stats?: SolarStats }[];
  };
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const pad = (n: number) => String(n).padStart(2, "0");

/** The parts of a buildingInsights answer the estimate uses. */
export function buildingInsightsFrom(body: unknown): BuildingInsights {
  const answer = (body ?? {}) as SolarAnswer;
  const potential = answer.solarPotential ?? {};
  const segments: RoofSegment[] = (potential.roofSegmentStats ?? []).flatMap((s) => {
    const area = num(s.stats?.areaMeters2);
    const ground = num(s.stats?.groundAreaMeters2);
    const pitch = num(s.pitchDegrees) ?? 0;
    return area === null ? [] : [{ pitchDegrees: pitch, azimuthDegrees: num(s.azimuthDegrees) ?? 0, areaMeters2: area, groundAreaMeters2: ground ?? area }];
  });
  const whole = potential.wholeRoofStats;
  const wholeArea = num(whole?.areaMeters2);
  const wholeGround = num(whole?.groundAreaMeters2);
  const d = answer.imageryDate;
  return {
    segments,
    wholeRoof: wholeArea !== null && wholeGround !== null ? { areaMeters2: wholeArea, groundAreaMeters2: wholeGround } : null,
    buildingGroundAreaMeters2: num(potential.buildingStats?.groundAreaMeters2),
    imageryDate: d?.year && d.month ? `${d.year}-${pad(d.month)}${d.day ? `-${pad(d.day)}` : ""}` : null,
    imageryQuality: answer.imageryQuality ?? "IMAGERY_QUALITY_UNSPECIFIED",
  };
}

/** Google's error body names its status ("NOT_FOUND", "RESOURCE_EXHAUSTED", …). */
async function errorStatus(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { status?: string } };
    return body.error?.status ?? null;
  } catch {
    return null;
  }
}

export function createSolarMeasurer(options: { baseUrl: string; apiKey: string | null; timeoutMs: number }): RoofMeasurer {
  return {
    configured: Boolean(options.apiKey),
    async measure(point) {
      if (!options.apiKey) return { ok: false, reason: "not-configured" };
      const url = new URL(`${options.baseUrl}/buildingInsights:findClosest`);
      // The lowest quality is asked for so a coarse answer can be told apart from no building at all.
      url.search = new URLSearchParams({
        "location.latitude": point.latitude.toFixed(7),
        "location.longitude": point.longitude.toFixed(7),
        requiredQuality: "LOW",
        key: options.apiKey,
      }).toString();
      const call = await callProvider("the Solar API", url, options.timeoutMs);
      if (!call.ok) return call;
      const { response } = call;
      if (!response.ok) {
        const status = await errorStatus(response);
        if (response.status === 404 || status === "NOT_FOUND") return { ok: false, reason: "not-found" };
        if (response.status === 429 || status === "RESOURCE_EXHAUSTED") {
          console.warn("[estimate] the Solar API quota is used up");
          return { ok: false, reason: "quota" };
        }
        console.warn(`[estimate] the Solar API answered ${response.status}${status ? ` ${status}` : ""}`);
        return { ok: false, reason: "unavailable" };
      }
      let insights: BuildingInsights;
      try {
        insights = buildingInsightsFrom(await response.json());
      } catch {
        console.warn("[estimate] the Solar API's answer is not JSON");
        return { ok: false, reason: "unavailable" };
      }
      if (!measurableImagery(insights.imageryQuality)) return { ok: false, reason: "low-quality" };
      const measurement = measureRoof(insights);
      if (!measurement) return { ok: false, reason: "not-found" };
      if (!plausibleRoof(measurement)) {
        console.warn(`[estimate] the Solar API measured ${Math.round(measurement.squares).toLocaleString("en-US")} squares: not a roof to price`);
        return { ok: false, reason: "implausible" };
      }
      return { ok: true, measurement };
    },
  };
}
