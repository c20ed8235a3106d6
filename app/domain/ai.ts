/**
 * The AI provider's rules that need no SDK: whether text or images are
 * configured and what the owner must set otherwise, and the provider's failures in plain words.
 */

export type AiPurpose = "text" | "image";

/** The settings that decide whether AI is available (a subset of the environment's AiSettings). */
export interface AiAvailabilitySettings {
  apiKey: string | null;
  baseURL: string | null;
  textModel: string | null;
  imageModel: string | null;
}

export type AiAvailability = { ready: true; model: string } | { ready: false; missing: string[] };

/**
 * A hosted service needs OPENAI_API_KEY; a local one (Ollama, llama.cpp, vLLM) needs only
 * OPENAI_BASE_URL. Either way the model is named explicitly: a default name would be wrong for
 * every server but one.
 */
export function aiAvailability(settings: AiAvailabilitySettings, purpose: AiPurpose): AiAvailability {
  const model = purpose === "text" ? settings.textModel : settings.imageModel;
  const missing: string[] = [];
  if (!settings.apiKey && !settings.baseURL) missing.push("OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)");
  if (!model) missing.push(purpose === "text" ? "AI_TEXT_MODEL" : "AI_IMAGE_MODEL");
  return missing.length === 0 && model ? { ready: true, model } : { ready: false, missing };
}

/** What a staff member is told when the AI is not set up: the owner how, an editor whom to ask. */
export function notConfiguredMessage(purpose: AiPurpose, missing: string[], role: "owner" | "editor"): string {
  const what = purpose === "text" ? "AI writing" : "AI images";
  if (role !== "owner") return `${what} is not set up on this site yet. Ask the site owner to set it up.`;
  return `${what} is not set up yet. Set ${missing.join(" and ")} in the server's environment (see .env.example), then restart the server.`;
}

/** What an AI control shows: ready (with the model), or why not in words for this staff member. */
export type AiStatus = { ready: true; model: string } | { ready: false; message: string };

export function aiStatusFor(availability: AiAvailability, purpose: AiPurpose, role: "owner" | "editor"): AiStatus {
  return availability.ready ? availability : { ready: false, message: notConfiguredMessage(purpose, availability.missing, role) };
}

export type AiErrorKind =
  | "not_configured"
  | "rate_limited"
  | "quota"
  | "auth"
  | "forbidden"
  | "model_not_found"
  | "rejected"
  | "server"
  | "timeout"
  | "unreachable"
  | "stopped"
  | "empty"
  | "unknown";

/** What went wrong, as the SDK or the transport reported it (no SDK types here). */
export interface AiFailure {
  /** The HTTP status the provider answered with, if it answered. */
  status?: number;
  /** The provider's error code (e.g. "insufficient_quota"). */
  code?: string | null;
  /** The provider's own message (shown shortened for a rejected request only). */
  providerMessage?: string | null;
  transport?: "timeout" | "aborted" | "connection";
  model?: string;
  timeoutSeconds?: number;
}

const MAX_PROVIDER_MESSAGE = 200;

/** The failure in words a staff member can act on (never a stack trace or a raw status line). */
export function describeAiFailure(f: AiFailure): { kind: AiErrorKind; message: string } {
  if (f.transport === "aborted") return { kind: "stopped", message: "Stopped." };
  if (f.transport === "timeout") {
    const after = f.timeoutSeconds ? ` (no answer within ${f.timeoutSeconds} seconds)` : "";
    return { kind: "timeout", message: `The AI service took too long to answer${after}. Try again, or ask for something shorter.` };
  }
  if (f.transport === "connection" || f.status === undefined) {
    return { kind: "unreachable", message: "The AI service could not be reached. Check OPENAI_BASE_URL and that the service is running." };
  }
  const status = f.status;
  if (status === 429) {
    if (f.code === "insufficient_quota") {
      return { kind: "quota", message: "The AI service's account has run out of credit. The owner needs to check its plan or billing." };
    }
    return { kind: "rate_limited", message: "The AI service is busy (rate limited). Try again in a minute." };
  }
  if (status === 401) return { kind: "auth", message: "The AI service refused the API key. The owner needs to check OPENAI_API_KEY." };
  if (status === 403) return { kind: "forbidden", message: "The AI service refused this request: the API key may not use this model or feature." };
  if (status === 404) {
    const model = f.model ? ` "${f.model}"` : "";
    return { kind: "model_not_found", message: `The AI service does not offer the model${model}. The owner needs to check AI_TEXT_MODEL and AI_IMAGE_MODEL.` };
  }
  if (status === 408) return describeAiFailure({ ...f, transport: "timeout" });
  if (status >= 500) return { kind: "server", message: "The AI service had a problem on its side. Try again in a few minutes." };
  if (status >= 400) {
    const detail = shorten(f.providerMessage ?? "");
    return { kind: "rejected", message: detail ? `The AI service turned the request down: ${detail}` : "The AI service turned the request down." };
  }
  return { kind: "unknown", message: "The AI service answered in a way this site did not understand. Try again." };
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_PROVIDER_MESSAGE ? `${oneLine.slice(0, MAX_PROVIDER_MESSAGE - 1)}…` : oneLine;
}

/** The first JSON object in a model's reply, which may wrap it in a ``` fence or a sentence. */
export function extractJsonObject(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}
