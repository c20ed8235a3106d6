import { describe, expect, it } from "vitest";
import { hasControlCharacters, idSchema, isCalendarDay, parseCalendarDay, parseId, withoutControlCharacters } from "./input-rules";

describe("withoutControlCharacters", () => {
  it("removes NUL, the other C0 controls and DEL, keeping tabs, line breaks and every printable character", () => {
    expect(withoutControlCharacters("Dana\u0000 Whitley")).toBe("Dana Whitley");
    expect(withoutControlCharacters("a\u0001b\u0008c\u000bd\u000ce\u001ff\u007fg")).toBe("abcdefg");
    expect(withoutControlCharacters("Line one\r\n\tLine two\n")).toBe("Line one\r\n\tLine two\n");
    expect(withoutControlCharacters("Café – “roof” 🏠 \u00a0")).toBe("Café – “roof” 🏠 \u00a0");
  });

  it("says whether a text holds any, the same answer on every call", () => {
    expect(hasControlCharacters("x\u0000")).toBe(true);
    expect(hasControlCharacters("x\u0000")).toBe(true);
    expect(hasControlCharacters("plain\ttext\n")).toBe(false);
  });
});

describe("parseId", () => {
  it("takes a UUID in either case and gives it in lower case", () => {
    expect(parseId("2E91ABD3-942C-4337-B4E9-A492A228893D")).toBe("2e91abd3-942c-4337-b4e9-a492a228893d");
    expect(parseId("00000000-0000-0000-0000-000000000000")).toBe("00000000-0000-0000-0000-000000000000");
  });

  it.each([["-".repeat(36)], ["ZZZ"], ["00000000-0000-0000-0000-00000000000g"], ["2e91abd3942c4337b4e9a492a228893d"], ["{2e91abd3-942c-4337-b4e9-a492a228893d}"], [" 2e91abd3-942c-4337-b4e9-a492a228893d"], ["\u0000"], [""], [null], [42]])(
    "refuses %j",
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );

  it("has a schema form with the caller's message", () => {
    expect(idSchema("No such photo.").safeParse("ZZZ").error?.issues[0].message).toBe("No such photo.");
    expect(idSchema().parse("2E91ABD3-942C-4337-B4E9-A492A228893D")).toBe("2e91abd3-942c-4337-b4e9-a492a228893d");
  });
});

describe("parseCalendarDay", () => {
  it("reads days that exist, leap days included", () => {
    expect(parseCalendarDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDay("2026-12-31")).toEqual({ year: 2026, month: 12, day: 31 });
    expect(isCalendarDay("2000-02-29")).toBe(true);
  });

  it.each(["2024-02-30", "2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "0000-01-01", "0999-12-31", "99999-01-01", "2024-1-1", "2024-02-30T10:00", " 2024-02-01", ""])(
    "refuses %j",
    (value) => {
      expect(parseCalendarDay(value)).toBeNull();
      expect(isCalendarDay(value)).toBe(false);
    },
  );
});
