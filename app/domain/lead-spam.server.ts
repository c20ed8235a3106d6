/**
 * Spam rules of the request form, without third parties (docs/decisions/005-leads.md): a honeypot
 * field that people never see, and a minimum time between showing the form and sending it, measured
 * from a timestamp the server signed when it rendered the form — a bot cannot forge or back-date
 * it. Pure apart from the HMAC; the secret comes from the caller.
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
  | { ok: false; reason: "honeypot" | "missing-stamp" | "forged-stamp" | "too-fast" | "expired" | "reused-stamp" };

function mac(secret: string, issuedAt: number, nonce: string): string {
  return crypto.createHmac("sha256", secret).update(`lead-form:${issuedAt}:${nonce}`).digest("base64url");
}

/**
 * The stamp put in the form when it is shown: the time in milliseconds, a random nonce (so two
 * visitors shown the form in the same millisecond get different stamps: each stamp is accepted
 * once, docs/decisions/011-client-address-and-invitations.md) and their signature.
 */
export function signFormStart(secret: string, now: number): string {
  const nonce = crypto.randomBytes(12).toString("base64url");
  return `${now}.${nonce}.${mac(secret, now, nonce)}`;
}

export function checkSpam(
  fields: { honeypot: string | undefined; stamp: string | undefined },
  secret: string,
  now: number,
): SpamVerdict {
  if (fields.honeypot?.trim()) return { ok: false, reason: "honeypot" };
  const stamp = fields.stamp?.trim();
  if (!stamp) return { ok: false, reason: "missing-stamp" };
  const m = /^(\d{10,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!m) return { ok: false, reason: "forged-stamp" };
  const issuedAt = Number(m[1]);
  const expected = Buffer.from(mac(secret, issuedAt, m[2]));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: "forged-stamp" };
  const age = now - issuedAt;
  if (age < MIN_FILL_SECONDS * 1000) return { ok: false, reason: "too-fast" };
  if (age > MAX_FORM_AGE_HOURS * 60 * 60 * 1000) return { ok: false, reason: "expired" };
  return { ok: true };
}
