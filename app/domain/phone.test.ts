import { describe, expect, it } from "vitest";
import { callPingUrl, parseUsPhone, usPhone, withCallPings } from "./phone";

describe("usPhone", () => {
  it.each([
    ["2525550100", "(252) 555-0100", "252-555-0100"],
    ["252-555-0100", "(252) 555-0100", "252-555-0100"],
    ["+1 (252) 555 0100", "(252) 555-0100", "252-555-0100"],
    ["1.800.435.7764", "(800) 435-7764", "800-435-7764"],
  ])("%j → %j / %j", (value, parentheses, dashes) => {
    expect(usPhone(value).display).toBe(parentheses);
    expect(usPhone(value, "dashes").display).toBe(dashes);
    expect(usPhone(value).e164).toBe(`+1${value.replace(/\D/g, "").slice(-10)}`);
  });
});

describe("parseUsPhone", () => {
  it.each([
    ["(252) 555-0142", "(252) 555-0142"],
    ["252.555.0142", "(252) 555-0142"],
    ["+1 252 555 0142", "(252) 555-0142"],
    ["12525550142", "(252) 555-0142"],
  ])("reads %j as %j", (value, display) => {
    expect(parseUsPhone(value)?.display).toBe(display);
  });

  it.each(["555-0142", "252555014", "252 555 01422", "052-555-0142", "252-155-0142", "22525550142", "252-555-0142 ext 4", ""])(
    "refuses %j",
    (value) => {
      expect(parseUsPhone(value)).toBeNull();
    },
  );
});

describe("phone taps reported with ping", () => {
  it("pings the site's own address, written in full as HTML requires", () => {
    expect(callPingUrl("https://roofing.example")).toBe("https://roofing.example/api/calls");
    expect(callPingUrl("http://localhost:3000")).toBe("http://localhost:3000/api/calls");
  });

  it("gives every phone link of a post's HTML the ping, and leaves other links alone", () => {
    expect(withCallPings('<p><a href="tel:+12525550100">Call us</a> or <a href="/contact">write</a></p>', "https://roofing.example")).toBe(
      '<p><a ping="https://roofing.example/api/calls" href="tel:+12525550100">Call us</a> or <a href="/contact">write</a></p>',
    );
  });
});
