/**
 * What the server accepts from a visitor's or a staff member's input before any route reads it
 * (docs/decisions/012-input-limits-and-shutdown.md): control characters are removed from every form
 * field and query parameter, and ids and calendar dates each have one parser. PostgreSQL refuses a
 * NUL in text and a date like 2024-02-30 with an error, and would refuse an id that is not a UUID:
 * checked here, such input becomes a readable 4xx or is simply cleaned, never a 500. Pure.
 */
import { z } from "zod";

// eslint-disable-next-line no-control-regex -- matching exactly these characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * The text without control characters: C0 controls and DEL, except tab, line feed and carriage
 * return, which typed and pasted text legitimately holds. Nobody types the others; they only arrive
 * from a bot, a broken client or a paste of binary data.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

export function hasControlCharacters(text: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  const found = CONTROL_CHARACTERS.test(text);
  CONTROL_CHARACTERS.lastIndex = 0;
  return found;
}

/** A row id as PostgreSQL's uuid type writes it: 8-4-4-4-12 hexadecimal digits. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id in `value` (lower case), or null when it is not one — a lookup with null finds nothing. */
export function parseId(value: unknown): string | null {
  return typeof value === "string" && ID_PATTERN.test(value) ? value.toLowerCase() : null;
}

/** The zod form of parseId, for schemas: an id, or the given message. */
export const idSchema = (message = "That item does not exist.") =>
  z.string({ error: message }).refine((v) => parseId(v) !== null, message).transform((v) => v.toLowerCase());

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day written as a date input sends it ("2024-02-29"), or null when the text is not
 * one or names a day that does not exist (2024-02-30, 2023-02-29, month 13), or a year outside
 * 1000-9999 (PostgreSQL has no year 0, and four digits are all a date input takes).
 */
export function parseCalendarDay(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== "string") return null;
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay ? { year, month, day } : null;
}

/** Whether the value is a day that exists, written "YYYY-MM-DD" (see parseCalendarDay). */
export function isCalendarDay(value: unknown): value is string {
  return parseCalendarDay(value) !== null;
}
