import { describe, expect, it } from "vitest";
import {
  DEMO_SETTINGS,
  EMPTY_SETTINGS,
  SETTING_LEAVES,
  crossChecks,
  describeValue,
  environmentPins,
  settingLeaf,
  settingTitle,
  settingsFrom,
  settingsWith,
  withChanges,
} from "./business-settings";
import { DEMO_COMPANY } from "./demo-company";
import { WEEKDAYS } from "./office-hours";
import { itemFieldName, readSettingsForm, weekFieldNames } from "./settings-form";

const none = new Set<string>();

describe("the settings tree", () => {
  it("gives every setting a label, a demo value its own rule accepts, and a unique key", () => {
    const keys = SETTING_LEAVES.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const leaf of SETTING_LEAVES) {
      expect(leaf.setting.label, leaf.key).toBeTruthy();
      expect(leaf.setting.schema.safeParse(leaf.setting.demo).success, leaf.key).toBe(true);
    }
  });

  it("names a setting by its groups for the history", () => {
    expect(settingTitle(settingLeaf("figures.reviewRating")!)).toBe("Customer rating (out of 5)");
    expect(settingTitle(settingLeaf("contact.mainPhone")!)).toBe("Main phone");
  });

  it("shows the demo company until the owner starts as their own, then only what the owner gave", () => {
    expect(DEMO_SETTINGS.company.name).toBe(DEMO_COMPANY.name);
    expect(DEMO_SETTINGS.offices.list).toHaveLength(3);
    expect(settingsFrom(new Map([["site.start", "demo"]])).contact.mainPhone).toBe(DEMO_COMPANY.mainPhone);
    expect(EMPTY_SETTINGS.company.name).toBe("");
    expect(EMPTY_SETTINGS.contact.mainPhone).toBe("");
    expect(EMPTY_SETTINGS.offices.list).toEqual([]);
    expect(EMPTY_SETTINGS.figures.reviewRating).toBeNull();
    const own = settingsFrom(new Map<string, unknown>([["site.start", "own"], ["company.name", "Neuse Bend Roofing"]]));
    expect(own.company.name).toBe("Neuse Bend Roofing");
    expect(own.profiles.facebook).toBe("");
  });
});

describe("reading the form (spec §5's style of messages)", () => {
  it("reads each field by its kind and normalises it", () => {
    const read = readSettingsForm(
      { "contact.mainPhone": "252.555.0177", "contact.officeEmail": " Office@Roofs.Example ", "figures.reviewCount": "251", "figures.townCountFloor": "" },
      none,
    );
    expect(read.ok && Object.fromEntries(read.values)).toEqual({
      "contact.mainPhone": "(252) 555-0177",
      "contact.officeEmail": "office@roofs.example",
      "figures.reviewCount": 251,
      "figures.townCountFloor": null,
    });
  });

  it("says what is wrong with each field, in a sentence", () => {
    const read = readSettingsForm(
      {
        "company.name": "A",
        "contact.mainPhone": "555-0100",
        "contact.claimsEmail": "claims at roofs",
        "figures.reviewRating": "6",
        "figures.workmanshipWarrantyYears": "five",
        "services.schedulingUrl": "calendar.example/book",
        "offices.list": "list",
        [itemFieldName("offices.list", 0, "street")]: "1 Main Street",
        [itemFieldName("offices.list", 0, "city")]: "Wilson",
        [itemFieldName("offices.list", 0, "zip")]: "2785",
      },
      none,
    );
    expect(read.ok ? {} : read.errors).toEqual({
      "company.name": "Company name must be at least 2 characters.",
      "contact.mainPhone": "Enter a US phone number with its area code, like (252) 555-0142.",
      "contact.claimsEmail": "Enter an e-mail address like name@example.com.",
      "figures.reviewRating": "Customer rating must be a number from 1 to 5.",
      "figures.workmanshipWarrantyYears": "Workmanship warranty must be a whole number from 1 to 50.",
      "services.schedulingUrl": "Enter a full web address starting with https://.",
      "offices.list.0.zip": "Enter a 5-digit ZIP code, like 27804.",
    });
  });

  it("reads a week of hours, a ticked Closed meaning closed, and puts a day's problem on that day", () => {
    const key = itemFieldName("offices.list", 0, "hours");
    const form: Record<string, string> = { "offices.list": "list", "offices.list.0": "item", "offices.list.0.street": "1 Main Street", "offices.list.0.city": "Wilson", "offices.list.0.zip": "27893" };
    for (const day of WEEKDAYS) {
      const names = weekFieldNames(key, day);
      form[names.opens] = "08:00";
      form[names.closes] = "17:00";
    }
    form[weekFieldNames(key, "sunday").closed] = "on";
    const read = readSettingsForm(form, none);
    expect(read.ok && (read.values.get("offices.list") as { hours: unknown }[])[0].hours).toMatchObject({ saturday: { opens: "08:00", closes: "17:00" }, sunday: null });

    form[weekFieldNames(key, "monday").closes] = "07:00";
    form[weekFieldNames(key, "tuesday").opens] = "";
    const refused = readSettingsForm(form, none);
    expect(refused.ok ? {} : refused.errors).toEqual({
      [`${key}.monday`]: "Monday: The closing time must be after the opening time.",
      [`${key}.tuesday`]: "Tuesday: Enter both times, or tick Closed.",
    });
  });

  it("refuses a week without a single open day", () => {
    const key = itemFieldName("offices.list", 0, "hours");
    const form = { "offices.list": "list", "offices.list.0.street": "1 Main Street", "offices.list.0.city": "Wilson", "offices.list.0.zip": "27893", ...Object.fromEntries(WEEKDAYS.map((day) => [weekFieldNames(key, day).closed, "on"])) };
    const read = readSettingsForm(form, none);
    expect(read.ok ? {} : read.errors).toEqual({ [key]: "An office must be open on at least one day." });
  });

  it("reads a list's items in the order shown, refuses an empty office list and two offices in one town", () => {
    const office = (i: number, city: string) => ({ [`offices.list.${i}`]: "item", [`offices.list.${i}.street`]: "1 Main Street", [`offices.list.${i}.city`]: city, [`offices.list.${i}.zip`]: "27893", [`offices.list.${i}.staffed`]: "on" });
    // Item 1 was removed on the screen: items 0 and 2 are read as the first and second.
    const read = readSettingsForm({ "offices.list": "list", ...office(0, "Wilson"), ...office(2, "Tarboro") }, none);
    const offices = read.ok ? (read.values.get("offices.list") as { city: string; staffed: boolean; email: string; latitude: number | null }[]) : [];
    expect(offices.map((o) => o.city)).toEqual(["Wilson", "Tarboro"]);
    expect(offices[0]).toMatchObject({ staffed: true, email: "", latitude: null });
    expect(readSettingsForm({ "offices.list": "list" }, none)).toEqual({ ok: false, errors: { "offices.list": "Add at least one office." } });
    const twice = readSettingsForm({ "offices.list": "list", ...office(0, "Wilson"), ...office(1, "wilson") }, none);
    expect(twice.ok ? {} : twice.errors).toEqual({ "offices.list": "Two offices are in Wilson: each office needs a town of its own (its page is that town's)." });
  });

  it("empties an optional figure from an empty field", () => {
    const read = readSettingsForm({ "company.foundingYear": "", "contact.emergencyPhone": "", "figures.roofsCompleted": "1500" }, none);
    expect(read.ok && Object.fromEntries(read.values)).toEqual({ "company.foundingYear": null, "contact.emergencyPhone": "", "figures.roofsCompleted": 1500 });
  });

  it("leaves pinned settings and settings the form does not hold as they are; an unticked box is off", () => {
    const read = readSettingsForm({ "contact.mainPhone": "(919) 555-0100", "figures.ratingInSearchResults": "off" }, new Set(["contact.mainPhone"]));
    expect(read.ok && [...read.values]).toEqual([["figures.ratingInSearchResults", false]]);
  });
});

