/**
 * E-mails that go out once however many instances try (docs/decisions/018-warranty-portal.md): a
 * sender first claims the message's key; only the instance whose insert succeeded sends, then marks
 * it sent. A failed send gives the claim back, so a later tick tries again; a claim left "sending"
 * by an instance that crashed is taken over after CLAIM_SECONDS.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOnce } from "~/db/schema";

const CLAIM_SECONDS = 600;

/** True when this caller may send the message named `key` (nobody sent it or is sending it). */
export async function claimMail(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .insert(mailOnce)
    .values({ key, state: "sending" })
    .onConflictDoUpdate({
      target: mailOnce.key,
      set: { claimedAt: sql`now()` },
      setWhere: and(eq(mailOnce.state, "sending"), lt(mailOnce.claimedAt, sql`now() - ${CLAIM_SECONDS} * interval '1 second'`)),
    })
    .returning({ key: mailOnce.key });
  return rows.length > 0;
}

export async function markMailSent(db: Database, key: string): Promise<void> {
  await db.update(mailOnce).set({ state: "sent", sentAt: sql`now()` }).where(eq(mailOnce.key, key));
}

/** Gives a claim back after a failed send, so the next try may take it. */
export async function releaseMail(db: Database, key: string): Promise<void> {
  await db.delete(mailOnce).where(and(eq(mailOnce.key, key), eq(mailOnce.state, "sending")));
}

/** Forgets sent keys older than `days` (a seasonal reminder's key must outlive its year). */
export async function pruneSentMail(db: Database, days: number): Promise<void> {
  await db.delete(mailOnce).where(and(eq(mailOnce.state, "sent"), lt(mailOnce.sentAt, sql`now() - ${days} * interval '1 day'`)));
}
