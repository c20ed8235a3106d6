/**
 * The owner's business settings (docs/decisions/014-business-settings.md): the screen's loader and
 * action against a real database — owners only, every field checked with a readable message,
 * pinned settings untouched, each change stored with who made it — and the environment seeding
 * the settings at start.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { seedDatabase } from "~/db/seed/seed.server";
import { businessSettingChanges, businessSettings, user } from "~/db/schema";
import { DEMO_SETTINGS, settingLeaf, type OfficeSettings } from "~/domain/business-settings";
import { formFieldsOf, itemFieldName, weekFieldNames } from "~/domain/settings-form";
import { currentSettings, loadBusiness, settingsHistory, storeEnvironmentPins } from "~/models/business-settings.server";
import { parseEnv } from "~/config/env.server";
import { action, loader } from "~/routes/_staff.Blog-Page-Builder.business-settings";
import { EDITOR, callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const OWNER: StaffUser = { id: "owner-1", email: "owner@roofs.example", role: "owner" };
const PINNED = { BUSINESS_NAME: "Coastal Ridge Roofing" };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  await t.db.insert(user).values({ id: OWNER.id, name: "Owner", email: OWNER.email, role: "owner", emailVerified: true });
});
afterAll(async () => {
  await t.drop();
});
beforeEach(async () => {
  await t.db.delete(businessSettingChanges);
  await t.db.delete(businessSettings);
});

/** The office list as the screen sends it, with the demo's offices changed by `change`. */
function officesForm(change: (offices: OfficeSettings[]) => void): Record<string, string> {
  const offices = structuredClone(DEMO_SETTINGS.offices.list);
  change(offices);
  return formFieldsOf(settingLeaf("offices.list")!.setting, "offices.list", offices);
}

const screen = (who: StaffUser | null, form?: Record<string, string>) =>
  callRoute<Record<string, unknown>>(form ? action : loader, { url: "/Blog-Page-Builder/business-settings", form, context: testContext(t.db, who, PINNED) });

describe("who may see and change the settings", () => {
  it("refuses editors with a sentence saying why, and signed-out visitors", async () => {
    expect(await screen(EDITOR)).toEqual({ status: 403, data: { error: "Only the site owner can change the business settings." } });
    expect((await screen(EDITOR, { "contact.mainPhone": "(252) 555-0177" })).status).toBe(403);
    expect((await screen(null)).status).toBe(401);
    expect(await t.db.select().from(businessSettings)).toEqual([]);
  });

  it("shows the owner the settings in force and which ones the environment pins", async () => {
    const { status, data } = await screen(OWNER);
    expect(status).toBe(200);
    expect(data.pins).toEqual({ "company.name": "BUSINESS_NAME" });
    expect((data.settings as { company: { name: string } }).company.name).toBe("Coastal Ridge Roofing");
  });
});

