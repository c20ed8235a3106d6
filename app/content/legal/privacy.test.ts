import { describe, expect, it } from "vitest";
import { privacyPolicy, retentionPeriod } from "./privacy";

const context = {
  name: "Pamlico Ridge Roofing",
  legalName: "Pamlico Ridge Roofing, LLC",
  phone: { display: "(252) 555-0100", e164: "+12525550100" },
  email: "info@pamlicoridge.example",
  address: "1150 Sunset Avenue, Rocky Mount, NC 27804",
  siteUrl: "http://localhost:3000",
};

describe("privacy policy: the request form", () => {
  it.each([
    [730, "730 days (two years)"],
    [365, "365 days (one year)"],
    [90, "90 days"],
  ])("states a retention of %i days as %j", (days, text) => {
    expect(retentionPeriod(days)).toBe(text);
  });

  it("says what the form collects, why, and for how long (the server's LEAD_RETENTION_DAYS)", () => {
    const doc = privacyPolicy({ ...context, leadRetentionDays: 365 });
    const section = doc.sections.find((s) => s.id === "request-form");
    const text = JSON.stringify(section);
    for (const fact of ["phone number or e-mail address", "street address, town and ZIP code", "photos", "location, camera", "utm_source", "kept for 365 days (one year)", "delete your request sooner"]) {
      expect(text).toContain(fact);
    }
  });
});

describe("privacy policy: counting visits", () => {
  it("says what is counted, how the visitor code is made and forgotten, what is left out, and how long each part is kept", () => {
    const text = JSON.stringify(privacyPolicy({ ...context, visitTotalsMonths: 18 }).sections.find((s) => s.id === "visits"));
    for (const fact of [
      "no cookies, no tracking script and no outside analytics service",
      "without anything after the",
      "utm_source, utm_medium and utm_campaign",
      "random value that changes every day",
      "deleted when its day is over",
      "Your internet address and your browser's name are not stored",
      "robots",
      "Do Not Track or Global Privacy Control signal, we count nothing about your visit",
      "deleted after 30 days",
      "we keep them for 18 months",
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe("privacy policy: the warranty portal", () => {
  it("says what a job record holds, who sees it, and how long records, links and sessions are kept", () => {
    const text = JSON.stringify(privacyPolicy(context).sections.find((s) => s.id === "warranty-portal"));
    for (const fact of [
      "photos we took of the roof",
      "location, camera",
      "Only you (signed in with the e-mail address on the job) and our staff",
      "works once, within 30 minutes",
      "for 30 days, or until you sign out",
      "kept while your workmanship warranty runs and for 3 years after it ends",
      "until you turn them off",
    ]) {
      expect(text).toContain(fact);
    }
  });
});
