import { describe, expect, it } from "vitest";
import { javaMajorVersion } from "./ensure-browser.mjs";

describe("the Java the W3C HTML checker runs on", () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_402"', 8],
    ["no banner at all", null],
  ])("reads the major version of %s", (banner, major) => {
    expect(javaMajorVersion(banner)).toBe(major);
  });
});