describe("saving", () => {
  it("stores a change with who made it, from what to what, and the next page shows it", async () => {
    const saved = await screen(OWNER, { "contact.mainPhone": "252-555-0177", ...officesForm((o) => (o[1].phone = "")) });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: "Saved 2 changes. Every page, e-mail and search listing shows them now." } });

    const business = await loadBusiness({ db: t.db, pins: new Map(), siteUrl: "https://roofs.example" });
    expect(business.phones.main.display).toBe("(252) 555-0177");
    // Greenville now answers on the main line.
    expect(business.offices.find((o) => o.id === "greenville")?.phone.display).toBe("(252) 555-0177");

    const history = await settingsHistory(t.db);
    expect(history.map(({ author, setting, from, to }) => ({ author, setting, from, to }))).toEqual(
      expect.arrayContaining([
        { author: OWNER.email, setting: "Main phone", from: "(252) 555-0100", to: "(252) 555-0177" },
        { author: OWNER.email, setting: "Offices › Greenville Office › Own phone line", from: "(252) 555-0120", to: "(empty)" },
      ]),
    );
  });

  it("stores nothing and says so when nothing changed", async () => {
    const same = await screen(OWNER, { "contact.mainPhone": "(252) 555-0100" });
    expect(same.data).toMatchObject({ ok: true, tone: "info", message: "Nothing changed: every setting already had the value shown." });
    expect(await settingsHistory(t.db)).toEqual([]);
  });

  it("refuses a form with a broken field, keeps what was typed, and stores nothing", async () => {
    const hours = itemFieldName("offices.list", 0, "hours");
    const refused = await screen(OWNER, {
      "contact.mainPhone": "(252) 555-0177",
      "contact.claimsEmail": "claims at roofs",
      ...officesForm(() => {}),
      [weekFieldNames(hours, "monday").opens]: "09:00",
      [weekFieldNames(hours, "monday").closes]: "08:00",
    });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        ok: false,
        message: "Check the highlighted settings: nothing was saved.",
        errors: {
          "contact.claimsEmail": "Enter an e-mail address like name@example.com.",
          [`${hours}.monday`]: "Monday: The closing time must be after the opening time.",
        },
        values: { "contact.claimsEmail": "claims at roofs" },
      },
    });
    expect(await t.db.select().from(businessSettings)).toEqual([]);
  });

  it("checks settings against each other and against the towns in the data", async () => {
    const refused = await screen(OWNER, { "figures.townCountFloor": "90" });
    expect(refused).toMatchObject({ status: 400, data: { errors: { "figures.townCountFloor": expect.stringMatching(/^Towns served can be at most \d+, the number of towns you serve\.$/) } } });
    expect((await screen(OWNER, { "figures.townCountFloor": "70" })).status).toBe(200);
  });

  it("never changes a pinned setting, whatever the form sends", async () => {
    await screen(OWNER, { "company.name": "Typed Over The Pin" });
    expect((await currentSettings(t.db, parseEnv(PINNED).businessPins)).company.name).toBe("Coastal Ridge Roofing");
    expect(await t.db.select().from(businessSettings)).toEqual([]);
  });
});

describe("the environment seeds the settings", () => {
  it("stores a pinned value once, as the environment's, so taking the variable away later keeps it", async () => {
    const pins = parseEnv({ BUSINESS_PHONE: "919-555-0100" }).businessPins;
    expect(await storeEnvironmentPins(t.db, pins)).toEqual(["contact.mainPhone"]);
    expect(await storeEnvironmentPins(t.db, pins)).toEqual([]);
    const [change] = await settingsHistory(t.db);
    expect(change).toMatchObject({ author: "environment (BUSINESS_PHONE)", setting: "Main phone", from: "(252) 555-0100", to: "(919) 555-0100" });
    // The variable is gone: the stored value stays, and is the owner's to change.
    expect((await currentSettings(t.db, new Map())).contact.mainPhone).toBe("(919) 555-0100");
  });

  it("ignores a stored value its setting's rule no longer accepts, uses the default, and says so in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await t.db.insert(businessSettings).values({ key: "contact.mainPhone", value: "not a phone" });
    expect((await currentSettings(t.db, new Map())).contact.mainPhone).toBe("(252) 555-0100");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[settings\] the stored contact\.mainPhone is not used \(Enter a US phone number/));
  });
});

describe("the years in business", () => {
  it("count one more from the first minute of the new year in the business's time zone, not before", async () => {
    const source = { db: t.db, pins: new Map(), siteUrl: "https://roofs.example" };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // 23:59:30 on New Year's Eve in Eastern North Carolina (UTC−5).
      vi.setSystemTime(new Date("2027-01-01T04:59:30Z"));
      const before = (await loadBusiness(source)).yearsInBusiness;
      vi.setSystemTime(new Date("2027-01-01T04:59:59Z"));
      expect((await loadBusiness(source)).yearsInBusiness).toBe(before);
      vi.setSystemTime(new Date("2027-01-01T05:00:01Z"));
      expect((await loadBusiness(source)).yearsInBusiness).toBe(before! + 1);
      // And back (a clock set back): the earlier year again.
      vi.setSystemTime(new Date("2027-01-01T04:59:45Z"));
      expect((await loadBusiness(source)).yearsInBusiness).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
