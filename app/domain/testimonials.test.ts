import { describe, expect, it } from "vitest";
import { TESTIMONIAL_NAME_STYLES } from "~/db/schema";
import { parseForm } from "./forms";
import {
  consentWording,
  feedbackFormSchema,
  nameChoices,
  NAME_STYLES,
  placementSchema,
  quotesFor,
  shownName,
  testimonialFormSchema,
  type PlacedQuote,
} from "./testimonials";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("the name shown beside a quote", () => {
  it("writes each style from the customer's name and town", () => {
    expect(shownName("full", "Dana Reynolds", "Wilson")).toBe("Dana Reynolds");
    expect(shownName("first-name-town", "Dana Reynolds", "Wilson")).toBe("Dana, Wilson");
    expect(shownName("initials", "Dana Reynolds", "Wilson")).toBe("D. R.");
  });

  it("keeps first and last name only for initials, and tidies spaces", () => {
    expect(shownName("initials", "  dana   lee  reynolds ", "Wilson")).toBe("D. R.");
    expect(shownName("full", "  Dana   Lee Reynolds ", "Wilson")).toBe("Dana Lee Reynolds");
  });

  it("gives each part of a hyphenated name its initial", () => {
    expect(shownName("initials", "Mary-Jane Smith-Jones", "Greenville")).toBe("M.-J. S.-J.");
    expect(shownName("first-name-town", "Mary-Jane Smith-Jones", "Greenville")).toBe("Mary-Jane, Greenville");
  });

  it("shows a one-word name as that word, with the town, or its one initial", () => {
    expect(shownName("full", "Cher", "Ayden")).toBe("Cher");
    expect(shownName("first-name-town", "Cher", "Ayden")).toBe("Cher, Ayden");
    expect(shownName("initials", "Cher", "Ayden")).toBe("C.");
  });

  it("offers every style of the table, each with its rendering", () => {
    expect([...NAME_STYLES]).toEqual([...TESTIMONIAL_NAME_STYLES]);
    expect(nameChoices("Dana Reynolds", "Wilson")).toEqual([
      { style: "full", label: "Full name", shown: "Dana Reynolds" },
      { style: "first-name-town", label: "First name and town", shown: "Dana, Wilson" },
      { style: "initials", label: "Initials", shown: "D. R." },
    ]);
  });
});

describe("the feedback form", () => {
  it("takes 10 to 4000 characters, trimmed", () => {
    expect(parseForm(feedbackFormSchema, form({ message: "  The crew was careful.  " }))).toEqual({ ok: true, data: { message: "The crew was careful." } });
    const short = parseForm(feedbackFormSchema, form({ message: "Thanks!" }));
    expect(short).toEqual({ ok: false, errors: { message: "Please write at least 10 characters." }, values: { message: "Thanks!" } });
    const long = parseForm(feedbackFormSchema, form({ message: "x".repeat(4001) }));
    expect(long.ok ? null : long.errors.message).toBe("Please keep it under 4000 characters.");
  });
});

describe("the testimonial form", () => {
  const valid = { quote: "They replaced our roof in two days and left the yard spotless.", nameStyle: "first-name-town", consent: "on" };

  it("accepts words, a name style and the ticked consent", () => {
    const parsed = parseForm(testimonialFormSchema, form(valid));
    expect(parsed.ok && parsed.data).toEqual(valid);
  });

  it("refuses too few or too many words, words with placeholders, an unknown style and a missing consent, each with its message", () => {
    const bad = parseForm(testimonialFormSchema, form({ quote: "Great job.", nameStyle: "nickname" }));
    expect(bad.ok ? null : bad.errors).toEqual({
      quote: "Please write at least 20 characters.",
      nameStyle: "Please choose how your name is shown.",
      consent: "Please tick the box to let us quote your words, or leave this form empty.",
    });
    const long = parseForm(testimonialFormSchema, form({ ...valid, quote: "y".repeat(601) }));
    expect(long.ok ? null : long.errors.quote).toBe("Please keep your words under 600 characters.");
    const braces = parseForm(testimonialFormSchema, form({ ...valid, quote: "Rated {{rating}} by me, the best roofers around." }));
    expect(braces.ok ? null : braces.errors.quote).toMatch(/curly braces/);
  });

  it("states the consent with the company's name and the right to withdraw", () => {
    expect(consentWording("Pamlico Ridge Roofing")).toMatch(/^I agree that Pamlico Ridge Roofing may quote these words.*withdraw this at any time/);
  });
});

describe("where quotes appear", () => {
  const placed: PlacedQuote[] = [
    { quote: "Home and town", shownName: "Dana, Wilson", town: "Wilson", onHome: true, onServices: [], onTownPage: true },
    { quote: "Storm page", shownName: "D. R.", town: "Greenville", onHome: false, onServices: ["storm-damage"], onTownPage: false },
  ];

  it("on the home page, a service page and the town page of the quote's own town only", () => {
    expect(quotesFor(placed, { kind: "home" })).toEqual([{ text: "Home and town", author: "Dana, Wilson" }]);
    expect(quotesFor(placed, { kind: "service", slug: "storm-damage" }).map((q) => q.text)).toEqual(["Storm page"]);
    expect(quotesFor(placed, { kind: "service", slug: "roof-coating" })).toEqual([]);
    expect(quotesFor(placed, { kind: "town", town: "wilson" }).map((q) => q.text)).toEqual(["Home and town"]);
    expect(quotesFor(placed, { kind: "town", town: "Greenville" })).toEqual([]);
  });

  it("accepts only the listed service pages", () => {
    expect(placementSchema.safeParse({ onHome: true, onServices: ["roof-coating"], onTownPage: false }).success).toBe(true);
    expect(placementSchema.safeParse({ onHome: true, onServices: ["gutters"], onTownPage: false }).success).toBe(false);
  });
});
