/**
 * Environment, validated once at start-up. Every variable is documented in .env.example.
 */
import path from "node:path";
import { z } from "zod";
import { environmentPins, type Pin } from "~/domain/business-settings";

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null))
  .pipe(z.url().nullable());

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null));

/** The default TRUST_PROXY: a reverse proxy on this machine. */
export const LOCAL_PROXY = "127.0.0.1, ::1";

/** The largest photo upload by default, in MB (server/request-rules.ts sizes the upload body from it). */
export const MEDIA_MAX_FILE_MB_DEFAULT = 25;

const proxyAddress = /^(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)$/i;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  SITE_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText,
  // The longest the SMTP server may take to connect, greet or answer before a send fails (and is retried).
  MAIL_TIMEOUT_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(1).max(300).default(30)),
  STAFF_EMAILS: list,
  STAFF_EMAIL_DOMAINS: list,
  // Whose X-Forwarded-* headers to believe: 0 nobody, a number of hops (1: the one proxy in front,
  // whose last X-Forwarded-For entry is the client), `true` everybody (the leftmost, client-written
  // address wins), or Express's list of addresses, subnets and the names loopback/linklocal/uniquelocal. By default a proxy on this machine, which
  // connects from 127.0.0.1 or ::1 — not the rest of 127.0.0.0/8, so that no other local address
  // can claim to forward for others (docs/decisions/004-proxies-and-origins.md).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine(
      (v) => ["", "true", "false"].includes(v) || /^\d{1,2}$/.test(v) || v.split(",").every((part) => proxyAddress.test(part.trim())),
      "TRUST_PROXY must be 0, a number of proxies in front (1, 2…), true, or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal",
    )
    .transform((v): boolean | number | string =>
      v === "" ? LOCAL_PROXY : v === "true" ? true : v === "0" || v === "false" ? false : /^\d{1,2}$/.test(v) ? Number(v) : v,
    ),
  AUTH_RATE_LIMIT: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v !== "0" && v !== "false")),
  // On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut.
  SHUTDOWN_GRACE_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(600).default(10)),
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
  // Visits (docs/decisions/022-visits-and-attribution.md): with a CDN in front that answers most
  // page requests itself, pages report themselves with a beacon instead of being counted as sent.
  VISITS_BEACON: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  // json: one JSON object per line (production default); text: readable lines (development default).
  LOG_FORMAT: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["json", "text"]).optional()),
  // IndexNow (optional): with a key, publishing or unpublishing a post tells search engines at once.
  INDEXNOW_KEY: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null))
    .pipe(z.string().regex(/^[A-Za-z0-9-]{8,128}$/, "INDEXNOW_KEY must be 8-128 letters, digits or dashes").nullable()),
  INDEXNOW_ENDPOINT: optionalUrl.transform((v) => v ?? "https://api.indexnow.org/indexnow"),
  // The built-in instant estimate (docs/decisions/017-instant-estimate.md): the US Census Bureau
  // geocoder (no key) and Google's Solar API (roof segments; needs a key, else the estimate asks
  // questions instead of measuring), each given this long to answer.
  GEOCODER_URL: optionalUrl.transform((v) => v ?? "https://geocoding.geo.census.gov/geocoder"),
  SOLAR_API_URL: optionalUrl.transform((v) => v ?? "https://solar.googleapis.com/v1"),
  SOLAR_API_KEY: optionalText,
  ESTIMATE_PROVIDER_TIMEOUT_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0.5).max(30).default(4)),
  // Photo uploads (spec §2.9): the largest file accepted, and the most pixels a file may decode to
  // (a small file can claim a huge image: a decompression bomb).
  MEDIA_MAX_FILE_MB: z.coerce.number().positive().max(200).default(MEDIA_MAX_FILE_MB_DEFAULT),
  MEDIA_MAX_MEGAPIXELS: z.coerce.number().positive().max(300).default(50),
  // How many large bodies (photo uploads, document imports, request forms with photos) the server
  // receives at once; each is held in memory while it is handled. One more is answered 503.
  UPLOADS_AT_ONCE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(100).default(4)),
  // The full-page cache of anonymous public pages (server/page-cache.ts): its memory budget in MB;
  // 0 turns it off.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  // Requests from the site's form older than this many days can be purged by the owner (/leads).
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30, "LEAD_RETENTION_DAYS must be at least 30").max(3650).default(730),
  // How often the post scheduler looks for scheduled posts that are due (and purges the trash).
  SCHEDULER_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Tests only: a file holding milliseconds to add to the server's clock (browser tests of scheduling).
  TEST_CLOCK_FILE: optionalText,
  // S3-compatible media storage; without S3_BUCKET photos are stored under DATA_DIR/media.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  // AI writing assistant: any OpenAI-compatible API. Unset: the AI controls explain
  // what to set instead of working (see app/ai/provider.server.ts).
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  AI_TEXT_MODEL: optionalText,
  AI_IMAGE_MODEL: optionalText,
  AI_TIMEOUT_SECONDS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().positive().max(600).default(90)),
  AI_MAX_RETRIES: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(5).default(2)),
  AI_MAX_OUTPUT_TOKENS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(64).max(32_000).default(2500)),
  AI_GENERATIONS_PER_HOUR: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(10_000).default(30)),
}).superRefine((env, ctx) => {
  if (!env.S3_BUCKET) return;
  if (!env.S3_REGION && !env.S3_ENDPOINT) {
    ctx.addIssue({ code: "custom", path: ["S3_REGION"], message: "S3_BUCKET needs S3_REGION (AWS) or S3_ENDPOINT (another S3-compatible service)" });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together" });
  }
});

