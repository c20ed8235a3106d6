import { describe, expect, it } from "vitest";
import { newSalt, visitorKey } from "./visitor-key.server";

describe("the visitor key", () => {
  const ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";

  it("is the same for one browser within a day and differs between days, sites, addresses and browsers", () => {
    const salt = newSalt();
    const key = visitorKey(salt, "https://roofing.example", "203.0.113.7", ua);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey(salt, "https://roofing.example", "203.0.113.7", ua)).toBe(key);
    expect(visitorKey(newSalt(), "https://roofing.example", "203.0.113.7", ua)).not.toBe(key);
    expect(visitorKey(salt, "https://other.example", "203.0.113.7", ua)).not.toBe(key);
    expect(visitorKey(salt, "https://roofing.example", "203.0.113.8", ua)).not.toBe(key);
    expect(visitorKey(salt, "https://roofing.example", "203.0.113.7", `${ua} Edg/130`)).not.toBe(key);
  });

  it("holds neither the address nor the user agent", () => {
    const key = visitorKey(newSalt(), "https://roofing.example", "203.0.113.7", ua);
    expect(key).not.toContain("203");
    expect(key.length).toBe(32);
  });

  it("counts an IPv6 client by its /64 network, whose privacy addresses change during the day", () => {
    const salt = newSalt();
    expect(visitorKey(salt, "s", "2001:db8:1:2:aaaa::1", ua)).toBe(visitorKey(salt, "s", "2001:db8:1:2:bbbb::9", ua));
    expect(visitorKey(salt, "s", "2001:db8:1:3::1", ua)).not.toBe(visitorKey(salt, "s", "2001:db8:1:2::1", ua));
  });
});
