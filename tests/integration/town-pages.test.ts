/**
 * Town pages built from local facts (docs/decisions/006-town-pages.md). The town pages the location
 * template renders must not read as one page with the name swapped. Every page is rendered through
 * its real loader and component, its main content (the route's own output, without header and
 * footer) compared with every other one by 5-word shingles with the page's own town name
 * neutralised (app/domain/town-similarity.ts). Then what a page states, area pages, and its
 * structured data.
 */
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticMarkup } from "~/components/locations/static-markup.server";
import { defaultBusiness } from "~/config/business.server";
import { eq } from "drizzle-orm";
import type { ContentVersion } from "~/db/content-version.server";
import { blogPosts, serviceLocations, townSimilarityReports } from "~/db/schema";
import { estimateOffer } from "~/domain/estimate-offer";
import { seedDatabase } from "~/db/seed/seed.server";
import {
  htmlText,
  MAX_PAIR_SIMILARITY,
  MIN_MEDIAN_UNIQUE_SHARE,
  townSimilarityReport,
  type TownPageText,
} from "~/domain/town-similarity";
import { locationTemplateMeta } from "~/components/locations/location-template";
import { listLocations } from "~/models/locations.server";
import { readTownSimilarity, saveTownSimilarity } from "~/models/town-similarity.server";
import { refreshTownSimilarity, startTownSimilarityJob } from "~/seo/town-similarity.server";
import TownPage, { loader } from "~/routes/_public.locations.$slug";
import { loader as staffScreenLoader } from "~/routes/_staff.town-pages";
import { jsonLdProblems } from "../support/jsonld-checks";
import { callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const pages: TownPageText[] = [];
type LocationLoaderData = Parameters<typeof TownPage>[0]["loaderData"];
/** The route's answer for a town page (an office's town gets the office page instead). */
type TownLoaderData = Extract<LocationLoaderData, { page: "town" }>;

function loadPage(slug: string) {
  return callRoute<LocationLoaderData>(loader, { url: `/locations/${slug}`, params: { slug }, context: testContext(t.db, null) });
}

async function loadTown(slug: string) {
  const res = await loadPage(slug);
  if (res.status === 200 && res.data.page !== "town") throw new Error(`/locations/${slug} is an office page`);
  return res as typeof res & { data: TownLoaderData };
}

function render(slug: string, data: LocationLoaderData): string {
  // A fresh install: no price book, no estimate frame, so the estimate buttons lead to the request form.
  const estimate = estimateOffer({ priceBookSaved: false, widgetConfigured: false });
  return staticMarkup(createElement(TownPage, { loaderData: data } as never), { business: defaultBusiness, estimate }, `/locations/${slug}`);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  for (const town of await listLocations(t.db)) {
    const res = await loadPage(town.slug);
    // A redirect (Rocky Mount's spec path), or an office's town: its page is the office page, not the template.
    if (res.status !== 200 || res.data.page !== "town") continue;
    pages.push({ path: `/locations/${town.slug}`, name: town.name, text: htmlText(render(town.slug, res.data)) });
  }
});
afterAll(async () => {
  await t.drop();
});

describe("town pages", () => {
  it("differ by more than the town name: no pair above 0.5, median unique share at least 40 %", () => {
    const report = townSimilarityReport(pages);
    const pct = (x: number) => `${Math.round(x * 100)} %`;
    console.info(
      [
        `${pages.length} town pages, ${report.pairCount} pairs, median ${report.medianWords} words`,
        `most similar pair ${report.maxSimilarity.toFixed(2)}; ${report.pairsAboveLimit} pairs above ${MAX_PAIR_SIMILARITY}`,
        `median unique share ${pct(report.medianUniqueShare)}`,
        ...report.topPairs.map((p) => `  ${p.similarity.toFixed(2)}  ${p.a}  ${p.b}`),
      ].join("\n"),
    );
    expect(pages.length).toBeGreaterThanOrEqual(76);
    expect(report.maxSimilarity).toBeLessThanOrEqual(MAX_PAIR_SIMILARITY);
    expect(report.medianUniqueShare).toBeGreaterThanOrEqual(MIN_MEDIAN_UNIQUE_SHARE);
  });
});

