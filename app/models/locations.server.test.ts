import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { findLocationBySlug, listLocations, localHighlights, townTemplateProps } from "./locations.server";

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

  it("builds template props with eight nearby towns and ZIP codes only where known", async () => {
    const all = await listLocations(handle.db);
    const wilson = all.find((l) => l.name === "Wilson")!;
    const props = townTemplateProps(wilson, all)!;
    expect(props.nearbyTowns).toHaveLength(8);
    expect(props.nearbyTowns.map((t) => t.name)).not.toContain("Wilson");
    expect(props.zipCodes).toBeUndefined();
    expect(props.localHighlights).toEqual(localHighlights(wilson));
    const rockyMount = townTemplateProps(all.find((l) => l.name === "Rocky Mount")!, all)!;
    expect(rockyMount.zipCodes).toEqual(["27801", "27802", "27803", "27804"]);
    expect(props.nearbyTowns.find((t) => t.name === "Rocky Mount")?.href).toBe("/locations/rockymount-nc");
  });
});
