/**
 * The AI provider: any OpenAI-compatible API through the `openai` SDK — OpenAI
 * itself, or a local Ollama, llama.cpp or vLLM server named by OPENAI_BASE_URL. Keys and prompts
 * stay on the server; nothing here is imported by browser code.
 *
 * Exports:
 * - createAiProvider(settings: AiSettings, opts?: { fetch? }): AiProvider — built once at start
 *   (services.ai); never throws for missing settings.
 * - AiProvider:
 *   - availability(purpose: "text" | "image"): AiAvailability — { ready: true, model } or
 *     { ready: false, missing: ["AI_TEXT_MODEL", …] } (explain it with notConfiguredMessage from
 *     ~/domain/ai).
 *   - streamText({ system, prompt, signal?, maxOutputTokens?, responseFormat? }): AiTextStream — an
 *     async iterable of text deltas; `usage` (tokens) and `model` are filled in once iteration ends.
 *     Aborting the signal (or `break`ing out of the loop) closes the upstream request. A stream
 *     silent for AI_TIMEOUT_SECONDS fails with a timeout. `responseFormat` ({ name, schema }) asks
 *     for structured output (JSON schema, strict); a service that refuses the format (400) is asked
 *     again without it, and the caller reads whatever comes back.
 *   - completeText({ system, prompt, signal?, json?, maxOutputTokens? }): Promise<AiTextResult> —
 *     one answer, not streamed; json: true asks for a JSON object (read it with extractJsonObject from
 *     ~/domain/ai).
 *   - generateImage({ prompt, size?, signal? }): Promise<AiImageResult> — the image's bytes (PNG
 *     from OpenAI's image models; `mimeType` says what arrived), `revisedPrompt` if the service
 *     rewrote the prompt.
 *   Every method fails with AiError (kind + message in plain words, e.g. "The AI service is busy
 *   (rate limited). Try again in a minute."); kind "stopped" when the caller's signal aborted it.
 *   When availability() says not ready they throw AiError "not_configured" at once (streamText
 *   synchronously): check availability() first.
 * - AiError, toAiError(error, context): maps SDK/transport errors to AiError.
 *
 * Limits: a request timeout (AI_TIMEOUT_SECONDS), retries with exponential backoff on 429 and 5xx
 * (the SDK's maxRetries, honouring Retry-After; AI_MAX_RETRIES), and a cap on output tokens
 * (AI_MAX_OUTPUT_TOKENS). Logging each generation and the per-user rate limit are the caller's:
 * see app/ai/generations.server.ts.
 */
import type OpenAI from "openai";
import type { AiSettings } from "~/config/env.server";
import { aiAvailability, describeAiFailure, type AiAvailability, type AiErrorKind, type AiFailure, type AiPurpose } from "~/domain/ai";

export interface AiUsage {
  promptTokens: number | null;
  completionTokens: number | null;
}

export interface AiTextStream extends AsyncIterable<string> {
  /** Known once the iteration has ended (null when the service does not report usage). */
  readonly usage: AiUsage;
  readonly model: string;
}

export interface AiTextResult {
  text: string;
  usage: AiUsage;
  model: string;
}

export interface AiImageResult {
  bytes: Buffer;
  mimeType: string;
  model: string;
  revisedPrompt: string | null;
}

export interface TextRequest {
  system: string;
  prompt: string;
  signal?: AbortSignal;
  maxOutputTokens?: number;
  /** Structured output: the JSON schema the answer must follow, where the service offers it. */
  responseFormat?: { name: string; schema: object };
}

export interface AiProvider {
  availability(purpose: AiPurpose): AiAvailability;
  streamText(request: TextRequest): AiTextStream;
  completeText(request: TextRequest & { json?: boolean }): Promise<AiTextResult>;
  generateImage(request: { prompt: string; size?: "1024x1024" | "1536x1024" | "1024x1536"; signal?: AbortSignal }): Promise<AiImageResult>;
}

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "AiError";
  }
}

