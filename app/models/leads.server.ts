/**
 * Leads in the database: storing a request with its photos, the staff inbox's list and detail,
 * status changes and notes with who made them, the notification bookkeeping and deletion.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { blogPosts, estimates, leadEvents, leadPhotos, leads, serviceLocations, type Lead, type LeadEvent, type LeadPhoto, type MailState } from "~/db/schema";
import { parseId } from "~/domain/input-rules";
import type { LeadFilters, LeadStatus } from "~/domain/leads";
import { publicPostPath } from "~/domain/slugs";
import { sourceLabel } from "~/domain/visits";

export type { LeadFilters };
import type { PrivatePhoto } from "~/domain/photos";
import { insertWithReference } from "./references.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export type { Lead, LeadEvent, LeadPhoto };

export type NewLead = Omit<typeof leads.$inferInsert, "id" | "reference" | "createdAt" | "updatedAt">;

/** A request's photo as the media pipeline stored it (app/media/private-photos.server.ts). */
export type NewLeadPhoto = PrivatePhoto;

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Stores a lead and its photos in one transaction, due for its notifications at once (unless it
 * owes none); `attach` stores what belongs to the lead in the same transaction (its estimate).
 */
export async function createLead(
  db: Database,
  input: NewLead,
  photos: NewLeadPhoto[] = [],
  attach?: (tx: Transaction, lead: Lead) => Promise<void>,
): Promise<Lead> {
  const owesMail = input.officeMail !== "none" || input.customerMail !== "none";
  return insertWithReference("PR", "leads_reference_key", (reference) =>
    db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({ ...input, reference, mailRetryAt: owesMail ? sql`now()` : null })
        .returning();
      if (photos.length) await tx.insert(leadPhotos).values(photos.map((p, position) => ({ ...p, leadId: lead.id, position })));
      await attach?.(tx, lead);
      return lead;
    }),
  );
}

export async function leadByReference(db: Database, reference: string): Promise<Lead | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.reference, reference.trim().toUpperCase())).limit(1);
  return lead ?? null;
}

