/**
 * The staff form that edits a county's facts (docs/decisions/006-town-pages.md): what a submitted
 * form must hold, read into the values the county_facts row stores. Every fact is optional, but a
 * county that states any fact must name the page it comes from, so the public town page never shows
 * a fact nobody can check. No React, HTTP or database here.
 */
import { z } from "zod";
import type { ActionResult } from "./forms";

/** One storm that hit a county, as a county's facts list it (docs/decisions/006-town-pages.md). */
export interface CountyStorm {
  name: string;
  year: number;
  /** What it did in this county, when the source says; shown after the name. */
  impact: string | null;
}

/** A page a county's facts were taken from: which facts it backs, and its address. */
export interface CountySource {
  /** What the page backs, e.g. "Permit office" or "Storms: FEMA DR-4393". */
  fact: string;
  url: string;
}

export const WIND_SPEED_MIN = 85;
export const WIND_SPEED_MAX = 200;
export const STORM_YEAR_MIN = 1900;
export const BUILT_YEAR_MIN = 1700;

export type WindborneDebrisChoice = "yes" | "no" | "unknown";

/** What the form submits, as typed: one string per field, the storms as parallel rows. */
export interface CountyFormInput {
  seat: string;
  permitOffice: string;
  permitOfficeUrl: string;
  reroofPermit: string;
  designWindSpeedMph: string;
  windborneDebris: string;
  medianYearBuilt: string;
  housingNote: string;
  sources: string;
  sourceNote: string;
  storms: { name: string; year: string; impact: string }[];
}

/** The facts as the county_facts row stores them (county, the key, aside). */
export interface CountyFactsValues {
  seat: string;
  permitOffice: string | null;
  permitOfficeUrl: string | null;
  reroofPermit: string | null;
  designWindSpeedMph: number | null;
  windborneDebris: boolean | null;
  medianYearBuilt: number | null;
  housingNote: string | null;
  storms: CountyStorm[];
  sources: CountySource[];
  source: string;
}

export const COUNTY_MESSAGES = {
  saved: (county: string) => `Saved ${county}. Its town pages show the change now.`,
  invalid: "Some facts need fixing before they can be saved; see the messages by the fields.",
  notFound: "No county by that name.",
  seat: "Name the county seat.",
  url: "Enter the office's web address, starting with https://.",
  urlWithoutOffice: "Name the office this address belongs to.",
  wind: `Enter a whole number of mph between ${WIND_SPEED_MIN} and ${WIND_SPEED_MAX}, or leave it empty.`,
  debrisWithoutWind: "Enter the design wind speed this rule goes with.",
  builtYear: (max: number) => `Enter a year between ${BUILT_YEAR_MIN} and ${max}, or leave it empty.`,
  stormName: (n: number) => `Storm ${n}: enter its name.`,
  stormYear: (n: number, max: number) => `Storm ${n}: enter a year between ${STORM_YEAR_MIN} and ${max}.`,
  sourcesRequired: "Name the page each fact comes from: one source per line, \"what it backs: https://address\".",
  sourceLine: (n: number) => `Source line ${n}: it needs the page's address, starting with https:// (or http://).`,
} as const;

