import { describe, expect, it } from "vitest";
import { groupLinksByCity, groupTownsByRegion, paginateSiteMap, priorityLabel, postCities, regionOf, UNGROUPED_POSTS, type SiteMapSection } from "./site-map";

/** Posts grouped by the city postCities finds, as the site map groups them. */
const groupPostsByCity = (posts: Parameters<typeof postCities>[0], towns: readonly string[]) => groupLinksByCity([...postCities(posts, towns)]);
import { filterSections, firstLinks, linkCount, linkMatches, searchWords } from "./site-map-search";

const offices = [
  { city: "Rocky Mount", latitude: 35.9382, longitude: -77.7905 },
  { city: "Greenville", latitude: 35.5847, longitude: -77.3753 },
];

describe("priorityLabel", () => {
  it.each([
    [1.0, "high"],
    [0.9, "high"],
    [0.8, "medium"],
    [0.7, "medium"],
    [0.6, "low"],
  ])("%s → %s", (p, label) => expect(priorityLabel(p)).toBe(label));
});

describe("regionOf / groupTownsByRegion", () => {
  it.each([
    ["Nashville", 35.9746, -77.9655, "Near Rocky Mount"],
    ["Winterville", 35.5288, -77.4011, "Near Greenville"],
  ])("%s → %s", (_, latitude, longitude, region) => {
    expect(regionOf({ latitude, longitude }, offices)).toBe(region);
  });

  it("groups towns under their nearest office, offices' order, empty regions dropped", () => {
    const town = (name: string, latitude: number, longitude: number) => ({ latitude, longitude, link: { name, path: `/locations/${name}` } });
    const groups = groupTownsByRegion([town("Ayden", 35.47, -77.41), town("Nashville", 35.97, -77.96)], offices);
    expect(groups.map((g) => [g.title, g.links.map((l) => l.name)])).toEqual([
      ["Near Rocky Mount", ["Nashville"]],
      ["Near Greenville", ["Ayden"]],
    ]);
    expect(groupTownsByRegion([town("Ayden", 35.47, -77.41)], offices).map((g) => g.title)).toEqual(["Near Greenville"]);
  });
});

describe("groupPostsByCity (inferSitemapCity)", () => {
  const post = (title: string, slug: string, tags: string[] | null = null) => ({ title, slug, tags, link: { name: title, path: `/blog/${slug}` } });

  it("groups by the city in the title or the -roofing tag, cities A-Z, ungrouped last, template slugs ungrouped", () => {
    const groups = groupPostsByCity([
      post("Storm Damage Roof Repair in Wilson, NC", "a"),
      post("Roof Replacement in Greenville, NC", "b"),
      post("Gutter care", "c", ["tarboro-roofing"]),
      post("Five roofing myths", "d"),
      post("Roof Repair in Wilson, NC", "wilson-template"),
    ], ["Greenville", "Tarboro", "Wilson"]);
    expect(groups.map((g) => [g.title, g.links.map((l) => l.path)])).toEqual([
      ["Greenville", ["/blog/b"]],
      ["Tarboro", ["/blog/c"]],
      ["Wilson", ["/blog/a"]],
      [UNGROUPED_POSTS, ["/blog/d", "/blog/wilson-template"]],
    ]);
  });

  it("groups only under real towns: a title word the patterns take for a city is not one", () => {
    const groups = groupPostsByCity([post("How to Document Roof Damage for Your Insurer", "document-damage"), post("Roof Repair in Wilson, NC", "w")], ["Wilson"]);
    expect(groups.map((g) => g.title)).toEqual(["Wilson", UNGROUPED_POSTS]);
    expect(groups.find((g) => g.title === UNGROUPED_POSTS)?.links.map((l) => l.path)).toEqual(["/blog/document-damage"]);
  });
});

