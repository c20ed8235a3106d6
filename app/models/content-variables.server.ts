/** Content-library variables (spec §3, §5, §7): queries and changes, no React or HTTP. */
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentVariables, type ContentVariableRow } from "~/db/schema";

/** All variables, grouped by category (spec §7). */
export async function listContentVariables(db: Database): Promise<ContentVariableRow[]> {
  return db.select().from(contentVariables).orderBy(asc(contentVariables.category), asc(contentVariables.name));
}
