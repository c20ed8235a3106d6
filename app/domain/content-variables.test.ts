import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/domain/forms";
import { defaultBusiness } from "~/config/business.server";
import {
  ALL_CATEGORIES,
  VARIABLE_CATEGORIES,
  VARIABLE_MESSAGES,
  categoriesInUse,
  builtInPlaceholders,
  defaultVariables,
  filterVariables,
  isBuiltInPlaceholder,
  variableFormValues,
  variableIntent,
  variableFormSchema,
  variableSyntax,
} from "./content-variables";

const valid = { name: "serviceArea", description: "Region we serve", value: "Eastern North Carolina", category: "Business Core" };

function errorsFor(input: Record<string, unknown>) {
  const parsed = variableFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("variable form rules (spec §5)", () => {
  it("accepts a valid variable, an empty value and every one of the 16 categories", () => {
    expect(VARIABLE_CATEGORIES).toHaveLength(16);
    for (const category of VARIABLE_CATEGORIES) {
      expect(variableFormSchema.safeParse({ ...valid, category, value: "" }).success).toBe(true);
    }
  });

  it("says the spec's messages for a short name and a short description", () => {
    expect(errorsFor({ ...valid, name: "x", description: "abc" })).toEqual({
      name: "Name must be at least 2 characters.",
      description: "Description must be at least 5 characters.",
    });
    // Surrounding spaces do not count towards the minimum.
    expect(errorsFor({ ...valid, name: " x " }).name).toBe(VARIABLE_MESSAGES.nameTooShort);
  });

  it("only takes names that work as placeholders", () => {
    for (const bad of ["my variable", "2fast", "phone-number", "{{name}}", "dot.name", "_hidden"]) {
      expect(errorsFor({ ...valid, name: bad }).name, bad).toBe(VARIABLE_MESSAGES.nameFormat);
    }
    for (const good of ["ab", "stormLine", "historical_fact", "Area2"]) {
      expect(errorsFor({ ...valid, name: good }).name, good).toBeUndefined();
    }
  });

  it("limits the value to 10,000 characters and the category to the list", () => {
    expect(errorsFor({ ...valid, value: "a".repeat(10_000) }).value).toBeUndefined();
    expect(errorsFor({ ...valid, value: "a".repeat(10_001) }).value).toBe(VARIABLE_MESSAGES.valueTooLong);
    expect(errorsFor({ ...valid, category: "Misc" }).category).toBe(VARIABLE_MESSAGES.categoryInvalid);
  });

  it("trims name and description but keeps the value as typed", () => {
    const parsed = variableFormSchema.parse({ ...valid, name: "  serviceArea ", description: "  Region we serve ", value: "  two\nlines " });
    expect(parsed).toMatchObject({ name: "serviceArea", description: "Region we serve", value: "  two\nlines " });
  });
});

describe("defaults and syntax", () => {
  it("wraps the name in double braces", () => {
    expect(variableSyntax("serviceArea")).toBe("{{serviceArea}}");
  });

  it("adds serviceArea as the default library variable, worded as the business settings' region", () => {
    const defaults = defaultVariables({ serviceArea: "Nash and Edgecombe counties" });
    expect(defaults).toEqual([expect.objectContaining({ name: "serviceArea", category: "Services & Products", value: "Nash and Edgecombe counties" })]);
    // Each default passes the same rules as a variable typed into the form.
    for (const d of defaults) expect(variableFormSchema.safeParse(d).success, d.name).toBe(true);
  });

  it("lists the built-in placeholders with the values pages show today", () => {
    const listed = builtInPlaceholders(defaultBusiness, new Date("2026-11-22T15:00:00Z"));
    expect(listed.map((p) => p.syntax)).toEqual([
      "{{businessName}}",
      "{{businessPhone}}",
      "{{businessEmail}}",
      "{{businessAddress}}",
      "{{businessWebsite}}",
      "{{locationPhone}}",
      "{{current_date}}",
    ]);
    expect(listed.find((p) => p.name === "businessPhone")?.value).toBe(defaultBusiness.phones.main.display);
    expect(listed.find((p) => p.name === "current_date")?.value).toBe("November 22, 2026");
  });

  it("refuses a library variable named like a built-in placeholder: it could never change a page", () => {
    expect(errorsFor({ ...valid, name: "businessPhone" })).toEqual({ name: VARIABLE_MESSAGES.nameBuiltIn });
    expect(errorsFor({ ...valid, name: "current_date" }).name).toBeDefined();
  });

  it("knows which names the placeholder engine fills itself", () => {
    expect(isBuiltInPlaceholder("businessPhone")).toBe(true);
    expect(isBuiltInPlaceholder("current_date")).toBe(true);
    expect(isBuiltInPlaceholder("serviceArea")).toBe(false);
  });
});

describe("list search and category filter (spec §2.11)", () => {
  const list = [
    { name: "businessPhone", description: "Main line", value: "(252) 555-0100", category: "Contact Information" },
    { name: "serviceArea", description: "Region we serve", value: "Eastern North Carolina", category: "Services & Products" },
    { name: "tagline", description: null, value: "Storm-ready roofs", category: "Business Core" },
  ];

  it("matches name, description or value, ignoring case", () => {
    expect(filterVariables(list, "PHONE", ALL_CATEGORIES).map((v) => v.name)).toEqual(["businessPhone"]);
    expect(filterVariables(list, "region", ALL_CATEGORIES).map((v) => v.name)).toEqual(["serviceArea"]);
    expect(filterVariables(list, "storm-READY", ALL_CATEGORIES).map((v) => v.name)).toEqual(["tagline"]);
    expect(filterVariables(list, "  ", ALL_CATEGORIES)).toHaveLength(3);
    expect(filterVariables(list, "nothing like this", ALL_CATEGORIES)).toEqual([]);
  });

  it("filters by category, combined with the search", () => {
    expect(filterVariables(list, "", "Business Core").map((v) => v.name)).toEqual(["tagline"]);
    expect(filterVariables(list, "phone", "Business Core")).toEqual([]);
  });

  it("offers only the categories in use, in the spec's order", () => {
    expect(categoriesInUse(list)).toEqual(["Business Core", "Contact Information", "Services & Products"]);
  });
});

describe("the /variables form as sent", () => {
  it("names one of four intents, or none", () => {
    expect(["create", "update", "delete", "defaults"].map(variableIntent)).toEqual(["create", "update", "delete", "defaults"]);
    expect(variableIntent("drop")).toBeNull();
    expect(variableIntent(null)).toBeNull();
  });

  it("reads the four fields as typed, line breaks as LF and the category defaulted", () => {
    const form = new FormData();
    form.set("name", "seasonalOffer");
    form.set("value", "Spring:\r\n10% off\rgutters");
    form.set("description", new File(["x"], "x.txt"));
    expect(variableFormValues(form)).toEqual({ name: "seasonalOffer", description: "", value: "Spring:\n10% off\ngutters", category: "Business Core" });
  });
});