describe("search", () => {
  const sections: SiteMapSection[] = [
    {
      id: "services",
      title: "Services",
      description: "",
      priority: "high",
      groups: [
        {
          title: "Services",
          links: [
            { name: "Storm Damage Repair", path: "/storm-damage", description: "Hurricane and hail" },
            { name: "Roof Coatings", path: "/specialty-services/roof-coating" },
          ],
        },
      ],
    },
    { id: "blog", title: "Blog", description: "", priority: "low", groups: [{ title: "Wilson", links: [{ name: "Hail in Wilson", path: "/blog/hail" }] }] },
  ];

  it.each([
    ["", 3],
    ["   ", 3],
    ["hail", 2],
    ["HAIL wilson", 1],
    ["coating", 1],
    ["specialty-services", 1],
    ["nothing-like-this", 0],
  ])("%j matches %s links", (q, n) => {
    expect(linkCount(filterSections(sections, q))).toBe(n);
  });

  it("drops empty groups and sections", () => {
    expect(filterSections(sections, "coating").map((s) => s.id)).toEqual(["services"]);
  });

  it("searchWords lower-cases, splits and caps at 8 words", () => {
    expect(searchWords(" Roof  REPAIR ")).toEqual(["roof", "repair"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
    expect(linkMatches({ name: "Roof Repair", path: "/x" }, ["roof", "repair"])).toBe(true);
  });
});

describe("paginateSiteMap", () => {
  const links = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i}`, path: `/${prefix}/${i}` }));
  const sections: SiteMapSection[] = [
    { id: "company", title: "Company", description: "d", priority: "low", groups: [{ title: "Company", links: links("c", 3) }] },
    {
      id: "blog",
      title: "Blog",
      description: "d",
      priority: "low",
      groups: [
        { title: "Ayden", links: links("a", 4) },
        { title: "Empty", links: [] },
        { title: "Bethel", links: links("b", 6) },
      ],
    },
  ];

  it("cuts the links into pages of at most the size, in order, each link once", () => {
    const pages = paginateSiteMap(sections, 5);
    expect(pages.map((p) => p.number)).toEqual([1, 2, 3]);
    const paths = pages.flatMap((p) => p.sections.flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.path))));
    expect(paths).toEqual(sections.flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.path))));
    for (const page of pages) expect(linkCount(page.sections)).toBeLessThanOrEqual(5);
  });

  it("marks what runs on from the page before, keeps whole counts, drops empty groups and names each page by what it holds", () => {
    const [first, second, third] = paginateSiteMap(sections, 5);
    expect(first.label).toBe("Company to Blog: Ayden");
    expect(first.sections[1].groups).toMatchObject([{ title: "Ayden", total: 4, continued: false }]);
    expect(second.label).toBe("Blog: Ayden to Bethel");
    expect(second.sections).toMatchObject([{ id: "blog", continued: true, total: 10 }]);
    expect(second.sections[0].groups.map((g) => [g.title, g.links.length, g.continued])).toEqual([
      ["Ayden", 2, true],
      ["Bethel", 3, false],
    ]);
    expect(third.label).toBe("Blog: Bethel");
    expect(third.sections[0].groups).toMatchObject([{ title: "Bethel", total: 6, continued: true }]);
  });

  it("is one empty page when there is nothing to list", () => {
    expect(paginateSiteMap([])).toEqual([{ number: 1, label: "", sections: [] }]);
  });
});

describe("firstLinks", () => {
  it("keeps the first links of the sections, in order", () => {
    const sections: SiteMapSection[] = [
      { id: "a", title: "A", description: "", priority: "low", groups: [{ title: "A", links: [{ name: "1", path: "/1" }, { name: "2", path: "/2" }] }] },
      { id: "b", title: "B", description: "", priority: "low", groups: [{ title: "B", links: [{ name: "3", path: "/3" }] }] },
    ];
    expect(firstLinks(sections, 2).map((s) => s.groups.map((g) => g.links.map((l) => l.path)))).toEqual([[["/1", "/2"]]]);
    expect(linkCount(firstLinks(sections, 10))).toBe(3);
  });
});