function whereOf(filters: Partial<LeadFilters>): SQL | undefined {
  const clauses: (SQL | undefined)[] = [];
  const q = filters.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    clauses.push(
      or(ilike(leads.name, like), ilike(leads.email, like), ilike(leads.phone, like), ilike(leads.street, like), ilike(leads.message, like), ilike(leads.reference, like)),
    );
  }
  if (filters.status) clauses.push(eq(leads.status, filters.status));
  // Spam stays out of the list unless asked for.
  else clauses.push(sql`${leads.status} <> 'spam'`);
  if (filters.town) clauses.push(ilike(leads.town, escapeLike(filters.town)));
  if (filters.service) clauses.push(eq(leads.service, filters.service));
  if (filters.from) clauses.push(gte(leads.createdAt, sql`(${filters.from}::date)::timestamp AT TIME ZONE ${OFFICE_TIME_ZONE}`));
  if (filters.to) clauses.push(lt(leads.createdAt, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${OFFICE_TIME_ZONE}`));
  return and(...clauses);
}

export const LEADS_PAGE_SIZE = 100;

/** A lead in the inbox's list, and whether it is an instant estimate. */
export type LeadListRow = Lead & { hasEstimate: boolean };

export async function listLeads(db: Database, filters: Partial<LeadFilters>, limit = LEADS_PAGE_SIZE): Promise<{ leads: LeadListRow[]; total: number }> {
  const where = whereOf(filters);
  const hasEstimate = sql<boolean>`exists (select 1 from ${estimates} where ${estimates.leadId} = ${leads.id})`;
  const [rows, [{ total }]] = await Promise.all([
    db.select({ ...getTableColumns(leads), hasEstimate }).from(leads).where(where).orderBy(desc(leads.createdAt)).limit(limit),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { leads: rows, total };
}

/** The towns leads came from, for the filter. */
export async function leadTowns(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ town: leads.town })
    .from(leads)
    .where(sql`${leads.town} IS NOT NULL`)
    .orderBy(asc(leads.town));
  return rows.map((r) => r.town!).filter(Boolean);
}

export async function countNewLeads(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(leads).where(eq(leads.status, "new"));
  return n;
}

export interface LeadDetail {
  lead: Lead;
  photos: LeadPhoto[];
  events: LeadEvent[];
}

export async function getLead(db: Database, id: string): Promise<LeadDetail | null> {
  if (!parseId(id)) return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return null;
  const [photos, events] = await Promise.all([
    db.select().from(leadPhotos).where(eq(leadPhotos.leadId, id)).orderBy(asc(leadPhotos.position)),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(desc(leadEvents.createdAt)),
  ]);
  return { lead, photos, events };
}

/** How a lead came (docs/decisions/022-visits-and-attribution.md), in words and with names. */
export interface LeadPath {
  /** "Google", "Other sites: angi.com"; null when the visit is not known. */
  source: string | null;
  town: string | null;
  post: { id: string; title: string; path: string } | null;
}

/** A lead as the staff detail screen shows it: dates as ISO strings, photos by position only. */
export interface LeadDetailView {
  lead: Omit<Lead, "createdAt" | "updatedAt" | "mailRetryAt"> & { createdAt: string; updatedAt: string; mailRetryAt: string | null };
  path: LeadPath;
  photos: { n: number; width: number; height: number }[];
  events: (Omit<LeadEvent, "createdAt"> & { createdAt: string })[];
}

/** The names of a lead's attributed town and post (either may have been deleted since: null). */
async function namesOf(db: Database, lead: Lead): Promise<Omit<LeadPath, "source">> {
  const [town] = lead.attributedTownId
    ? await db.select({ name: serviceLocations.name }).from(serviceLocations).where(eq(serviceLocations.id, lead.attributedTownId)).limit(1)
    : [];
  const [post] = lead.attributedPostId
    ? await db.select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, lead.attributedPostId)).limit(1)
    : [];
  return { town: town?.name ?? null, post: post ? { id: post.id, title: post.title, path: publicPostPath(post.slug) } : null };
}

export async function getLeadView(db: Database, id: string): Promise<LeadDetailView | null> {
  const detail = await getLead(db, id);
  if (!detail) return null;
  const { lead, photos, events } = detail;
  return {
    lead: { ...lead, createdAt: lead.createdAt.toISOString(), updatedAt: lead.updatedAt.toISOString(), mailRetryAt: lead.mailRetryAt?.toISOString() ?? null },
    path: { source: lead.visitSource ? sourceLabel(lead.visitSource, lead.visitSourceDetail ?? "") : null, ...(await namesOf(db, lead)) },
    photos: photos.map((p, n) => ({ n, width: p.width, height: p.height })),
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

/** A lead of the CSV export: with the names of its attributed town and post. */
export type ExportedLead = Lead & { attributedTown: string | null; attributedPost: string | null };

/** Every lead the filters match, oldest first, with the names of its attributed town and post (the CSV export). */
export async function exportLeads(db: Database, filters: Partial<LeadFilters>): Promise<ExportedLead[]> {
  return db
    .select({ ...getTableColumns(leads), attributedTown: serviceLocations.name, attributedPost: blogPosts.title })
    .from(leads)
    .leftJoin(serviceLocations, eq(serviceLocations.id, leads.attributedTownId))
    .leftJoin(blogPosts, eq(blogPosts.id, leads.attributedPostId))
    .where(whereOf(filters))
    .orderBy(asc(leads.createdAt));
}

/** Moves a lead to a status and records who did it; false when there is no such lead. */
export async function changeLeadStatus(db: Database, id: string, status: LeadStatus, author: string): Promise<boolean> {
  if (!parseId(id)) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(leads).set({ status }).where(eq(leads.id, id));
    await tx.insert(leadEvents).values({ leadId: id, kind: "status", fromStatus: current.status, toStatus: status, author });
    return true;
  });
}

export async function addLeadNote(db: Database, id: string, note: string, author: string): Promise<boolean> {
  if (!parseId(id)) return false;
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return false;
  await db.insert(leadEvents).values({ leadId: id, kind: "note", note, author });
  return true;
}

/** Photo keys of these leads (read before deleting them). */
async function photoKeysOf(db: Database, where: SQL): Promise<{ contentHash: string; keys: string[] }[]> {
  const rows = await db
    .select({ contentHash: leadPhotos.contentHash, variants: leadPhotos.variants })
    .from(leadPhotos)
    .innerJoin(leads, eq(leads.id, leadPhotos.leadId))
    .where(where);
  return rows.map((r) => ({ contentHash: r.contentHash, keys: r.variants.map((v) => v.key) }));
}

/**
 * Deletes leads (their photos and history go with them) and returns the media keys no remaining
 * lead uses, for the caller to remove from storage.
 */
async function removeLeads(db: Database, where: SQL): Promise<{ deleted: number; orphanKeys: string[] }> {
  const photos = await photoKeysOf(db, where);
  const gone = await db.delete(leads).where(where).returning({ id: leads.id });
  if (gone.length === 0) return { deleted: 0, orphanKeys: [] };
  return { deleted: gone.length, orphanKeys: await unusedLeadPhotoKeys(db, photos) };
}

/**
 * The files of these photos that no stored lead holds: the same photo sent with another request
 * keeps its files. For a delete, and for a request whose row could not be stored after its photos were.
 */
export async function unusedLeadPhotoKeys(db: Database, photos: { contentHash: string; keys: string[] }[]): Promise<string[]> {
  const hashes = [...new Set(photos.map((p) => p.contentHash))];
  const stillUsed = hashes.length
    ? new Set((await db.select({ h: leadPhotos.contentHash }).from(leadPhotos).where(inArray(leadPhotos.contentHash, hashes))).map((r) => r.h))
    : new Set<string>();
  return [...new Set(photos.filter((p) => !stillUsed.has(p.contentHash)).flatMap((p) => p.keys))];
}

export async function deleteLead(db: Database, id: string): Promise<{ deleted: number; orphanKeys: string[] }> {
  if (!parseId(id)) return { deleted: 0, orphanKeys: [] };
  return removeLeads(db, eq(leads.id, id));
}

/** Deletes every lead received more than `days` days ago. */
export async function purgeLeadsOlderThan(db: Database, days: number): Promise<{ deleted: number; orphanKeys: string[] }> {
  return removeLeads(db, lt(leads.createdAt, sql`now() - ${days} * interval '1 day'`));
}

export async function countLeadsOlderThan(db: Database, days: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(leads).where(lt(leads.createdAt, sql`now() - ${days} * interval '1 day'`));
  return n;
}

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/**
 * Takes a lead whose notifications are due, so that no other instance sends them at the same time:
 * its retry time moves `claimSeconds` ahead in the same statement that checks it was due. A sender
 * that dies leaves the claim to expire; then any instance takes the lead again.
 */
export async function claimLeadForMail(db: Database, id: string, claimSeconds: number): Promise<Lead | null> {
  const [lead] = await db
    .update(leads)
    .set({ mailRetryAt: sql`now() + ${claimSeconds} * interval '1 second'` })
    .where(and(eq(leads.id, id), lte(leads.mailRetryAt, sql`now()`)))
    .returning();
  return lead ?? null;
}

/** Records at once that one of a lead's messages went out, so no later try sends it again. */
export async function recordMailSent(db: Database, id: string, recipient: "office" | "customer"): Promise<void> {
  await db
    .update(leads)
    .set(recipient === "office" ? { officeMail: "sent" } : { customerMail: "sent" })
    .where(eq(leads.id, id));
}

/** Leads with a notification due now, oldest first. */
export async function leadsDueForMail(db: Database, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(lte(leads.mailRetryAt, sql`now()`), notInArray(leads.status, ["spam"])))
    .orderBy(asc(leads.mailRetryAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface MailOutcome {
  officeMail: MailState;
  customerMail: MailState;
  mailAttempts: number;
  mailError: string | null;
  /** Seconds until the next try; null when nothing is left to send. */
  retryInSeconds: number | null;
}

export async function recordMailOutcome(db: Database, id: string, outcome: MailOutcome): Promise<void> {
  await db
    .update(leads)
    .set({
      officeMail: outcome.officeMail,
      customerMail: outcome.customerMail,
      mailAttempts: outcome.mailAttempts,
      mailError: outcome.mailError,
      mailRetryAt: outcome.retryInSeconds === null ? null : sql`now() + ${outcome.retryInSeconds} * interval '1 second'`,
    })
    .where(eq(leads.id, id));
}

/** Puts a lead's failed e-mails back in the queue (staff pressed "Try sending again"); false if none had failed. */
export async function resendLeadMail(db: Database, id: string): Promise<boolean> {
  if (!parseId(id)) return false;
  const rows = await db
    .update(leads)
    .set({
      officeMail: sql`case when ${leads.officeMail} = 'failed' then 'pending' else ${leads.officeMail} end`,
      customerMail: sql`case when ${leads.customerMail} = 'failed' then 'pending' else ${leads.customerMail} end`,
      mailAttempts: 0,
      mailRetryAt: sql`now()`,
    })
    .where(and(eq(leads.id, id), or(eq(leads.officeMail, "failed"), eq(leads.customerMail, "failed"))))
    .returning({ id: leads.id });
  return rows.length > 0;
}
