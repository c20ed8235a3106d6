import { describe, expect, it } from "vitest";
import {
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  claimFormSchema,
  inspectionCountdown,
  isOpenClaim,
  lateReportWarning,
  reportedLate,
  statusChangeSchema,
  transitionRefusal,
  type ClaimStatus,
} from "./claims";

const claim = (over: Record<string, string> = {}) => ({ what: "Water stain on the bedroom ceiling", location: "Back bedroom, north side", discoveredOn: "2027-05-01", ...over });

describe("the claim form", () => {
  const schema = claimFormSchema("2027-05-20", "2027-03-01");

  it("accepts a complete claim", () => {
    expect(schema.safeParse(claim()).success).toBe(true);
  });

  it.each([
    ["what", { what: "  " }, CLAIM_MESSAGES.what],
    ["location", { location: "" }, CLAIM_MESSAGES.where],
    ["discoveredOn", { discoveredOn: "" }, CLAIM_MESSAGES.discoveredOn],
    ["discoveredOn", { discoveredOn: "2027-02-30" }, CLAIM_MESSAGES.discoveredOn],
    ["discoveredOn", { discoveredOn: "2027-05-21" }, CLAIM_MESSAGES.future],
    ["discoveredOn", { discoveredOn: "2027-02-28" }, CLAIM_MESSAGES.beforeJob("2027-03-01")],
  ])("refuses a bad %s with a sentence to act on", (field, over, message) => {
    const parsed = schema.safeParse(claim(over));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("says the completion day in words", () => {
    expect(CLAIM_MESSAGES.beforeJob("2027-03-01")).toBe("That is before we finished your roof (March 1, 2027): enter the day you first noticed the problem.");
  });
});

describe("the 30-day reporting rule warns but never refuses", () => {
  it.each([
    ["2027-05-01", "2027-05-31", false],
    ["2027-05-01", "2027-06-01", true],
    ["2028-02-01", "2028-03-02", false], // 30 days across February 29
    ["2028-02-01", "2028-03-03", true],
  ])("found %s, reported %s: late %s", (found, reported, late) => {
    expect(reportedLate(found, reported)).toBe(late);
    expect(lateReportWarning(found, reported) !== null).toBe(late);
  });

  it("the warning counts the days and says the claim is accepted", () => {
    expect(lateReportWarning("2027-04-01", "2027-05-16")).toMatch(/^You noticed this 45 days ago\. .*within 30 days.*We still accept your claim/);
    expect(lateReportWarning("not a day", "2027-05-16")).toBeNull();
  });
});

describe("the 48-hour inspection target", () => {
  const received = new Date("2027-05-20T14:00:00Z");
  it.each([
    ["received", "2027-05-20T14:30:00Z", "open", "47 h left"],
    ["received", "2027-05-22T13:15:00Z", "open", "45 min left"],
    ["inspection-scheduled", "2027-05-22T13:59:30Z", "open", "1 min left"],
    ["inspection-scheduled", "2027-05-22T17:00:00Z", "overdue", "overdue by 3 h"],
    ["received", "2027-05-25T14:00:00Z", "overdue", "overdue by 3 days"],
    ["inspected", "2027-05-25T14:00:00Z", "done", "inspected"],
    ["declined", "2027-05-21T14:00:00Z", "done", "inspected"],
  ] as [ClaimStatus, string, string, string][])("%s at %s: %s, %s", (status, now, state, label) => {
    const c = inspectionCountdown(received, status, new Date(now));
    expect(c).toMatchObject({ state, label });
    expect(c.dueAt.toISOString()).toBe("2027-05-22T14:00:00.000Z");
  });
});

describe("status changes", () => {
  it.each([
    ["received", "inspection-scheduled", true],
    ["received", "inspected", true],
    ["received", "approved", false],
    ["inspection-scheduled", "inspection-scheduled", true],
    ["inspected", "approved", true],
    ["inspected", "declined", true],
    ["approved", "repaired", true],
    ["approved", "declined", false],
    ["declined", "received", false],
    ["repaired", "inspected", false],
  ] as [ClaimStatus, ClaimStatus, boolean][])("%s → %s allowed: %s", (from, to, allowed) => {
    expect(transitionRefusal(from, to) === null).toBe(allowed);
  });

  it("names both statuses when it refuses", () => {
    expect(transitionRefusal("received", "approved")).toBe("A claim that is received cannot become approved.");
  });

  it("only declined and repaired claims are closed", () => {
    expect(CLAIM_STATUSES.filter((s) => !isOpenClaim(s))).toEqual(["declined", "repaired"]);
  });

  it("needs an inspection time to schedule and a reason to decline", () => {
    const errors = (v: object) => statusChangeSchema.safeParse({ status: "received", inspectionAt: "", note: "", ...v }).error?.issues.map((i) => i.path[0]);
    expect(errors({ status: "inspection-scheduled" })).toEqual(["inspectionAt"]);
    expect(errors({ status: "inspection-scheduled", inspectionAt: "2027-05-21T09:30" })).toBeUndefined();
    expect(errors({ status: "declined", note: "Storm" })).toEqual(["note"]);
    expect(errors({ status: "declined", note: "Hail damage from the May 3 storm, not our installation." })).toBeUndefined();
    expect(errors({ status: "nonsense" })).toEqual(["status"]);
  });
});