/** A web address with a host under one of `protocols`, null for empty, undefined when refused. */
function webUrl(value: string, protocols: readonly string[]): string | null | undefined {
  if (!value) return null;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.includes(".") && !/\s/.test(value) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const httpsUrl = (value: string) => webUrl(value, ["https:"]);

/** "Permit office: https://…" per line; a line that is only an address backs "Source". */
export function parseSourceLines(text: string): { sources: CountySource[]; badLine: number | null } {
  const sources: CountySource[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.search(/https?:\/\//i);
    // Old county and FEMA pages are often only stored at http:// addresses; they are cited, not linked as the office.
    const url = at < 0 ? undefined : webUrl(line.slice(at).trim(), ["https:", "http:"]);
    if (!url) return { sources, badLine: i + 1 };
    const fact = line.slice(0, at).replace(/[\s:–—-]+$/u, "").trim() || "Source";
    sources.push({ fact, url });
  }
  return { sources, badLine: null };
}

/** The lines the form shows for stored sources (parseSourceLines reads them back unchanged). */
export function sourceLines(sources: readonly CountySource[]): string {
  return sources.map((s) => `${s.fact}: ${s.url}`).join("\n");
}

const wholeNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

/** The form's schema; `thisYear` bounds the years (a storm or a house cannot be from the future). */
export function countyFormSchema(thisYear: number) {
  return z
    .object({
      seat: z.string(),
      permitOffice: z.string(),
      permitOfficeUrl: z.string(),
      reroofPermit: z.string(),
      designWindSpeedMph: z.string(),
      windborneDebris: z.string(),
      medianYearBuilt: z.string(),
      housingNote: z.string(),
      sources: z.string(),
      sourceNote: z.string(),
      storms: z.array(z.object({ name: z.string(), year: z.string(), impact: z.string() })).max(30, "Keep the list under 30 storms."),
    })
    // One pass over the typed strings, so every bad field is reported at once.
    .transform((input, ctx): CountyFactsValues => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
      /** The field trimmed, null when empty; longer than `max` is refused. */
      const text = (field: keyof Omit<CountyFormInput, "storms">, max: number): string | null => {
        const value = input[field].trim();
        if (value.length > max) issue([field], `Keep it under ${max} characters.`);
        return value || null;
      };
      const seat = text("seat", 80);
      if (!seat) issue(["seat"], COUNTY_MESSAGES.seat);
      const permitOffice = text("permitOffice", 200);
      const reroofPermit = text("reroofPermit", 500);
      const housingNote = text("housingNote", 300);
      const sourceNote = text("sourceNote", 1000);
      if (!["yes", "no", "unknown"].includes(input.windborneDebris)) issue(["windborneDebris"], "Choose yes, no or unknown.");
      const windSpeed = input.designWindSpeedMph.trim();
      const builtYear = input.medianYearBuilt.trim();

      const permitOfficeUrl = httpsUrl(input.permitOfficeUrl.trim());
      if (permitOfficeUrl === undefined) issue(["permitOfficeUrl"], COUNTY_MESSAGES.url);
      else if (permitOfficeUrl && !permitOffice) issue(["permitOffice"], COUNTY_MESSAGES.urlWithoutOffice);

      let designWindSpeedMph: number | null = null;
      if (windSpeed) {
        const mph = wholeNumber(windSpeed);
        if (!(mph >= WIND_SPEED_MIN && mph <= WIND_SPEED_MAX)) issue(["designWindSpeedMph"], COUNTY_MESSAGES.wind);
        else designWindSpeedMph = mph;
      }
      const windborneDebris = input.windborneDebris === "yes" ? true : input.windborneDebris === "no" ? false : null;
      // The debris rule is part of the wind-speed fact: the page only states it next to a speed.
      if (windborneDebris !== null && !windSpeed) issue(["designWindSpeedMph"], COUNTY_MESSAGES.debrisWithoutWind);

      let medianYearBuilt: number | null = null;
      if (builtYear) {
        const year = wholeNumber(builtYear);
        if (!(year >= BUILT_YEAR_MIN && year <= thisYear)) issue(["medianYearBuilt"], COUNTY_MESSAGES.builtYear(thisYear));
        else medianYearBuilt = year;
      }

      const storms: CountyStorm[] = [];
      for (const [i, typed] of input.storms.entries()) {
        const row = { name: typed.name.trim(), year: typed.year.trim(), impact: typed.impact.trim() };
        if (!row.name && !row.year && !row.impact) continue; // an empty row is a row not used
        const n = i + 1;
        if (!row.name) issue(["storms", i, "name"], COUNTY_MESSAGES.stormName(n));
        else if (row.name.length > 80) issue(["storms", i, "name"], `Storm ${n}: keep the name under 80 characters.`);
        const year = wholeNumber(row.year);
        if (!(year >= STORM_YEAR_MIN && year <= thisYear)) issue(["storms", i, "year"], COUNTY_MESSAGES.stormYear(n, thisYear));
        if (row.impact.length > 300) issue(["storms", i, "impact"], `Storm ${n}: keep what it did under 300 characters.`);
        storms.push({ name: row.name, year, impact: row.impact || null });
      }

      const { sources, badLine } = parseSourceLines(input.sources);
      if (badLine !== null) issue(["sources"], COUNTY_MESSAGES.sourceLine(badLine));
      const statesAFact =
        permitOffice || permitOfficeUrl || reroofPermit || windSpeed || windborneDebris !== null || builtYear || housingNote || storms.length > 0;
      if (statesAFact && badLine === null && sources.length === 0) issue(["sources"], COUNTY_MESSAGES.sourcesRequired);

      return {
        seat: seat ?? "",
        permitOffice,
        permitOfficeUrl: permitOfficeUrl ?? null,
        reroofPermit,
        designWindSpeedMph,
        windborneDebris,
        medianYearBuilt,
        housingNote,
        storms,
        sources,
        source: sourceNote ?? "",
      };
    });
}

export type CountyFieldErrors = Partial<Record<string, string>>;

/** One message per field; a storm row's field is keyed "storms.<row>.<field>". */
export function countyFieldErrors(error: z.ZodError): CountyFieldErrors {
  const out: CountyFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}

export type ParsedCountyForm = { ok: true; data: CountyFactsValues } | { ok: false; errors: CountyFieldErrors };

export function parseCountyForm(input: CountyFormInput, thisYear: number): ParsedCountyForm {
  const parsed = countyFormSchema(thisYear).safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: countyFieldErrors(parsed.error) };
}

/** The form's fields for a stored row, as the inputs show them. */
export function countyFormInput(row: CountyFactsValues): CountyFormInput {
  return {
    seat: row.seat,
    permitOffice: row.permitOffice ?? "",
    permitOfficeUrl: row.permitOfficeUrl ?? "",
    reroofPermit: row.reroofPermit ?? "",
    designWindSpeedMph: row.designWindSpeedMph === null ? "" : String(row.designWindSpeedMph),
    windborneDebris: row.windborneDebris === null ? "unknown" : row.windborneDebris ? "yes" : "no",
    medianYearBuilt: row.medianYearBuilt === null ? "" : String(row.medianYearBuilt),
    housingNote: row.housingNote ?? "",
    sources: sourceLines(row.sources),
    sourceNote: row.source,
    storms: row.storms.map((s) => ({ name: s.name, year: String(s.year), impact: s.impact ?? "" })),
  };
}

/** What saving a county's facts answers: the shared action result, with the form's own field errors. */
export type CountyActionResult = ActionResult<CountyFormInput> & { errors?: CountyFieldErrors };
