import { describe, expect, it } from "vitest";
import { defaultBusiness, publicBusiness, type Business } from "./business";
import { businessFromEnv } from "./business.server";
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
