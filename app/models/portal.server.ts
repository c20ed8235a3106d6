/**
 * The homeowner portal's own records (docs/decisions/018-warranty-portal.md): one-time links
 * (sign in, confirm a new e-mail address), sessions, and maintenance-reminder preferences. Tokens
 * are random; the database keeps only their SHA-256, so a copy of it opens nothing.
 */
import crypto from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs, mailOnce, maintenanceReminders, portalLinks, portalSessions, type MaintenanceReminder } from "~/db/schema";
import type { ReminderPreferences } from "~/domain/portal";

export type { MaintenanceReminder };

const newToken = () => crypto.randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

export type PortalLinkPurpose = "sign-in" | "change-email";

/** A one-time link's token, valid for `minutes`. */
export async function createPortalLink(db: Database, link: { email: string; purpose: PortalLinkPurpose; newEmail?: string | null }, minutes: number): Promise<string> {
  const token = newToken();
  await db.insert(portalLinks).values({
    tokenHash: tokenHash(token),
    email: link.email,
    purpose: link.purpose,
    newEmail: link.newEmail ?? null,
    expiresAt: sql`now() + ${minutes} * interval '1 minute'`,
  });
  return token;
}

const usable = (hash: string, purpose: PortalLinkPurpose) =>
  and(eq(portalLinks.tokenHash, hash), eq(portalLinks.purpose, purpose), isNull(portalLinks.usedAt), gt(portalLinks.expiresAt, sql`now()`));

/** Whether a link can still be used (the page that asks to press "Sign in" checks first). */
export async function portalLinkUsable(db: Database, token: string, purpose: PortalLinkPurpose): Promise<boolean> {
  if (!token) return false;
  const [row] = await db.select({ email: portalLinks.email }).from(portalLinks).where(usable(tokenHash(token), purpose)).limit(1);
  return Boolean(row);
}

/** Uses a link up: its addresses, or null when it is unknown, expired or used (one statement, so it works once). */
export async function consumePortalLink(db: Database, token: string, purpose: PortalLinkPurpose): Promise<{ email: string; newEmail: string | null } | null> {
  if (!token) return null;
  const [row] = await db
    .update(portalLinks)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash(token), purpose))
    .returning({ email: portalLinks.email, newEmail: portalLinks.newEmail });
  return row ?? null;
}

export async function createPortalSession(db: Database, email: string, days: number): Promise<string> {
  const token = newToken();
  await db.insert(portalSessions).values({ tokenHash: tokenHash(token), email, expiresAt: sql`now() + ${days} * interval '1 day'` });
  return token;
}

/** The e-mail address of a live session, or null. */
export async function portalSessionEmail(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: portalSessions.email })
    .from(portalSessions)
    .where(and(eq(portalSessions.tokenHash, tokenHash(token)), gt(portalSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.email ?? null;
}

export async function deletePortalSession(db: Database, token: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash(token)));
}

/** Deletes links and sessions that can no longer be used, and the sessions of addresses without jobs. */
export async function purgeExpiredPortalRecords(db: Database): Promise<void> {
  await db.delete(portalLinks).where(lt(portalLinks.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(portalSessions).where(or(lt(portalSessions.expiresAt, sql`now()`), sql`NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.customerEmail} = ${portalSessions.email})`));
}

// ---------------------------------------------------------------------------------------------
// Maintenance reminders
// ---------------------------------------------------------------------------------------------

export async function remindersOf(db: Database, email: string): Promise<ReminderPreferences> {
  const [row] = await db.select().from(maintenanceReminders).where(eq(maintenanceReminders.email, email)).limit(1);
  return { springMonth: row?.springMonth ?? null, fallMonth: row?.fallMonth ?? null, afterStorms: row?.afterStorms ?? false };
}

export async function saveReminders(db: Database, email: string, prefs: ReminderPreferences): Promise<void> {
  await db
    .insert(maintenanceReminders)
    .values({ email, ...prefs, unsubscribeToken: newToken() })
    .onConflictDoUpdate({ target: maintenanceReminders.email, set: { ...prefs } });
}

/** The preferences row of an unsubscribe link's token, or null. */
export async function remindersByToken(db: Database, token: string): Promise<MaintenanceReminder | null> {
  if (!token) return null;
  const [row] = await db.select().from(maintenanceReminders).where(eq(maintenanceReminders.unsubscribeToken, token)).limit(1);
  return row ?? null;
}

/** Turns every reminder off for the link's address; false for an unknown token. */
export async function unsubscribeReminders(db: Database, token: string): Promise<boolean> {
  if (!token) return false;
  const rows = await db
    .update(maintenanceReminders)
    .set({ springMonth: null, fallMonth: null, afterStorms: false })
    .where(eq(maintenanceReminders.unsubscribeToken, token))
    .returning({ email: maintenanceReminders.email });
  return rows.length > 0;
}

/**
 * Homeowners with a seasonal reminder in this month whose reminder of `period` has not gone out
 * (its mail_once key is `season:<period>:<email>`, see app/warranty/upkeep.server.ts).
 */
export async function seasonalReminderRows(db: Database, month: number, period: string): Promise<MaintenanceReminder[]> {
  return db
    .select()
    .from(maintenanceReminders)
    .where(
      and(
        or(eq(maintenanceReminders.springMonth, month), eq(maintenanceReminders.fallMonth, month)),
        sql`NOT EXISTS (SELECT 1 FROM ${mailOnce} WHERE ${mailOnce.key} = ${`season:${period}:`} || ${maintenanceReminders.email} AND ${mailOnce.state} = 'sent')`,
      ),
    );
}

/**
 * Homeowners who asked to hear after a named storm, with the towns of their jobs: those with a job
 * in one of `towns` (any town when the list is empty).
 */
export async function stormReminderRows(db: Database, towns: string[]): Promise<MaintenanceReminder[]> {
  const lowered = towns.map((t) => t.toLowerCase());
  return db
    .selectDistinct({
      email: maintenanceReminders.email,
      springMonth: maintenanceReminders.springMonth,
      fallMonth: maintenanceReminders.fallMonth,
      afterStorms: maintenanceReminders.afterStorms,
      unsubscribeToken: maintenanceReminders.unsubscribeToken,
      updatedAt: maintenanceReminders.updatedAt,
    })
    .from(maintenanceReminders)
    .innerJoin(jobs, eq(jobs.customerEmail, maintenanceReminders.email))
    .where(and(eq(maintenanceReminders.afterStorms, true), lowered.length ? inArray(sql`lower(${jobs.town})`, lowered) : undefined));
}