describe("what a town page states: county facts, the way to the office, area and full pages", () => {
  it("an area page: county seat, census, county storms with years, distance, direction and drive time to the office it links to", async () => {
    const { status, data } = await loadTown("tarboro-nc");
    expect(status).toBe(200);
    expect(data.kind).toBe("area");
    const html = render("tarboro-nc", data);
    const text = htmlText(html);
    expect(text).toContain("Service area · Edgecombe County");
    expect(text).toContain("Tarboro, the seat of Edgecombe County, had 10,721 residents at the 2020 Census.");
    expect(text).toContain("We have no office in Tarboro: it lies about 13 miles east of our Rocky Mount office, roughly 20 minutes by car");
    expect(text).toContain("Storms that hit Edgecombe County Hurricane Floyd, 1999 Hurricane Isabel, 2003 Hurricane Irene, 2011 Hurricane Matthew, 2016");
    // The permit office, linked to its page, and the pages behind the county's facts.
    expect(html).toMatch(/<a href="https:\/\/www\.edgecombecountync\.gov\/[^"]+"[^>]*>Edgecombe County Inspections Office \(rural Edgecombe County/);
    expect(text).toContain("Sources for Edgecombe County: Permit office ; FEMA DR-1292 ; FEMA DR-1490 ; FEMA DR-4019 ; FEMA DR-4285");
    expect(html).toContain('href="http://www.fema.gov/news-release/2011/09/11/two-more-north-carolina-counties-eligible-individual-assistance-seven"');
    expect(html).toContain('href="/locations/rockymount-nc"');
    // Nearest towns, linked, with distance and direction from Tarboro.
    expect(html).toMatch(/<a[^>]*href="\/locations\/elm-city-nc"[^>]*>Elm City, NC<\/a>/);
    expect(text).toContain("18.2 mi west, Wilson County");
    // The FAQ is plain HTML (no script needed to open an answer).
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Which hurricanes have hit Edgecombe County\?<\/summary>/);
  });

  it("leaves out what is not known: no permit, wind or housing section for Chowan County, no storms without storms, no boilerplate climate or service cards", async () => {
    const { data } = await loadTown("edenton-nc");
    const text = htmlText(render("edenton-nc", data));
    expect(text).toContain("Storms that hit Chowan County");
    expect(text).not.toContain("Permits and wind rules");
    expect(text).not.toContain("need a permit?");
    expect(text).not.toContain("design wind speed");
    expect(text).not.toContain("Homes in Chowan County");
    const noStorms = htmlText(render("edenton-nc", { ...data, town: { ...data.town, county: { ...data.town.county!, storms: [], sources: [] } } }));
    expect(noStorms).not.toContain("Storms that hit");
    expect(noStorms).not.toContain("Which hurricanes");
    expect(noStorms).not.toContain("Sources for");
    expect(text).not.toContain("Salt air corrodes");
    expect(text).not.toContain("Roofing services in");
  });

  it("a town with a published post for it gets the full page, which lists the post (drafts are not listed)", async () => {
    const [wilson] = (await listLocations(t.db)).filter((l) => l.name === "Wilson");
    await t.db.insert(blogPosts).values([
      { title: "Whirligig Park roof repairs", content: "Body", slug: "whirligig-park-roof-repairs", status: "published", publishedDate: new Date(), locationId: wilson.id },
      { title: "Draft for Wilson", content: "Body", slug: "draft-for-wilson", status: "draft", locationId: wilson.id },
    ]);
    const { data } = await loadTown("wilson-nc");
    expect(data.kind).toBe("full");
    const html = render("wilson-nc", data);
    const text = htmlText(html);
    expect(text).not.toContain("Service area ·");
    expect(text).not.toContain("We have no office in Wilson");
    expect(text).toContain("Our articles about Wilson");
    expect(html).toContain('href="/blog/whirligig-park-roof-repairs"');
    expect(text).not.toContain("Draft for Wilson");
  });
});

