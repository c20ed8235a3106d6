import { describe, expect, it } from "vitest";
import { portalJobView, reminderFormSchema, seasonalRound, stormKey, stormReminderSchema, wantsSeasonalReminder } from "./portal";

const NY = "America/New_York";

describe("seasonal reminder rounds, on the office's clock", () => {
  it.each([
    ["2027-04-01T10:59:00Z", null], // 6:59 AM EDT on April 1: not yet
    ["2027-04-01T11:00:00Z", { season: "spring", month: 4, period: "2027-spring" }],
    ["2027-04-30T23:00:00Z", { season: "spring", month: 4, period: "2027-spring" }], // 7 PM April 30 in New York
    ["2027-05-01T03:00:00Z", { season: "spring", month: 4, period: "2027-spring" }], // still April 30 in New York
    ["2027-07-10T15:00:00Z", null],
    ["2027-10-15T15:00:00Z", { season: "fall", month: 10, period: "2027-fall" }],
    ["2028-03-01T11:59:00Z", null], // 6:59 AM EST
  ])("at %s: %j", (instant, round) => {
    expect(seasonalRound(new Date(instant), NY)).toEqual(round);
  });

  it("a homeowner gets the round of the month they chose", () => {
    const prefs = { springMonth: 4, fallMonth: 10, afterStorms: false };
    expect(wantsSeasonalReminder(prefs, { season: "spring", month: 4 })).toBe(true);
    expect(wantsSeasonalReminder(prefs, { season: "spring", month: 3 })).toBe(false);
    expect(wantsSeasonalReminder(prefs, { season: "fall", month: 10 })).toBe(true);
    expect(wantsSeasonalReminder({ ...prefs, fallMonth: null }, { season: "fall", month: 10 })).toBe(false);
  });
});

describe("the reminder and storm forms", () => {
  it("reads months and the storm checkbox", () => {
    expect(reminderFormSchema.parse({ springMonth: "4", fallMonth: "", afterStorms: "on" })).toEqual({ springMonth: 4, fallMonth: null, afterStorms: true });
    expect(reminderFormSchema.safeParse({ springMonth: "7", fallMonth: "", afterStorms: "" }).success).toBe(false);
    expect(reminderFormSchema.safeParse({ springMonth: "", fallMonth: "3", afterStorms: "" }).success).toBe(false);
  });

  it("splits the towns of a storm reminder and keys the storm by its name", () => {
    expect(stormReminderSchema.parse({ storm: " Hurricane  Erin ", towns: "Wilson, Tarboro\nWilson,, " })).toEqual({ storm: "Hurricane Erin", towns: ["Wilson", "Tarboro"] });
    expect(stormKey("Hurricane Erin (2027)")).toBe("hurricane-erin-2027");
  });
});

describe("portalJobView", () => {
  const job = {
    id: "6f1c7c1e-8a61-4d0a-9d61-1e3f8a7c2b10",
    reference: "JB-4K7Q2M",
    street: "104 Forest Hill Drive",
    town: "Winterville",
    zip: "28590",
    material: "asphalt",
    manufacturer: "GAF",
    productLine: "Timberline HDZ",
    squares: 28,
    startedOn: "2027-02-26",
    completedOn: "2027-03-01",
    workmanshipYears: 5,
    manufacturerWarranty: "System Plus",
    registeredOn: null,
    registrationConfirmation: null,
    notes: "Dog in the yard; gate code 4411.",
    customerPhone: "(252) 555-0142",
    leadId: "b0c3f1c2-8a61-4d0a-9d61-1e3f8a7c2b10",
  };

  it("shows the homeowner the job and its registration, never the staff notes or the lead", () => {
    const view = portalJobView(job, "2027-04-20");
    expect(view.registration).toMatchObject({ dueOn: "2027-04-30", targetOn: "2027-03-08", daysLeft: 10, state: "due-soon" });
    expect(Object.keys(view)).not.toContain("notes");
    expect(Object.keys(view)).not.toContain("leadId");
    expect(JSON.stringify(view)).not.toContain("gate code");
  });
});