describe("rules between settings", () => {
  it("keeps the extended warranty longer than the standard one and the round town figure within the towns served", () => {
    const settings = withChanges(DEMO_SETTINGS, new Map<string, unknown>([["figures.extendedWarrantyYears", 5], ["figures.townCountFloor", 80]]));
    expect(crossChecks(settings, { townCount: 78 })).toEqual({
      "figures.extendedWarrantyYears": "The extended warranty must be longer than the workmanship warranty.",
      "figures.townCountFloor": "Towns served can be at most 78, the number of towns you serve.",
    });
    expect(crossChecks(DEMO_SETTINGS, { townCount: 78 })).toEqual({});
  });

  it("asks for a rating with its number of reviews, and a standard warranty under an extended one", () => {
    const settings = withChanges(EMPTY_SETTINGS, new Map<string, unknown>([["figures.reviewRating", 4.6], ["figures.extendedWarrantyYears", 10]]));
    expect(crossChecks(settings, { townCount: 5 })).toEqual({
      "figures.reviewCount": "Give both the rating and the number of reviews, or neither.",
      "figures.workmanshipWarrantyYears": "Give the workmanship warranty's term too: the extended warranty extends it.",
    });
  });
});

describe("environment variables", () => {
  it("pin the settings that name them, checked by the same rules", () => {
    const pins = environmentPins({ BUSINESS_NAME: "Coastal Roofing", SCHEDULING_URL: "https://book.example/roofs", UNRELATED: "x" });
    expect([...pins.keys()]).toEqual(["company.name", "services.schedulingUrl"]);
    expect(settingsWith(new Map([["company.name", "Stored Name"]]), pins).company.name).toBe("Coastal Roofing");
  });

  it("stop the start with every broken variable named", () => {
    expect(() => environmentPins({ BUSINESS_PHONE: "0100", CHAT_SCRIPT_URL: "chat.js" })).toThrow(
      "BUSINESS_PHONE: Enter a US phone number with its area code, like (252) 555-0142.\nCHAT_SCRIPT_URL: Enter a full web address starting with https://.",
    );
  });

  it("take a chat script only over https: a script loaded over http could be swapped on the way to every page", () => {
    expect(() => environmentPins({ CHAT_SCRIPT_URL: "http://chat.example/widget.js" })).toThrow("CHAT_SCRIPT_URL: Enter a full web address starting with https://.");
    expect([...environmentPins({ CHAT_SCRIPT_URL: "https://chat.example/widget.js" }).keys()]).toEqual(["services.chatScriptUrl"]);
  });
});

describe("the history's wording", () => {
  it("shows a value as a person reads it", () => {
    expect(describeValue(settingLeaf("figures.ratingInSearchResults")!, true)).toBe("Yes");
    expect(describeValue(settingLeaf("figures.townCountFloor")!, null)).toBe("(empty)");
    expect(describeValue(settingLeaf("offices.list")!, DEMO_SETTINGS.offices.list)).toBe(
      "3 offices: Rocky Mount Headquarters; Greenville Office; Tarboro Service Area",
    );
    expect(describeValue(settingLeaf("people.team")!, [])).toBe("(none)");
  });
});
