import { describe, expect, it } from "vitest";
import { weeklyReportMail, type WeeklyReport } from "./weekly-report";

const report: WeeklyReport = {
  week: { from: "2027-03-08", to: "2027-03-14" },
  totals: { visitors: 840, views: 2100, requests: 12, calls: 9 },
  before: { visitors: 800, views: 2000, requests: 10, calls: 9 },
  byTown: [
    { name: "Greenville", requests: 5 },
    { name: "Wilson", requests: 4 },
    { name: null, requests: 3 },
  ],
  bySource: [
    { label: "Google", requests: 8 },
    { label: "Facebook", requests: 4 },
  ],
  topPosts: [{ title: "Metal Roofs in Greenville", path: "/blog/metal-roofs-greenville", town: "Greenville", requests: 4, views: 310 }],
  quietTowns: [{ name: "Tarboro", views: 42 }],
};

describe("the weekly e-mail", () => {
  const mail = weeklyReportMail(report, { name: "Pamlico Ridge Roofing", url: "https://roofing.example" });

  it("says the week's requests and their change in the subject", () => {
    expect(mail.subject).toBe("Pamlico Ridge Roofing: 12 requests last week (up 20 %), 840 visitors");
  });

  it("lists requests by town and by source, the posts that brought most, and the towns with visits and no request", () => {
    expect(mail.text).toContain("Visits and requests, Mar 8, 2027 to Mar 14, 2027");
    expect(mail.text).toContain("Requests: 12 (up 20 %; 10 the week before)");
    expect(mail.text).toContain("- Greenville: 5\n- Wilson: 4\n- No town page or post: 3");
    expect(mail.text).toContain("- Google: 8\n- Facebook: 4");
    expect(mail.text).toContain("1. Metal Roofs in Greenville (Greenville): 4 requests, 310 views — https://roofing.example/blog/metal-roofs-greenville");
    expect(mail.text).toContain("TOWNS WITH VISITS AND NO REQUEST\n- Tarboro: 42 views");
    expect(mail.text).toContain("https://roofing.example/analytics?from=2027-03-08&to=2027-03-14");
    expect(mail.text).toContain("https://roofing.example/analytics#weekly-email");
  });

  it("says what to do when nothing was read", () => {
    const quiet = weeklyReportMail({ ...report, totals: { visitors: 0, views: 0, requests: 0, calls: 0 }, byTown: [], bySource: [], topPosts: [], quietTowns: [] }, { name: "R", url: "https://r.example" });
    expect(quiet.text).toContain("No post was read last week. Publish town posts to see them here.");
    expect(quiet.subject).toBe("R: 0 requests last week (down 100 %), 0 visitors");
  });
});
