/**
 * Text fields several forms share, each with a message a person can act on: a one-line answer, an
 * optional note, an e-mail address, a US phone number, a calendar day. zod schemas for parseForm
 * (app/domain/forms.ts); pure.
 */
import { z } from "zod";
import { parseUsPhone } from "./phone";
import { isCalendarDay } from "./input-rules";

/** Optional text: trimmed, at most `max` characters, null when left empty. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((v) => v || null);

/** One line of text: runs of spaces, tabs and line breaks become one space (names end up in e-mail subjects). */
export const oneLine = (max: number, label: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, `${label} can be at most ${max} characters.`))
    .transform((v) => v || null);

/** One line that must be filled in. */
export const requiredLine = (max: number, label: string, missing: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, missing).max(max, `${label} can be at most ${max} characters.`));

const EMAIL_MESSAGE = "Enter an e-mail address like name@example.com.";

/** An optional e-mail address, kept as typed (trimmed); null when empty. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, "This e-mail address is too long.")
  .refine((v) => v === "" || z.email().safeParse(v).success, EMAIL_MESSAGE)
  .transform((v) => v || null);

/** A required e-mail address, lower-cased (addresses are compared without regard to case). */
export const requiredEmail = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(254, "This e-mail address is too long.")
    .refine((v) => z.email().safeParse(v).success, EMAIL_MESSAGE)
    .transform((v) => v.toLowerCase());

const PHONE_MESSAGE = "Enter a US phone number with its area code, like (252) 555-0142.";

/** An optional US phone number, stored as people read it: "(252) 555-0142". */
export const optionalUsPhone = z
  .string()
  .trim()
  .max(40, PHONE_MESSAGE)
  .refine((v) => v === "" || parseUsPhone(v) !== null, PHONE_MESSAGE)
  .transform((v) => (v ? parseUsPhone(v)!.display : null));

/** An optional 5-digit ZIP code (or ZIP+4). */
export const optionalZip = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{5}(?:-\d{4})?$/.test(v), "Enter a 5-digit ZIP code, like 27804 (or ZIP+4, like 27804-1234).")
  .transform((v) => v || null);

/** A calendar day as a date input sends it ("2026-11-24"); null when empty. */
export const optionalDay = (invalid: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), invalid)
    .transform((v) => v || null);
