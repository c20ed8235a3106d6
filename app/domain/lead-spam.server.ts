/**
 * Spam rules of the request form, without third parties (issue 12, point 2): a honeypot field that
 * people never see, and a minimum time between showing the form and sending it, measured from a
 * timestamp the server signed when it rendered the form — a bot cannot forge or back-date it.
 * Pure apart from the HMAC; the secret comes from the caller.
 */
import crypto from "node:crypto";

/** The hidden field a person leaves empty (named so autofill leaves it alone, and bots fill it). */
export const HONEYPOT_FIELD = "website";
export const FORM_STARTED_FIELD = "formStarted";

/**
 * Nobody reads the form, types a name and a phone number and presses Send in under 3 seconds; a
 * script posting straight away does. Generous enough for browser autofill plus one click.
 */
export const MIN_FILL_SECONDS = 3;
/** A form left open longer than this is shown again with a fresh stamp instead of being accepted. */
export const MAX_FORM_AGE_HOURS = 72;

export type SpamVerdict =
  | { ok: true }
  | { ok: false; reason: "honeypot" | "missing-stamp" | "forged-stamp" | "too-fast" | "expired" };

function mac(secret: string, issuedAt: number): string {
  return crypto.createHmac("sha256", secret).update(`lead-form:${issuedAt}`).digest("base64url");
}

/** The stamp put in the form when it is shown: the time in milliseconds and its signature. */
export function signFormStart(secret: string, now: number): string {
  return `${now}.${mac(secret, now)}`;
}

export function checkSpam(
  fields: { honeypot: string | undefined; stamp: string | undefined },
  secret: string,
  now: number,
): SpamVerdict {
  if (fields.honeypot?.trim()) return { ok: false, reason: "honeypot" };
  const stamp = fields.stamp?.trim();
  if (!stamp) return { ok: false, reason: "missing-stamp" };
  const m = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!m) return { ok: false, reason: "forged-stamp" };
  const issuedAt = Number(m[1]);
  const expected = Buffer.from(mac(secret, issuedAt));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: "forged-stamp" };
  const age = now - issuedAt;
  if (age < MIN_FILL_SECONDS * 1000) return { ok: false, reason: "too-fast" };
  if (age > MAX_FORM_AGE_HOURS * 60 * 60 * 1000) return { ok: false, reason: "expired" };
  return { ok: true };
}
