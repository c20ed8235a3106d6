/**
 * Localizing location clones with AI (docs/decisions/009-ai-media.md), against the local server
 * speaking the real OpenAI protocol (tests/fakes/openai.mjs; for a localization request it appends
 * the facts it was given to each numbered paragraph). Through the route, as the editor calls it.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { aiGenerations, blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { postInputSchema } from "~/domain/post-input";
import type { LocalizeResponse, SimilarityResponse } from "~/domain/localize";
import { listRevisions } from "~/models/post-revisions.server";
import { clonePostToLocations } from "~/models/posts/clone.server";
import { createPost } from "~/models/posts/save.server";
import { SYSTEM_SAVER } from "~/models/posts/posts.server";
import { unpublishPosts } from "~/models/posts/publish.server";
import { action, loader } from "~/routes/_staff.create-post_.localize";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const OWNER: StaffUser = { id: "owner-1", email: "owner@staff.example", role: "owner" };

const TEMPLATE = `# Metal Roofing in {{locationName}}

Homeowners in {{locationName}} know that a roof does more than keep the rain out. It protects the framing, the insulation and everything you own, and in {{locationCounty}} it has to stand up to wind, sun and summer storms year after year.

## Why metal roofing

Standing seam metal panels last forty years or more, shed water quickly and reflect summer heat. They weigh far less than a second layer of shingles, resist algae streaks and come in dozens of colours that suit older farmhouses and new subdivisions alike. Our crews fasten every panel with concealed clips so the roof can expand and contract without loosening.

## What to expect

Most metal roofs take two to four days. We protect your landscaping with tarps, remove the old roof down to the deck, replace any rotten decking, install a synthetic underlayment and finish with new flashing, vents and ridge cap. A magnet sweep of the yard picks up nails before we leave.

## Serving {{locationName}}

Our crews put metal roofs on homes across {{locationName}} and the surrounding communities every week. Call {{businessName}} at {{businessPhone}} for a free inspection and a written estimate.`;

let t: TestDatabase;
let fake: FakeOpenAI;
const town: Record<string, string> = {};
const clone: Record<string, string> = {};

function context(user: StaffUser = EDITOR, env: Record<string, string> = {}) {
  return testContext(t.db, user, { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.baseURL, AI_TEXT_MODEL: "fake-writer", AI_IMAGE_MODEL: "fake-painter", ...env });
}

const localize = (postId: string, ctx = context()) => callRoute<LocalizeResponse>(action, { url: "/create-post/localize", form: { postId }, context: ctx });
const contentOf = async (id: string) => (await t.db.select({ content: blogPosts.content }).from(blogPosts).where(eq(blogPosts.id, id)))[0].content;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestDatabase();
  await seedDatabase(t.db);
  const rows = await t.db
    .select({ id: serviceLocations.id, name: serviceLocations.name })
    .from(serviceLocations)
    .where(inArray(serviceLocations.name, ["Wilson", "Tarboro", "Greenville", "Farmville"]));
  for (const r of rows) town[r.name] = r.id;
  const template = await createPost(t.db, postInputSchema.parse({ title: "Metal Roofing in {{locationName}}", content: TEMPLATE }));
  const outcomes = (await clonePostToLocations(t.db, template.id, Object.values(town)))!;
  for (const o of outcomes) clone[o.locationName] = o.postId!;
});
afterAll(async () => {
  await fake.close();
  await t.drop();
});
beforeEach(() => fake.reset());

describe("localizing a clone with AI", () => {
  it("rewrites the town's paragraphs from its facts, saves a draft with a revision, and reports the similarity before → after", async () => {
    const original = await contentOf(clone.Wilson);
    const revisions = (await listRevisions(t.db, clone.Wilson)).length;
    const { status, data } = await localize(clone.Wilson);
    expect(status).toBe(200);
    if (!data.ok) throw new Error(data.message);
    expect(data.locationName).toBe("Wilson");
    // Name-swap clones of one template read almost the same; the rewrite sets Wilson apart.
    expect(data.before).toBeGreaterThan(0.7);
    expect(data.after).toBeLessThan(data.before! - 0.15);

    const content = await contentOf(clone.Wilson);
    expect(content).toContain("Population: 47,851.");
    expect(content).toContain("History: Wilson was incorporated in 1849");
    // Everything that does not speak of the town is kept as it was.
    for (const kept of ["# Metal Roofing in Wilson", "## Why metal roofing", "Standing seam metal panels last forty years", "Most metal roofs take two to four days", "{{businessName}} at {{businessPhone}}"]) {
      expect(content).toContain(kept);
    }
    expect(content).not.toBe(original);
    expect(await listRevisions(t.db, clone.Wilson)).toHaveLength(revisions + 1);

    const [log] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.kind, "localize"));
    expect(log).toMatchObject({ userEmail: EDITOR.email, model: "fake-writer", outcome: "ok" });
    expect(log.promptTokens).toBeGreaterThan(0);
    expect(log.completionTokens).toBeGreaterThan(0);
  });

  it("sends the AI only the facts the database holds for that town, nothing of another town", async () => {
    // A figure only the database knows: the prompt must carry it.
    await t.db.update(serviceLocations).set({ population: 12345, historicalFact: null }).where(eq(serviceLocations.id, town.Tarboro));
    expect((await localize(clone.Tarboro)).status).toBe(200);
    const [request] = await fake.requests();
    const facts = request.prompt.split("\n\n")[0];
    expect(facts).toContain("Population: 12,345.");
    expect(facts).toContain("County: Edgecombe County; Tarboro is the county seat.");
    expect(facts).toContain("Hurricane Floyd (1999)");
    expect(facts).toMatch(/Nearest office: our Rocky Mount office; Tarboro lies about \d+ miles \w+ of it/);
    // Its history is no longer recorded, so none is offered.
    expect(facts).not.toContain("History:");
    expect(request.prompt).not.toContain("chartered in 1760");
    const others = await t.db.select({ name: serviceLocations.name, fact: serviceLocations.historicalFact }).from(serviceLocations);
    for (const other of others.filter((o) => o.name !== "Tarboro" && o.fact)) expect(request.prompt).not.toContain(other.fact!);
    expect(request.prompt).not.toMatch(/Wilson|Greenville|Pitt County/);
  });

  it("keeps the clone as it was when the answer holds a placeholder the post does not use, and logs why", async () => {
    const id = (await clonePostToLocations(t.db, (await createPost(t.db, postInputSchema.parse({ title: "Gutters in {{locationName}}", content: "Gutter guards for {{locationName}} homes, with an unknown placeholder test." }))).id, [town.Farmville]))![0].postId!;
    const before = await contentOf(id);
    const { status, data } = await localize(id);
    expect(status).toBe(422);
    expect(data).toMatchObject({ ok: false, message: expect.stringContaining("{{notAPlaceholder}}") });
    expect(await contentOf(id)).toBe(before);
    const [log] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.errorMessage, (data as { message: string }).message));
    expect(log).toMatchObject({ kind: "localize", outcome: "error" });
  });

  it("leaves a published clone alone and asks nothing of the AI", async () => {
    await t.db.update(blogPosts).set({ status: "published", publishedDate: new Date() }).where(eq(blogPosts.id, clone.Greenville));
    const { status, data } = await localize(clone.Greenville);
    expect(status).toBe(409);
    expect(data.message).toBe("It is published: unpublish it first if you want it rewritten.");
    expect(await fake.requests()).toEqual([]);
    await unpublishPosts(t.db, [clone.Greenville], SYSTEM_SAVER);
  });

  it("stops the AI request when the editor cancels (the request is aborted)", async () => {
    const id = (await clonePostToLocations(t.db, (await createPost(t.db, postInputSchema.parse({ title: "Leaks in {{locationName}}", content: "Do not let a leak stall your plans in {{locationName}}." }))).id, [town.Wilson]))![0].postId!;
    const before = await contentOf(id);
    const controller = new AbortController();
    const ctx = context();
    const form = new FormData();
    form.set("postId", id);
    const pending = action({ request: new Request("http://localhost/create-post/localize", { method: "POST", body: form, signal: controller.signal }), params: {}, context: ctx } as never);
    await expect.poll(async () => (await fake.requests()).length).toBe(1);
    controller.abort();
    const result = (await pending) as { init: { status: number } };
    expect(result.init.status).toBe(499);
    await expect.poll(async () => (await fake.requests())[0].aborted).toBe(true);
    expect(await contentOf(id)).toBe(before);
    const logs = await t.db.select().from(aiGenerations).where(eq(aiGenerations.outcome, "stopped"));
    expect(logs).toHaveLength(1);
  });

  it.each([
    [OWNER, "AI writing is not set up yet. Set OPENAI_API_KEY (or OPENAI_BASE_URL for a local server) and AI_TEXT_MODEL in the server's environment (see .env.example), then restart the server."],
    [EDITOR, "AI writing is not set up on this site yet. Ask the site owner to set it up."],
  ])("without AI settings, says so plainly (%s)", async (user, message) => {
    const ctx = context(user, { OPENAI_API_KEY: "", OPENAI_BASE_URL: "", AI_TEXT_MODEL: "" });
    const { status, data } = await localize(clone.Wilson, ctx);
    expect(status).toBe(503);
    expect(data.message).toBe(message);
  });

  it("refuses a request without a clone id with a 400", async () => {
    const { status, data } = await localize("not-an-id");
    expect(status).toBe(400);
    expect(data.message).toBe("Name the clone to localize.");
  });

  it("answers the similarity of each clone now, for the figures after a run", async () => {
    const { status, data } = await callRoute<SimilarityResponse>(loader, { url: `/create-post/localize?id=${clone.Wilson}&id=${clone.Tarboro}`, context: context() });
    expect(status).toBe(200);
    expect(Object.keys(data.similarity)).toEqual([clone.Wilson, clone.Tarboro]);
    expect(data.similarity[clone.Wilson]).toBeLessThan(0.7);
  });
});
