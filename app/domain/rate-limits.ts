/**
 * How often each credential path may be tried (issue 9, point 1). Every attempt is counted twice:
 * against the client address and against the account it names (the e-mail address, or the reset
 * token), each in a fixed window. Counts live in the database so every instance shares them.
 */

export const RATE_LIMITED_ACTIONS = ["login", "signup", "mail", "reset", "setup", "authApi", "lead", "portalLink", "portalSignIn"] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * - login: 5 wrong passwords per account per 15 minutes caps guessing at about 480 a day, while an
 *   owner who mistypes is back in a quarter of an hour; a successful sign-in does not count against
 *   the account. A client address may try 20 times, successes included (an office shares one
 *   address and signs in rarely: sessions last a week), so one client cannot walk through accounts.
 * - signup (also invitation acceptance) and setup: a person signs up once; 5 tries per address and
 *   10 per client an hour leave room for typos in the password rules.
 * - mail (forgot password, resend confirmation): each attempt sends an e-mail, so 3 per address and
 *   10 per client an hour: enough to retry a lost message, too few to flood an inbox.
 * - reset: 5 tries per reset link and 10 per client per 15 minutes.
 * - authApi: every other /api/auth request, 60 a minute per client (better-auth's own limiter,
 *   which this replaces, allowed 100).
 * - lead (the public request form; the account is the phone or e-mail given): each request e-mails
 *   the office and the customer, so 3 per address an hour (a second try after a typo, not a flood),
 *   and 10 per client address an hour (an office or a household sharing one connection).
 * - portalLink (a homeowner asks for a warranty-portal sign-in link, or confirms a new address;
 *   the account is the address): each sends an e-mail, so the limits of `mail`.
 * - portalSignIn (a homeowner uses a one-time link): a link is 256 random bits and works once; 10
 *   tries per client in 15 minutes covers a family on one connection, not a scan of tokens.
 */
export const RATE_LIMITS: Record<RateLimitedAction, { perAccount?: RateLimitRule; perClient: RateLimitRule }> = {
  login: { perAccount: { max: 5, windowSeconds: 15 * MINUTE }, perClient: { max: 20, windowSeconds: 15 * MINUTE } },
  signup: { perAccount: { max: 5, windowSeconds: HOUR }, perClient: { max: 10, windowSeconds: HOUR } },
  setup: { perAccount: { max: 5, windowSeconds: HOUR }, perClient: { max: 10, windowSeconds: HOUR } },
  mail: { perAccount: { max: 3, windowSeconds: HOUR }, perClient: { max: 10, windowSeconds: HOUR } },
  reset: { perAccount: { max: 5, windowSeconds: 15 * MINUTE }, perClient: { max: 10, windowSeconds: 15 * MINUTE } },
  authApi: { perClient: { max: 60, windowSeconds: MINUTE } },
  lead: { perAccount: { max: 3, windowSeconds: HOUR }, perClient: { max: 10, windowSeconds: HOUR } },
  portalLink: { perAccount: { max: 3, windowSeconds: HOUR }, perClient: { max: 10, windowSeconds: HOUR } },
  portalSignIn: { perClient: { max: 10, windowSeconds: 15 * MINUTE } },
};

/**
 * AI generations (issue 15): each one costs money at the provider, so they are counted per staff
 * member (not per address: an office shares one), in an hour's window; AI_GENERATIONS_PER_HOUR sets
 * the maximum (default 30, a busy afternoon of drafting, far below a runaway script).
 */
export const AI_RATE_LIMIT_WINDOW_SECONDS = HOUR;

export function aiRateLimitKey(userId: string, perHour: number): RateLimitKey {
  return { key: `ai:user:${userId}`, max: perHour, windowSeconds: AI_RATE_LIMIT_WINDOW_SECONDS };
}

export function aiRateLimitMessage(perHour: number, secondsLeft: number): string {
  const minutes = minutesLeft(secondsLeft);
  return `You have used this hour's ${perHour} AI generations. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export interface RateLimitKey extends RateLimitRule {
  key: string;
}

/**
 * The counters one attempt adds to. `accountDigest` identifies the account without storing the
 * address or token itself (see normalizeAccount).
 */
export function rateLimitKeys(action: RateLimitedAction, clientIp: string, accountDigest?: string | null): RateLimitKey[] {
  const rules = RATE_LIMITS[action];
  const keys: RateLimitKey[] = [{ key: `${action}:ip:${clientIp.trim() || "unknown"}`, ...rules.perClient }];
  if (rules.perAccount && accountDigest) keys.push({ key: accountKey(action, accountDigest), ...rules.perAccount });
  return keys;
}

/** The per-account counter alone (what a successful sign-in takes back). */
export function accountKey(action: RateLimitedAction, accountDigest: string): string {
  return `${action}:account:${accountDigest}`;
}

/** The same account however it was typed. */
export function normalizeAccount(value: string): string {
  return value.trim().toLowerCase();
}

/** Whole minutes until a window ends, never less than one (the message must not say "0 minutes"). */
export function minutesLeft(secondsLeft: number): number {
  return Math.max(1, Math.ceil(secondsLeft / MINUTE));
}

export function tooManyAttemptsMessage(secondsLeft: number): string {
  const minutes = minutesLeft(secondsLeft);
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Which limit a better-auth HTTP endpoint falls under, and which body field names its account.
 * `path` is the part after /api/auth.
 */
export function authEndpointLimit(path: string, method: string): { action: RateLimitedAction; accountField?: "email" | "token" } {
  const post = method.toUpperCase() === "POST";
  const p = path.replace(/\/+$/, "").toLowerCase();
  if (post && p === "/sign-in/email") return { action: "login", accountField: "email" };
  if (post && p === "/sign-up/email") return { action: "signup", accountField: "email" };
  if (post && (p === "/request-password-reset" || p === "/forget-password" || p === "/send-verification-email")) {
    return { action: "mail", accountField: "email" };
  }
  if (post && p === "/reset-password") return { action: "reset", accountField: "token" };
  return { action: "authApi" };
}
