import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { defaultBusiness } from "~/config/business.server";
import { blogPosts, imageVariables } from "~/db/schema";
import { countyPageFacts, findLocationBySlug, listLocations, loadTownPage, townTemplateProps } from "./locations.server";
import { TOWN_PHOTOS } from "./gallery.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: null });
  await handle.migrate();
  await seedDatabase(handle.db);
});

afterAll(async () => {
  await handle.close();
});

describe("locations queries", () => {
  it("lists every location ordered by name, each with its §2.9 slug", async () => {
    const all = await listLocations(handle.db);
    expect(all.length).toBeGreaterThan(70);
    const names = all.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.find((l) => l.name === "Rocky Mount")?.slug).toBe("rocky-mount-nc");
  });

  it("finds a location by slug, and null for an unknown one", async () => {
    expect((await findLocationBySlug(handle.db, "wilson-nc"))?.county).toBe("Wilson County");
    expect((await findLocationBySlug(handle.db, "Fuquay-Varina-NC"))?.name).toBe("Fuquay-Varina");
    expect(await findLocationBySlug(handle.db, "not-a-town-nc")).toBeNull();
  });

  it("builds template props: nearest office with direction and drive time, eight nearby towns, county facts, ZIP codes only where known", async () => {
    const all = await listLocations(handle.db);
    const wilson = all.find((l) => l.name === "Wilson")!;
    const county = await countyPageFacts(handle.db, "Wilson County");
    const props = townTemplateProps(wilson, all, { business: defaultBusiness, county, posts: [] })!;
    expect(props.nearbyTowns).toHaveLength(8);
    expect(props.nearbyTowns.map((t) => t.name)).not.toContain("Wilson");
    expect(props.zipCodes).toBeUndefined();
    expect(props.county).toMatchObject({ county: "Wilson County", seat: "Wilson", designWindSpeedMph: null, medianYearBuilt: null });
    expect(props.county?.reroofPermit).toMatch(/^Wilson County's Inspections Division requires a permit for re-roofing only if structural framing changes/);
    // Wilson is about 16 straight-line miles south-west of the Rocky Mount headquarters.
    expect(props.office).toMatchObject({ city: "Rocky Mount", href: "/locations/rockymount-nc", direction: "southwest" });
    expect(props.office.miles).toBeGreaterThanOrEqual(15);
    expect(props.office.miles).toBeLessThanOrEqual(17);
    expect(props.office.driveMinutes).toBe(30);
    expect(props.nearbyTowns[0]).toMatchObject({ name: "Elm City", direction: "northeast", href: "/locations/elm-city-nc" });
    const rockyMount = townTemplateProps(all.find((l) => l.name === "Rocky Mount")!, all, { business: defaultBusiness, county: null, posts: [] })!;
    expect(rockyMount.zipCodes).toEqual(["27801", "27802", "27803", "27804"]);
    expect(props.nearbyTowns.find((t) => t.name === "Rocky Mount")?.href).toBe("/locations/rockymount-nc");
  });

  it("reads a county's facts with the pages they come from (not the staff note), and null for a county with no row", async () => {
    const edgecombe = await countyPageFacts(handle.db, "Edgecombe County");
    expect(edgecombe?.seat).toBe("Tarboro");
    // Only storms whose FEMA declaration names Edgecombe County.
    expect(edgecombe?.storms.map((s) => `${s.name} ${s.year}`)).toEqual([
      "Hurricane Floyd 1999",
      "Hurricane Isabel 2003",
      "Hurricane Irene 2011",
      "Hurricane Matthew 2016",
    ]);
    expect(edgecombe?.sources.map((s) => s.fact)).toEqual(["Permit office", "FEMA DR-1292", "FEMA DR-1490", "FEMA DR-4019", "FEMA DR-4285"]);
    expect(edgecombe).not.toHaveProperty("source");
    expect(await countyPageFacts(handle.db, "Nowhere County")).toBeNull();
  });

  it("gives a town page only its own published posts and newest photos with an image, newest first", async () => {
    const all = await listLocations(handle.db);
    const wilson = all.find((l) => l.name === "Wilson")!;
    const kinston = all.find((l) => l.name === "Kinston")!;
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await handle.db.insert(blogPosts).values([
      { title: "Wilson older", slug: "town-wilson-older", content: "x", status: "published", publishedDate: day(1), locationId: wilson.id },
      { title: "Wilson newer", slug: "town-wilson-newer", content: "x", status: "published", publishedDate: day(5), locationId: wilson.id },
      { title: "Wilson draft", slug: "town-wilson-draft", content: "x", status: "draft", locationId: wilson.id },
      { title: "Kinston post", slug: "town-kinston-post", content: "x", status: "published", publishedDate: day(3), locationId: kinston.id },
    ]);
    const photo = (name: string, locationId: string, d: number, imageUrl: string | null = `/media/${name}.jpg`) => ({
      variableName: name,
      title: name,
      imageUrl,
      locationId,
      createdAt: day(d),
    });
    await handle.db.insert(imageVariables).values([
      ...Array.from({ length: TOWN_PHOTOS + 2 }, (_, i) => photo(`wilson_${i + 1}`, wilson.id, i + 1)),
      photo("wilson_no_image", wilson.id, 30, null),
      photo("kinston_1", kinston.id, 2),
    ]);

    const page = (await loadTownPage(handle.db, defaultBusiness, wilson, all))!;
    expect(page.town.posts).toEqual([
      { title: "Wilson newer", href: "/blog/town-wilson-newer" },
      { title: "Wilson older", href: "/blog/town-wilson-older" },
    ]);
    expect(page.photos.map((p) => p.title)).toEqual(Array.from({ length: TOWN_PHOTOS }, (_, i) => `wilson_${TOWN_PHOTOS + 2 - i}`));
    const other = (await loadTownPage(handle.db, defaultBusiness, kinston, all))!;
    expect(other.town.posts.map((p) => p.title)).toEqual(["Kinston post"]);
    expect(other.photos.map((p) => p.title)).toEqual(["kinston_1"]);
    const none = (await loadTownPage(handle.db, defaultBusiness, all.find((l) => l.name === "Zebulon")!, all))!;
    expect([none.town.posts, none.photos]).toEqual([[], []]);
  });
});
