import { describe, expect, it } from "vitest";
import { driveTime, housingSentence, officeSentence, stormList, townFaq, townHighlights, townIntro, townMetaDescription, townPageKind, type CountyPageFacts, type TownPageFacts } from "./town-page";

const edgecombe: CountyPageFacts = {
  county: "Edgecombe County",
  seat: "Tarboro",
  permitOffice: null,
  permitOfficeUrl: null,
  reroofPermit: null,
  designWindSpeedMph: null,
  windborneDebris: null,
  medianYearBuilt: null,
  housingNote: null,
  sources: [],
  storms: [
    { name: "Hurricane Floyd", year: 1999, impact: "the Tar River flooded Princeville" },
    { name: "Hurricane Matthew", year: 2016, impact: null },
  ],
};

const tarboro: TownPageFacts = {
  cityName: "Tarboro",
  stateName: "North Carolina",
  countyName: "Edgecombe County",
  latitude: 35.905,
  longitude: -77.5564,
  population: 10721,
  historicalFact: "Chartered in 1760.",
  milesToCoast: 90,
  county: edgecombe,
  office: { city: "Rocky Mount", href: "/locations/rockymount-nc", miles: 13, direction: "east", driveMinutes: 20 },
  nearbyTowns: [
    { name: "Rocky Mount", county: "Nash County", miles: 13.3, direction: "west", href: "/locations/rockymount-nc" },
    { name: "Elm City", county: "Wilson County", miles: 18.2, direction: "west", href: "/locations/elm-city-nc" },
    { name: "Enfield", county: "Halifax County", miles: 20, direction: "north", href: "/locations/enfield-nc" },
    { name: "Farmville", county: "Pitt County", miles: 21.5, direction: "south", href: "/locations/farmville-nc" },
  ],
  posts: [],
};

describe("townPageKind", () => {
  it.each([
    [0, 0, "area"],
    [1, 0, "full"],
    [0, 3, "full"],
  ] as const)("%d posts and %d photos make a %s page", (posts, photos, kind) => {
    expect(townPageKind(posts, photos)).toBe(kind);
  });
});

describe("driveTime", () => {
  it.each([
    [5, "5 minutes"],
    [60, "1 hour"],
    [85, "1 hour 25 minutes"],
    [170, "2 hours 50 minutes"],
  ])("%d → %s", (minutes, text) => {
    expect(driveTime(minutes)).toBe(text);
  });
});

describe("sentences from the facts", () => {
  it.each<[string, TownPageFacts, string]>([
    ["a county seat", tarboro, "Tarboro, the seat of Edgecombe County, had 10,721 residents at the 2020 Census."],
    ["another town", { ...tarboro, cityName: "Pinetops", population: 1300 }, "Pinetops, in Edgecombe County, had 1,300 residents at the 2020 Census."],
    ["no census figure", { ...tarboro, cityName: "Speed", population: null }, "Speed is a community in Edgecombe County."],
    ["no county facts", { ...tarboro, county: null, population: null }, "Tarboro is a community in Edgecombe County."],
  ])("intro of %s", (_label, facts, text) => {
    expect(townIntro(facts)).toBe(text);
  });

  it("says plainly on an area page that the work is run from the office, with distance, direction and drive time", () => {
    expect(officeSentence(tarboro, "area")).toBe(
      "We have no office in Tarboro: it lies about 13 miles east of our Rocky Mount office, roughly 20 minutes by car, and our Rocky Mount crews run the jobs here.",
    );
    expect(officeSentence(tarboro, "full")).toBe("Tarboro lies about 13 miles east of our Rocky Mount office, roughly 20 minutes by car.");
    expect(officeSentence({ ...tarboro, office: { ...tarboro.office, miles: 0 } }, "area")).toBe("Our Rocky Mount office is in Tarboro.");
  });

  it("lists storms with their years", () => {
    expect(stormList(edgecombe.storms)).toBe("Hurricane Floyd (1999) and Hurricane Matthew (2016)");
    expect(stormList([])).toBe("");
  });

  it("writes a meta description with the town's own figures", () => {
    expect(townMetaDescription(tarboro)).toBe(
      "Roof replacement and repair in Tarboro (pop. 10,721), Edgecombe County, NC. 13 miles east of our Rocky Mount office. Free inspections and storm response.",
    );
  });
});

