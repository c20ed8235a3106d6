import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.server";
import { serviceLocations } from "./schema";
import { uniqueViolation, violates } from "./errors.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: null });
  await handle.migrate();
});
afterAll(async () => {
  await handle.close();
});

describe("the database's refusals, read from the driver's fields", () => {
  it("names the unique constraint a second insert broke", async () => {
    const town = { name: "Snow Hill", county: "Greene County" };
    await handle.db.insert(serviceLocations).values(town);
    const error = await handle.db.insert(serviceLocations).values(town).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toEqual({ constraint: "service_locations_name_key" });
    expect(violates(error, "service_locations_name_key")).toBe(true);
    expect(violates(error, "blog_posts_slug_key")).toBe(false);
  });

  it("is not fooled by a message that names a constraint", () => {
    expect(uniqueViolation(new Error('duplicate key value violates unique constraint "blog_posts_slug_key"'))).toBeNull();
    expect(uniqueViolation({ cause: { code: "23505", constraint: "jobs_reference_key" } })).toEqual({ constraint: "jobs_reference_key" });
  });
});
