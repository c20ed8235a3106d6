/**
 * The one form layer of the site: how an action reads a submitted form and how it answers. Every
 * action answers an `ActionResult` (plus its own payload fields), so every screen shows outcomes the
 * same way: a toast for the message, or the field messages next to the fields with what was typed.
 */
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

export type ActionTone = "success" | "info" | "error";

export interface ActionResult<Values = Record<string, string>> {
  ok: boolean;
  /** How the message reads: done, nothing to do, or refused. */
  tone: ActionTone;
  message: string;
  /** Set when the form's input was refused: one message per field, shown next to it. */
  errors?: FieldErrors;
  /** The form's fields as typed, echoed back with `errors` so nothing typed is lost. */
  values?: Values;
}

export function succeeded(message: string, tone: "success" | "info" = "success"): ActionResult<never> & { ok: true } {
  return { ok: true, tone, message };
}

export function failed<Values = Record<string, string>>(
  message: string,
  fields: { errors?: FieldErrors; values?: Values } = {},
): ActionResult<Values> & { ok: false } {
  return { ok: false, tone: "error", message, ...fields };
}

/** The first message per field, for showing next to each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The text fields of a form as typed (files and repeated names aside: the first value counts). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}

/** Fields never echoed back to the page (they would end up in its HTML): passwords and tokens. */
const SECRET_FIELD = /password|confirm|token|secret/i;

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Reads a form through a zod schema: its data when valid, else one message per field and the fields
 * as typed (passwords and tokens left out). The schema sees the text fields (first value of each name); a field of an object schema
 * (or of an object transformed into something else) that the form lacks reads as "", as a browser sends an empty input, so its own
 * message applies.
 */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData): ParsedForm<z.output<S>> {
  const values = formValues(form);
  // An object schema, or one piped into a transform (zod keeps the object as the pipe's `in`).
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? (schema as { in?: { shape?: Record<string, unknown> } }).in?.shape;
  if (shape) for (const key of Object.keys(shape)) values[key] ??= "";
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const typed = Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key)));
  return { ok: false, errors: fieldErrors(parsed.error), values: typed };
}
