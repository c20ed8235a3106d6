import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  SETTING_LEAVES,
  crossChecks,
  describeValue,
  environmentPins,
  readSettingsForm,
  settingLeaf,
  settingTitle,
  settingsWith,
  weekFieldNames,
  withChanges,
} from "./business-settings";
import { WEEKDAYS } from "./office-hours";

const none = new Set<string>();

describe("the settings tree", () => {
  it("gives every setting a label, a default its own rule accepts, and a unique key", () => {
    const keys = SETTING_LEAVES.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const leaf of SETTING_LEAVES) {
      expect(leaf.setting.label, leaf.key).toBeTruthy();
      expect(leaf.setting.schema.safeParse(leaf.setting.default).success, leaf.key).toBe(true);
    }
  });

  it("names a setting by its groups for the history", () => {
    expect(settingTitle(settingLeaf("offices.greenville.phone")!)).toBe("Greenville office › Own phone line");
    expect(settingTitle(settingLeaf("contact.mainPhone")!)).toBe("Main phone");
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
        "offices.greenville.zip": "2785",
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
      "offices.greenville.zip": "Enter a 5-digit ZIP code, like 27804.",
    });
  });

  it("reads a week of hours, a ticked Closed meaning closed, and puts a day's problem on that day", () => {
    const key = "offices.rocky-mount.hours";
    const form: Record<string, string> = {};
    for (const day of WEEKDAYS) {
      const names = weekFieldNames(key, day);
      form[names.opens] = "08:00";
      form[names.closes] = "17:00";
    }
    form[weekFieldNames(key, "sunday").closed] = "on";
    const read = readSettingsForm(form, none);
    expect(read.ok && read.values.get(key)).toMatchObject({ saturday: { opens: "08:00", closes: "17:00" }, sunday: null });

    form[weekFieldNames(key, "monday").closes] = "07:00";
    form[weekFieldNames(key, "tuesday").opens] = "";
    const refused = readSettingsForm(form, none);
    expect(refused.ok ? {} : refused.errors).toEqual({
      [`${key}.monday`]: "Monday: The closing time must be after the opening time.",
      [`${key}.tuesday`]: "Tuesday: Enter both times, or tick Closed.",
    });
  });

  it("refuses a week without a single open day", () => {
    const key = "offices.greenville.hours";
    const form = Object.fromEntries(WEEKDAYS.map((day) => [weekFieldNames(key, day).closed, "on"]));
    const read = readSettingsForm(form, none);
    expect(read.ok ? {} : read.errors).toEqual({ [key]: "An office must be open on at least one day." });
  });

  it("leaves pinned settings and settings the form does not hold as they are; an unticked box is off", () => {
    const read = readSettingsForm({ "contact.mainPhone": "(919) 555-0100", "figures.ratingInSearchResults": "off" }, new Set(["contact.mainPhone"]));
    expect(read.ok && [...read.values]).toEqual([["figures.ratingInSearchResults", false]]);
  });
});

describe("rules between settings", () => {
  it("keeps the extended warranty longer than the standard one and the round town figure within the list", () => {
    const settings = withChanges(DEFAULT_SETTINGS, new Map<string, unknown>([["figures.extendedWarrantyYears", 5], ["figures.townCountFloor", 80]]));
    expect(crossChecks(settings, { townCount: 78 })).toEqual({
      "figures.extendedWarrantyYears": "The extended warranty must be longer than the workmanship warranty.",
      "figures.townCountFloor": "Towns served can be at most 78, the number of towns in the service-area list.",
    });
    expect(crossChecks(DEFAULT_SETTINGS, { townCount: 78 })).toEqual({});
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
});

describe("the history's wording", () => {
  it("shows a value as a person reads it", () => {
    expect(describeValue(settingLeaf("figures.ratingInSearchResults")!, true)).toBe("Yes");
    expect(describeValue(settingLeaf("figures.townCountFloor")!, null)).toBe("(empty)");
    expect(describeValue(settingLeaf("offices.greenville.hours")!, DEFAULT_SETTINGS.offices.greenville.hours)).toBe(
      "Mon 08:00-17:00, Tue 08:00-17:00, Wed 08:00-17:00, Thu 08:00-17:00, Fri 08:00-17:00, Sat closed, Sun closed",
    );
  });
});
