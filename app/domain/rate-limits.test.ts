import { describe, expect, it } from "vitest";
import { accountKey, aiRateLimitKey, aiRateLimitMessage, authEndpointLimit, minutesLeft, RATE_LIMITS, rateLimitKeys, tooManyAttemptsMessage } from "./rate-limits";

describe("rate-limit rules", () => {
  it("counts a login against the client and the account", () => {
    expect(rateLimitKeys("login", "203.0.113.9", "abc")).toEqual([
      { key: "login:ip:203.0.113.9", ...RATE_LIMITS.login.perClient },
      { key: "login:account:abc", ...RATE_LIMITS.login.perAccount },
    ]);
  });

  it("names the account counter on its own, for a successful sign-in to take back", () => {
    expect(accountKey("login", "abc")).toBe(rateLimitKeys("login", "203.0.113.9", "abc")[1].key);
  });

  it("counts by client only when there is no account, and names an unknown client", () => {
    expect(rateLimitKeys("authApi", "", "abc").map((k) => k.key)).toEqual(["authApi:ip:unknown"]);
    expect(rateLimitKeys("mail", "::1", null).map((k) => k.key)).toEqual(["mail:ip:::1"]);
  });

  it("lets a client try more accounts than one account may be tried", () => {
    for (const rules of Object.values(RATE_LIMITS)) {
      if (rules.perAccount) expect(rules.perClient.max).toBeGreaterThan(rules.perAccount.max);
    }
  });

  it.each([
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [15 * 60, 15],
    [3599, 60],
    [0, 1],
  ])("%i seconds left is %i minute(s)", (seconds, minutes) => expect(minutesLeft(seconds)).toBe(minutes));

  it.each([
    [30, "Too many attempts. Try again in 1 minute."],
    [14 * 60 + 1, "Too many attempts. Try again in 15 minutes."],
  ])("says when to try again (%i s)", (seconds, message) => expect(tooManyAttemptsMessage(seconds)).toBe(message));

  it.each([
    ["/sign-in/email", "POST", "login", "email"],
    ["/sign-up/email", "post", "signup", "email"],
    ["/request-password-reset", "POST", "mail", "email"],
    ["/forget-password", "POST", "mail", "email"],
    ["/send-verification-email", "POST", "mail", "email"],
    ["/reset-password", "POST", "reset", "token"],
    ["/Sign-In/Email/", "POST", "login", "email"],
    ["/reset-password/abc", "GET", "authApi", undefined],
    ["/get-session", "GET", "authApi", undefined],
    ["/sign-in/email", "GET", "authApi", undefined],
  ])("%s %s is limited as %s", (path, method, action, accountField) =>
    expect(authEndpointLimit(path, method)).toEqual(accountField ? { action, accountField } : { action }),
  );
});

describe("AI generations", () => {
  it("are counted per staff member in an hour's window", () => {
    expect(aiRateLimitKey("user-1", 30)).toEqual({ key: "ai:user:user-1", max: 30, windowSeconds: 3600 });
  });

  it.each([
    [30, 3600, "You have used this hour's 30 AI generations. Try again in 60 minutes."],
    [5, 30, "You have used this hour's 5 AI generations. Try again in 1 minute."],
  ])("refuse with %i per hour and %i s left", (perHour, secondsLeft, message) => {
    expect(aiRateLimitMessage(perHour, secondsLeft)).toBe(message);
  });
});
