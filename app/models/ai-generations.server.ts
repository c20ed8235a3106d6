/**
 * The AI generation log: one row per request to the AI provider, read by the
 * owner's usage screen. Staff-only data: no public page reads it.
 */
import { count, desc, sql, sum } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { aiGenerations, type AiGenerationKind, type AiGenerationOutcome } from "~/db/schema";

export interface GenerationRecord {
  userId: string | null;
  userEmail: string;
  kind: AiGenerationKind;
  model: string;
  promptTokens?: number | null;
  completionTokens?: number | null;
  images?: number;
  outcome: AiGenerationOutcome;
  errorMessage?: string | null;
  durationMs: number;
}

export async function recordGeneration(db: Database, record: GenerationRecord): Promise<void> {
  await db.insert(aiGenerations).values({
    ...record,
    durationMs: Math.max(0, Math.round(record.durationMs)),
    images: record.images ?? 0,
  });
}

export type GenerationRow = typeof aiGenerations.$inferSelect;

/** The newest generations first. */
export async function listGenerations(db: Database, limit = 200): Promise<GenerationRow[]> {
  return db.select().from(aiGenerations).orderBy(desc(aiGenerations.createdAt)).limit(limit);
}

export interface GenerationTotals {
  generations: number;
  promptTokens: number;
  completionTokens: number;
  images: number;
  errors: number;
  stopped: number;
}

/** Totals over every logged generation. */
export async function generationTotals(db: Database): Promise<GenerationTotals> {
  const [row] = await db
    .select({
      generations: count(),
      promptTokens: sum(aiGenerations.promptTokens),
      completionTokens: sum(aiGenerations.completionTokens),
      images: sum(aiGenerations.images),
      errors: sql<number>`count(*) filter (where ${aiGenerations.outcome} = 'error')`,
      stopped: sql<number>`count(*) filter (where ${aiGenerations.outcome} = 'stopped')`,
    })
    .from(aiGenerations);
  return {
    generations: Number(row?.generations ?? 0),
    promptTokens: Number(row?.promptTokens ?? 0),
    completionTokens: Number(row?.completionTokens ?? 0),
    images: Number(row?.images ?? 0),
    errors: Number(row?.errors ?? 0),
    stopped: Number(row?.stopped ?? 0),
  };
}
