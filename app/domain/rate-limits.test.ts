import { describe, expect, it } from "vitest";
import {
  accountKey,
  aiRateLimitKey,
  aiRateLimitMessage,
  authEndpointLimit,
  clientNetwork,
  minutesLeft,
  RATE_LIMITS,
  rateLimitKeys,
  tooManyAttemptsMessage,
} from "./rate-limits";

describe("rate-limit rules", () => {
  it("counts a login against the client and the account", () => {
    expect(rateLimitKeys("login", "203.0.113.9", "abc")).toEqual([
      { key: "login:ip:203.0.113.9", ...RATE_LIMITS.login.perClient },
      { key: "login:account:abc", ...RATE_LIMITS.login.perAccount },
    ]);
  });

  it("counts an attempt against every account it names, each once", () => {
    expect(rateLimitKeys("lead", "203.0.113.9", ["phone", "email", "phone"]).map((k) => k.key)).toEqual([
      "lead:ip:203.0.113.9",
      "lead:account:phone",
      "lead:account:email",
    ]);
  });

  it("names the account counter on its own, for a successful sign-in to take back", () => {
    expect(accountKey("login", "abc")).toBe(rateLimitKeys("login", "203.0.113.9", "abc")[1].key);
  });

  it("counts by client only when there is no account, and names an unknown client", () => {
    expect(rateLimitKeys("authApi", "", "abc").map((k) => k.key)).toEqual(["authApi:ip:unknown"]);
    expect(rateLimitKeys("mail", "2001:db8:1:2::7", null).map((k) => k.key)).toEqual(["mail:ip:2001:db8:1:2::/64"]);
  });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:9::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["", ""],
    ["not-an-address", "not-an-address"],
  ])("counts %j as the client %j", (address, client) => expect(clientNetwork(address)).toBe(client));

  it("counts every address of one IPv6 /64 as one client", () => {
    const keys = ["2001:db8:aa:bb::1", "2001:db8:aa:bb:ffff::2", "2001:db8:aa:bb:1:2:3:4"].map((a) => rateLimitKeys("login", a)[0].key);
    expect(new Set(keys).size).toBe(1);
    expect(rateLimitKeys("login", "2001:db8:aa:bc::1")[0].key).not.toBe(keys[0]);
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
