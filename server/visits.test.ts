import express from "express";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf, pageHitOf, ReportLimit } from "./visits";

/** Express's own trust function for a TRUST_PROXY value, as server/app.ts sets it. */
function trustOf(setting: boolean | string) {
  const app = express();
  app.set("trust proxy", setting);
  return app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
}

describe("the client address of a page answered before Express", () => {
  it.each([
    // [TRUST_PROXY, socket, X-Forwarded-For, what req.ip gives]
    ["127.0.0.1, ::1", "203.0.113.9", "198.51.100.1", "203.0.113.9"],
    ["127.0.0.1, ::1", "127.0.0.1", "198.51.100.1", "198.51.100.1"],
    ["127.0.0.1, ::1", "127.0.0.1", "10.0.0.5, 198.51.100.1", "198.51.100.1"],
    ["127.0.0.1, ::1", "127.0.0.1", undefined, "127.0.0.1"],
    [false, "127.0.0.1", "198.51.100.1", "127.0.0.1"],
    [true, "127.0.0.1", "192.0.2.44, 10.0.0.5", "192.0.2.44"],
    ["10.0.0.0/8", "10.1.2.3", "192.0.2.7, 10.0.0.9", "192.0.2.7"],
  ] as const)("with TRUST_PROXY %s, from %s forwarding %s: %s, as Express's req.ip", (setting, socket, forwarded, expected) => {
    expect(clientAddressOf(trustOf(setting), socket, forwarded)).toBe(expected);
  });

  it("never takes a forwarded address from a sender it does not trust", () => {
    expect(clientAddressOf(trustOf("127.0.0.1"), "203.0.113.9", "127.0.0.1")).toBe("203.0.113.9");
  });
});

describe("what a page request hands the counter", () => {
  it("is a few header strings and the address: no cookie, nothing else", () => {
    const req = {
      url: "/blog/x?utm_source=google",
      headers: { "user-agent": "UA", referer: "https://www.google.com/", cookie: "better-auth.session_token=secret", dnt: "1", "sec-purpose": "prefetch" },
    } as unknown as IncomingMessage;
    const hit = pageHitOf(req, "203.0.113.9");
    expect(hit).toMatchObject({ kind: "view", url: "/blog/x?utm_source=google", referrer: "https://www.google.com/", address: "203.0.113.9", userAgent: "UA", dnt: "1", secPurpose: "prefetch" });
    expect(JSON.stringify(hit)).not.toContain("secret");
  });
});

describe("the reports' limit per client", () => {
  it("allows so many reports a window per network, then refuses until the window ends", () => {
    const limit = new ReportLimit(3, 60_000);
    const now = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.allow("203.0.113.9", now))).toEqual([true, true, true, false]);
    expect(limit.allow("203.0.113.10", now)).toBe(true);
    // An IPv6 client's other addresses in its /64 share its count.
    for (let i = 0; i < 3; i++) limit.allow(`2001:db8:1:2::${i + 1}`, now);
    expect(limit.allow("2001:db8:1:2::99", now)).toBe(false);
    expect(limit.allow("203.0.113.9", now + 60_000)).toBe(true);
  });
});
