import { describe, expect, it } from "vitest";
import {
  ALL_TOWNS,
  draftBriefFromForm,
  draftPrompt,
  fitMetaDescription,
  knownDraftPlaceholders,
  NO_TOWN,
  parseDraft,
  readPartialJson,
  unknownDraftPlaceholders,
  wordCount,
  type DraftBrief,
} from "./ai-draft";

const answer = [
  "TITLE: Spotting Storm Damage in {{locationName}}",
  "META TITLE: Storm Damage Checks",
  "META DESCRIPTION: How to spot hail damage early.",
  "EXCERPT: A short guide.",
  "TAGS: storm damage, #hail, Hail, roof inspection",
  "---",
  "# Spotting Storm Damage in {{locationName}}",
  "",
  "After a storm, look up.",
  "",
  "## What to look for",
  "- Lifted shingles",
  "",
].join("\n");

describe("parseDraft", () => {
  it("reads every field of a complete answer; the body loses a heading that repeats the title", () => {
    expect(parseDraft(answer)).toEqual({
      title: "Spotting Storm Damage in {{locationName}}",
      seoTitle: "Storm Damage Checks",
      seoDescription: "How to spot hail damage early.",
      excerpt: "A short guide.",
      tags: ["storm damage", "hail", "roof inspection"],
      content: "After a storm, look up.\n\n## What to look for\n- Lifted shingles\n",
    });
  });

  it.each([
    ["nothing yet", "", {}],
    ["half a key", "TIT", {}],
    ["a title still arriving", "TITLE: Spotting St", { title: "Spotting St" }],
    ["a key still arriving after the title", "TITLE: Roofs\nMETA DESC", { title: "Roofs" }],
    ["the separator still arriving", "TITLE: Roofs\n--", { title: "Roofs" }],
    ["the body starting", "TITLE: Roofs\n---\nAfter a st", { title: "Roofs", content: "After a st" }],
  ])("reads a partial answer: %s", (_label, partial, expected) => {
    expect(parseDraft(partial)).toMatchObject({ title: "", content: "", ...expected });
  });

  it.each([
    ["bold keys and a code fence", "```\n**TITLE:** Roofs\n**TAGS:** a, b\n---\nBody text.\n```\n", { title: "Roofs", tags: ["a", "b"], content: "Body text." }],
    ["lower-case keys and no separator", "title: Roofs\nexcerpt: Short.\n\nBody starts here.", { title: "Roofs", excerpt: "Short.", content: "Body starts here." }],
    ["no headers at all", "Just a body.\nSecond line.", { title: "", content: "Just a body.\nSecond line." }],
    ["Windows line ends", "TITLE: Roofs\r\n---\r\nBody.\r\n", { title: "Roofs", content: "Body.\n" }],
  ])("tolerates %s", (_label, text, expected) => {
    expect(parseDraft(text)).toMatchObject(expected);
  });

  it("keeps a first heading that is not the title", () => {
    expect(parseDraft("TITLE: Roofs\n---\n# Something else\nBody.").content).toBe("# Something else\nBody.");
  });

  it("keeps the meta description within 160 characters", () => {
    const long = `META DESCRIPTION: ${"Hail and wind can damage a roof in ways you cannot see from the ground. ".repeat(4)}\n`;
    const { seoDescription } = parseDraft(long);
    expect(seoDescription.length).toBeLessThanOrEqual(160);
    expect(seoDescription.endsWith("…")).toBe(true);
  });
});

describe("fitMetaDescription", () => {
  it.each([
    ["short stays", "A short one.", "A short one."],
    ["exactly 160 stays", "x".repeat(160), "x".repeat(160)],
    ["one word too long is cut at a word", `${"word ".repeat(32)}end`, `${"word ".repeat(31).trim()}…`],
  ])("%s", (_label, input, expected) => {
    expect(fitMetaDescription(input)).toBe(expected);
    expect(fitMetaDescription(input).length).toBeLessThanOrEqual(160);
  });
});

describe("unknownDraftPlaceholders", () => {
  const draft = (content: string, title = "T") => ({ title, seoTitle: "", seoDescription: "", excerpt: "", tags: [], content });

  it.each([
    ["a template's town placeholders are known", true, "In {{locationName}} ({{locationCounty}}), call {{businessPhone}}.", []],
    ["an invented name is flagged once", true, "Ask about {{notAPlaceholder}} and {{ notAPlaceholder }}.", ["notAPlaceholder"]],
    ["library variables are known", false, "Our {{warrantyYears}}-year warranty, as of {{current_date}}.", []],
    ["a town placeholder outside a template is flagged", false, "Roofs in {{locationName}}.", ["locationName"]],
  ])("%s", (_label, template, content, expected) => {
    expect(unknownDraftPlaceholders(draft(content), knownDraftPlaceholders(template, ["warrantyYears"]))).toEqual(expected);
  });

  it("checks every field, not just the body", () => {
    expect(unknownDraftPlaceholders({ ...draft("Body."), tags: ["{{tagName}}"], seoTitle: "{{seoThing}}" }, knownDraftPlaceholders(true, []))).toEqual(["seoThing", "tagName"]);
  });
});

