import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, "loopback"],
    ["", "loopback"],
    ["0", false],
    ["false", false],
    ["1", true],
    ["true", true],
    ["10.0.0.0/8", "10.0.0.0/8"],
    ["loopback, 172.16.0.0/12", "loopback, 172.16.0.0/12"],
    ["uniquelocal", "uniquelocal"],
    ["fd00::/8", "fd00::/8"],
  ])("%j → %j", (value, trust) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trust);
  });

  it.each(["yes", "10.0.0.0/8; rm", "proxy.internal"])("refuses %j with a readable message", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow("TRUST_PROXY must be 0, 1, or a comma-separated list");
  });
});

describe("LOG_FORMAT", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["json", "json"],
    ["text", "text"],
  ])("%j → %j", (value, format) => {
    expect(parseEnv({ LOG_FORMAT: value }).LOG_FORMAT).toBe(format);
  });

  it("refuses an unknown format", () => {
    expect(() => parseEnv({ LOG_FORMAT: "xml" })).toThrow("LOG_FORMAT");
  });
});
