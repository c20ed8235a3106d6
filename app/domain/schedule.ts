/**
 * Scheduled publishing (docs/decisions/007-editor.md): staff pick a date and time on the office's
 * clock (the business time zone, not the browser's or the server's); the database keeps the instant
 * in UTC.
 */
import { z } from "zod";
import { parseCalendarDay } from "./input-rules";
import { officeTime } from "./office-time";

/** What a `datetime-local` input sends: "2026-11-24T07:00" (the day is read by parseCalendarDay). */
const LOCAL_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC at `instant`, in minutes (e.g. -300 for New York in winter). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time in `timeZone` names, or null when the text is no date and time. In
 * the hour skipped when clocks spring forward, the time is read with the offset before the change
 * (2:30 becomes 3:30); in the repeated autumn hour, the first of the two.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL_PATTERN.exec(local);
  const date = parseCalendarDay(m?.[1]);
  if (!m || !date) return null;
  const [h, mi] = [Number(m[2]), Number(m[3])];
  if (h > 23 || mi > 59) return null;
  const wall = Date.UTC(date.year, date.month - 1, date.day, h, mi);
  // The zone's offsets a day either side; a time that exists takes the earlier instant that shows it.
  const day = 24 * 60 * 60_000;
  const offsets = [offsetMinutes(new Date(wall - day), timeZone), offsetMinutes(new Date(wall + day), timeZone)];
  const candidates = offsets.map((o) => wall - o * 60_000);
  const exact = candidates.filter((c) => instantToZonedTime(new Date(c), timeZone) === local).sort((a, b) => a - b);
  return new Date(exact[0] ?? candidates[0]);
}

/** The `datetime-local` value showing `instant` on the office's clock. */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}


export const SCHEDULE_MESSAGES = {
  invalid: "Choose a date and a time to publish.",
  past: "Choose a moment in the future to schedule the post.",
  tooFar: "Schedule at most two years ahead.",
} as const;

const MAX_AHEAD_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** Reads the schedule form's `publishAt` (office time) and checks it lies ahead of `now`. */
export function parseSchedule(value: unknown, timeZone: string, now: Date) {
  return z
    .string({ error: SCHEDULE_MESSAGES.invalid })
    .transform((v, ctx) => {
      const at = zonedTimeToInstant(v.trim(), timeZone);
      if (!at) {
        ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGES.invalid });
        return z.NEVER;
      }
      return at;
    })
    .refine((at) => at.getTime() > now.getTime(), SCHEDULE_MESSAGES.past)
    .refine((at) => at.getTime() - now.getTime() <= MAX_AHEAD_MS, SCHEDULE_MESSAGES.tooFar)
    .safeParse(value);
}

/**
 * What scheduling answers: when the post goes live on the office's clock, in words
 * ("Scheduled: goes live Tuesday, December 1 at 9:00 AM EST. …").
 */
export function scheduledMessage(at: Date): string {
  return `Scheduled: goes live ${officeTime(at, "goLive")}. The text as saved now is what will be published.`;
}
