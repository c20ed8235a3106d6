import { describe, expect, it } from "vitest";
import type { PlaceholderLocation } from "./placeholders";
import {
  DOORWAY_THRESHOLD,
  closestByFingerprint,
  doorwayAdvice,
  fingerprintSimilarity,
  jaccard,
  normalisedWords,
  shingleFingerprint,
  shingles,
} from "./similarity";

/** A realistic ~400-word location template that names its town five times. */
const template = `# Roof Replacement in {{locationName}}

Homeowners in {{locationName}} know that a roof does more than keep the rain out. It protects the framing, the insulation and everything you own. When shingles start to curl, granules collect in the gutters or a stain spreads across a ceiling, it is time to call a contractor you can trust.

## Why choose a local roofer

Our crews have replaced roofs across {{locationName}} and the surrounding communities for more than a decade. We start every job with a free inspection, a written estimate and photos of what we found, so you can decide without pressure. We install architectural shingles, standing seam metal and low slope systems, and we register every manufacturer warranty within seven days of completion.

## What to expect

Most replacements take one to three days. We protect your landscaping with tarps, remove the old roof down to the deck, replace any rotten decking, install ice and water shield in the valleys and finish with new flashing, vents and ridge cap. A magnet sweep of the yard picks up nails before we leave. A project manager walks the finished roof with you and answers every question.

## Storm damage and insurance

Eastern North Carolina sees hurricanes, hail and strong summer storms. If a storm has damaged your roof in {{locationName}}, document the damage with photos, make temporary repairs to prevent further leaks and call us for an inspection. We meet your adjuster on site and provide a detailed estimate, so the claim reflects the real scope of the work.

## Financing

Financing is available with approved credit, with terms up to twelve years and low monthly payments, so a new roof fits your budget.

Call {{businessName}} today at {{businessPhone}} to schedule your free roof inspection in {{locationName}}.`;

const forTown = (town: string) => template.replaceAll("{{locationName}}", town);

const localParagraphs: Record<string, string> = {
  Wilson: `Wilson is the county seat of Wilson County and was once the largest bright-leaf tobacco market in the world. Many homes near the historic downtown are older two-story houses with steep roofs and original box gutters. The Whirligig Park downtown draws visitors, and storms rolling in from the west often bring hail in late spring. We often restore slate on the churches along Nash Street and replace flat roofs on old warehouses.`,
  Tarboro: `Tarboro sits on the Tar River in Edgecombe County and has one of the oldest town commons in the country. Flooding after Hurricane Floyd in 1999 changed how many families here think about their homes. Brick ranch houses from the 1960s line the streets east of Main Street, and their low-slope porches need careful flashing. Nearby Princeville, Pinetops and Speed share the same river weather.`,
};

describe("normalisedWords", () => {
  it("lower-cases and strips punctuation, markdown, links, images, URLs and accents", () => {
    expect(
      normalisedWords("## Café **roofing** — [our team](https://x.example/a) ![Ridge cap](/img.png) don't wait! https://y.example"),
    ).toEqual(["cafe", "roofing", "our", "team", "ridge", "cap", "dont", "wait"]);
  });

  it("drops code fences and HTML tags", () => {
    expect(normalisedWords("Before ```\nconst x = 1;\n``` <b>after</b>")).toEqual(["before", "after"]);
  });

  it("gives nothing for empty or punctuation-only text", () => {
    expect(normalisedWords("")).toEqual([]);
    expect(normalisedWords("--- *** !!!")).toEqual([]);
  });
});

describe("shingles", () => {
  it("makes overlapping 5-word windows", () => {
    expect([...shingles("one two three four five six seven")]).toEqual([
      "one two three four five",
      "two three four five six",
      "three four five six seven",
    ]);
  });

  it("takes another size", () => {
    expect([...shingles("a b c", 2)]).toEqual(["a b", "b c"]);
  });

  it("ignores case and punctuation", () => {
    expect(shingles("One, TWO three; four five!")).toEqual(shingles("one two three four five"));
  });

  it("gives one shingle for a text shorter than the size, and none for empty text", () => {
    expect([...shingles("new roof today")]).toEqual(["new roof today"]);
    expect(shingles("").size).toBe(0);
  });

  it("keeps each distinct shingle once", () => {
    expect(shingles("a b c d e a b c d e").size).toBe(5);
  });
});

describe("jaccard", () => {
  it("is shared over union", () => {
    expect(jaccard(new Set(["a", "b", "c"]), new Set(["b", "c", "d"]))).toBe(0.5);
    expect(jaccard(new Set(["a"]), new Set(["b"]))).toBe(0);
    expect(jaccard(new Set(["a", "b"]), new Set(["b", "a"]))).toBe(1);
  });

  it("counts two empty sets as identical and empty vs non-empty as unrelated", () => {
    expect(jaccard(new Set(), new Set())).toBe(1);
    expect(jaccard(new Set(), new Set(["a"]))).toBe(0);
  });
});

/** Jaccard similarity of two texts' shingles, as the site computes it (from fingerprints). */
const textSimilarity = (a: string, b: string) => fingerprintSimilarity(shingleFingerprint(a), shingleFingerprint(b));

/** The sibling closest to `target`, as the doorway check finds it. */
const closestSibling = <Id,>(target: string, siblings: { id: Id; text: string }[]) =>
  closestByFingerprint(
    shingleFingerprint(target),
    siblings.map((s) => ({ id: s.id, fingerprint: shingleFingerprint(s.text) })),
  );

