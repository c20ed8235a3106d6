/**
 * The visits' scheduler work against a real database (docs/decisions/022-visits-and-attribution.md):
 * on Monday from 7:00 office time every confirmed staff member who has not turned it off gets last
 * week's e-mail, once however many instances tick; each closed day is rolled up once; a day's salt
 * is gone once the day is over.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDays, sendWeeklyReports, type VisitsUpkeepDeps } from "~/analytics/upkeep.server";
import { defaultBusiness } from "~/config/business.server";
import { analyticsRolledDays, analyticsSalts, serviceLocations, user } from "~/db/schema";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { setWeeklyReport } from "~/models/analytics.server";
import { saltOfDay, writeVisitBatch } from "~/models/visits.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { readOutbox } from "../support/mail";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let dir: string;
let outbox: string;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "visits-upkeep-"));
  outbox = path.join(dir, "outbox");
  mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: async () => "Pamlico Ridge Roofing <no-reply@pamlicoridge.example>", timeoutMs: 5000 });
  await t.db.insert(user).values([
    { id: "owner-1", name: "Owner", email: "owner@staff.example", emailVerified: true, role: "owner" },
    { id: "editor-1", name: "Marketer", email: "marketing@staff.example", emailVerified: true, role: "editor" },
    { id: "editor-2", name: "Writer", email: "writer@staff.example", emailVerified: true, role: "editor" },
    { id: "editor-3", name: "Not confirmed", email: "new@staff.example", emailVerified: false, role: "editor" },
  ]);
  await setWeeklyReport(t.db, "editor-2", false);
  const [greenville] = await t.db.select({ id: serviceLocations.id }).from(serviceLocations).where(sql`${serviceLocations.name} = 'Greenville'`);
  const [wilson] = await t.db.select({ id: serviceLocations.id }).from(serviceLocations).where(sql`${serviceLocations.name} = 'Wilson'`);
  // Last week: three visitors, one request from Greenville's page via Google; Wilson read, no request.
  const at = new Date("2027-03-10T15:00:00Z");
  const visit = (visitor: string, landingPath: string, source: "google" | "direct") => ({ day: "2027-03-10", visitor, startedAt: at, landingPath, source, sourceDetail: "", utmSource: "", utmMedium: "", utmCampaign: "" });
  await writeVisitBatch(t.db, {
    visits: [visit("a", "/locations/greenville-nc", "google"), visit("b", "/locations/wilson-nc", "direct"), visit("c", "/home", "direct")],
    pageViews: [
      { day: "2027-03-10", visitor: "a", path: "/locations/greenville-nc", townId: greenville.id, views: 1, firstAt: at, lastAt: at },
      { day: "2027-03-10", visitor: "b", path: "/locations/wilson-nc", townId: wilson.id, views: 2, firstAt: at, lastAt: at },
      { day: "2027-03-10", visitor: "c", path: "/home", views: 1, firstAt: at, lastAt: at },
    ],
    conversions: [{ day: "2027-03-10", kind: "request", visitor: "a", path: "/contact", landingPath: "/locations/greenville-nc", source: "google", townId: greenville.id }],
  });
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const deps = (now: string): VisitsUpkeepDeps => ({ db: t.db, mailer, business: defaultBusiness, siteUrl: "https://roofing.example", now: new Date(now) });

describe("the weekly e-mail", () => {
  it("waits for Monday 7:00 office time", async () => {
    expect(await sendWeeklyReports(deps("2027-03-15T10:59:00Z"))).toBe(0); // 6:59 in Rocky Mount (EDT)
    expect(await sendWeeklyReports(deps("2027-03-14T15:00:00Z"))).toBe(0); // a Sunday
    expect(await readOutbox(outbox)).toEqual([]);
  });

  it("goes once to each confirmed staff member who has not turned it off, however many instances tick", async () => {
    const sent = await Promise.all([sendWeeklyReports(deps("2027-03-15T11:05:00Z")), sendWeeklyReports(deps("2027-03-15T11:05:00Z"))]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await sendWeeklyReports(deps("2027-03-15T14:00:00Z"))).toBe(0);
    const mail = await readOutbox(outbox);
    expect(mail.map((m) => m.to).sort()).toEqual(["marketing@staff.example", "owner@staff.example"]);
    expect(mail[0].subject).toContain("1 request last week (new: none the period before), 3 visitors");
    expect(mail[0].text).toContain("REQUESTS BY TOWN\n- Greenville: 1");
    expect(mail[0].text).toContain("REQUESTS BY SOURCE\n- Google: 1");
    expect(mail[0].text).toContain("TOWNS WITH VISITS AND NO REQUEST\n- Wilson: 2 views");
  });
});

describe("closing days", () => {
  it("rolls each closed day up once and deletes the salts of past days", async () => {
    await saltOfDay(t.db, "2027-03-10", "old-salt");
    await saltOfDay(t.db, "2027-03-15", "today-salt");
    const close = () => closeDays({ db: t.db, now: new Date("2027-03-15T15:00:00Z"), keepTotalsMonths: 25 });
    const [first, second] = await Promise.all([close(), close()]);
    expect([...first, ...second]).toEqual(["2027-03-10"]);
    expect(await t.db.select({ day: analyticsRolledDays.day }).from(analyticsRolledDays)).toEqual([{ day: "2027-03-10" }]);
    expect((await t.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((s) => s.day)).toEqual(["2027-03-15"]);
  });
});
