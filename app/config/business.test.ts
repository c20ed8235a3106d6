import { describe, expect, it } from "vitest";
import { defaultBusiness, officeById, publicBusiness, type Business } from "./business";
import { businessFromEnv, officePhoneVariable } from "./business.server";
import { parseEnv } from "./env.server";

describe("the business config sent to the browser", () => {
  it("carries only the fields named public", () => {
    const withServerOnly = { ...defaultBusiness, smtpPassword: "hunter2" } as Business;
    const sent = JSON.stringify(publicBusiness(withServerOnly));
    expect(sent).not.toContain("hunter2");
    expect(sent).toContain(defaultBusiness.phones.main.display);
  });

  it("folds the estimate widget's publishable key into the widget's address", () => {
    const env = parseEnv({ ESTIMATE_WIDGET_URL: "https://widget.example/form?x=1", ESTIMATE_WIDGET_KEY: "pk_123" });
    const business = businessFromEnv(env);
    expect(business.external.estimateWidgetUrl).toBe("https://widget.example/form?x=1&key=pk_123");
    expect(Object.keys(business.external)).not.toContain("estimateWidgetKey");
  });
});

describe("office phone overrides", () => {
  it("BUSINESS_GREENVILLE_PHONE sets the Greenville office's line and nothing else", () => {
    const business = businessFromEnv(parseEnv({ BUSINESS_GREENVILLE_PHONE: "9195550142" }));
    expect(officeById(business, "greenville").phone.display).toBe("(919) 555-0142");
    expect(business.phones.main).toEqual(defaultBusiness.phones.main);
    expect(officeById(business, "rocky-mount").phone).toEqual(defaultBusiness.phones.main);
  });

  it("BUSINESS_PHONE moves every office without a line of its own, and leaves own lines alone", () => {
    const business = businessFromEnv(parseEnv({ BUSINESS_PHONE: "9195550100" }));
    expect(business.offices.filter((o) => !o.ownLine).map((o) => o.phone.display)).toEqual(["(919) 555-0100", "(919) 555-0100"]);
    expect(officeById(business, "greenville").phone).toEqual(officeById(defaultBusiness, "greenville").phone);
  });

  it("an office added to the list takes its override from its id, with no code change", () => {
    const env = parseEnv({ BUSINESS_NEW_BERN_PHONE: "2525550177" });
    const original = defaultBusiness.offices;
    defaultBusiness.offices = [...original, { ...officeById(defaultBusiness, "greenville"), id: "new-bern", city: "New Bern" }];
    try {
      expect(officeById(businessFromEnv(env), "new-bern").phone.display).toBe("(252) 555-0177");
    } finally {
      defaultBusiness.offices = original;
    }
    expect(officePhoneVariable("new-bern")).toBe("BUSINESS_NEW_BERN_PHONE");
  });
});