describe("an office's page (content/locations/office-page.ts; docs/decisions/021-launch-as-your-company.md)", () => {
  it("is the page of the town of every office visitors can come to, with the towns served from it and its customers' words", async () => {
    const greenville = await loadPage("greenville-nc");
    expect(greenville.status).toBe(200);
    if (greenville.data.page !== "office") throw new Error("/locations/greenville-nc is not an office page");
    const text = htmlText(render("greenville-nc", greenville.data));
    expect(text).toContain("Greenville, NC Roofing Contractor");
    expect(text).toContain("From our office on 2310 Charles Boulevard");
    expect(text).toContain("Towns served from our Greenville office");
    // Winterville's nearest office is Greenville's; Tarboro (a service area) is served from Rocky Mount.
    const towns = greenville.data.towns.map((town) => town.name);
    expect(towns).toContain("Winterville");
    expect(towns).not.toContain("Tarboro");
    expect(towns).not.toContain("Greenville");
    expect(text).toContain("Farther out, our Rocky Mount office serves the rest of our 78 towns and communities.");
    expect(text).toContain("24/7 emergency roof service");
  });

  it("keeps Rocky Mount's spec path, with the headquarters' hours, its towns and the testimonials of its towns first", async () => {
    const rockyMount = await loadPage("rockymount-nc");
    if (rockyMount.data.page !== "office") throw new Error("/locations/rockymount-nc is not an office page");
    expect(rockyMount.data.towns.map((town) => town.name)).toEqual(expect.arrayContaining(["Tarboro", "Nashville", "Wilson"]));
    expect(rockyMount.data.testimonials.map((quote) => quote.author)).toEqual(["Linda M., Rocky Mount", "Marcus T., Nashville", "Carol B., Tarboro"]);
    const text = htmlText(render("rockymount-nc", rockyMount.data));
    expect(text).toContain("Visit our Rocky Mount headquarters");
    expect(text).toContain("Rocky Mount hours Monday-Friday 8:00 AM-5:00 PM");
    expect(text).toContain("What our neighbors say");
    const moved = await loadPage("rocky-mount-nc");
    expect(moved.status).toBe(301);
  });

  it("a service area's town keeps its town page, which names the office it is served from", async () => {
    const { data } = await loadTown("tarboro-nc");
    expect(data.town.office.city).toBe("Rocky Mount");
  });
});

describe("structured data of a town page", () => {
  it("Service in the town (a City in its county, with geo) from the nearest office, BreadcrumbList, and FAQPage matching the visible FAQ", async () => {
    const { data } = await loadTown("tarboro-nc");
    const business = { ...defaultBusiness, siteUrl: "https://roofs.example" };
    const meta = locationTemplateMeta({ business, pathname: "/locations/tarboro-nc", props: data.town });
    const blocks = meta.flatMap((m) => ("script:ld+json" in m ? [JSON.parse(JSON.stringify(m["script:ld+json"])) as Record<string, unknown>] : []));
    expect(blocks.map((b) => b["@type"])).toEqual(["Service", "BreadcrumbList", "FAQPage"]);
    for (const block of blocks) expect(jsonLdProblems(block, "tarboro")).toEqual([]);
    const [service, , faq] = blocks;
    expect(service.areaServed).toEqual({
      "@type": "City",
      name: "Tarboro",
      containedInPlace: { "@type": "AdministrativeArea", name: "Edgecombe County, North Carolina" },
      geo: { "@type": "GeoCoordinates", latitude: 35.905, longitude: -77.5564 },
    });
    expect(service.provider).toMatchObject({ "@type": "RoofingContractor", "@id": "https://roofs.example/#rocky-mount" });
    const summaries = [...render("tarboro-nc", data).matchAll(/<summary[^>]*>([^<]*)<\/summary>/g)].map((m) => htmlText(m[1]));
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(summaries);
  });
});

