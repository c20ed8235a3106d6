import { describe, expect, it } from "vitest";
import { addDays, addYears, daysBetween, officeClock, officeToday } from "./calendar-days";
import { isCalendarDay } from "./input-rules";
import {
  MANUFACTURERS,
  needsRegistrationSoon,
  recordsKeptUntil,
  REGISTRATION_DEADLINE_DAYS,
  registrationOf,
  registrationRemindersDue,
  workmanshipEndsOn,
  workmanshipPeriod,
  workmanshipTerms,
  type RegistrationFacts,
} from "./warranty";

const NY = "America/New_York";
const job = (over: Partial<RegistrationFacts> = {}): RegistrationFacts => ({
  manufacturer: "GAF",
  manufacturerWarranty: "System Plus",
  completedOn: "2027-03-01",
  registeredOn: null,
  ...over,
});

describe("registration deadlines (spec §9)", () => {
  it("knows the five brands and their days: 60 for IKO, Atlas, CertainTeed and GAF, 90 for Owens Corning", () => {
    expect(REGISTRATION_DEADLINE_DAYS).toEqual({ GAF: 60, "Owens Corning": 90, CertainTeed: 60, IKO: 60, Atlas: 60 });
    expect(MANUFACTURERS).toHaveLength(5);
  });

  it.each([
    // brand, completed, due, 7-day target
    ["GAF", "2027-03-01", "2027-04-30", "2027-03-08"],
    ["CertainTeed", "2027-03-01", "2027-04-30", "2027-03-08"],
    ["IKO", "2027-03-01", "2027-04-30", "2027-03-08"],
    ["Atlas", "2027-03-01", "2027-04-30", "2027-03-08"],
    ["Owens Corning", "2027-03-01", "2027-05-30", "2027-03-08"],
    // Leap years: February 29 counts in 2028, not in 2027.
    ["GAF", "2028-01-01", "2028-03-01", "2028-01-08"],
    ["GAF", "2027-01-01", "2027-03-02", "2027-01-08"],
    ["Owens Corning", "2027-12-31", "2028-03-30", "2028-01-07"],
    ["Owens Corning", "2026-12-31", "2027-03-31", "2027-01-07"],
    ["IKO", "2028-02-29", "2028-04-29", "2028-03-07"],
    // Across a year end and a daylight-saving change: days, not hours.
    ["Atlas", "2026-11-20", "2027-01-19", "2026-11-27"],
    ["CertainTeed", "2027-03-10", "2027-05-09", "2027-03-17"],
  ])("%s completed %s is due %s, our target %s", (manufacturer, completedOn, dueOn, targetOn) => {
    const r = registrationOf(job({ manufacturer, completedOn }), completedOn)!;
    expect(r).toMatchObject({ manufacturer, dueOn, targetOn, state: "upcoming" });
    expect(daysBetween(completedOn, dueOn)).toBe(REGISTRATION_DEADLINE_DAYS[manufacturer as keyof typeof REGISTRATION_DEADLINE_DAYS]);
  });

  it.each([
    ["today is the deadline", "2027-04-30", "due-soon", 0, true],
    ["14 days before the deadline", "2027-04-16", "due-soon", 14, true],
    ["15 days before the deadline", "2027-04-15", "upcoming", 15, true],
    ["the day after the deadline", "2027-05-01", "overdue", -1, true],
    ["the day of completion", "2027-03-01", "upcoming", 60, false],
    ["the target day itself", "2027-03-08", "upcoming", 53, false],
    ["the day after the target", "2027-03-09", "upcoming", 52, true],
  ])("on %s it is %s", (_, today, state, daysLeft, targetMissed) => {
    expect(registrationOf(job(), today)).toMatchObject({ state, daysLeft, targetMissed });
  });

  it("a registered job is registered, whatever the day; nothing to register gives null", () => {
    expect(registrationOf(job({ registeredOn: "2027-03-05" }), "2027-06-01")).toMatchObject({ state: "registered", targetMissed: false });
    expect(registrationOf(job({ manufacturerWarranty: null }), "2027-03-02")).toBeNull();
    expect(registrationOf(job({ completedOn: null }), "2027-03-02")).toBeNull();
    expect(registrationOf(job({ manufacturer: "Malarkey" }), "2027-03-02")).toBeNull();
  });

  it("the dashboard lists due-soon and overdue registrations only", () => {
    expect(needsRegistrationSoon(registrationOf(job(), "2027-04-20"))).toBe(true);
    expect(needsRegistrationSoon(registrationOf(job(), "2027-06-20"))).toBe(true);
    expect(needsRegistrationSoon(registrationOf(job(), "2027-03-10"))).toBe(false);
    expect(needsRegistrationSoon(registrationOf(job({ registeredOn: "2027-03-04" }), "2027-04-29"))).toBe(false);
    expect(needsRegistrationSoon(null)).toBe(false);
  });
});

