import { describe, expect, it } from "vitest";
import {
  buildLocalizePrompt,
  localizeFactLines,
  mergeLocalizedAnswer,
  planLocalization,
  splitBlocks,
  joinBlocks,
  type LocalizeFacts,
} from "./localize";

const wilson: LocalizeFacts = {
  town: "Wilson",
  state: "North Carolina",
  county: "Wilson County",
  population: 47851,
  historicalFact: "Wilson was incorporated in 1849 and named for Louis Dicken Wilson.",
  latitude: 35.7212,
  longitude: -77.9155,
  milesToCoast: 98,
  countyFacts: { seat: "Wilson", storms: [], permitOffice: null, reroofPermit: null, designWindSpeedMph: null, windborneDebris: null },
  office: { city: "Rocky Mount", miles: 17, direction: "southwest", driveMinutes: 30 },
};

const tarboro: LocalizeFacts = {
  town: "Tarboro",
  state: "North Carolina",
  county: "Edgecombe County",
  population: 10721,
  historicalFact: "Tarboro was chartered in 1760 in a bend of the Tar River.",
  latitude: 35.8968,
  longitude: -77.5358,
  milesToCoast: 93,
  countyFacts: {
    seat: "Tarboro",
    storms: [{ name: "Hurricane Floyd", year: 1999, impact: "the Tar River flooded Princeville" }],
    permitOffice: "Edgecombe County Inspections",
    reroofPermit: "A re-roof needs a permit.",
    designWindSpeedMph: 120,
    windborneDebris: false,
  },
  office: { city: "Rocky Mount", miles: 15, direction: "east", driveMinutes: 25 },
};

/** A clone for Wilson as cloning bakes it: the town's values in, business placeholders kept. */
const wilsonClone = `# Metal Roofing in Wilson

Homeowners in Wilson know a roof does more than keep the rain out. Wilson County sees wind and rain every year.

## Why metal

Standing seam panels last forty years and shed water fast. Call {{businessName}} at {{businessPhone}}.

- Free inspection in Wilson
- Written estimate

| Panel | Life |
| --- | --- |
| Wilson special | 40 |

Our crews work across the region for a decade.`;

const wilsonMarkers = ["Wilson", "Wilson County", "47,851", wilson.historicalFact!];

describe("localizeFactLines", () => {
  it("states each known fact of the town once", () => {
    expect(localizeFactLines(wilson)).toEqual([
      "County: Wilson County; Wilson is the county seat.",
      "Population: 47,851.",
      "History: Wilson was incorporated in 1849 and named for Louis Dicken Wilson.",
      "Coordinates: 35.7212, -77.9155.",
      "Distance to the ocean: about 98 miles in a straight line.",
      "Nearest office: our Rocky Mount office; Wilson lies about 17 miles southwest of it, roughly 30 minutes by car.",
    ]);
  });

  it("lists the county's storms, permit and wind rules when they are recorded", () => {
    const lines = localizeFactLines(tarboro);
    expect(lines).toContain("Hurricanes that hit Edgecombe County: Hurricane Floyd (1999): the Tar River flooded Princeville.");
    expect(lines).toContain("Re-roof permit: A re-roof needs a permit. (ask Edgecombe County Inspections)");
    expect(lines).toContain("Design wind speed in Edgecombe County: 120 mph under the North Carolina Residential Code; wind-borne debris protection does not apply.");
  });

  it.each([
    ["population", { population: null }, /Population/],
    ["history", { historicalFact: "  " }, /History/],
    ["coordinates", { latitude: null, longitude: null, milesToCoast: null, office: null }, /Coordinates|ocean|office/],
    ["county facts", { countyFacts: null }, /seat|Hurricanes|permit|wind speed/],
    ["county", { county: null, countyFacts: null }, /County/],
  ] as const)("leaves out an unknown %s instead of guessing", (_, change, absent) => {
    const lines = localizeFactLines({ ...wilson, ...change });
    expect(lines.join("\n")).not.toMatch(absent);
    expect(lines.join("\n")).not.toMatch(/null|undefined|NaN/);
  });
});

describe("splitBlocks", () => {
  it("keeps the text exactly when joined again, and a fenced block with blank lines whole", () => {
    const md = "Intro\n\n```\ncode\n\nmore code\n```\n\n\nEnd\n";
    const blocks = splitBlocks(md);
    expect(blocks.map((b) => b.text)).toEqual(["Intro", "```\ncode\n\nmore code\n```", "End\n"]);
    expect(joinBlocks(blocks)).toBe(md);
  });
});

describe("planLocalization", () => {
  it("picks the prose and list blocks that name the town, never headings or tables", () => {
    const plan = planLocalization(wilsonClone, wilsonMarkers);
    expect(plan.targets.map((i) => plan.blocks[i].text.slice(0, 30))).toEqual([
      "Homeowners in Wilson know a ro",
      "- Free inspection in Wilson\n- ",
    ]);
  });

  it("does not take a town name inside another word for a mention", () => {
    expect(planLocalization("Wilsonville homes need care.", ["Wilson"]).targets).toEqual([]);
  });
});

