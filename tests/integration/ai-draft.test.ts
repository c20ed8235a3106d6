/**
 * Write with AI (docs/decisions/013-publishing.md) through its route, against the fake OpenAI server
 * (tests/fakes/openai.mjs): the draft streams in order, Stop closes the upstream request and is
 * logged as stopped, a busy service is retried, failures and limits come back in plain words, and
 * nothing an AI wrote can be published while it holds an unknown placeholder.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { aiGenerations, blogPosts, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { ALL_TOWNS, NO_TOWN, parseDraft } from "~/domain/ai-draft";
import { isStaffPath } from "~/domain/staff-paths";
import { action as draftAction } from "~/routes/_staff.create-post_.ai-draft";
import { action as editorAction, loader as editorLoader } from "~/routes/_staff.create-post";
import { action as postsAction } from "~/routes/_staff.posts";
import { loader as usageLoader } from "~/routes/_staff.Blog-Page-Builder.ai-usage";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const OWNER: StaffUser = { id: "owner-1", email: "owner@staff.example", role: "owner" };

let fake: FakeOpenAI;
let t: TestDatabase;
let aiEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestDatabase();
  await seedDatabase(t.db);
  aiEnv = { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "test-key", AI_TEXT_MODEL: "fake-writer", AI_MAX_RETRIES: "1" };
});
afterAll(async () => {
  await fake.close();
  await t.drop();
});
beforeEach(async () => {
  await fake.reset();
  await t.db.delete(aiGenerations);
});

type Event = { type: "delta"; text: string } | { type: "done"; unknownPlaceholders: string[] } | { type: "error"; message: string };

const brief = (fields: Record<string, string> = {}) => ({ topic: "Spotting storm damage", audience: "Homeowners", town: ALL_TOWNS, tone: "friendly", length: "short", ...fields });

/** Calls the route as the router would; a thrown data() refusal comes back as its status and JSON. */
async function draft(fields: Record<string, string>, opts: { user?: StaffUser | null; env?: NodeJS.ProcessEnv; signal?: AbortSignal } = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request("http://localhost/create-post/ai-draft", { method: "POST", body, signal: opts.signal });
  const context = testContext(t.db, opts.user === undefined ? EDITOR : opts.user, opts.env ?? aiEnv);
  try {
    const result = await draftAction({ request, params: {}, context, url: new URL(request.url) } as never);
    if (result instanceof Response) return { status: result.status, response: result, json: null, headers: result.headers };
    const d = result as unknown as { data: { message: string }; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, response: null, json: d.data, headers: new Headers(d.init?.headers) };
  } catch (thrown) {
    const d = thrown as { data: { error: string }; init: ResponseInit | null };
    return { status: d.init?.status ?? 500, response: null, json: { message: d.data.error }, headers: new Headers() };
  }
}

/** Reads the event stream, optionally stopping after `stopAfter` deltas. */
async function events(response: Response, stop?: { after: number; controller: AbortController }): Promise<Event[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: Event[] = [];
  let pending = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) if (line) seen.push(JSON.parse(line) as Event);
    if (stop && seen.filter((e) => e.type === "delta").length >= stop.after) {
      stop.controller.abort();
      await reader.cancel();
      break;
    }
  }
  return seen;
}

const answerOf = (seen: Event[]) => seen.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");

async function generations() {
  return t.db.select().from(aiGenerations);
}

