/**
 * Accountability around every AI request: the per-user rate limit is checked
 * before, and one ai_generations row is written after, whatever the outcome.
 *
 * Exports:
 * - checkAiRateLimit(db, user, perHour): Promise<Refusal | null> — counts one generation for
 *   the user; over the limit it returns the 429 refusal (with Retry-After) to send back as is.
 * - startGeneration(db, { user, kind, model }): GenerationLog — starts the clock; call
 *   `finish({ outcome?, usage?, images?, error? })` exactly once. With an error the outcome is
 *   "stopped" for an AiError of kind "stopped", else "error", and its message is stored.
 */
import type { Database } from "~/db/client.server";
import type { AiGenerationKind, AiGenerationOutcome } from "~/db/schema";
import { refuse, type Refusal } from "~/domain/outcome";
import { aiRateLimitKey, aiRateLimitMessage } from "~/domain/rate-limits";
import { recordGeneration } from "~/models/ai-generations.server";
import { countAttempt } from "~/models/rate-limits.server";
import { toAiError, type AiUsage } from "./provider.server";

export interface AiUser {
  id: string;
  email: string;
}

export async function checkAiRateLimit(db: Database, user: AiUser, perHour: number): Promise<Refusal | null> {
  const [counted] = await countAttempt(db, [aiRateLimitKey(user.id, perHour)]);
  if (!counted || counted.count <= counted.max) return null;
  return refuse(429, aiRateLimitMessage(perHour, counted.secondsLeft), { headers: new Headers({ "Retry-After": String(Math.max(1, counted.secondsLeft)) }) });
}

export interface GenerationLog {
  finish(result: { outcome?: AiGenerationOutcome; usage?: AiUsage | null; images?: number; error?: unknown }): Promise<void>;
}

export function startGeneration(db: Database, start: { user: AiUser; kind: AiGenerationKind; model: string }): GenerationLog {
  const began = performance.now();
  let finished = false;
  return {
    async finish({ outcome, usage, images, error }) {
      if (finished) return;
      finished = true;
      const failure = error === undefined ? null : toAiError(error, { model: start.model });
      await recordGeneration(db, {
        userId: start.user.id,
        userEmail: start.user.email,
        kind: start.kind,
        model: start.model,
        promptTokens: usage?.promptTokens ?? null,
        completionTokens: usage?.completionTokens ?? null,
        images: images ?? 0,
        outcome: outcome ?? (failure ? (failure.kind === "stopped" ? "stopped" : "error") : "ok"),
        errorMessage: failure && failure.kind !== "stopped" ? failure.message : null,
        durationMs: performance.now() - began,
      });
    },
  };
}