describe("the brief", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  const valid = { topic: "Hail damage", town: ALL_TOWNS, tone: "friendly", length: "short" };

  it("is read from the form, with the source only when asked for", () => {
    const without = draftBriefFromForm(form({ ...valid, source: "Notes" }));
    expect(without.success && without.data).toEqual({ ...valid, audience: "", source: "" });
    const withSource = draftBriefFromForm(form({ ...valid, source: "  Notes  ", useSource: "on" }));
    expect(withSource.success && withSource.data.source).toBe("Notes");
  });

  it.each([
    [{ ...valid, topic: "x" }, "Say what the post is about (a few words at least)."],
    [{ ...valid, town: "Greenville" }, "Choose a town from the list."],
    [{ ...valid, tone: "angry" }, "Choose a tone from the list."],
    [{ ...valid, length: "epic" }, "Choose a length from the list."],
    [{ ...valid, audience: "a".repeat(201) }, "The audience is too long (at most 200 characters)."],
  ])("refuses %j with a readable message", (fields, message) => {
    const parsed = draftBriefFromForm(form(fields));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(message);
  });
});

describe("draftPrompt", () => {
  const brief: DraftBrief = { topic: "Hail damage", audience: "Homeowners", town: ALL_TOWNS, tone: "friendly", length: "short", source: "" };

  it("asks a template for {{locationName}} and for structured output the parser reads", () => {
    const { system, prompt, maxOutputTokens, responseFormat } = draftPrompt(brief, { businessName: "Pamlico Ridge Roofing", town: null });
    expect(system).toContain('"metaDescription"');
    expect(responseFormat.schema.required).toEqual(["title", "metaTitle", "metaDescription", "excerpt", "tags", "content"]);
    expect(prompt).toContain("{{locationName}}");
    expect(prompt).toContain("Topic: Hail damage");
    expect(maxOutputTokens).toBe(1000);
  });

  it("gives one town's facts and no placeholders", () => {
    const { prompt } = draftPrompt({ ...brief, town: "00000000-0000-4000-8000-000000000000" }, {
      businessName: "Pamlico Ridge Roofing",
      town: { name: "Greenville", county: "Pitt", population: 89000, historicalFact: null },
    });
    expect(prompt).toContain("Town: Greenville, North Carolina");
    expect(prompt).toContain("County: Pitt County");
    expect(prompt).toContain("Population: 89,000");
    expect(prompt).not.toContain("{{locationName}}");
  });

  it("includes the source material when given, and no town for a general post", () => {
    const { prompt } = draftPrompt({ ...brief, town: NO_TOWN, source: "Our crews use ice and water shield." }, { businessName: "X", town: null });
    expect(prompt).toContain("Our crews use ice and water shield.");
    expect(prompt).not.toContain("{{locationName}}");
  });
});

describe("wordCount", () => {
  it.each([
    ["", 0],
    ["one", 1],
    ["two words\nand three", 4],
  ])("%j", (text, n) => expect(wordCount(text)).toBe(n));
});

describe("parseDraft with structured output and plain Markdown", () => {
  const json = JSON.stringify({
    title: "Spotting Storm Damage in {{locationName}}",
    metaTitle: "Storm Damage Checks",
    metaDescription: "How to spot hail damage early.",
    excerpt: "A short guide.",
    tags: ["storm damage", "#hail", "Hail"],
    content: "# Spotting Storm Damage in {{locationName}}\n\nAfter a storm, look up.\n\n## What to look for\n- Lifted shingles",
  });

  it("reads every field of a JSON answer, bare or fenced", () => {
    const expected = {
      title: "Spotting Storm Damage in {{locationName}}",
      seoTitle: "Storm Damage Checks",
      seoDescription: "How to spot hail damage early.",
      excerpt: "A short guide.",
      tags: ["storm damage", "hail"],
      content: "After a storm, look up.\n\n## What to look for\n- Lifted shingles",
    };
    expect(parseDraft(json)).toEqual(expected);
    expect(parseDraft(`\`\`\`json\n${json}\n\`\`\``)).toEqual(expected);
  });

  it("fills the fields of a JSON answer while it arrives", () => {
    const cut = json.slice(0, json.indexOf("Checks") + 3);
    expect(parseDraft(cut)).toMatchObject({ title: "Spotting Storm Damage in {{locationName}}", seoTitle: "Storm Damage Che", content: "" });
    expect(parseDraft(json.slice(0, json.indexOf("After") + 9))).toMatchObject({ tags: ["storm damage", "hail"], content: "After a s" });
  });

  it("takes the title from a plain Markdown answer's leading heading instead of dropping it", () => {
    expect(parseDraft("# Gutters Before Winter\n\nClean them in November.\n")).toMatchObject({ title: "Gutters Before Winter", content: "Clean them in November.\n" });
    expect(parseDraft("# Gutters Before Wi")).toMatchObject({ title: "Gutters Before Wi", content: "" });
  });

  it("leaves the title empty when the answer has none", () => {
    expect(parseDraft("Clean your gutters in November.\n\n## Why\nLeaves.")).toMatchObject({ title: "", content: "Clean your gutters in November.\n\n## Why\nLeaves." });
  });
});

describe("readPartialJson", () => {
  it.each([
    ["", null],
    ["{", {}],
    ['{"title": "Roo', { title: "Roo" }],
    ['{"title": "Roofs", "tags": ["a", "b', { title: "Roofs", tags: ["a", "b"] }],
    ['{"a": "line\\nbreak \\"quoted\\" \\u00e9", "b": [1, true, null]}', { a: 'line\nbreak "quoted" é', b: [1, true, null] }],
    ['{"a": "ends in an escape \\', { a: "ends in an escape " }],
    ['{"title": "Roofs", "con', { title: "Roofs" }],
  ])("%j", (text, expected) => {
    expect(readPartialJson(text)).toEqual(expected);
  });
});
