/**
 * Instant estimates in the database (docs/decisions/017-instant-estimate.md): each estimate is
 * stored with its lead in one transaction; the visitor's contact details and inspection request
 * are added to that lead later; provider answers are kept per address for a month.
 */
import crypto from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { estimateLookups, estimates, leads, type Estimate } from "~/db/schema";
import type { GeocodedAddress } from "~/domain/instant-estimate";
import type { TimeWindow } from "~/domain/leads";
import type { RoofMeasurement } from "~/domain/roof-measurement";
import { createLead, type Lead, type NewLead } from "./leads.server";
import { insertConversion, type NewConversion } from "./visits.server";

export type { Estimate };

export type NewEstimate = Omit<typeof estimates.$inferInsert, "id" | "token" | "leadId" | "createdAt">;

/**
 * Stores the estimate and the lead it is, together, with the estimate funnel's steps it reached
 * (docs/decisions/022-visits-and-attribution.md); the estimate's page address is its token.
 */
export async function createEstimateLead(
  db: Database,
  lead: NewLead,
  estimate: NewEstimate,
  steps: Omit<NewConversion, "leadId">[] = [],
): Promise<{ lead: Lead; token: string }> {
  const token = crypto.randomBytes(18).toString("base64url");
  const stored = await createLead(db, lead, [], async (tx, row) => {
    await tx.insert(estimates).values({ ...estimate, token, leadId: row.id });
    for (const step of steps) await insertConversion(tx, { ...step, leadId: row.id });
  });
  return { lead: stored, token };
}

/** Marks that the estimate's page showed its range; true the first time only. */
export async function markRangeShown(db: Database, estimateId: string): Promise<boolean> {
  const rows = await db
    .update(estimates)
    .set({ rangeShownAt: sql`now()` })
    .where(and(eq(estimates.id, estimateId), isNull(estimates.rangeShownAt)))
    .returning({ id: estimates.id });
  return rows.length > 0;
}

const TOKEN = /^[A-Za-z0-9_-]{24}$/;

export async function estimateByToken(db: Database, token: string): Promise<{ estimate: Estimate; lead: Lead } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db.select({ estimate: estimates, lead: leads }).from(estimates).innerJoin(leads, eq(leads.id, estimates.leadId)).where(eq(estimates.token, token)).limit(1);
  return row ?? null;
}

export async function estimateOfLead(db: Database, leadId: string): Promise<Estimate | null> {
  const [row] = await db.select().from(estimates).where(eq(estimates.leadId, leadId)).limit(1);
  return row ?? null;
}

/** A lead's estimate as the staff screen shows it (dates as ISO strings). */
export async function leadEstimateView(db: Database, leadId: string) {
  const e = await estimateOfLead(db, leadId);
  if (!e) return null;
  const { token, method, fallback, address, measurement, facts, ranges, assumptions, priceBookVersion, inspectionRequested } = e;
  return { token, method, fallback, address, measurement, facts, ranges, assumptions, priceBookVersion, inspectionRequested, createdAt: e.createdAt.toISOString() };
}

export type LeadEstimateView = NonNullable<Awaited<ReturnType<typeof leadEstimateView>>>;

export interface EstimateContact {
  name: string;
  phone: string | null;
  email: string | null;
  timeWindow: TimeWindow;
  bookInspection: boolean;
}

/**
 * The visitor's details on the estimate's lead, its e-mails queued again (the office hears of it,
 * the visitor gets the estimate), and the inspection asked for when they ticked it. An inspection
 * once asked for stays asked for.
 */
export async function addEstimateContact(db: Database, estimateId: string, leadId: string, contact: EstimateContact): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({
        name: contact.name,
        phone: contact.phone,
        email: contact.email,
        timeWindow: contact.timeWindow,
        officeMail: "pending",
        customerMail: contact.email ? "pending" : "none",
        mailAttempts: 0,
        mailError: null,
        mailRetryAt: sql`now()`,
      })
      .where(eq(leads.id, leadId));
    await tx
      .update(estimates)
      .set({ contactedAt: sql`now()`, ...(contact.bookInspection ? { inspectionRequested: true } : {}) })
      .where(eq(estimates.id, estimateId));
  });
}

/**
 * The inspection asked for on an estimate whose visitor gave their details before: the office is
 * told (its e-mail queued again); the visitor's copy of the estimate is not sent twice.
 */
export async function bookEstimateInspection(db: Database, estimateId: string, leadId: string, timeWindow: TimeWindow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(estimates).set({ inspectionRequested: true }).where(eq(estimates.id, estimateId));
    await tx
      .update(leads)
      .set({ timeWindow, officeMail: "pending", mailAttempts: 0, mailError: null, mailRetryAt: sql`now()` })
      .where(eq(leads.id, leadId));
  });
}

// ---------------------------------------------------------------------------------------------
// What the providers said, per address
// ---------------------------------------------------------------------------------------------

/** A month: imagery changes rarely, and the roof-measurement provider's terms allow no longer. */
export const LOOKUP_KEEP_DAYS = 30;

export interface CachedLookup {
  /** Null: the geocoder found no such address. */
  geocode: GeocodedAddress | null;
  measurement: RoofMeasurement | null;
  measureOutcome: "measured" | "not-found" | "low-quality" | null;
}

export async function cachedLookup(db: Database, addressKey: string): Promise<CachedLookup | null> {
  const [row] = await db
    .select({ geocode: estimateLookups.geocode, measurement: estimateLookups.measurement, measureOutcome: estimateLookups.measureOutcome })
    .from(estimateLookups)
    .where(and(eq(estimateLookups.addressKey, addressKey), gt(estimateLookups.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { ...row, measureOutcome: row.measureOutcome as CachedLookup["measureOutcome"] } : null;
}

export async function storeLookup(db: Database, addressKey: string, lookup: CachedLookup): Promise<void> {
  const values = { ...lookup, fetchedAt: sql`now()`, expiresAt: sql`now() + ${LOOKUP_KEEP_DAYS} * interval '1 day'` };
  await db.insert(estimateLookups).values({ addressKey, ...values }).onConflictDoUpdate({ target: estimateLookups.addressKey, set: values });
}

/** Removes lookups past their month (each server does it now and then). */
export async function pruneLookups(db: Database): Promise<number> {
  const gone = await db.delete(estimateLookups).where(lt(estimateLookups.expiresAt, sql`now()`)).returning({ key: estimateLookups.addressKey });
  return gone.length;
}
