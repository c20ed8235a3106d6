import { describe, expect, it } from "vitest";
import { defaultBusiness } from "~/config/business.server";
import { isReservedAddress, mailDestinations, undeliverable } from "./mail-destinations";

describe("the addresses the site sends to", () => {
  it("lists each once, with everything sent there and the setting that holds it", () => {
    const list = mailDestinations(defaultBusiness);
    expect(list.map((d) => d.address)).toEqual(["info@pamlicoridge.example", "greenville@pamlicoridge.example", "claims@pamlicoridge.example", "careers@pamlicoridge.example"]);
    expect(list[0]).toMatchObject({
      what: ["customers' replies and questions", "requests the Rocky Mount Headquarters answers", "requests the Tarboro Service Area answers"],
      settings: ["contact.officeEmail"],
    });
    expect(list[1]).toMatchObject({ what: ["requests the Greenville Office answers"], settings: ["offices.list"] });
  });

  it("folds claims and careers into the general address when they have none of their own", () => {
    const business = { ...defaultBusiness, emails: { info: "hello@neusebend-roofing.com", claims: "hello@neusebend-roofing.com", careers: "hello@neusebend-roofing.com" }, offices: defaultBusiness.offices.map((o) => ({ ...o, email: "hello@neusebend-roofing.com" })) };
    const [only, ...rest] = mailDestinations(business);
    expect(rest).toEqual([]);
    expect(only.what).toContain("warranty claims from the portal");
    expect(only.what).toContain("job applications");
    expect(only.reserved).toBe(false);
    expect(undeliverable(business)).toEqual([]);
  });

  it("knows the domains reserved for examples and tests, which never receive mail", () => {
    for (const a of ["a@b.example", "a@shop.test", "x@y.invalid", "me@localhost", "me@example.com", "me@mail.example.org"]) expect(isReservedAddress(a), a).toBe(true);
    for (const a of ["a@example-roofing.com", "a@gmail.com", "a@testing.org"]) expect(isReservedAddress(a), a).toBe(false);
    expect(undeliverable(defaultBusiness)).toHaveLength(4);
  });
});
