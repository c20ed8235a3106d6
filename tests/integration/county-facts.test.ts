/**
 * County facts (docs/decisions/006-town-pages.md), the staff side: editors and owners edit a
 * county's facts at /town-pages/counties/{county}; bad input gets a 400 with a message per field
 * and what was typed, nothing is stored, and the seed fills a county only while nobody has sourced
 * it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CountyActionResult } from "~/domain/county-facts";
import { countyFacts } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { COUNTY_MESSAGES } from "~/domain/county-facts";
import { action, loader } from "~/routes/_staff.town-pages_.counties.$county";
import { loader as townPagesLoader } from "~/routes/_staff.town-pages";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
}, 60_000);

afterAll(async () => {
  await t?.drop();
});

const OWNER = { ...EDITOR, id: "owner-1", email: "owner@staff.example", role: "owner" as const };

const form = (fields: Partial<Record<string, string | string[]>> = {}): Record<string, string | string[]> => ({
  seat: "Windsor",
  permitOffice: "Bertie County Inspections",
  permitOfficeUrl: "https://www.co.bertie.nc.us/inspections",
  reroofPermit: "A re-roof needs a permit when the decking is replaced.",
  designWindSpeedMph: "120",
  windborneDebris: "no",
  medianYearBuilt: "1982",
  housingNote: "Roughly one home in four is a mobile home.",
  stormName: ["Hurricane Floyd", "Hurricane Isabel"],
  stormYear: ["1999", "2003"],
  stormImpact: ["", "Storm surge on the Chowan River"],
  sources: "Permit office: https://www.co.bertie.nc.us/inspections\nStorms: https://www.fema.gov/disaster/1490",
  sourceNote: "Entered by the office manager.",
  ...fields,
});

function save(fields: Record<string, string | string[]>, user = EDITOR, slug = "bertie-county") {
  return callRoute<CountyActionResult>(action, { url: `/town-pages/counties/${slug}`, form: fields, params: { county: slug }, context: testContext(t.db, user) });
}

const bertie = async () => (await t.db.select().from(countyFacts).where(eq(countyFacts.county, "Bertie County")))[0];

describe("the county facts form", () => {
  it("shows a county's stored facts in the form, with its towns", async () => {
    const { status, data } = await callRoute<{ county: string; input: { seat: string; sources: string; storms: unknown[] }; towns: { name: string; href: string }[] }>(loader, {
      url: "/town-pages/counties/edgecombe-county",
      params: { county: "edgecombe-county" },
      context: testContext(t.db),
    });
    expect(status).toBe(200);
    expect(data.county).toBe("Edgecombe County");
    expect(data.input.seat).toBe("Tarboro");
    expect(data.input.storms).toHaveLength(4);
    expect(data.input.sources).toContain("FEMA DR-1292: https://webarchive.library.unt.edu/");
    expect(data.towns).toEqual([{ name: "Tarboro", href: "/locations/tarboro-nc" }]);
  });

  it("answers 404 for a county it does not know, and 401 signed out (nothing stored)", async () => {
    expect((await callRoute(loader, { url: "/town-pages/counties/nowhere", params: { county: "nowhere" }, context: testContext(t.db) })).status).toBe(404);
    expect((await save(form(), EDITOR, "nowhere")).status).toBe(404);
    const before = await bertie();
    expect((await save(form(), null as never)).status).toBe(401);
    expect(await bertie()).toEqual(before);
  });

  it("lets an editor save every fact, with its sources", async () => {
    const { status, data } = await save(form());
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, tone: "success", message: COUNTY_MESSAGES.saved("Bertie County") });
    expect(await bertie()).toMatchObject({
      seat: "Windsor",
      permitOffice: "Bertie County Inspections",
      permitOfficeUrl: "https://www.co.bertie.nc.us/inspections",
      designWindSpeedMph: 120,
      windborneDebris: false,
      medianYearBuilt: 1982,
      housingNote: "Roughly one home in four is a mobile home.",
      storms: [
        { name: "Hurricane Floyd", year: 1999, impact: null },
        { name: "Hurricane Isabel", year: 2003, impact: "Storm surge on the Chowan River" },
      ],
      sources: [
        { fact: "Permit office", url: "https://www.co.bertie.nc.us/inspections" },
        { fact: "Storms", url: "https://www.fema.gov/disaster/1490" },
      ],
      source: "Entered by the office manager.",
    });
  });

  it("lets the owner clear facts: empty fields are stored as unknown, storms removed", async () => {
    const { status } = await save(
      form({ permitOffice: "", permitOfficeUrl: "", reroofPermit: "", designWindSpeedMph: "", windborneDebris: "unknown", medianYearBuilt: "", housingNote: "", stormName: [], stormYear: [], stormImpact: [], sources: "" }),
      OWNER,
    );
    expect(status).toBe(200);
    expect(await bertie()).toMatchObject({ permitOffice: null, designWindSpeedMph: null, windborneDebris: null, medianYearBuilt: null, storms: [], sources: [] });
  });

  it("refuses bad input with a 400, a message per field and the fields as typed, and stores nothing", async () => {
    await save(form());
    const before = await bertie();
    const typed = form({ permitOfficeUrl: "http://www.co.bertie.nc.us/inspections", designWindSpeedMph: "250", stormYear: ["1999", "1850"], sources: "" });
    const { status, data } = await save(typed);
    expect(status).toBe(400);
    expect(data.ok).toBe(false);
    expect(data.message).toBe(COUNTY_MESSAGES.invalid);
    expect(data.errors).toEqual({
      permitOfficeUrl: COUNTY_MESSAGES.url,
      designWindSpeedMph: COUNTY_MESSAGES.wind,
      "storms.1.year": COUNTY_MESSAGES.stormYear(2, new Date().getUTCFullYear()),
      sources: COUNTY_MESSAGES.sourcesRequired,
    });
    expect(data.values).toMatchObject({
      permitOfficeUrl: "http://www.co.bertie.nc.us/inspections",
      designWindSpeedMph: "250",
      storms: [
        { name: "Hurricane Floyd", year: "1999", impact: "" },
        { name: "Hurricane Isabel", year: "1850", impact: "Storm surge on the Chowan River" },
      ],
    });
    expect(await bertie()).toEqual(before);
  });

  it("lists every county on the Town Pages screen with its edit link, fact and source counts", async () => {
    const { data } = await callRoute<{ counties: { county: string; slug: string; towns: number; facts: number; sources: number }[] }>(townPagesLoader, {
      url: "/town-pages",
      context: testContext(t.db),
    });
    expect(data.counties).toHaveLength(31);
    expect(data.counties.find((c) => c.county === "Wake County")).toMatchObject({ slug: "wake-county", towns: 12, facts: 2, sources: 4 });
  });
});

describe("the seed and staff edits", () => {
  it("fills a county nobody has sourced (a row from before the sources column), and keeps one staff have sourced", async () => {
    await save(form({ seat: "Windsor", permitOffice: "Kept by staff" }));
    await t.db.update(countyFacts).set({ sources: [], permitOffice: null, storms: [] }).where(eq(countyFacts.county, "Edgecombe County"));
    await seedDatabase(t.db);
    expect((await bertie()).permitOffice).toBe("Kept by staff");
    const [edgecombe] = await t.db.select().from(countyFacts).where(eq(countyFacts.county, "Edgecombe County"));
    expect(edgecombe.permitOffice).toMatch(/^Edgecombe County Inspections Office/);
    expect(edgecombe.storms).toHaveLength(4);
  });
});
