/**
 * How often each credential path may be tried (docs/decisions/004-proxies-and-origins.md). Every
 * attempt is counted twice: against the client address and against the account it names (the e-mail
 * address, or the reset token), each in a fixed window. Counts live in the database so every
 * instance shares them.
 */

export const RATE_LIMITED_ACTIONS = ["login", "signup", "mail", "reset", "setup", "authApi", "lead", "roofLookup", "portalLink", "portalSignIn", "mailTest"] as const;
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
 * - lead (the public request form; its accounts are the phone and the e-mail given, each counted
 *   on its own, so a new e-mail address does not reset a phone's count): each request e-mails the
 *   office and the customer, so 3 per phone or address an hour (a second try after a typo, not a
 *   flood), and 10 per client address an hour (an office or a household sharing one connection). An instant
 *   estimate is a lead too, and counts here like a request.
 * - roofLookup (the instant estimate measuring an address it has not seen this month): each costs a
 *   call to the paid roof-measurement service, so 6 per client address an hour — a family trying
 *   their house, a parent's and a rental — after which it asks questions instead of measuring.
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
  roofLookup: { perClient: { max: 6, windowSeconds: HOUR } },
  portalLink: { perAccount: { max: 3, windowSeconds: HOUR }, perClient: { max: 10, windowSeconds: HOUR } },
  portalSignIn: { perClient: { max: 10, windowSeconds: 15 * MINUTE } },
  /** The owner's test e-mails to the site's own addresses (docs/decisions/021-launch-as-your-company.md). */
  mailTest: { perAccount: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
};

/**
 * AI generations: each one costs money at the provider, so they are counted per staff
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
 * The counters one attempt adds to: the client's, and one per account the attempt names (a lead
 * names its phone and its e-mail address, each counted on its own). An account digest identifies
 * the account without storing the address or token itself (see normalizeAccount).
 */
export function rateLimitKeys(
  action: RateLimitedAction,
  clientIp: string,
  accountDigests?: string | null | readonly string[],
): RateLimitKey[] {
  const rules = RATE_LIMITS[action];
  const keys: RateLimitKey[] = [{ key: `${action}:ip:${clientNetwork(clientIp) || "unknown"}`, ...rules.perClient }];
  const digests = typeof accountDigests === "string" ? [accountDigests] : (accountDigests ?? []);
  if (rules.perAccount) {
    for (const digest of new Set(digests)) keys.push({ key: accountKey(action, digest), ...rules.perAccount });
  }
  return keys;
}

/**
 * What one client is, for a per-client count: an IPv4 address as it is (an IPv4 address written as
 * IPv6, `::ffff:192.0.2.1`, is the same client), and an IPv6 address by its /64 network — one
 * household or server is handed a whole /64 and can pick any address in it, so counting single
 * IPv6 addresses would give it billions of fresh counts.
 */
export function clientNetwork(address: string): string {
  const a = address.trim().toLowerCase().replace(/%.*$/, "").slice(0, 64);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1];
  if (!a.includes(":")) return a;
  const [head, tail = null, ...more] = a.split("::");
  if (more.length > 0) return a;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An IPv4 tail (`64:ff9b::192.0.2.1`) takes two groups.
  const rightGroups = right.length + (right.at(-1)?.includes(".") ? 1 : 0);
  const groups = tail === null ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - rightGroups)).fill("0"), ...right];
  if (groups.length < 4 || !groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return a;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
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
