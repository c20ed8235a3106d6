import { describe, expect, it } from "vitest";
import { officeTime, OFFICE_TIME_ZONE } from "./office-time";

describe("officeTime", () => {
  // 20:05 UTC on a November day is 3:05 PM in Eastern North Carolina (EST, UTC−5), whatever the machine's zone.
  const moment = "2026-11-28T20:05:00.000Z";

  it("reads a moment on the office's clock, in each style", () => {
    expect(OFFICE_TIME_ZONE).toBe("America/New_York");
    expect(officeTime(moment)).toBe("Nov 28, 2026, 3:05 PM");
    expect(officeTime(new Date(moment), "date")).toBe("Nov 28, 2026");
    expect(officeTime(Date.parse(moment), "longDate")).toBe("November 28, 2026");
    expect(officeTime(moment, "dayTime")).toBe("Nov 28, 3:05 PM");
    expect(officeTime(moment, "scheduled")).toBe("Nov 28, 2026, 3:05 PM EST");
    expect(officeTime(moment, "fullDateTime")).toBe("Saturday, November 28, 2026 at 3:05 PM");
  });

  it("follows daylight saving time: a summer evening is UTC−4", () => {
    expect(officeTime("2026-07-04T23:30:00.000Z")).toBe("Jul 4, 2026, 7:30 PM");
  });

  it("puts a moment just after midnight UTC on the office's previous day", () => {
    expect(officeTime("2026-03-01T03:00:00.000Z", "date")).toBe("Feb 28, 2026");
  });
});