/**
 * The `openai` SDK, loaded with the first request to the AI service rather than when the server
 * starts (tens of megabytes that most servers never use, docs/decisions/015-scale-and-memory.md).
 */
type OpenAiSdk = typeof import("openai");
let sdk: OpenAiSdk | null = null;
let loadingSdk: Promise<OpenAiSdk> | null = null;
const loadSdk = () => (loadingSdk ??= import("openai").then((loaded) => (sdk = loaded)));

/** Any error from the SDK, the transport or the caller's abort, as an AiError. */
export function toAiError(error: unknown, context: { model?: string; timeoutMs?: number; signal?: AbortSignal } = {}): AiError {
  if (error instanceof AiError) return error;
  // Only the SDK makes its errors: before it is loaded, none can be one of them.
  const { APIUserAbortError, APIConnectionTimeoutError, APIConnectionError, APIError } = sdk ?? {};
  const base: AiFailure = { model: context.model, timeoutSeconds: context.timeoutMs ? Math.round(context.timeoutMs / 1000) : undefined };
  let failure: AiFailure;
  if (context.signal?.aborted && !(context.signal.reason instanceof IdleTimeout)) failure = { ...base, transport: "aborted" };
  else if (error instanceof IdleTimeout || context.signal?.reason instanceof IdleTimeout) failure = { ...base, transport: "timeout" };
  else if (APIUserAbortError && error instanceof APIUserAbortError) failure = { ...base, transport: "aborted" };
  else if (APIConnectionTimeoutError && error instanceof APIConnectionTimeoutError) failure = { ...base, transport: "timeout" };
  else if (APIConnectionError && error instanceof APIConnectionError) failure = { ...base, transport: "connection" };
  else if (APIError && error instanceof APIError && error.status !== undefined) {
    const body = error.error as { message?: unknown } | undefined;
    failure = { ...base, status: error.status, code: error.code ?? null, providerMessage: typeof body?.message === "string" ? body.message : null };
  } else if (error instanceof Error && error.name === "AbortError") failure = { ...base, transport: "aborted" };
  else failure = { ...base, status: 0 };
  const { kind, message } = describeAiFailure(failure);
  return new AiError(kind, message);
}

/** The reason a stream was cut for staying silent too long (told apart from the caller's Stop). */
class IdleTimeout extends Error {}

