/**
 * The arithmetic of the visits dashboard and the weekly e-mail
 * (docs/decisions/022-visits-and-attribution.md): what a conversion is, the period chosen and the one before it, day-by-day
 * series with the days nothing happened, change against the previous period in words, conversion,
 * the estimate funnel, the chart's scale and the service-area map's projection. Pure.
 */
import { z } from "zod";
import { addDays, daysBetween } from "./calendar-days";
import { isCalendarDay } from "./input-rules";

/**
 * What a visitor did that the office cares about: a request through the form, a tap on a phone
 * number, and the instant estimate's steps — address entered, roof measured (or sized from
 * answers), price range shown, contact details given, inspection booked.
 */
export const CONVERSION_KINDS = ["request", "call", "estimate-address", "estimate-measured", "estimate-range", "estimate-contact", "estimate-inspection"] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** The conversions that are requests the office answers: the form's, and estimates whose visitor said who they are. */
export const REQUEST_KINDS: readonly ConversionKind[] = ["request", "estimate-contact"];

export const FUNNEL_STEPS = [
  { kind: "estimate-address", label: "Address entered" },
  { kind: "estimate-measured", label: "Roof measured" },
  { kind: "estimate-range", label: "Price range shown" },
  { kind: "estimate-contact", label: "Contact details given" },
  { kind: "estimate-inspection", label: "Inspection booked" },
] as const satisfies readonly { kind: ConversionKind; label: string }[];

// ---------------------------------------------------------------------------------------------
// Periods
// ---------------------------------------------------------------------------------------------

export const PERIOD_CHOICES = [7, 30, 90] as const;
/** The longest custom period: the daily totals' longest retention. */
export const MAX_PERIOD_DAYS = 800;

export interface DayRange {
  from: string;
  to: string;
}

export interface Period extends DayRange {
  days: number;
  /** 7, 30, 90, or null for a custom range. */
  preset: number | null;
  /** "the last 30 days", "March 1 – March 14, 2027". */
  label: string;
  previous: DayRange;
}

const preset = z.enum(["7", "30", "90"]).transform(Number);

