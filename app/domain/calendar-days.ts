/**
 * Calendar days ("YYYY-MM-DD") on the office's clock: a completion date, a due date, the day damage
 * was found. Days are not instants, so arithmetic on them never shifts with a time zone or a
 * daylight-saving change; `officeClock` turns an instant into the office's day (the business time
 * zone, app/domain/office-time.ts). Whether a text is a calendar day is input-rules' parseCalendarDay. Pure.
 */
import { instantToZonedTime } from "./schedule";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function dayToUtc(day: string): number {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

/**
 * The same day `years` later. February 29 becomes March 1 in a year without it, so a term that
 * starts on a leap day still runs its full length (it ends on February 28).
 */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return utcToDay(Date.UTC(y + years, m - 1, d));
}

/** The calendar day and minute of the day that `instant` is on the office's clock. */
export function officeClock(instant: Date, timeZone: string): { day: string; minutes: number } {
  const local = instantToZonedTime(instant, timeZone);
  return { day: local.slice(0, 10), minutes: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) };
}

/** Today on the office's clock. */
export function officeToday(now: Date, timeZone: string): string {
  return officeClock(now, timeZone).day;
}

/** "March 3, 2027": how customers and staff read a calendar day. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(dayToUtc(day)));
}

