/**
 * The office's clock: the one place that knows the time zone the company works in. Scheduled
 * posts, deadlines, "today" and every date and time staff and homeowners read are the office's
 * (America/New_York for every office in Eastern North Carolina). Pure.
 */

/** The IANA time zone the offices work in. */
export const OFFICE_TIME_ZONE = "America/New_York";

const STYLES = {
  /** "Nov 28, 2026, 3:05 PM": when something happened, in staff lists and histories. */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "Nov 28, 3:05 PM": a moment this week or next (a deadline). */
  dayTime: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Nov 28, 2026". */
  date: { dateStyle: "medium" },
  /** "November 28, 2026": a date in a sentence. */
  longDate: { dateStyle: "long" },
  /** "Nov 28, 2026, 3:05 PM EST": a moment set for later (a scheduled post, an inspection), with its zone. */
  scheduled: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Tuesday, December 1 at 9:00 AM EST": when a scheduled post goes live, as the scheduling answer says it. */
  goLive: { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Saturday, November 28, 2026 at 3:05 PM": the one moment a page is about. */
  fullDateTime: { dateStyle: "full", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type OfficeTimeStyle = keyof typeof STYLES;

const formats = new Map<OfficeTimeStyle, Intl.DateTimeFormat>();

/** A moment as the office reads it, in one of the site's styles. */
export function officeTime(when: Date | string | number, style: OfficeTimeStyle = "dateTime"): string {
  let format = formats.get(style);
  if (!format) formats.set(style, (format = new Intl.DateTimeFormat("en-US", { ...STYLES[style], timeZone: OFFICE_TIME_ZONE })));
  return format.format(when instanceof Date ? when : new Date(when));
}