describe("staff screen of town page similarity", () => {
  type ScreenData = Awaited<ReturnType<typeof staffScreenLoader>>;
  const screen = () => callRoute<ScreenData>(staffScreenLoader, { url: "/town-pages", context: testContext(t.db) });

  it("shows the report the background pass stored: every template town page with words, unique share and closest sibling, most alike first, and the same figures as the test", async () => {
    expect((await screen()).data.report).toBeNull();
    expect(await refreshTownSimilarity({ db: t.db, business: defaultBusiness })).toBe(true);

    const res = await screen();
    expect(res.status).toBe(200);
    const { summary, rows, computedAt } = res.data.report!;
    expect(Date.now() - Date.parse(computedAt.iso)).toBeLessThan(60_000);
    expect(computedAt.text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{2,4}$/);
    // The same pages as the test above renders through the public route, and the same figures.
    expect(rows.map((r) => r.path).sort()).toEqual(pages.map((p) => p.path).sort());
    const direct = townSimilarityReport(pages);
    expect(summary.pages).toBe(pages.length);
    expect(summary.maxSimilarity).toBe(direct.maxSimilarity);
    expect(summary.medianUniqueShare).toBe(direct.medianUniqueShare);
    const similarities = rows.map((r) => r.closest!.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    expect(summary.maxSimilarity).toBe(similarities[0]);
    const tarboro = rows.find((r) => r.name === "Tarboro")!;
    expect(tarboro.words).toBeGreaterThan(150);
    expect(tarboro.kind).toBe("area");
    expect(tarboro.closest?.path).toMatch(/^\/locations\/[a-z-]+-nc$/);
  });

  it("reads the stored report and never compares the pages itself", async () => {
    const stored = (await readTownSimilarity(t.db))!;
    const marked = { ...stored.report, summary: { ...stored.report.summary, medianWords: 4242 } };
    await saveTownSimilarity(t.db, { ...stored, report: marked });
    expect((await screen()).data.report!.summary.medianWords).toBe(4242);
    // Pages unchanged since the stored report: the next pass leaves it as it is.
    expect(await refreshTownSimilarity({ db: t.db, business: defaultBusiness })).toBe(false);
    expect((await screen()).data.report!.summary.medianWords).toBe(4242);
  });

  it("stores a new report once a town page changes", async () => {
    const before = (await readTownSimilarity(t.db))!;
    await t.db.update(serviceLocations).set({ historicalFact: "A cotton gin stood by the rail depot until the 1950s." }).where(eq(serviceLocations.name, "Tarboro"));
    expect(await refreshTownSimilarity({ db: t.db, business: defaultBusiness })).toBe(true);
    const after = (await readTownSimilarity(t.db))!;
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.report.summary.medianWords).not.toBe(4242);
  });

  it("the server's job makes the report shortly after the start and is busy again after a change to the public content", async () => {
    await t.db.delete(townSimilarityReports);
    const listeners: (() => void)[] = [];
    const contentVersion = { onChange: (fn: () => void) => (listeners.push(fn), () => {}) } as unknown as ContentVersion;
    const job = startTownSimilarityJob({ db: t.db, business: async () => defaultBusiness, contentVersion }, 0);
    try {
      expect(job.busy()).toBe(true);
      await expect.poll(() => readTownSimilarity(t.db), { timeout: 60_000 }).not.toBeNull();
      await expect.poll(() => job.busy(), { timeout: 10_000 }).toBe(false);
      for (const changed of listeners) changed();
      expect(job.busy()).toBe(true);
    } finally {
      await job.stop();
    }
    expect(job.busy()).toBe(false);
  });

  it("is for staff only", async () => {
    const res = await callRoute(staffScreenLoader, { url: "/town-pages", context: testContext(t.db, null) });
    expect(res.status).not.toBe(200);
  });
});
