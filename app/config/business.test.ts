import { describe, expect, it } from "vitest";
import { DEMO_SETTINGS, EMPTY_SETTINGS, settingsWith, withChanges } from "~/domain/business-settings";
import { officeById, publicBusiness, townCountText, type Business } from "~/domain/business";
import { businessFromSettings, defaultBusiness, SEED_TOWNS, serviceRadius } from "./business.server";
import { parseEnv } from "./env.server";

const facts = { siteUrl: "https://roofs.example", towns: SEED_TOWNS, year: 2026 };

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
    const pins = parseEnv({ BUSINESS_NAME: "Coastal Roofing", BUSINESS_EMERGENCY_PHONE: "2525550133" }).businessPins;
    expect(pins.get("company.name")).toEqual({ value: "Coastal Roofing", variable: "BUSINESS_NAME" });
    expect(pins.get("contact.emergencyPhone")).toEqual({ value: "(252) 555-0133", variable: "BUSINESS_EMERGENCY_PHONE" });
  });
});

describe("facts derived from the settings and the data", () => {
  it("counts years in business from the founding year", () => {
    expect(businessFromSettings(DEMO_SETTINGS, facts).yearsInBusiness).toBe(2026 - DEMO_SETTINGS.company.foundingYear!);
  });

  it("states the exact town count, or the owner's round figure when it does not overstate", () => {
    expect(townCountText({ towns: { count: 78, floor: null } })).toBe("78");
    expect(townCountText({ towns: { count: 78, floor: 70 } })).toBe("70+");
    expect(townCountText({ towns: { count: 60, floor: 70 } })).toBe("60");
  });

  it("leaves a profile without an address out of the links", () => {
    const settings = { ...DEMO_SETTINGS, profiles: { ...DEMO_SETTINGS.profiles, yelp: "" } };
    const business = businessFromSettings(settings, facts);
    expect(business.social.map((p) => p.name)).not.toContain("Yelp");
    expect(business.social.map((p) => p.name)).toContain("Facebook");
  });
});

describe("a company that has given only the guided set-up's facts (docs/decisions/021-launch-as-your-company.md)", () => {
  const own = withChanges(
    EMPTY_SETTINGS,
    new Map<string, unknown>([
      ["company.name", "Neuse Bend Roofing"],
      ["contact.mainPhone", "(919) 555-0177"],
      ["contact.officeEmail", "hello@neusebend.test"],
      ["offices.list", [{ ...EMPTY_SETTINGS.offices.list[0], ...DEMO_SETTINGS.offices.list[0], name: "", street: "12 Queen Street", city: "Kinston", zip: "28501", county: "", phone: "", email: "", mapQuery: "", latitude: null, longitude: null }]],
    ]),
  );
  const towns = SEED_TOWNS.map((t) => ({ ...t, served: ["Kinston", "Goldsboro", "New Bern"].includes(t.name) }));
  const business = businessFromSettings(own, { ...facts, towns });

  it("states none of the demo's facts: no founding year, rating, emergency line, figures or profiles", () => {
    expect(business.foundingYear).toBeNull();
    expect(business.yearsInBusiness).toBeNull();
    expect(business.rating).toBeNull();
    expect(business.phones.emergency).toBeNull();
    expect(business.roofsCompleted).toBeNull();
    expect(business.warranty).toEqual({ workmanshipYears: null, extendedYears: null });
    expect(business.financing.applyUrl).toBeNull();
    expect(business.social).toEqual([]);
    expect(business.team).toEqual([]);
    expect(business.testimonials).toEqual([]);
    expect(business.openings).toEqual([]);
    expect(business.tagline).toBe("");
  });

  it("gives each office what it leaves empty from the company and the town list", () => {
    const [hq] = business.offices;
    expect(business.offices).toHaveLength(1);
    expect(hq).toMatchObject({ id: "kinston", name: "Kinston headquarters", kind: "headquarters", county: "Lenoir County", email: "hello@neusebend.test", ownLine: false });
    expect(hq.phone.display).toBe("(919) 555-0177");
    expect(hq.mapQuery).toBe("12 Queen Street, Kinston, NC 28501");
    expect(hq.latitude).toBeGreaterThan(35);
    expect(business.emails).toEqual({ info: "hello@neusebend.test", claims: "hello@neusebend.test", careers: "hello@neusebend.test" });
  });

  it("counts the towns served and works out the radius from them", () => {
    expect(business.towns.count).toBe(3);
    const hq = business.offices[0];
    const farthest = Math.max(...towns.filter((t) => t.served).map((t) => serviceRadius([hq], [t])));
    expect(business.serviceRadiusMiles).toBe(farthest);
    expect(business.serviceRadiusMiles % 5).toBe(0);
  });
});