describe("text similarity", () => {
  it("is 1 for identical texts, also when only formatting differs", () => {
    expect(textSimilarity(forTown("Wilson"), forTown("Wilson"))).toBe(1);
    expect(textSimilarity("Call us **today** for a free roof check.", "call us today for a free roof check")).toBe(1);
  });

  it("is 0 for unrelated texts", () => {
    expect(textSimilarity(template, "Gutters need cleaning twice a year to keep water moving away from the house.")).toBe(0);
  });

  it("scores name-swap clones above 0.85 and so above the threshold", () => {
    const similarity = textSimilarity(forTown("Wilson"), forTown("Rocky Mount"));
    expect(similarity).toBeGreaterThan(0.85);
    expect(similarity).toBeGreaterThanOrEqual(DOORWAY_THRESHOLD);
  });

  it("scores clones with a real local paragraph each below the threshold", () => {
    const wilson = `${forTown("Wilson")}\n\n${localParagraphs.Wilson}`;
    const tarboro = `${forTown("Tarboro")}\n\n${localParagraphs.Tarboro}`;
    expect(textSimilarity(wilson, tarboro)).toBeLessThan(DOORWAY_THRESHOLD);
  });
});

describe("shingleFingerprint", () => {
  it("holds one sorted number per distinct shingle", () => {
    const text = `${forTown("Wilson")} ${forTown("Wilson")}`;
    const fingerprint = shingleFingerprint(text);
    expect(fingerprint.length).toBe(shingles(text).size);
    expect([...fingerprint]).toEqual([...fingerprint].sort((a, b) => a - b));
  });

  it("gives the similarity of the shingle sets", () => {
    const texts = [forTown("Wilson"), forTown("Tarboro"), `${forTown("Wilson")}\n\n${localParagraphs.Wilson}`, "Gutters need cleaning twice a year.", ""];
    for (const a of texts) {
      for (const b of texts) expect(fingerprintSimilarity(shingleFingerprint(a), shingleFingerprint(b))).toBe(jaccard(shingles(a), shingles(b)));
    }
  });
});

describe("closestByFingerprint", () => {
  const siblings = [
    { id: 1, text: "Gutters need cleaning twice a year to keep water moving away from the house." },
    { id: 2, text: forTown("Rocky Mount") },
    { id: 3, text: forTown("Tarboro") },
  ];

  it("returns the most similar sibling with its score", () => {
    const closest = closestSibling(forTown("Rocky Mount"), siblings);
    expect(closest).toEqual({ id: 2, similarity: 1 });
  });

  it("keeps the first sibling on a tie", () => {
    expect(closestSibling("x", [{ id: "a", text: "y" }, { id: "b", text: "z" }])).toEqual({ id: "a", similarity: 0 });
  });

  it("returns null without siblings", () => {
    expect(closestSibling("anything", [])).toBeNull();
  });
});

describe("doorwayAdvice", () => {
  const wilson: PlaceholderLocation = {
    name: "Wilson",
    county: "Wilson County",
    population: 47851,
    coordinates: null,
    latitude: null,
    longitude: null,
    historicalFact: "Wilson was once the world's largest bright-leaf tobacco market.",
    keySearchTerms: null,
  };

  it("quotes the facts a location record has", () => {
    expect(doorwayAdvice(wilson, ["Elm City", "Stantonsburg", "Black Creek"])).toEqual([
      { fact: "county", text: "Mention that Wilson is in Wilson County and any county permit or code rules that apply." },
      { fact: "population", text: "Mention the population of Wilson (47,851) and the kinds of homes and buildings there." },
      { fact: "history", text: "Work in local history: Wilson was once the world's largest bright-leaf tobacco market." },
      { fact: "nearbyTowns", text: "Name nearby towns you also serve from Wilson, such as Elm City, Stantonsburg and Black Creek." },
      {
        fact: "climate",
        text: "Explain how the local climate (varied seasonal weather patterns requiring weather-resistant roofing) affects roofs in Wilson.",
      },
    ]);
  });

  it("asks for the facts a location record lacks", () => {
    const bare: PlaceholderLocation = { ...wilson, name: "Sanford", county: null, population: null, historicalFact: "  " };
    expect(doorwayAdvice(bare)).toEqual([
      { fact: "county", text: "Add the county Sanford is in (the location record has none) and mention it." },
      { fact: "population", text: "Add the population of Sanford to its location record and describe its neighbourhoods." },
      {
        fact: "history",
        text: "Add a historical fact about Sanford (a landmark, an old church, a storm people remember).",
      },
      { fact: "nearbyTowns", text: "Name the nearby towns and neighbourhoods you serve around Sanford." },
      {
        fact: "climate",
        text: "Explain how the local climate (Mediterranean with dry summers and mild wet winters) affects roofs in Sanford.",
      },
    ]);
  });

  it("names at most eight nearby towns and skips blank ones", () => {
    const towns = ["A1", " ", "B2", "C3", "D4", "E5", "F6", "G7", "H8", "I9"];
    expect(doorwayAdvice(wilson, towns)[3].text).toBe(
      "Name nearby towns you also serve from Wilson, such as A1, B2, C3, D4, E5, F6, G7 and H8.",
    );
    expect(doorwayAdvice(wilson, ["Elm City"])[3].text).toBe("Name nearby towns you also serve from Wilson, such as Elm City.");
  });
});
