import { describe, expect, it } from "vitest";
import { LOCAL_PROXY, parseEnv } from "./env.server";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, LOCAL_PROXY],
    ["", LOCAL_PROXY],
    ["loopback", "loopback"],
    ["0", false],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["true", true],
    ["10.0.0.0/8", "10.0.0.0/8"],
    ["loopback, 172.16.0.0/12", "loopback, 172.16.0.0/12"],
    ["uniquelocal", "uniquelocal"],
    ["fd00::/8", "fd00::/8"],
  ])("%j → %j", (value, trust) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trust);
  });

  it.each(["yes", "10.0.0.0/8; rm", "proxy.internal"])("refuses %j with a readable message", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow("TRUST_PROXY must be 0, a number of proxies in front (1, 2…), true, or a comma-separated list");
  });
});

describe("LOG_FORMAT", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["json", "json"],
    ["text", "text"],
  ])("%j → %j", (value, format) => {
    expect(parseEnv({ LOG_FORMAT: value }).LOG_FORMAT).toBe(format);
  });

  it("refuses an unknown format", () => {
    expect(() => parseEnv({ LOG_FORMAT: "xml" })).toThrow("LOG_FORMAT");
  });
});

describe("media settings", () => {
  it("default to 25 MB and 50 megapixels per photo, stored on disk", () => {
    const env = parseEnv({});
    expect(env.media).toEqual({ maxFileBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 });
    expect(env.S3_BUCKET).toBeNull();
  });

  it("read an S3-compatible bucket with its endpoint, keys and path style", () => {
    const env = parseEnv({
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "1",
      MEDIA_MAX_FILE_MB: "10",
    });
    expect(env).toMatchObject({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: true, media: { maxFileBytes: 10 * 1024 * 1024 } });
  });

  it.each([
    [{ S3_BUCKET: "photos" }, "S3_BUCKET needs S3_REGION (AWS) or S3_ENDPOINT"],
    [{ S3_BUCKET: "photos", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "id" }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together"],
    [{ S3_ENDPOINT: "not a url" }, "S3_ENDPOINT"],
    [{ MEDIA_MAX_FILE_MB: "0" }, "MEDIA_MAX_FILE_MB"],
  ])("refuse %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe("AI settings", () => {
  it("are off by default, with the limits' defaults", () => {
    expect(parseEnv({}).ai).toEqual({
      apiKey: null,
      baseURL: null,
      textModel: null,
      imageModel: null,
      timeoutMs: 90_000,
      maxRetries: 2,
      maxOutputTokens: 2500,
      generationsPerHour: 30,
    });
  });

  it("read a local OpenAI-compatible server and the limits", () => {
    const env = parseEnv({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", AI_TEXT_MODEL: " llama3.1 ", AI_TIMEOUT_SECONDS: "30", AI_MAX_RETRIES: "0", AI_GENERATIONS_PER_HOUR: "5" });
    expect(env.ai).toMatchObject({ baseURL: "http://127.0.0.1:11434/v1", textModel: "llama3.1", timeoutMs: 30_000, maxRetries: 0, generationsPerHour: 5 });
  });

  it.each([
    [{ OPENAI_BASE_URL: "not a url" }, "OPENAI_BASE_URL"],
    [{ AI_MAX_OUTPUT_TOKENS: "10" }, "AI_MAX_OUTPUT_TOKENS"],
    [{ AI_GENERATIONS_PER_HOUR: "0" }, "AI_GENERATIONS_PER_HOUR"],
  ])("refuse %j", (source, name) => {
    expect(() => parseEnv(source)).toThrow(name);
  });
});
