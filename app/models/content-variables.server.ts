/** Content-library variables (spec §3, §5, §7): queries and changes, no React or HTTP. */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { uniqueViolation } from "~/db/errors.server";
import { contentVariables, type ContentVariableRow } from "~/db/schema";
import {
  OVERVIEW_SAMPLE_SIZE,
  defaultVariables,
  variableSyntax,
  type OverviewTable,
  type VariableInput,
} from "~/domain/content-variables";
import { parseId } from "~/domain/input-rules";

/** All variables, grouped by category (spec §7). */
export async function listContentVariables(db: Database): Promise<ContentVariableRow[]> {
  return db.select().from(contentVariables).orderBy(asc(contentVariables.category), asc(contentVariables.name));
}

export type SaveVariableResult =
  | { ok: true; variable: ContentVariableRow }
  | { ok: false; reason: "duplicate"; existingName: string }
  | { ok: false; reason: "not-found" };

/** An id that is not a UUID names no row; checking first keeps PostgreSQL from raising a cast error. */
function isVariableId(id: string): boolean {
  return parseId(id) !== null;
}

/**
 * The variable already using this name, ignoring case: `{{ServiceArea}}` next to `{{serviceArea}}`
 * would be two placeholders editors cannot tell apart.
 */
async function nameHolder(db: Database, name: string, exceptId?: string): Promise<ContentVariableRow | undefined> {
  const sameName = sql`lower(${contentVariables.name}) = lower(${name})`;
  const [row] = await db
    .select()
    .from(contentVariables)
    .where(exceptId ? and(sameName, ne(contentVariables.id, exceptId)) : sameName)
    .limit(1);
  return row;
}


/** Inserts one variable (spec §7: name, description, value, category, syntax; returns the row). */
export async function createContentVariable(db: Database, input: VariableInput): Promise<SaveVariableResult> {
  const taken = await nameHolder(db, input.name);
  if (taken) return { ok: false, reason: "duplicate", existingName: taken.name };
  try {
    const [variable] = await db
      .insert(contentVariables)
      .values({ ...input, syntax: variableSyntax(input.name) })
      .returning();
    return { ok: true, variable };
  } catch (error) {
    // Someone saved the same name between the check and the insert.
    if (uniqueViolation(error)) return { ok: false, reason: "duplicate", existingName: input.name };
    throw error;
  }
}

/** Updates one variable by id (spec §7), recomputing its syntax and stamping updated_at. */
export async function updateContentVariable(db: Database, id: string, input: VariableInput): Promise<SaveVariableResult> {
  if (!isVariableId(id)) return { ok: false, reason: "not-found" };
  const taken = await nameHolder(db, input.name, id);
  if (taken) return { ok: false, reason: "duplicate", existingName: taken.name };
  try {
    const [variable] = await db
      .update(contentVariables)
      .set({ ...input, syntax: variableSyntax(input.name), updatedAt: new Date() })
      .where(eq(contentVariables.id, id))
      .returning();
    return variable ? { ok: true, variable } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (uniqueViolation(error)) return { ok: false, reason: "duplicate", existingName: input.name };
    throw error;
  }
}

/** Deletes one variable by id and returns it; null when no such variable exists. */
export async function deleteContentVariable(db: Database, id: string): Promise<ContentVariableRow | null> {
  if (!isVariableId(id)) return null;
  const [deleted] = await db.delete(contentVariables).where(eq(contentVariables.id, id)).returning();
  return deleted ?? null;
}

export interface AddDefaultsResult {
  added: ContentVariableRow[];
  /** Default names that were already in use (ignoring case) and left untouched. */
  skipped: string[];
}

/**
 * Inserts the six default variables of spec §5 in one statement. Idempotent: a name already in use
 * (ignoring case) is skipped, never overwritten, so running it twice changes nothing.
 */
export async function addDefaultVariables(db: Database, business: Business): Promise<AddDefaultsResult> {
  const defaults = defaultVariables(business);
  const existing = await db.select({ name: contentVariables.name }).from(contentVariables);
  const used = new Set(existing.map((r) => r.name.toLowerCase()));
  const missing = defaults.filter((d) => !used.has(d.name.toLowerCase()));
  const skipped = defaults.filter((d) => used.has(d.name.toLowerCase())).map((d) => d.name);
  if (missing.length === 0) return { added: [], skipped };
  const added = await db
    .insert(contentVariables)
    .values(missing.map((d) => ({ ...d, syntax: variableSyntax(d.name) })))
    .onConflictDoNothing({ target: contentVariables.name })
    .returning();
  const addedNames = new Set(added.map((r) => r.name));
  return { added, skipped: [...skipped, ...missing.filter((d) => !addedNames.has(d.name)).map((d) => d.name)] };
}

/** The content library in the Variable Manager's database overview (models/database-overview.server.ts). */
export async function contentVariablesOverview(db: Database): Promise<OverviewTable> {
  const [count, samples] = await Promise.all([
    db.$count(contentVariables),
    db
      .select({ id: contentVariables.id, title: contentVariables.name, detail: contentVariables.value })
      .from(contentVariables)
      .orderBy(asc(contentVariables.category), asc(contentVariables.name))
      .limit(OVERVIEW_SAMPLE_SIZE),
  ]);
  return { count, samples };
}