describe("Write with AI streams a draft", () => {
  it("arrives in order as several pieces, fills every field, and is logged with its tokens", async () => {
    const res = await draft(brief());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/x-ndjson/);
    const seen = await events(res.response!);
    const deltas = seen.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toEqual({ type: "done", unknownPlaceholders: [] });
    const fields = parseDraft(answerOf(seen));
    expect(fields.title).toBe("Spotting Storm Damage on Your {{locationName}} Roof");
    expect(fields.seoTitle).toBe("Storm Damage Roof Checks in {{locationName}}");
    expect(fields.seoDescription.length).toBeGreaterThan(50);
    expect(fields.seoDescription.length).toBeLessThanOrEqual(160);
    expect(fields.excerpt).toContain("{{locationName}}");
    expect(fields.tags).toEqual(["storm damage", "roof inspection", "hail"]);
    expect(fields.content).toMatch(/^After a storm rolls through \{\{locationName\}\}/);
    expect(fields.content).toContain("## What to look for");
    // The template brief asked the model for the placeholders of spec §5.
    const [sent] = await fake.requests();
    expect(sent.prompt).toContain("{{locationName}}");
    const [row] = await generations();
    expect(row).toMatchObject({ userEmail: EDITOR.email, userId: EDITOR.id, kind: "text", model: "fake-writer", outcome: "ok", errorMessage: null });
    expect(row.promptTokens).toBeGreaterThan(0);
    expect(row.completionTokens).toBeGreaterThan(0);
  });

  it("asks for structured output, and reads a draft in each format a model may answer with", async () => {
    const read = async (topic: string) => {
      await fake.reset();
      const seen = await events((await draft(brief({ topic }))).response!);
      return { seen, fields: parseDraft(answerOf(seen)), sent: await fake.requests() };
    };
    // JSON of the requested schema.
    const json = await read("Spotting storm damage after hail");
    expect(json.sent.map((r) => r.responseFormat)).toEqual(["json_schema"]);
    expect(answerOf(json.seen).trimStart()).toMatch(/^\{/);
    expect(json.fields.title).toBe("Spotting Storm Damage on Your {{locationName}} Roof");

    // Plain Markdown under a "# Title" heading: the heading is the title, not lost.
    const markdown = await read("Storm damage, in plain markdown");
    expect(markdown.fields.title).toBe("Spotting Storm Damage on Your {{locationName}} Roof");
    expect(markdown.fields.content).toMatch(/^After a storm rolls through/);
    expect(markdown.seen.at(-1)).toEqual({ type: "done", unknownPlaceholders: [] });

    // A service without structured output refuses the format: asked again without it, it answers in lines.
    const lines = await read("Storm damage from a server with no structured output");
    expect(lines.sent.map((r) => [r.status, r.responseFormat])).toEqual([
      [400, "json_schema"],
      [200, null],
    ]);
    expect(lines.fields).toMatchObject({ title: "Spotting Storm Damage on Your {{locationName}} Roof", tags: ["storm damage", "roof inspection", "hail"] });

    // No title anywhere: the draft says so instead of being called ready.
    const untitled = await read("Storm damage with no title");
    expect(untitled.fields.title).toBe("");
    expect(untitled.seen.at(-1)).toEqual({ type: "done", unknownPlaceholders: [], untitled: true });
  });

  it("writes for one town with its facts and no placeholders", async () => {
    const [town] = await t.db.select().from(serviceLocations).limit(1);
    const seen = await events((await draft(brief({ town: town.id }))).response!);
    const [sent] = await fake.requests();
    expect(sent.prompt).toContain(`Town: ${town.name}, North Carolina`);
    expect(answerOf(seen)).not.toContain("{{locationName}}");
  });

  it("flags a placeholder the site does not know", async () => {
    const seen = await events((await draft(brief({ topic: "an unknown placeholder test" }))).response!);
    expect(answerOf(seen)).toContain("{{notAPlaceholder}}");
    expect(seen.at(-1)).toEqual({ type: "done", unknownPlaceholders: ["notAPlaceholder"] });
  });

  it("flags a town placeholder in a post that is not a template", async () => {
    // The fake writes {{locationName}} when the prompt holds it: here the source material carries it in.
    const seen = await events((await draft(brief({ town: NO_TOWN, useSource: "on", source: "Notes for {{locationName}} homeowners." }))).response!);
    const [sent] = await fake.requests();
    expect(sent.prompt).toContain("Notes for {{locationName}} homeowners.");
    expect(seen.at(-1)).toEqual({ type: "done", unknownPlaceholders: ["locationName"] });
  });
});

describe("Stop", () => {
  it("closes the upstream request and logs the generation as stopped", async () => {
    const controller = new AbortController();
    const res = await draft(brief({ topic: "a slow one about gutters" }), { signal: controller.signal });
    const seen = await events(res.response!, { after: 3, controller });
    expect(seen.filter((e) => e.type === "delta").length).toBe(3);
    await expect.poll(async () => (await fake.requests())[0]?.aborted, { timeout: 5000 }).toBe(true);
    await expect.poll(async () => (await generations())[0]?.outcome, { timeout: 5000 }).toBe("stopped");
    expect((await generations())[0].errorMessage).toBeNull();
  });
});

describe("a provider in trouble", () => {
  it("is retried after a 429, and the draft arrives", async () => {
    const seen = await events((await draft(brief({ topic: "busy season roofing" }))).response!);
    expect(seen.at(-1)?.type).toBe("done");
    expect((await fake.requests()).map((r) => r.status)).toEqual([429, 200]);
    expect((await generations())[0].outcome).toBe("ok");
  });

  it("that keeps failing is reported in plain words, and logged", async () => {
    const seen = await events((await draft(brief({ topic: "this will fail" }))).response!);
    expect(seen).toEqual([{ type: "error", message: "The AI service had a problem on its side. Try again in a few minutes." }]);
    expect((await fake.requests()).map((r) => r.status)).toEqual([500, 500]);
    const [row] = await generations();
    expect(row).toMatchObject({ outcome: "error", errorMessage: "The AI service had a problem on its side. Try again in a few minutes." });
  });

  it("that refuses the key says so", async () => {
    const seen = await events((await draft(brief(), { env: { ...aiEnv, OPENAI_API_KEY: "wrong-key" } })).response!);
    expect(seen).toEqual([{ type: "error", message: "The AI service refused the API key. The owner needs to check OPENAI_API_KEY." }]);
  });
});

