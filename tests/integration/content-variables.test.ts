/**
 * The Variable Manager's data layer against a real database (PGlite, or PostgreSQL in CI's second
 * run): create, update, delete, defaults, unique names, unknown ids, the Database Variables counts,
 * and the route action's refusal without a signed-in staff member.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action } from "~/routes/_staff.variables";
import { defaultBusiness } from "~/config/business.server";
import { contentVariables } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { VARIABLE_MESSAGES, variableFormSchema } from "~/domain/content-variables";
import {
  addDefaultVariables,
  createContentVariable,
  deleteContentVariable,
  listContentVariables,
  updateContentVariable,
} from "~/models/content-variables.server";
import { databaseOverview } from "~/models/database-overview.server";
import { testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});
beforeEach(async () => {
  await t.db.delete(contentVariables);
});

const input = (overrides: Partial<Record<"name" | "description" | "value" | "category", string>> = {}) =>
  variableFormSchema.parse({
    name: "stormLine",
    description: "Emergency tarping promise",
    value: "Crews tarp storm-damaged roofs the same day.",
    category: "Customer Service",
    ...overrides,
  });

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("create", () => {
  it("stores the row with its syntax computed from the name", async () => {
    const result = await createContentVariable(t.db, input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.variable).toMatchObject({ name: "stormLine", syntax: "{{stormLine}}", category: "Customer Service" });
    const rows = await listContentVariables(t.db);
    expect(rows.map((r) => r.name)).toEqual(["stormLine"]);
  });

  it("refuses a name already in use, ignoring case, and reports the stored spelling", async () => {
    await createContentVariable(t.db, input());
    const again = await createContentVariable(t.db, input({ name: "STORMLINE" }));
    expect(again).toEqual({ ok: false, reason: "duplicate", existingName: "stormLine" });
    expect(VARIABLE_MESSAGES.nameTaken("stormLine")).toBe("A variable named stormLine already exists.");
    expect(await listContentVariables(t.db)).toHaveLength(1);
  });

  it("turns a unique-index race into a duplicate, not an error", async () => {
    await createContentVariable(t.db, input());
    // Same name inserted behind the check's back (as a concurrent request would).
    const racing = Promise.all([createContentVariable(t.db, input({ name: "raceName" })), createContentVariable(t.db, input({ name: "raceName" }))]);
    const results = await racing;
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "duplicate" });
  });
});

describe("update", () => {
  it("changes the fields, recomputes the syntax and stamps updated_at", async () => {
    const created = await createContentVariable(t.db, input());
    if (!created.ok) throw new Error("create failed");
    const before = created.variable.updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    const updated = await updateContentVariable(t.db, created.variable.id, input({ name: "stormPromise", value: "" }));
    expect(updated.ok).toBe(true);
    if (!updated.ok) return;
    expect(updated.variable).toMatchObject({ name: "stormPromise", syntax: "{{stormPromise}}", value: "" });
    expect(updated.variable.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it("keeps a variable's own name, but not another variable's", async () => {
    const a = await createContentVariable(t.db, input());
    await createContentVariable(t.db, input({ name: "otherOne" }));
    if (!a.ok) throw new Error("create failed");
    expect((await updateContentVariable(t.db, a.variable.id, input({ value: "new" }))).ok).toBe(true);
    expect(await updateContentVariable(t.db, a.variable.id, input({ name: "otherone" }))).toEqual({
      ok: false,
      reason: "duplicate",
      existingName: "otherOne",
    });
  });

  it("answers not-found for an unknown or malformed id", async () => {
    expect(await updateContentVariable(t.db, MISSING_ID, input())).toEqual({ ok: false, reason: "not-found" });
    expect(await updateContentVariable(t.db, "not-a-uuid", input())).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("delete", () => {
  it("removes the row once; a second delete finds nothing", async () => {
    const created = await createContentVariable(t.db, input());
    if (!created.ok) throw new Error("create failed");
    expect((await deleteContentVariable(t.db, created.variable.id))?.name).toBe("stormLine");
    expect(await deleteContentVariable(t.db, created.variable.id)).toBeNull();
    expect(await deleteContentVariable(t.db, "1; drop table content_variables")).toBeNull();
    expect(await listContentVariables(t.db)).toEqual([]);
  });
});

describe("defaults", () => {
  it("adds the service area from the business settings, and is idempotent", async () => {
    const first = await addDefaultVariables(t.db, defaultBusiness);
    expect(first.added.map((r) => r.name)).toEqual(["serviceArea"]);
    const [area] = await t.db.select().from(contentVariables).where(eq(contentVariables.name, "serviceArea"));
    expect(area).toMatchObject({ value: defaultBusiness.serviceArea, category: "Services & Products", syntax: "{{serviceArea}}" });

    const second = await addDefaultVariables(t.db, defaultBusiness);
    expect(second.added).toEqual([]);
    expect(second.skipped).toEqual(["serviceArea"]);
    expect(await listContentVariables(t.db)).toHaveLength(1);
  });

  it("skips names that exist and never overwrites them", async () => {
    await createContentVariable(t.db, input({ name: "serviceArea", description: "Our own wording", value: "Nash and Edgecombe counties" }));
    const result = await addDefaultVariables(t.db, defaultBusiness);
    expect(result.added).toHaveLength(0);
    expect(result.skipped).toEqual(["serviceArea"]);
    const [area] = await t.db.select().from(contentVariables).where(eq(contentVariables.name, "serviceArea"));
    expect(area.value).toBe("Nash and Edgecombe counties");
  });
});

describe("Database Variables overview", () => {
  it("counts every table and samples at most three rows of each", async () => {
    await seedDatabase(t.db);
    await addDefaultVariables(t.db, defaultBusiness);
    const overview = await databaseOverview(t.db);
    expect(overview.contentVariables.count).toBe(1);
    expect(overview.serviceLocations.count).toBeGreaterThanOrEqual(70);
    expect(overview.roofingBrands.count).toBe(5);
    expect(overview.roofingServices.count).toBeGreaterThan(0);
    expect(overview.imageVariables.count).toBeGreaterThanOrEqual(0);
    for (const table of Object.values(overview)) {
      expect(table.samples.length).toBe(Math.min(3, table.count));
    }
    // Samples follow each table's usual order: locations by name, brands by display order.
    const names = overview.serviceLocations.samples.map((s) => s.title);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe("the /variables action", () => {
  it("refuses without a signed-in staff member and changes nothing", async () => {
    const context = testContext(t.db, null);
    const body = new FormData();
    body.set("intent", "defaults");
    const request = new Request("http://localhost/variables", { method: "POST", body });
    const refusal = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ init: { status: 401 } });
    expect(await listContentVariables(t.db)).toEqual([]);
  });
});