describe("buildLocalizePrompt", () => {
  const prompt = buildLocalizePrompt({ title: "Metal Roofing in Wilson", content: wilsonClone, facts: wilson, markers: wilsonMarkers })!;

  it("lists exactly the town's facts and numbers the paragraphs to rewrite", () => {
    for (const line of localizeFactLines(wilson)) expect(prompt.user).toContain(`- ${line}`);
    expect(prompt.user).toContain("[[1]]\nHomeowners in Wilson know");
    expect(prompt.user).toContain("[[2]]\n- Free inspection in Wilson");
    expect(prompt.user).not.toContain("[[3]]");
    expect(prompt.system).toMatch(/Use only the facts listed about Wilson/);
    expect(prompt.system).toMatch(/Keep every \{\{placeholder\}\} exactly/);
  });

  it("holds nothing of another town", () => {
    const text = `${prompt.system}\n${prompt.user}`;
    for (const foreign of ["Tarboro", "Edgecombe", "1760", "Tar River", "Floyd", "10,721", "35.8968"]) expect(text).not.toContain(foreign);
  });

  it("with unknown facts, says nothing of them", () => {
    const bare = buildLocalizePrompt({
      title: "t",
      content: wilsonClone,
      facts: { ...wilson, population: null, historicalFact: null, countyFacts: null },
      markers: ["Wilson"],
    })!;
    expect(bare.user).not.toMatch(/Population|History|seat/);
  });

  it("is null when no paragraph names the town", () => {
    expect(buildLocalizePrompt({ title: "t", content: "# Roofs\n\nShingles last.", facts: wilson, markers: wilsonMarkers })).toBeNull();
  });
});

describe("mergeLocalizedAnswer", () => {
  const prompt = buildLocalizePrompt({ title: "t", content: wilsonClone, facts: wilson, markers: wilsonMarkers })!;
  const ctx = { originalContent: wilsonClone, otherTowns: ["Tarboro", "Rocky Mount", "Greenville"] };
  const good =
    "[[1]]\nWilson, the seat of Wilson County, is home to 47,851 people, and its older homes need roofs that stand up to wind.\n[[2]]\n- Free inspection anywhere in Wilson, about 30 minutes from our Rocky Mount office\n- Written estimate";

  it("puts the rewritten paragraphs in place and keeps every other block as it was", () => {
    const out = mergeLocalizedAnswer(prompt, good, ctx);
    expect(out).toMatchObject({ ok: true, rewritten: 2 });
    if (!out.ok) return;
    expect(out.content).toContain("Wilson, the seat of Wilson County, is home to 47,851 people");
    expect(out.content).not.toContain("Homeowners in Wilson know");
    for (const kept of ["# Metal Roofing in Wilson", "## Why metal", "{{businessName}} at {{businessPhone}}", "| Wilson special | 40 |", "Our crews work across the region"]) {
      expect(out.content).toContain(kept);
    }
  });

  it("accepts an answer wrapped in a code fence", () => {
    expect(mergeLocalizedAnswer(prompt, "```markdown\n" + good + "\n```", ctx).ok).toBe(true);
  });

  it.each([
    ["no markers", "Here is a better post about Wilson.", "did not use the numbered paragraphs"],
    ["a paragraph left out", "[[1]]\nWilson is in Wilson County and has 47,851 residents today.", "left out paragraph 2"],
    ["a paragraph not asked for", good + "\n[[3]]\nExtra.", "paragraph 3 that was not asked for"],
    ["a paragraph twice", good + "\n[[2]]\nAgain and again and again.", "paragraph 2 twice"],
    ["a new heading", good.replace("[[1]]\n", "[[1]]\n## Wilson facts\n"), "added a heading"],
    ["an unknown placeholder", good.replace("47,851 people", "{{locationPopulation}} people"), "{{locationPopulation}}"],
    ["another town", good.replace("its older homes", "like Tarboro, its older homes"), "names Tarboro"],
    ["a runaway paragraph", good.replace("need roofs", `need roofs ${"very ".repeat(200)}`), "far longer"],
    ["a gutted paragraph", "[[1]]\nWilson.\n[[2]]\n- Free inspection anywhere in Wilson\n- Written estimate", "cut paragraph 1"],
  ])("keeps the clone as it was when the answer has %s, and says why", (_, answer, reason) => {
    const out = mergeLocalizedAnswer(prompt, answer, ctx);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain(reason);
  });

  it("takes no ordinary word for a town of the same name (Apex, Bath)", () => {
    const out = mergeLocalizedAnswer(prompt, good.replace("its older homes", "the apex of its older homes, kitchen and bath included,"), { ...ctx, otherTowns: ["Apex", "Bath"] });
    expect(out.ok).toBe(true);
  });

  it("lets the rewrite name a town the original paragraph already named", () => {
    const content = "Crews drive between Wilson and Greenville every week for repairs.";
    const p = buildLocalizePrompt({ title: "t", content, facts: wilson, markers: ["Wilson"] })!;
    const out = mergeLocalizedAnswer(p, "[[1]]\nFrom Wilson, 47,851 residents strong, our crews also reach Greenville each week.", { ...ctx, originalContent: content });
    expect(out.ok).toBe(true);
  });
});
