import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, for showing next to each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