describe("townFaq", () => {
  it("answers only from known facts", () => {
    expect(townFaq(tarboro)).toEqual([
      { question: "How far is Tarboro from your nearest office?", answer: "About 13 miles: Tarboro is east of our Rocky Mount office, roughly 20 minutes by car." },
      { question: "Is Tarboro the county seat?", answer: "Yes, Tarboro is the seat of Edgecombe County." },
      { question: "Which hurricanes have hit Edgecombe County?", answer: "Hurricane Floyd (1999) and Hurricane Matthew (2016)." },
      {
        question: "Do you also work near Tarboro?",
        answer: "Yes: Rocky Mount (13.3 miles west), Elm City (18.2 miles west), Enfield (20 miles north), among others.",
      },
    ]);
  });

  it("leaves out the county questions without county facts, and the distance inside an office town", () => {
    const questions = townFaq({ ...tarboro, county: null, office: { ...tarboro.office, miles: 0 }, nearbyTowns: [] }).map((e) => e.question);
    expect(questions).toEqual([]);
  });

  it("adds permit and wind questions when the county record has them", () => {
    const county: CountyPageFacts = {
      ...edgecombe,
      storms: [],
      permitOffice: "Edgecombe County Inspections",
      reroofPermit: "A permit is needed when the decking is replaced.",
      designWindSpeedMph: 115,
      windborneDebris: false,
    };
    const faq = townFaq({ ...tarboro, county, cityName: "Pinetops" });
    expect(faq.map((e) => e.question)).toEqual([
      "How far is Pinetops from your nearest office?",
      "Is Pinetops the county seat?",
      "Does a new roof in Pinetops need a permit?",
      "What design wind speed applies in Edgecombe County?",
      "Do you also work near Pinetops?",
    ]);
    expect(faq[1].answer).toBe("No. Pinetops is in Edgecombe County, whose seat is Tarboro.");
    expect(faq[2].answer).toBe("A permit is needed when the decking is replaced. Ask Edgecombe County Inspections.");
    expect(faq[3].answer).toBe("115 mph under the North Carolina Residential Code. Wind-borne debris protection does not apply.");
  });
});

describe("housing stock", () => {
  it.each<[string, Partial<CountyPageFacts>, string | null]>([
    ["nothing recorded", {}, null],
    ["the median year", { medianYearBuilt: 1987 }, "The median home in Edgecombe County was built in 1987."],
    ["a note only", { housingNote: "One home in five is a mobile home." }, "One home in five is a mobile home."],
    ["both", { medianYearBuilt: 1979, housingNote: "One home in five is a mobile home." }, "The median home in Edgecombe County was built in 1979. One home in five is a mobile home."],
  ])("with %s", (_label, change, sentence) => {
    expect(housingSentence({ ...edgecombe, ...change })).toBe(sentence);
  });

  it("asks how old the homes are only when the median year is known", () => {
    const withYear = townFaq({ ...tarboro, county: { ...edgecombe, medianYearBuilt: 1987 } });
    expect(withYear.find((e) => e.question === "How old are the homes in Edgecombe County?")?.answer).toBe("The median home there was built in 1987.");
    expect(townFaq(tarboro).some((e) => e.question.startsWith("How old"))).toBe(false);
  });
});

describe("townHighlights (the /service-areas explorer)", () => {
  it("says what the town's facts mean for a homeowner, in sentences", () => {
    expect(townHighlights({ ...tarboro, county: { ...edgecombe, designWindSpeedMph: 120 } })).toEqual([
      "Crews come from our Rocky Mount office, about 13 miles away (roughly 20 minutes by car).",
      "The seat of Edgecombe County.",
      "Roofs here are built for 120 mph design winds under the North Carolina Residential Code.",
      "The most recent hurricane on record here: Hurricane Matthew, 2016.",
    ]);
  });

  it("says only what is known, and never reads like a search phrase", () => {
    const highlights = townHighlights({ ...tarboro, cityName: "Princeville", county: null });
    expect(highlights).toEqual(["Crews come from our Rocky Mount office, about 13 miles away (roughly 20 minutes by car)."]);
    for (const h of townHighlights(tarboro)) expect(h).toMatch(/^[A-Z].*\.$/);
  });
});
