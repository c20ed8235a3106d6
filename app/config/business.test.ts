import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, settingsWith } from "~/domain/business-settings";
import { officeById, publicBusiness, townCountText, type Business } from "./business";
import { businessFromSettings, defaultBusiness } from "./business.server";
import { parseEnv } from "./env.server";

const facts = { siteUrl: "https://roofs.example", townCount: 78, year: 2026 };

/** The business a server started with this environment shows, with nothing stored yet. */
function fromEnvironment(source: Record<string, string>) {
  return businessFromSettings(settingsWith(new Map(), parseEnv(source).businessPins), facts);
}

describe("the business sent to the browser", () => {
  it("carries only the fields named public", () => {
    const withServerOnly = { ...defaultBusiness, smtpPassword: "hunter2" } as Business;
    const sent = JSON.stringify(publicBusiness(withServerOnly));
    expect(sent).not.toContain("hunter2");
    expect(sent).not.toContain('"settings"');
    expect(sent).toContain(defaultBusiness.phones.main.display);
  });
});

describe("environment variables pin settings", () => {
  it("folds the estimate widget's publishable key into the widget's address", () => {
    const business = fromEnvironment({ ESTIMATE_WIDGET_URL: "https://widget.example/form?x=1", ESTIMATE_WIDGET_KEY: "pk_123" });
    expect(business.external.estimateWidgetUrl).toBe("https://widget.example/form?x=1&key=pk_123");
  });

  it("BUSINESS_GREENVILLE_PHONE sets the Greenville office's line and nothing else", () => {
    const business = fromEnvironment({ BUSINESS_GREENVILLE_PHONE: "9195550142" });
    expect(officeById(business, "greenville").phone.display).toBe("(919) 555-0142");
    expect(business.phones.main).toEqual(defaultBusiness.phones.main);
    expect(officeById(business, "rocky-mount").phone).toEqual(defaultBusiness.phones.main);
  });

  it("BUSINESS_PHONE moves every office without a line of its own, and leaves own lines alone", () => {
    const business = fromEnvironment({ BUSINESS_PHONE: "9195550100" });
    expect(business.offices.filter((o) => !o.ownLine).map((o) => o.phone.display)).toEqual(["(919) 555-0100", "(919) 555-0100"]);
    expect(officeById(business, "greenville").phone).toEqual(officeById(defaultBusiness, "greenville").phone);
  });

  it("refuses to start on a value its setting's rule refuses, naming the variable", () => {
    expect(() => parseEnv({ BUSINESS_PHONE: "12345" })).toThrow(/BUSINESS_PHONE: Enter a US phone number/);
    expect(() => parseEnv({ BUSINESS_EMAIL: "not-an-address" })).toThrow(/BUSINESS_EMAIL: Enter an e-mail address/);
  });

  it("names each pin's variable for the settings screen", () => {
    const pins = parseEnv({ BUSINESS_NAME: "Coastal Roofing", BUSINESS_TARBORO_PHONE: "2525550133" }).businessPins;
    expect(pins.get("company.name")).toEqual({ value: "Coastal Roofing", variable: "BUSINESS_NAME" });
    expect(pins.get("offices.tarboro.phone")).toEqual({ value: "(252) 555-0133", variable: "BUSINESS_TARBORO_PHONE" });
  });
});

describe("facts derived from the settings and the data", () => {
  it("counts years in business from the founding year", () => {
    expect(businessFromSettings(DEFAULT_SETTINGS, facts).yearsInBusiness).toBe(2026 - DEFAULT_SETTINGS.company.foundingYear);
  });

  it("states the exact town count, or the owner's round figure when it does not overstate", () => {
    expect(townCountText({ towns: { count: 78, floor: null } })).toBe("78");
    expect(townCountText({ towns: { count: 78, floor: 70 } })).toBe("70+");
    expect(townCountText({ towns: { count: 60, floor: 70 } })).toBe("60");
  });

  it("leaves a profile without an address out of the links", () => {
    const settings = { ...DEFAULT_SETTINGS, profiles: { ...DEFAULT_SETTINGS.profiles, yelp: "" } };
    const business = businessFromSettings(settings, facts);
    expect(business.social.map((p) => p.name)).not.toContain("Yelp");
    expect(business.social.map((p) => p.name)).toContain("Facebook");
  });
});
