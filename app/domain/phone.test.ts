import { describe, expect, it } from "vitest";
import { usPhone } from "./phone";

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
