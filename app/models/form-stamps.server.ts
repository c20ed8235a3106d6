/**
 * Request-form stamps that have carried an accepted request (docs/decisions/011-client-address-and-invitations.md):
 * recording one and learning whether it was new is one statement, so two requests with one stamp
 * cannot both be accepted, on one instance or several.
 */
import crypto from "node:crypto";
import { lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { usedFormStamps } from "~/db/schema";

/**
 * Records `stamp` as used; true the first time, false when it had been used already. Rows older than
 * `keepHours` (the longest a stamp is valid) are deleted on the way: such a stamp is refused as expired anyway.
 */
export async function useFormStamp(db: Database, stamp: string, keepHours: number): Promise<boolean> {
  await db.delete(usedFormStamps).where(lte(usedFormStamps.usedAt, sql`now() - ${keepHours} * interval '1 hour'`));
  const rows = await db
    .insert(usedFormStamps)
    .values({ stampHash: crypto.createHash("sha256").update(stamp).digest("hex") })
    .onConflictDoNothing()
    .returning({ stampHash: usedFormStamps.stampHash });
  return rows.length > 0;
}
