/**
 * The one result of a workflow (docs/decisions/020-layers.md): done, with what it made and what to
 * tell the person, or refused, with the HTTP status that says why, a sentence, and — for a form —
 * a message per field and what was typed. Services answer it; routes turn it into their answer with
 * the one adapter, app/answer.server.ts. Pure.
 */
import { failed, succeeded, type ActionResult, type FieldErrors } from "./forms";

/** 499: the person cancelled the request (an AI call stopped on their word); 500: a library failed in a way it reports. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 499 | 500 | 502 | 503;

export interface Done<T> {
  ok: true;
  value: T;
  /** What to tell the person, if anything. */
  message: string | null;
  tone: "success" | "info";
}

export interface Refusal {
  ok: false;
  status: RefusalStatus;
  message: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  /** Headers the answer carries (a rate limit's Retry-After). */
  headers?: Headers;
}

export type Outcome<T = null> = Done<T> | Refusal;

export function done<T>(value: T, message: string | null = null, tone: "success" | "info" = "success"): Done<T> {
  return { ok: true, value, message, tone };
}

/** Done with nothing to hand back but a sentence. */
export function said(message: string, tone: "success" | "info" = "success"): Done<null> {
  return done(null, message, tone);
}

export function refuse(status: RefusalStatus, message: string, fields: { errors?: FieldErrors; values?: Record<string, string>; headers?: Headers } = {}): Refusal {
  return { ok: false, status, message, ...fields };
}

/** The outcome as the one ActionResult every screen shows. */
export function toActionResult(outcome: Outcome<unknown>): ActionResult {
  if (outcome.ok) return succeeded(outcome.message ?? "Done.", outcome.tone);
  return failed(outcome.message, { errors: outcome.errors, values: outcome.values });
}
