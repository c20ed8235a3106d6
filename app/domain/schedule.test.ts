import { describe, expect, it } from "vitest";
import { instantToZonedTime, parseSchedule, SCHEDULE_MESSAGES, zonedTimeToInstant } from "./schedule";

const NY = "America/New_York";

describe("zonedTimeToInstant", () => {
  it.each([
    ["winter (EST, UTC-5)", "2026-11-24T07:00", "2026-11-24T12:00:00.000Z"],
    ["summer (EDT, UTC-4)", "2026-07-04T07:00", "2026-07-04T11:00:00.000Z"],
    ["midnight", "2026-12-31T00:00", "2026-12-31T05:00:00.000Z"],
    ["the repeated autumn hour: the first one", "2026-11-01T01:30", "2026-11-01T05:30:00.000Z"],
    ["the skipped spring hour: read with the old offset", "2026-03-08T02:30", "2026-03-08T07:30:00.000Z"],
  ])("%s", (_, local, utc) => {
    expect(zonedTimeToInstant(local, NY)?.toISOString()).toBe(utc);
  });

  it.each([["2026-02-30T07:00"], ["2026-11-24T24:00"], ["2026-11-24 07:00"], ["tomorrow"], [""]])("refuses %j", (local) => {
    expect(zonedTimeToInstant(local, NY)).toBeNull();
  });

  it("round-trips through the datetime-local value", () => {
    for (const local of ["2026-11-24T07:00", "2026-07-04T23:59", "2027-01-01T00:00"]) {
      expect(instantToZonedTime(zonedTimeToInstant(local, NY)!, NY)).toBe(local);
    }
  });
});

describe("parseSchedule", () => {
  const now = new Date("2026-11-23T12:00:00Z"); // 7:00 AM in New York
  it.each([
    ["a minute ahead", "2026-11-23T07:01", true, null],
    ["now", "2026-11-23T07:00", false, SCHEDULE_MESSAGES.past],
    ["yesterday", "2026-11-22T07:00", false, SCHEDULE_MESSAGES.past],
    ["three years ahead", "2029-11-23T07:00", false, SCHEDULE_MESSAGES.tooFar],
    ["no date", "", false, SCHEDULE_MESSAGES.invalid],
    ["not text", undefined, false, SCHEDULE_MESSAGES.invalid],
  ])("%s", (_, value, ok, message) => {
    const r = parseSchedule(value, NY, now);
    expect(r.success).toBe(ok);
    if (!r.success) expect(r.error.issues[0].message).toBe(message);
  });
});

