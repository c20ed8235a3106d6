import { describe, expect, it } from "vitest";
import { certificateContent, propertyAddress, workDescription } from "./certificate";
import { certificateNumber, JOB_MESSAGES, jobDraftFromLead, jobFormSchema, registrationFormSchema, REGISTRATION_MESSAGES } from "./jobs";

const form = (over: Record<string, string> = {}) => ({
  customerName: " Dana   Whitley ",
  customerEmail: "Dana.Whitley@Example.com ",
  customerPhone: "252-555-0142",
  street: "104 Forest Hill Drive",
  town: "Winterville",
  zip: "28590",
  material: "asphalt",
  manufacturer: "GAF",
  productLine: "Timberline HDZ",
  squares: "28.5",
  startedOn: "2027-02-26",
  completedOn: "2027-03-01",
  workmanshipYears: "5",
  manufacturerWarranty: "System Plus",
  notes: "",
  ...over,
});

describe("the job form", () => {
  const schema = jobFormSchema("2027-03-10");

  it("reads a complete job: the e-mail lower-cased (it is the portal sign-in), the phone formatted", () => {
    expect(schema.parse(form())).toMatchObject({
      customerName: "Dana Whitley",
      customerEmail: "dana.whitley@example.com",
      customerPhone: "(252) 555-0142",
      squares: 28.5,
      workmanshipYears: 5,
      manufacturer: "GAF",
      notes: null,
    });
  });

  it.each([
    ["customerEmail", { customerEmail: "" }, JOB_MESSAGES.customerEmail],
    ["material", { material: "straw" }, JOB_MESSAGES.material],
    ["manufacturer", { manufacturer: "Acme" }, JOB_MESSAGES.manufacturer],
    ["manufacturer", { manufacturer: "" }, JOB_MESSAGES.warrantyNeedsManufacturer],
    ["completedOn", { completedOn: "2027-02-20" }, JOB_MESSAGES.completedBeforeStart],
    ["completedOn", { completedOn: "2027-03-11" }, JOB_MESSAGES.completedInFuture],
    ["squares", { squares: "-3" }, JOB_MESSAGES.squares],
    ["workmanshipYears", { workmanshipYears: "60" }, JOB_MESSAGES.workmanshipYears],
  ])("refuses a bad %s", (field, over, message) => {
    const parsed = schema.safeParse(form(over));
    expect(parsed.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("a job in progress has no completion date and needs no manufacturer", () => {
    expect(schema.safeParse(form({ completedOn: "", manufacturer: "", manufacturerWarranty: "" })).success).toBe(true);
  });
});

describe("a job from a lead", () => {
  it("carries the customer, the address and the roof type over", () => {
    expect(jobDraftFromLead({ name: "Marcus Bell", email: "marcus@example.com", phone: "(252) 555-0188", street: "9 Elm St", town: "Wilson", zip: null, roofType: "metal" }, 5)).toEqual({
      customerName: "Marcus Bell",
      customerEmail: "marcus@example.com",
      customerPhone: "(252) 555-0188",
      street: "9 Elm St",
      town: "Wilson",
      zip: "",
      material: "metal",
      workmanshipYears: "5",
    });
    expect(jobDraftFromLead({ name: "A", email: null, phone: null, street: null, town: null, zip: null, roofType: null }, 5).material).toBe("");
  });
});

describe("registration", () => {
  const schema = registrationFormSchema("2027-03-10", "2027-03-01");
  it("needs a confirmation and a day between completion and today", () => {
    expect(schema.parse({ confirmation: " GAF-889123 ", registeredOn: "2027-03-05" })).toEqual({ confirmation: "GAF-889123", registeredOn: "2027-03-05" });
    const issue = (v: object) => schema.safeParse({ confirmation: "X1", registeredOn: "2027-03-05", ...v }).error?.issues[0]?.message;
    expect(issue({ confirmation: "" })).toBe(REGISTRATION_MESSAGES.confirmation);
    expect(issue({ registeredOn: "" })).toBe(REGISTRATION_MESSAGES.registeredOn);
    expect(issue({ registeredOn: "2027-03-11" })).toBe(REGISTRATION_MESSAGES.future);
    expect(issue({ registeredOn: "2027-02-28" })).toBe(REGISTRATION_MESSAGES.beforeCompletion("2027-03-01"));
  });
});

describe("the workmanship certificate", () => {
  it("numbers each edition", () => {
    expect(certificateNumber("JB-4K7Q2M", "2027-03-01", 1)).toBe("W-2027-4K7Q2M");
    expect(certificateNumber("JB-4K7Q2M", "2027-03-01", 2)).toBe("W-2027-4K7Q2M-2");
  });

  it("states the homeowner, property, work, term with its dates, the manufacturer warranty and how to claim", () => {
    const job = { ...jobFormSchema("2027-03-10").parse(form()), registeredOn: "2027-03-05", registrationConfirmation: "GAF-889123", completedOn: "2027-03-01" };
    const content = certificateContent({
      job,
      company: { name: "Pamlico Ridge Roofing", legalName: "Pamlico Ridge Roofing, LLC", address: "1150 Sunset Avenue, Rocky Mount, NC 27804", phone: "(252) 555-0100", email: "claims@pamlicoridge.example", website: "pamlicoridge.example" },
      number: "W-2027-4K7Q2M",
      issuedOn: "2027-03-10",
      replaces: null,
      portalUrl: "pamlicoridge.example/portal",
    });
    expect(Object.fromEntries(content.facts)).toEqual({
      Homeowner: "Dana Whitley",
      Property: "104 Forest Hill Drive, Winterville, NC 28590",
      Work: "Asphalt shingle, GAF Timberline HDZ, 28.5 squares",
      Started: "February 26, 2027",
      Completed: "March 1, 2027",
      "Warranty term": "5 years: March 1, 2027 through February 29, 2032",
      "Manufacturer warranty": "System Plus: registered with GAF on March 5, 2027 (confirmation GAF-889123)",
      Transferable: "Yes, to the next owner of the property",
    });
    expect(content.issuedOn).toBe("March 10, 2027");
    expect(content.promise).toContain("Pamlico Ridge Roofing, LLC warrants the workmanship");
    expect(content.howToClaim).toContain("within 30 days");
    expect(content.howToClaim).toContain("within 48 hours");
    expect(content.howToClaim).toContain("pamlicoridge.example/portal");
  });

  it("writes the property and the work the same way everywhere", () => {
    expect(propertyAddress({ street: "9 Elm St", town: "Wilson", zip: null })).toBe("9 Elm St, Wilson, NC");
    expect(workDescription({ material: "metal", manufacturer: null, productLine: null, squares: null })).toBe("Metal");
  });
});