/** The days just before `range`, as many as it has. */
export function previousRange(range: DayRange): DayRange {
  const days = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export function rangeDays(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The period the dashboard shows, from its address: `?days=7|30|90` (the last N days, today
 * included), or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (a custom range of at most MAX_PERIOD_DAYS, not
 * past today). Anything unreadable gives the last 30 days and a sentence saying why.
 */
export function periodFromSearch(params: URLSearchParams, today: string): { period: Period; problem: string | null } {
  const from = params.get("from");
  const to = params.get("to");
  if (from || to) {
    if (!isCalendarDay(from) || !isCalendarDay(to)) return { period: lastDays(30, today), problem: "Give both days of the custom period as dates." };
    if (from > to) return { period: lastDays(30, today), problem: "The custom period must start before it ends." };
    if (from > today) return { period: lastDays(30, today), problem: "The custom period must start today or earlier." };
    const end = to > today ? today : to;
    if (daysBetween(from, end) + 1 > MAX_PERIOD_DAYS) return { period: lastDays(30, today), problem: `A custom period can be at most ${MAX_PERIOD_DAYS} days.` };
    return { period: customPeriod({ from, to: end }), problem: null };
  }
  const days = preset.safeParse(params.get("days") ?? "30");
  return { period: lastDays(days.success ? days.data : 30, today), problem: days.success ? null : "Choose 7, 30 or 90 days, or a custom period." };
}

export function lastDays(days: number, today: string): Period {
  const range = { from: addDays(today, -(days - 1)), to: today };
  return { ...range, days, preset: (PERIOD_CHOICES as readonly number[]).includes(days) ? days : null, label: `the last ${days} days`, previous: previousRange(range) };
}

export function customPeriod(range: DayRange): Period {
  const days = daysBetween(range.from, range.to) + 1;
  return { ...range, days, preset: null, label: `${shortDay(range.from)} – ${shortDay(range.to)}`, previous: previousRange(range) };
}

/** "Mar 3, 2027". */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The same day `months` earlier (the last day of a shorter month when it has no such day). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const lastOfMonth = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

/** The last whole week, Monday to Sunday, before `today` (the weekly e-mail's). */
export function lastWeek(today: string): DayRange {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

export interface DayTotals {
  day: string;
  visitors: number;
  views: number;
  requests: number;
  calls: number;
}

/** Every day of the range with its totals (zero where nothing was counted). */
export function fillDays(range: DayRange, rows: readonly DayTotals[]): DayTotals[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return rangeDays(range).map((day) => byDay.get(day) ?? { day, visitors: 0, views: 0, requests: 0, calls: 0 });
}

export function sumTotals(days: readonly DayTotals[]): Omit<DayTotals, "day"> {
  return days.reduce((t, d) => ({ visitors: t.visitors + d.visitors, views: t.views + d.views, requests: t.requests + d.requests, calls: t.calls + d.calls }), {
    visitors: 0,
    views: 0,
    requests: 0,
    calls: 0,
  });
}

/** A day of the period beside the same day of the period before. */
export interface PairedDay {
  current: DayTotals;
  previous: DayTotals;
}

/** Up to this many days a chart draws a point a day; a longer period draws a point a week. */
export const DAILY_POINTS_UP_TO = 92;

/**
 * The points a chart and its table show: each day, or for a long period each run of 7 days from
 * its first (the last run may be shorter), labelled by its first day and added up.
 */
export function seriesOf(days: readonly PairedDay[]): { unit: "day" | "week"; points: PairedDay[] } {
  if (days.length <= DAILY_POINTS_UP_TO) return { unit: "day", points: [...days] };
  const points: PairedDay[] = [];
  for (let i = 0; i < days.length; i += 7) {
    const run = days.slice(i, i + 7);
    points.push({
      current: { day: run[0].current.day, ...sumTotals(run.map((d) => d.current)) },
      previous: { day: run[0].previous.day, ...sumTotals(run.map((d) => d.previous)) },
    });
  }
  return { unit: "week", points };
}

/** Requests per 100 visitors, or null without visitors. */
export function conversionRate(requests: number, visitors: number): number | null {
  return visitors > 0 ? (requests / visitors) * 100 : null;
}

export function formatRate(rate: number | null): string {
  if (rate === null) return "–";
  return `${rate >= 10 ? rate.toFixed(0) : rate.toFixed(1)} %`;
}

export interface Change {
  /** Percent change, null when the previous figure was zero. */
  percent: number | null;
  /** "up 12 %", "down 3 %", "no change", "new" (nothing before), "none either period". */
  words: string;
  direction: "up" | "down" | "same";
}

export function change(current: number, previous: number): Change {
  if (current === previous) return { percent: previous === 0 ? null : 0, words: current === 0 ? "none either period" : "no change", direction: "same" };
  if (previous === 0) return { percent: null, words: "new: none the period before", direction: "up" };
  const percent = ((current - previous) / previous) * 100;
  const rounded = Math.abs(percent) >= 10 ? Math.round(Math.abs(percent)) : Math.round(Math.abs(percent) * 10) / 10;
  return { percent, words: `${percent > 0 ? "up" : "down"} ${rounded} %`, direction: percent > 0 ? "up" : "down" };
}

/** Change of a rate in percentage points ("up 0.4 points"). */
export function rateChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return current === null ? "no visitors" : "no visitors the period before";
  const points = Math.round((current - previous) * 10) / 10;
  if (points === 0) return "no change";
  return `${points > 0 ? "up" : "down"} ${Math.abs(points)} points`;
}

/** A post's views and requests in the last 7, 30 and 90 days (the posts list and the editor). */
export interface PostFigures {
  views: [number, number, number];
  requests: [number, number, number];
}

export const POST_FIGURE_DAYS = [7, 30, 90] as const;

export interface FunnelStep {
  kind: ConversionKind;
  label: string;
  count: number;
  /** Share of the first step, in percent; null when the first step is zero. */
  ofFirst: number | null;
}

/** The estimate funnel's steps with each one's share of the first. */
export function funnel(counts: Partial<Record<ConversionKind, number>>): FunnelStep[] {
  const first = counts["estimate-address"] ?? 0;
  return FUNNEL_STEPS.map((s) => {
    const count = counts[s.kind] ?? 0;
    return { kind: s.kind, label: s.label, count, ofFirst: first > 0 ? Math.round((count / first) * 1000) / 10 : null };
  });
}

// ---------------------------------------------------------------------------------------------
// Drawing: a chart's scale, the map's projection
// ---------------------------------------------------------------------------------------------

/** A round top for a chart's axis at or above `max` (1, 2, 5 × 10ⁿ), and its ticks. */
export function niceScale(max: number, tickCount = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  const rough = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const wholeStep = max >= tickCount ? Math.max(1, Math.round(step)) : step;
  const top = Math.ceil(max / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let t = 0; t <= top + 1e-9; t += wholeStep) ticks.push(Math.round(t * 1000) / 1000);
  return { top, ticks };
}

export interface GeoPlace {
  latitude: number;
  longitude: number;
}

/**
 * Places on a flat map of `width` × `height` (equirectangular, longitude shrunk by the cosine of
 * the middle latitude so distances look right at this latitude), fitted inside `margin`. The same
 * scale both ways, centred.
 */
export function projectPlaces<P extends GeoPlace>(places: readonly P[], width: number, height: number, margin: number): (P & { x: number; y: number })[] {
  if (!places.length) return [];
  const lats = places.map((p) => p.latitude);
  const lons = places.map((p) => p.longitude);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * k, 0.01);
  const spanY = Math.max(maxLat - minLat, 0.01);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return places.map((p) => ({
    ...p,
    x: Math.round((offsetX + (p.longitude - minLon) * k * scale) * 10) / 10,
    y: Math.round((offsetY + (maxLat - p.latitude) * scale) * 10) / 10,
  }));
}

/** A circle's radius whose area grows with `value`, from `min` (at 1) to `max` (at the largest). */
export function areaRadius(value: number, largest: number, min: number, max: number): number {
  if (value <= 0 || largest <= 0) return 0;
  return Math.round((min + (max - min) * Math.sqrt(value / largest)) * 10) / 10;
}
