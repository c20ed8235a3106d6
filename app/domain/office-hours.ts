/**
 * An office's week: the one record of when it is open (the business settings hold one per office,
 * docs/decisions/014-business-settings.md). Every way the site states hours is derived here — the
 * one-line summary of the office cards and e-mails, the table of the office pages, schema.org's
 * openingHoursSpecification and the "we will call you by …" promise — so no two can disagree.
 */

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Opening and closing time, 24-hour "HH:MM" (schema.org's form). */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Each day's hours; null is closed. */
export type WeekHours = Record<Weekday, DayHours | null>;

/** A 24-hour "HH:MM" time of day. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOfDay(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/** "08:00" → "8:00 AM", "12:30" → "12:30 PM". */
export function clockTime(time: string): string {
  const minutes = minutesOfDay(time);
  const h = Math.floor(minutes / 60);
  return `${((h + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "8:00 AM-5:00 PM", or "Closed". */
export function dayHoursText(hours: DayHours | null): string {
  return hours ? `${clockTime(hours.opens)}-${clockTime(hours.closes)}` : "Closed";
}

/** The same hours (or both closed). */
function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);
}

/** "Monday", or "Monday-Friday" for a run of days. */
function dayRange(first: Weekday, last: Weekday): string {
  return first === last ? WEEKDAY_NAMES[first] : `${WEEKDAY_NAMES[first]}-${WEEKDAY_NAMES[last]}`;
}

export interface HoursRow {
  /** "Monday-Friday" */
  days: string;
  /** "8:00 AM-5:00 PM" or "Closed" */
  hours: string;
}

/** The week as rows of consecutive days with the same hours, Monday first (the office pages' table). */
export function weekRows(week: WeekHours): HoursRow[] {
  const rows: { first: Weekday; last: Weekday; hours: DayHours | null }[] = [];
  for (const day of WEEKDAYS) {
    const last = rows.at(-1);
    if (last && sameHours(last.hours, week[day])) last.last = day;
    else rows.push({ first: day, last: day, hours: week[day] });
  }
  return rows.map((r) => ({ days: dayRange(r.first, r.last), hours: dayHoursText(r.hours) }));
}

/** One line: "Monday-Friday 8:00 AM-5:00 PM, Saturday-Sunday closed". */
export function weekSummary(week: WeekHours): string {
  return weekRows(week)
    .map((r) => `${r.days} ${r.hours === "Closed" ? "closed" : r.hours}`)
    .join(", ");
}

/** schema.org's opening hours: the days sharing the same hours together, closed days left out. */
export function openingHoursSpecification(week: WeekHours): { days: string[]; opens: string; closes: string }[] {
  const groups: { days: string[]; opens: string; closes: string }[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (!hours) continue;
    const group = groups.find((g) => g.opens === hours.opens && g.closes === hours.closes);
    if (group) group.days.push(WEEKDAY_NAMES[day]);
    else groups.push({ days: [WEEKDAY_NAMES[day]], opens: hours.opens, closes: hours.closes });
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// When a request is answered
// ---------------------------------------------------------------------------------------------

/** A request this close to closing time is answered the next business day. */
const SAME_DAY_CUTOFF_MINUTES = 60;
/** Requests received outside office hours are answered by this time on the next business day. */
const NEXT_DAY_BY_MINUTES = 12 * 60;

function zonedParts(date: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: parts.weekday.toLowerCase() as Weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function spoken(minutes: number): string {
  if (minutes === 12 * 60) return "noon";
  return clockTime(`${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);
}

/**
 * When the office will answer a request received at `now`, as a phrase for the confirmation page
 * and e-mail: "today by 5:00 PM" while the office is open (up to an hour before closing), otherwise
 * "by noon on Monday, November 23" — the next day it opens (by its closing time if that is earlier
 * than noon). Times are the office's own (its time zone).
 */
export function replyBy(now: Date, week: WeekHours, timeZone: string): string {
  const today = zonedParts(now, timeZone);
  const hours = week[today.day];
  if (hours) {
    const opens = minutesOfDay(hours.opens);
    const closes = minutesOfDay(hours.closes);
    if (today.minutes >= opens - 60 && today.minutes <= closes - SAME_DAY_CUTOFF_MINUTES) return `today by ${spoken(closes)}`;
    if (today.minutes < opens) return `by ${spoken(Math.min(NEXT_DAY_BY_MINUTES, closes))} today`;
  }
  for (let days = 1; days <= 7; days++) {
    const day = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
    const next = week[zonedParts(day, timeZone).day];
    if (!next) continue;
    const label = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }).format(day);
    return `by ${spoken(Math.min(NEXT_DAY_BY_MINUTES, minutesOfDay(next.closes)))} on ${label}`;
  }
  return "within one business day";
}

/** Monday to Friday with the same hours, the weekend closed: the usual office week. */
export function weekdays(opens: string, closes: string): WeekHours {
  const day = { opens, closes };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: null, sunday: null };
}
