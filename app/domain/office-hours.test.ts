import { describe, expect, it } from "vitest";
import { openingHoursSpecification, replyBy, weekRows, weekSummary, weekdays, type WeekHours } from "./office-hours";

const officeWeek = weekdays("08:00", "17:00");
const longWeek: WeekHours = { ...weekdays("07:00", "18:00"), saturday: { opens: "08:00", closes: "16:00" } };

describe("an office's week, stated every way from one record", () => {
  it("groups consecutive days with the same hours into rows", () => {
    expect(weekRows(officeWeek)).toEqual([
      { days: "Monday-Friday", hours: "8:00 AM-5:00 PM" },
      { days: "Saturday-Sunday", hours: "Closed" },
    ]);
    expect(weekRows(longWeek)).toEqual([
      { days: "Monday-Friday", hours: "7:00 AM-6:00 PM" },
      { days: "Saturday", hours: "8:00 AM-4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("says it on one line", () => {
    expect(weekSummary(officeWeek)).toBe("Monday-Friday 8:00 AM-5:00 PM, Saturday-Sunday closed");
  });

  it("gives schema.org the open days, grouped by hours, and leaves closed days out", () => {
    expect(openingHoursSpecification(longWeek)).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
      { days: ["Saturday"], opens: "08:00", closes: "16:00" },
    ]);
  });
});

describe("when a request is answered", () => {
  // Eastern Standard Time is UTC-5 in late November.
  it.each([
    ["Monday 10:00 AM", "2026-11-23T15:00:00Z", "today by 5:00 PM"],
    ["Monday 4:30 PM (under an hour before closing)", "2026-11-23T21:30:00Z", "by noon on Tuesday, November 24"],
    ["Tuesday 6:30 AM (before opening)", "2026-11-24T11:30:00Z", "by noon today"],
    ["Friday 8:00 PM", "2026-11-28T01:00:00Z", "by noon on Monday, November 30"],
    ["Saturday noon", "2026-11-28T17:00:00Z", "by noon on Monday, November 30"],
  ])("a request on %s is answered %s", (_, at, phrase) => {
    expect(replyBy(new Date(at), officeWeek, "America/New_York")).toBe(phrase);
  });

  it("follows the office's own days: open on Saturday, a Friday-night request is answered Saturday", () => {
    expect(replyBy(new Date("2026-11-28T01:00:00Z"), longWeek, "America/New_York")).toBe("by noon on Saturday, November 28");
    expect(replyBy(new Date("2026-11-28T15:00:00Z"), longWeek, "America/New_York")).toBe("today by 4:00 PM");
  });
});