describe("refusals before any generation", () => {
  it("limits each staff member's generations per hour with a readable 429", async () => {
    const env = { ...aiEnv, AI_GENERATIONS_PER_HOUR: "1" };
    const user = { ...EDITOR, id: "limited-editor" };
    await events((await draft(brief(), { env, user })).response!);
    const refused = await draft(brief(), { env, user });
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(/^You have used this hour's 1 AI generations\. Try again in \d+ minutes?\.$/);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await fake.requests()).toHaveLength(1);
  });

  it("does not count a brief it refuses", async () => {
    const env = { ...aiEnv, AI_GENERATIONS_PER_HOUR: "1" };
    const user = { ...EDITOR, id: "careless-editor" };
    const bad = await draft(brief({ topic: "x" }), { env, user });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe("Say what the post is about (a few words at least).");
    expect((await draft(brief({ town: "not-a-town" }), { env, user })).json?.message).toBe("Choose a town from the list.");
    expect((await draft(brief(), { env, user })).status).toBe(200);
  });

  it("refuses a signed-out request (the staff guard covers the path too)", async () => {
    expect(isStaffPath("/create-post/ai-draft")).toBe(true);
    const res = await draft(brief(), { user: null });
    expect(res.status).toBe(401);
    expect(await fake.requests()).toHaveLength(0);
  });

  it("explains a provider that is not configured: the owner how, an editor whom to ask", async () => {
    const owner = await draft(brief(), { user: OWNER, env: {} });
    expect(owner.status).toBe(503);
    expect(owner.json?.message).toBe(
      "AI writing is not set up yet. Set OPENAI_API_KEY (or OPENAI_BASE_URL for a local server) and AI_TEXT_MODEL in the server's environment (see .env.example), then restart the server.",
    );
    const editor = await draft(brief(), { env: {} });
    expect(editor.json?.message).toBe("AI writing is not set up on this site yet. Ask the site owner to set it up.");
    const page = await callRoute<{ ai: { text: { ready: boolean; message?: string } } }>(editorLoader, { url: "/create-post", context: testContext(t.db, OWNER) });
    expect(page.data.ai.text).toEqual({ ready: false, message: owner.json?.message });
  });
});

describe("only drafts", () => {
  it("an AI draft with an unknown placeholder is saved as a draft and cannot be published", async () => {
    const fields = parseDraft(answerOf(await events((await draft(brief({ topic: "an unknown placeholder post", town: NO_TOWN }))).response!)));
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.title, fields.title))).toHaveLength(0);
    const saved = await callRoute<{ saved: { id: string } }>(editorAction, {
      url: "/create-post",
      form: { intent: "save", title: fields.title, content: fields.content, excerpt: fields.excerpt, seoTitle: fields.seoTitle, seoDescription: fields.seoDescription, tags: fields.tags },
      context: testContext(t.db),
    });
    const published = await callRoute<{ message: string }>(postsAction, { url: "/posts", form: { intent: "publish", id: saved.data.saved.id }, context: testContext(t.db) });
    expect(published.status).toBe(422);
    expect(published.data.message).toContain("{{notAPlaceholder}}");
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, saved.data.saved.id));
    expect(row.status).toBe("draft");
  });
});

describe("the owner's usage screen", () => {
  type Usage = {
    totals: { generations: number; completionTokens: number; stopped: number; errors: number };
    generations: { who: string; kind: string; model: string; completionTokens: number | null; outcome: string; error: string | null }[];
  };

  it("lists who generated what, with tokens, outcomes and totals", async () => {
    await events((await draft(brief())).response!);
    await events((await draft(brief({ topic: "this will fail" }), { user: OWNER })).response!);
    const page = await callRoute<Usage>(usageLoader, { url: "/Blog-Page-Builder/ai-usage", context: testContext(t.db, OWNER, aiEnv) });
    expect(page.status).toBe(200);
    const [failed, ok] = page.data.generations;
    expect(failed).toMatchObject({ who: OWNER.email, kind: "text", outcome: "error", error: "The AI service had a problem on its side. Try again in a few minutes." });
    expect(ok).toMatchObject({ who: EDITOR.email, kind: "text", model: "fake-writer", outcome: "ok", error: null });
    expect(ok.completionTokens).toBeGreaterThan(0);
    expect(page.data.totals).toMatchObject({ generations: 2, errors: 1, stopped: 0, completionTokens: ok.completionTokens });
  });

  it("is the owner's alone", async () => {
    const page = await callRoute<{ error: string }>(usageLoader, { url: "/Blog-Page-Builder/ai-usage", context: testContext(t.db, EDITOR, aiEnv) });
    expect(page.status).toBe(403);
    expect(page.data.error).toBe("Only the site owner can see AI usage.");
  });
});
