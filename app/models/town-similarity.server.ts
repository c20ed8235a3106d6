/**
 * The stored town-similarity report (docs/decisions/015-scale-and-memory.md): one row, written by
 * the background job (app/seo/town-similarity.server.tsx), read by the staff screen.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { townSimilarityReports } from "~/db/schema";
import type { StoredTownSimilarity } from "~/domain/town-similarity";

const CURRENT = "current";

export interface TownSimilarityRecord {
  report: StoredTownSimilarity;
  fingerprint: string;
  computedAt: Date;
}

/** The latest report, or null before the first one is worked out. */
export async function readTownSimilarity(db: Database): Promise<TownSimilarityRecord | null> {
  const [row] = await db
    .select({ report: townSimilarityReports.report, fingerprint: townSimilarityReports.fingerprint, computedAt: townSimilarityReports.computedAt })
    .from(townSimilarityReports)
    .where(eq(townSimilarityReports.id, CURRENT));
  return row ?? null;
}

/** The fingerprint of the latest report (see the table), without reading the report itself. */
export async function townSimilarityFingerprint(db: Database): Promise<string | null> {
  const [row] = await db.select({ fingerprint: townSimilarityReports.fingerprint }).from(townSimilarityReports).where(eq(townSimilarityReports.id, CURRENT));
  return row?.fingerprint ?? null;
}

/** Replaces the report. */
export async function saveTownSimilarity(db: Database, record: TownSimilarityRecord): Promise<void> {
  await db
    .insert(townSimilarityReports)
    .values({ id: CURRENT, ...record })
    .onConflictDoUpdate({ target: townSimilarityReports.id, set: record });
}
