/**
 * The AI provider against a local server speaking the real OpenAI HTTP
 * protocol (tests/fakes/openai.mjs): streaming, retries on 429, plain-word errors, Stop, timeouts,
 * images, and the accountability around it (generation log, per-user rate limit).
 */
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkAiRateLimit, startGeneration } from "~/ai/generations.server";
import { AiError, createAiProvider, type AiProvider } from "~/ai/provider.server";
import { parseEnv, type AiSettings } from "~/config/env.server";
import { generationTotals, listGenerations } from "~/models/ai-generations.server";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let fake: FakeOpenAI;
let t: TestDatabase;
let settings: AiSettings;
let ai: AiProvider;

const SYSTEM = "You are a helpful writer.";

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestDatabase();
  settings = parseEnv({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.baseURL, AI_TEXT_MODEL: "fake-writer", AI_IMAGE_MODEL: "fake-painter", AI_MAX_OUTPUT_TOKENS: "500" }).ai;
  ai = createAiProvider(settings);
});
afterAll(async () => {
  await fake.close();
  await t.drop();
});
beforeEach(() => fake.reset());

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe("streamed text", () => {
  it("arrives in several deltas, in order, with the token usage and the output cap sent", async () => {
    const stream = ai.streamText({ system: SYSTEM, prompt: "Say hello to Greenville" });
    const parts = await collect(stream);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe("Echo: Say hello to Greenville");
    expect(stream.usage.completionTokens).toBeGreaterThan(0);
    expect(stream.usage.promptTokens).toBeGreaterThan(0);
    const [request] = await fake.requests();
    expect(request).toMatchObject({ stream: true, model: "fake-writer", maxTokens: 500 });
  });

  it("stops when the caller aborts, and the upstream request is closed", async () => {
    const controller = new AbortController();
    const stream = ai.streamText({ system: SYSTEM, prompt: "a slow one please", signal: controller.signal });
    const received: string[] = [];
    const error = await failure(
      (async () => {
        for await (const part of stream) {
          received.push(part);
          if (received.length === 2) controller.abort();
        }
      })(),
    );
    expect(error.kind).toBe("stopped");
    expect(received).toHaveLength(2);
    await expect.poll(async () => (await fake.requests())[0]?.aborted).toBe(true);
  });

  it("retries a 429 and then succeeds", async () => {
    const parts = await collect(ai.streamText({ system: SYSTEM, prompt: "busy afternoon" }));
    expect(parts.join("")).toBe("Echo: busy afternoon");
    expect((await fake.requests()).map((r) => r.status)).toEqual([429, 200]);
  });

  it("gives up on a service that keeps failing, in plain words", async () => {
    const quick = createAiProvider({ ...settings, maxRetries: 1 });
    const error = await failure(collect(quick.streamText({ system: SYSTEM, prompt: "this will fail" })));
    expect(error.kind).toBe("server");
    expect(error.message).toBe("The AI service had a problem on its side. Try again in a few minutes.");
    expect((await fake.requests()).map((r) => r.status)).toEqual([500, 500]);
  });

  it("says the key was refused", async () => {
    const wrong = createAiProvider({ ...settings, apiKey: "wrong-key" });
    const error = await failure(collect(wrong.streamText({ system: SYSTEM, prompt: "hello" })));
    expect(error.message).toBe("The AI service refused the API key. The owner needs to check OPENAI_API_KEY.");
  });

  it("times out a service that does not answer", async () => {
    const impatient = createAiProvider({ ...settings, timeoutMs: 1000, maxRetries: 0 });
    const error = await failure(collect(impatient.streamText({ system: SYSTEM, prompt: "stall" })));
    expect(error.kind).toBe("timeout");
    expect(error.message).toMatch(/took too long/);
  });

  it("explains a server that is not there", async () => {
    const nowhere = createAiProvider({ ...settings, baseURL: "http://127.0.0.1:9/v1", maxRetries: 0 });
    const error = await failure(collect(nowhere.streamText({ system: SYSTEM, prompt: "hello" })));
    expect(error.message).toBe("The AI service could not be reached. Check OPENAI_BASE_URL and that the service is running.");
  });
});

describe("not configured", () => {
  it("is a state, not a crash", async () => {
    const none = createAiProvider(parseEnv({}).ai);
    expect(none.availability("text")).toEqual({ ready: false, missing: ["OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)", "AI_TEXT_MODEL"] });
    expect(() => none.streamText({ system: SYSTEM, prompt: "x" })).toThrow(AiError);
    expect((await failure(none.generateImage({ prompt: "a roof" }))).kind).toBe("not_configured");
  });
});

describe("one answer, not streamed", () => {
  it("returns the text and usage", async () => {
    const result = await ai.completeText({ system: SYSTEM, prompt: "Summarize", json: true });
    expect(JSON.parse(result.text)).toEqual({ paragraphs: ["Echo: Summarize"] });
    expect(result.usage.completionTokens).toBeGreaterThan(0);
  });
});

describe("images", () => {
  it("come back as real PNG bytes", async () => {
    const image = await ai.generateImage({ prompt: "A new metal roof in Greenville" });
    expect(image.mimeType).toBe("image/png");
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 64, height: 48 });
    expect(image.revisedPrompt).toContain("A new metal roof");
  });
});

describe("accountability", () => {
  const user = { id: "user-1", email: "pat@example.com" };

  it("records each generation with its tokens and outcome", async () => {
    const log = startGeneration(t.db, { user, kind: "text", model: "fake-writer" });
    const stream = ai.streamText({ system: SYSTEM, prompt: "hello" });
    await collect(stream);
    await log.finish({ usage: stream.usage });
    await startGeneration(t.db, { user, kind: "text", model: "fake-writer" }).finish({ error: new AiError("stopped", "Stopped.") });
    await startGeneration(t.db, { user, kind: "image", model: "fake-painter" }).finish({ error: new AiError("server", "The AI service had a problem on its side.") });
    const rows = await listGenerations(t.db);
    expect(rows.map((r) => [r.kind, r.outcome, r.errorMessage])).toEqual(
      expect.arrayContaining([
        ["text", "ok", null],
        ["text", "stopped", null],
        ["image", "error", "The AI service had a problem on its side."],
      ]),
    );
    const ok = rows.find((r) => r.outcome === "ok");
    expect(ok).toMatchObject({ userEmail: "pat@example.com", model: "fake-writer", completionTokens: stream.usage.completionTokens });
    expect(await generationTotals(t.db)).toMatchObject({ generations: 3, errors: 1, stopped: 1, completionTokens: stream.usage.completionTokens });
  });

  it("limits each user's generations per hour, with a readable refusal", async () => {
    expect(await checkAiRateLimit(t.db, { id: "user-2", email: "a@example.com" }, 2)).toBeNull();
    expect(await checkAiRateLimit(t.db, { id: "user-2", email: "a@example.com" }, 2)).toBeNull();
    const refusal = await checkAiRateLimit(t.db, { id: "user-2", email: "a@example.com" }, 2);
    expect(refusal?.status).toBe(429);
    expect(refusal?.message).toMatch(/^You have used this hour's 2 AI generations\. Try again in \d+ minutes?\.$/);
    expect(refusal?.headers?.get("Retry-After")).toMatch(/^\d+$/);
    // Another member's allowance is their own.
    expect(await checkAiRateLimit(t.db, { id: "user-3", email: "b@example.com" }, 2)).toBeNull();
  });
});