export function createAiProvider(settings: AiSettings, opts: { fetch?: typeof fetch } = {}): AiProvider {
  let connecting: Promise<OpenAI> | null = null;
  const connect = () =>
    (connecting ??= loadSdk().then(
      ({ default: OpenAI }) =>
        new OpenAI({
          // A local server needs no key, but the SDK insists on one.
          apiKey: settings.apiKey ?? "not-needed",
          baseURL: settings.baseURL ?? undefined,
          timeout: settings.timeoutMs,
          maxRetries: settings.maxRetries,
          fetch: opts.fetch,
        }),
    ));
  // OpenAI's newer models only take max_completion_tokens; local servers know max_tokens.
  const tokenCap = (n: number) => (settings.baseURL ? { max_tokens: n } : { max_completion_tokens: n });

  function requireModel(purpose: AiPurpose): string {
    const a = aiAvailability(settings, purpose);
    if (!a.ready) throw new AiError("not_configured", `AI is not set up: set ${a.missing.join(" and ")}.`);
    return a.model;
  }

  function messages(r: TextRequest) {
    return [
      { role: "system" as const, content: r.system },
      { role: "user" as const, content: r.prompt },
    ];
  }

  return {
    availability: (purpose) => aiAvailability(settings, purpose),

    streamText(request) {
      const model = requireModel("text");
      const usage: AiUsage = { promptTokens: null, completionTokens: null };
      async function* deltas(): AsyncGenerator<string> {
        // One controller for the caller's Stop and the idle timer, so either closes the connection.
        const controller = new AbortController();
        const onAbort = () => controller.abort(request.signal?.reason);
        request.signal?.addEventListener("abort", onAbort, { once: true });
        if (request.signal?.aborted) onAbort();
        let idle: NodeJS.Timeout | undefined;
        const touch = () => {
          clearTimeout(idle);
          idle = setTimeout(() => controller.abort(new IdleTimeout()), settings.timeoutMs);
        };
        try {
          touch();
          const client = await connect();
          const body = {
            model,
            messages: messages(request),
            stream: true as const,
            stream_options: { include_usage: true },
            ...tokenCap(Math.min(request.maxOutputTokens ?? settings.maxOutputTokens, settings.maxOutputTokens)),
          };
          const format = request.responseFormat;
          const stream = format
            ? await client.chat.completions
                .create(
                  { ...body, response_format: { type: "json_schema", json_schema: { name: format.name, schema: { ...format.schema }, strict: true } } },
                  { signal: controller.signal },
                )
                .catch((error: unknown) => {
                  // Local servers without structured output refuse the request: ask for plain text.
                  if (sdk && error instanceof sdk.APIError && error.status === 400) return client.chat.completions.create(body, { signal: controller.signal });
                  throw error;
                })
            : await client.chat.completions.create(body, { signal: controller.signal });
          for await (const chunk of stream) {
            touch();
            if (chunk.usage) {
              usage.promptTokens = chunk.usage.prompt_tokens ?? null;
              usage.completionTokens = chunk.usage.completion_tokens ?? null;
            }
            const text = chunk.choices[0]?.delta?.content;
            if (text) yield text;
          }
          // The SDK ends an aborted stream quietly; the caller must learn it was cut short.
          controller.signal.throwIfAborted();
        } catch (e) {
          throw toAiError(e, { model, timeoutMs: settings.timeoutMs, signal: controller.signal });
        } finally {
          clearTimeout(idle);
          request.signal?.removeEventListener("abort", onAbort);
          // A consumer that stops early (break/return) must not leave the upstream request open.
          if (!controller.signal.aborted) controller.abort();
        }
      }
      const iterable = deltas();
      return {
        usage,
        model,
        [Symbol.asyncIterator]: () => iterable,
      };
    },

    async completeText(request) {
      const model = requireModel("text");
      try {
        const client = await connect();
        const completion = await client.chat.completions.create(
          {
            model,
            messages: messages(request),
            ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
            ...tokenCap(Math.min(request.maxOutputTokens ?? settings.maxOutputTokens, settings.maxOutputTokens)),
          },
          { signal: request.signal },
        );
        const text = completion.choices[0]?.message?.content ?? "";
        if (!text.trim()) throw new AiError("empty", "The AI service sent back an empty answer. Try again.");
        return {
          text,
          model,
          usage: { promptTokens: completion.usage?.prompt_tokens ?? null, completionTokens: completion.usage?.completion_tokens ?? null },
        };
      } catch (e) {
        throw toAiError(e, { model, timeoutMs: settings.timeoutMs, signal: request.signal });
      }
    },

    async generateImage(request) {
      const model = requireModel("image");
      try {
        // GPT image models always answer in base64 and reject response_format; others must be asked.
        const gptImage = model.startsWith("gpt-image");
        const client = await connect();
        const result = await client.images.generate(
          {
            model,
            prompt: request.prompt,
            n: 1,
            size: request.size ?? "1024x1024",
            ...(gptImage ? { output_format: "png" as const } : { response_format: "b64_json" as const }),
          },
          { signal: request.signal },
        );
        const image = result.data?.[0];
        if (!image?.b64_json) throw new AiError("empty", "The AI service sent back no image. Try again.");
        const bytes = Buffer.from(image.b64_json, "base64");
        return { bytes, mimeType: sniffImageType(bytes), model, revisedPrompt: image.revised_prompt ?? null };
      } catch (e) {
        throw toAiError(e, { model, timeoutMs: settings.timeoutMs, signal: request.signal });
      }
    },
  };
}

function sniffImageType(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "image/jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  return "application/octet-stream";
}
