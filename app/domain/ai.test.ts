import { describe, expect, it } from "vitest";
import { aiAvailability, aiStatusFor, describeAiFailure, extractJsonObject, notConfiguredMessage, type AiFailure } from "./ai";

const none = { apiKey: null, baseURL: null, textModel: null, imageModel: null };

describe("aiAvailability", () => {
  it.each([
    ["nothing set", none, "text", { ready: false, missing: ["OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)", "AI_TEXT_MODEL"] }],
    ["a key without a model", { ...none, apiKey: "sk" }, "text", { ready: false, missing: ["AI_TEXT_MODEL"] }],
    ["a hosted service", { ...none, apiKey: "sk", textModel: "gpt-4.1-mini" }, "text", { ready: true, model: "gpt-4.1-mini" }],
    ["a local server without a key", { ...none, baseURL: "http://127.0.0.1:11434/v1", textModel: "llama3.1" }, "text", { ready: true, model: "llama3.1" }],
    ["text only, asked for images", { ...none, apiKey: "sk", textModel: "gpt-4.1-mini" }, "image", { ready: false, missing: ["AI_IMAGE_MODEL"] }],
    ["images", { ...none, apiKey: "sk", imageModel: "gpt-image-1" }, "image", { ready: true, model: "gpt-image-1" }],
  ] as const)("%s", (_label, settings, purpose, expected) => {
    expect(aiAvailability(settings, purpose)).toEqual(expected);
  });
});

describe("notConfiguredMessage", () => {
  it("tells the owner which settings to add", () => {
    expect(notConfiguredMessage("text", ["OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)", "AI_TEXT_MODEL"], "owner")).toBe(
      "AI writing is not set up yet. Set OPENAI_API_KEY (or OPENAI_BASE_URL for a local server) and AI_TEXT_MODEL in the server's environment (see .env.example), then restart the server.",
    );
  });

  it("tells an editor to ask the owner, without server details", () => {
    const message = notConfiguredMessage("image", ["AI_IMAGE_MODEL"], "editor");
    expect(message).toBe("AI images is not set up on this site yet. Ask the site owner to set it up.");
    expect(message).not.toContain("AI_IMAGE_MODEL");
  });
});

describe("aiStatusFor", () => {
  it("passes a ready model through and explains the rest for the role", () => {
    expect(aiStatusFor({ ready: true, model: "m" }, "text", "editor")).toEqual({ ready: true, model: "m" });
    expect(aiStatusFor({ ready: false, missing: ["AI_TEXT_MODEL"] }, "text", "owner")).toEqual({ ready: false, message: notConfiguredMessage("text", ["AI_TEXT_MODEL"], "owner") });
  });
});

describe("describeAiFailure", () => {
  it.each<[string, AiFailure, string, string | RegExp]>([
    ["rate limited", { status: 429, code: "rate_limit_exceeded" }, "rate_limited", "The AI service is busy (rate limited). Try again in a minute."],
    ["out of credit", { status: 429, code: "insufficient_quota" }, "quota", /run out of credit/],
    ["a refused key", { status: 401 }, "auth", "The AI service refused the API key. The owner needs to check OPENAI_API_KEY."],
    ["forbidden", { status: 403 }, "forbidden", /may not use this model/],
    ["an unknown model", { status: 404, model: "gpt-9" }, "model_not_found", 'The AI service does not offer the model "gpt-9". The owner needs to check AI_TEXT_MODEL and AI_IMAGE_MODEL.'],
    ["a rejected prompt", { status: 400, providerMessage: "Your request was rejected\n as a result of our safety system." }, "rejected", "The AI service turned the request down: Your request was rejected as a result of our safety system."],
    ["a rejected prompt without a reason", { status: 422 }, "rejected", "The AI service turned the request down."],
    ["a server error", { status: 503 }, "server", "The AI service had a problem on its side. Try again in a few minutes."],
    ["a 408", { status: 408, timeoutSeconds: 90 }, "timeout", "The AI service took too long to answer (no answer within 90 seconds). Try again, or ask for something shorter."],
    ["a timeout", { transport: "timeout" }, "timeout", "The AI service took too long to answer. Try again, or ask for something shorter."],
    ["unreachable", { transport: "connection" }, "unreachable", "The AI service could not be reached. Check OPENAI_BASE_URL and that the service is running."],
    ["stopped", { transport: "aborted" }, "stopped", "Stopped."],
    ["an odd status", { status: 302 }, "unknown", /did not understand/],
  ])("%s", (_label, failure, kind, message) => {
    const described = describeAiFailure(failure);
    expect(described.kind).toBe(kind);
    if (typeof message === "string") expect(described.message).toBe(message);
    else expect(described.message).toMatch(message);
  });

  it("shortens a long provider message to one readable line", () => {
    const { message } = describeAiFailure({ status: 400, providerMessage: "x".repeat(1000) });
    expect(message.length).toBeLessThan(260);
    expect(message.endsWith("…")).toBe(true);
  });
});

describe("extractJsonObject", () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['```json\n{"a": [1, 2]}\n```', { a: [1, 2] }],
    ['Here you go: {"a": "b"} Enjoy!', { a: "b" }],
    ["no json here", null],
    ['{"broken": ', null],
  ])("%j", (text, expected) => {
    expect(extractJsonObject(text)).toEqual(expected);
  });
});
