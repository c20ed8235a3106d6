/**
 * Saved town groups of the clone panel (docs/decisions/013-publishing.md): a name and its towns.
 * Saving under a name that exists (any case) replaces that group's towns.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { townGroups } from "~/db/schema";

export interface TownGroup {
  id: string;
  name: string;
  locationIds: string[];
}

export async function listTownGroups(db: Pick<Database, "select">): Promise<TownGroup[]> {
  return db.select({ id: townGroups.id, name: townGroups.name, locationIds: townGroups.locationIds }).from(townGroups).orderBy(asc(sql`lower(${townGroups.name})`));
}

/** Saves the group; `replaced` when a group of that name (any case) existed and now has these towns. */
export async function saveTownGroup(db: Database, group: { name: string; locationIds: readonly string[]; by: string }): Promise<{ group: TownGroup; replaced: boolean }> {
  const ids = [...new Set(group.locationIds)];
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: townGroups.id }).from(townGroups).where(eq(sql`lower(${townGroups.name})`, group.name.toLowerCase()));
    if (existing) {
      const [row] = await tx.update(townGroups).set({ name: group.name, locationIds: ids }).where(eq(townGroups.id, existing.id)).returning();
      return { group: { id: row.id, name: row.name, locationIds: row.locationIds }, replaced: true };
    }
    const [row] = await tx.insert(townGroups).values({ name: group.name, locationIds: ids, createdBy: group.by }).returning();
    return { group: { id: row.id, name: row.name, locationIds: row.locationIds }, replaced: false };
  });
}

/** The deleted group's name, or null when there was none. */
export async function deleteTownGroup(db: Pick<Database, "delete">, id: string): Promise<string | null> {
  const [row] = await db.delete(townGroups).where(eq(townGroups.id, id)).returning({ name: townGroups.name });
  return row?.name ?? null;
}
