/**
 * The warranty portal's scheduler work against a real database (PGlite here, PostgreSQL in CI):
 * the office's registration reminders go out the morning they are due on the office's clock, once
 * per job and reminder however many instances tick at the same moment; a failed send is tried again
 * on the next tick; seasonal reminders go once a season; retention deletes job records past their
 * period. docs/decisions/018-warranty-portal.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobInput } from "../support/jobs";
import { headquarters } from "~/domain/business";
import { defaultBusiness } from "~/config/business.server";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { diskStorage } from "~/media/storage.server";
import { createJob, getJob, markRegistered } from "~/models/jobs.server";
import { saveReminders } from "~/models/portal.server";
import { applyRetention, sendRegistrationReminders, sendSeasonalReminders, warrantyUpkeep, type UpkeepDeps } from "~/warranty/upkeep.server";
import { readOutbox } from "../support/mail";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let dir: string;
let outbox: string;
let mailer: Mailer;
const office = headquarters(defaultBusiness).email;

beforeAll(async () => {
  t = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warranty-upkeep-"));
  outbox = path.join(dir, "outbox");
  mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: async () => "Pamlico Ridge Roofing <no-reply@pamlicoridge.example>", timeoutMs: 5000 });
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const deps = (now: string, over: Partial<UpkeepDeps> = {}): UpkeepDeps => ({
  db: t.db,
  mailer,
  business: defaultBusiness,
  siteUrl: "https://roofing.example",
  media: diskStorage(path.join(dir, "media")),
  now: new Date(now),
  ...over,
});

async function job(email: string, completedOn: string, over: Record<string, string> = {}) {
  return createJob(t.db, jobInput(email, completedOn, over), { author: "owner@staff.example" });
}

const mailsTo = async (to: string, subject: RegExp) => (await readOutbox(outbox)).filter((m) => m.to.includes(to) && subject.test(m.subject));

describe("registration reminders to the office", () => {
  it("go out from 7:00 office time on the 7-day target, once however many instances tick", async () => {
    // Completed March 1, 2027: the 7-day target is March 8 (EST, UTC-5), GAF's deadline April 30 (EDT, UTC-4).
    const dana = await job("dana.whitley@example.com", "2027-03-01");
    const registered = await job("marcus.bell@example.com", "2027-03-01", { customerName: "Marcus Bell" });
    await markRegistered(t.db, registered.id, { confirmation: "GAF-1", registeredOn: "2027-03-05" }, "owner@staff.example");
    const target = new RegExp(`^Register today: GAF System Plus for Dana Whitley \\(${dana.reference}\\)$`);

    expect(await sendRegistrationReminders(deps("2027-03-08T11:30:00Z"))).toBe(0); // 6:30 in Rocky Mount
    const sent = await Promise.all([1, 2, 3].map(() => sendRegistrationReminders(deps("2027-03-08T12:05:00Z"))));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    await sendRegistrationReminders(deps("2027-03-08T20:00:00Z"));
    await sendRegistrationReminders(deps("2027-03-10T12:05:00Z"));
    expect(await mailsTo(office, target)).toHaveLength(1);
    expect(await mailsTo(office, /Marcus Bell/)).toEqual([]);

    // The deadline's morning, after the clocks changed: 7:05 EDT is 11:05 UTC.
    expect(await sendRegistrationReminders(deps("2027-04-30T10:55:00Z"))).toBe(0);
    await Promise.all([sendRegistrationReminders(deps("2027-04-30T11:05:00Z")), sendRegistrationReminders(deps("2027-04-30T11:05:00Z"))]);
    const last = await mailsTo(office, new RegExp(`^Last day to register: GAF System Plus for Dana Whitley \\(${dana.reference}\\)$`));
    expect(last).toHaveLength(1);
    expect(last[0].text).toContain(`https://roofing.example/jobs/${dana.id}`);
  });

  it("a send that fails is tried again on the next tick", async () => {
    const bell = await job("ana.bell@example.com", "2027-06-01", { customerName: "Ana Bell" });
    let failures = 1;
    const flaky: Mailer = {
      ...mailer,
      send: async (mail) => {
        if (failures-- > 0) throw new Error("SMTP 421 try again later");
        return mailer.send(mail);
      },
    };
    // June 8, 2027, 7:05 EDT.
    expect(await sendRegistrationReminders(deps("2027-06-08T11:05:00Z", { mailer: flaky }))).toBe(0);
    expect(await mailsTo(office, new RegExp(bell.reference))).toEqual([]);
    expect(await sendRegistrationReminders(deps("2027-06-08T11:06:00Z", { mailer: flaky }))).toBe(1);
    expect(await mailsTo(office, new RegExp(`Register today: .*\\(${bell.reference}\\)`))).toHaveLength(1);
  });
});

describe("seasonal reminders", () => {
  it("reach the homeowners who chose the month, once a season, with an unsubscribe link", async () => {
    await job("spring.fan@example.com", "2026-10-01", { manufacturer: "", manufacturerWarranty: "" });
    await saveReminders(t.db, "spring.fan@example.com", { springMonth: 4, fallMonth: null, afterStorms: false });
    expect(await sendSeasonalReminders(deps("2027-03-15T14:00:00Z"))).toBe(0);
    const sent = await Promise.all([sendSeasonalReminders(deps("2027-04-01T11:05:00Z")), sendSeasonalReminders(deps("2027-04-01T11:05:00Z"))]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    await sendSeasonalReminders(deps("2027-04-20T14:00:00Z"));
    const mails = await mailsTo("spring.fan@example.com", /^Your spring roof check/);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/https:\/\/roofing\.example\/portal\/unsubscribe\?token=[\w-]+/);
  });
});

describe("retention", () => {
  it("deletes a job 3 years after its workmanship warranty ends, and keeps one still within that", async () => {
    // 5 years from January 10, 2015 ends January 9, 2020; kept until January 9, 2023.
    const old = await job("old.roof@example.com", "2015-01-10", { manufacturer: "", manufacturerWarranty: "" });
    const recent = await job("recent.roof@example.com", "2020-01-10", { manufacturer: "", manufacturerWarranty: "" });
    await applyRetention(deps("2023-01-09T17:00:00Z"));
    expect(await getJob(t.db, old.id)).not.toBeNull();
    await warrantyUpkeep(deps("2023-01-10T17:00:00Z"));
    expect(await getJob(t.db, old.id)).toBeNull();
    expect(await getJob(t.db, recent.id)).not.toBeNull();
  });
});