describe("the office's reminder mornings, on the office's clock", () => {
  // GAF job completed March 1, 2027: target March 8, deadline April 30.
  it.each([
    // instant (UTC), what is due
    ["2027-03-08T10:59:00Z", []], // 5:59 AM EST: not morning yet
    ["2027-03-08T12:00:00Z", ["target"]], // 7:00 AM EST
    ["2027-03-08T04:30:00Z", []], // 11:30 PM on March 7 in New York, though March 8 in UTC
    ["2027-03-09T03:30:00Z", ["target"]], // 10:30 PM on March 8 in New York: still the target day
    ["2027-03-11T15:00:00Z", ["target"]], // three days late (no server ran): caught up
    ["2027-03-12T15:00:00Z", []], // four days late: the dashboard is the reminder now
    ["2027-04-30T10:59:00Z", []], // 6:59 AM EDT on the deadline day
    ["2027-04-30T11:00:00Z", ["deadline"]], // 7:00 AM EDT: clocks changed since the target day
  ])("at %s: %j", (instant, kinds) => {
    expect(registrationRemindersDue(job(), new Date(instant), NY).map((r) => r.kind)).toEqual(kinds);
  });

  it("sends nothing for a registered job or one without a manufacturer warranty", () => {
    expect(registrationRemindersDue(job({ registeredOn: "2027-03-02" }), new Date("2027-03-08T15:00:00Z"), NY)).toEqual([]);
    expect(registrationRemindersDue(job({ manufacturerWarranty: null }), new Date("2027-03-08T15:00:00Z"), NY)).toEqual([]);
  });

  it("follows the business time zone, not the server's", () => {
    // The same instant is March 8 in New York and March 9 in Tokyo.
    expect(registrationRemindersDue(job(), new Date("2027-03-08T16:00:00Z"), NY).map((r) => r.day)).toEqual(["2027-03-08"]);
    expect(registrationRemindersDue(job(), new Date("2027-03-08T16:00:00Z"), "Asia/Tokyo").map((r) => r.day)).toEqual(["2027-03-08"]);
    expect(officeToday(new Date("2027-03-08T16:00:00Z"), "Asia/Tokyo")).toBe("2027-03-09");
  });
});

describe("calendar days", () => {
  it("reads the office's day and minute across daylight-saving changes", () => {
    expect(officeClock(new Date("2027-03-14T06:59:00Z"), NY)).toEqual({ day: "2027-03-14", minutes: 119 }); // 1:59 EST
    expect(officeClock(new Date("2027-03-14T07:00:00Z"), NY)).toEqual({ day: "2027-03-14", minutes: 180 }); // 3:00 EDT
    expect(officeClock(new Date("2027-11-07T05:30:00Z"), NY)).toEqual({ day: "2027-11-07", minutes: 90 });
  });

  it("checks, adds and counts days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-13-01")).toBe(false);
    expect(isCalendarDay("27-03-01")).toBe(false);
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(addYears("2028-02-29", 1)).toBe("2029-03-01");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });
});

describe("the workmanship term and how long records are kept", () => {
  it.each([
    ["2027-03-01", 5, "2032-02-29", "2035-03-01"],
    ["2026-06-15", 10, "2036-06-14", "2039-06-14"],
    ["2028-02-29", 5, "2033-02-28", "2036-02-28"],
    ["2028-03-01", 5, "2033-02-28", "2036-02-28"],
  ])("completed %s with %i years: covered through %s, kept until %s", (completedOn, years, endsOn, keptUntil) => {
    expect(workmanshipEndsOn(completedOn, years)).toBe(endsOn);
    expect(recordsKeptUntil(completedOn, years)).toBe(keptUntil);
  });
});

describe("workmanshipTerms", () => {
  it("offers the settings' standard term and the extended upgrade, once when they are equal", () => {
    expect(workmanshipTerms({ workmanshipYears: 5, extendedYears: 10 })).toEqual([
      { years: 5, label: "5 years, standard" },
      { years: 10, label: "10 years, extended" },
    ]);
    expect(workmanshipTerms({ workmanshipYears: 7, extendedYears: 7 })).toEqual([{ years: 7, label: "7 years, standard" }]);
  });
});

describe("workmanshipPeriod", () => {
  it("says the term and its first and last day once the job is completed", () => {
    expect(workmanshipPeriod({ completedOn: "2027-03-03", workmanshipYears: 10 })).toBe("10-year workmanship warranty: March 3, 2027 through March 2, 2037.");
    expect(workmanshipPeriod({ completedOn: null, workmanshipYears: 10 })).toBeNull();
  });
});