export type Env = z.infer<typeof schema> & {
  dataDir: string;
  siteUrl: string;
  /**
   * The business settings the environment pins (BUSINESS_NAME, BUSINESS_PHONE, ESTIMATE_WIDGET_URL…:
   * each setting names its variable, app/domain/business-settings.ts), checked by the settings' rules.
   */
  businessPins: ReadonlyMap<string, Pin>;
  media: MediaLimits;
  ai: AiSettings;
  estimate: EstimateProviderSettings;
};

/** Where the instant estimate finds addresses and measures roofs; a null key means "ask instead". */
export interface EstimateProviderSettings {
  geocoderUrl: string;
  solarUrl: string;
  solarKey: string | null;
  timeoutMs: number;
}

/** The AI provider's settings; a null key/URL/model is what the "not configured" state names. */
export interface AiSettings {
  apiKey: string | null;
  baseURL: string | null;
  textModel: string | null;
  imageModel: string | null;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
  generationsPerHour: number;
}

export interface MediaLimits {
  maxFileBytes: number;
  maxPixels: number;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  let businessPins: Map<string, Pin>;
  try {
    businessPins = environmentPins(source);
  } catch (error) {
    throw new Error(`Invalid environment:\n${String((error as Error).message).replace(/^/gm, "  ")}`);
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    businessPins,
    media: {
      maxFileBytes: Math.round(env.MEDIA_MAX_FILE_MB * 1024 * 1024),
      maxPixels: Math.round(env.MEDIA_MAX_MEGAPIXELS * 1_000_000),
    },
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      textModel: env.AI_TEXT_MODEL,
      imageModel: env.AI_IMAGE_MODEL,
      timeoutMs: Math.round(env.AI_TIMEOUT_SECONDS * 1000),
      maxRetries: env.AI_MAX_RETRIES,
      maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
      generationsPerHour: env.AI_GENERATIONS_PER_HOUR,
    },
    estimate: {
      geocoderUrl: env.GEOCODER_URL.replace(/\/+$/, ""),
      solarUrl: env.SOLAR_API_URL.replace(/\/+$/, ""),
      solarKey: env.SOLAR_API_KEY,
      timeoutMs: Math.round(env.ESTIMATE_PROVIDER_TIMEOUT_SECONDS * 1000),
    },
  };
}
