/**
 * Warranty claims in the database (docs/decisions/018-warranty-portal.md): a homeowner's claim with
 * its photos, the staff inbox, status changes with their history, and the bookkeeping of the
 * homeowner's e-mail about each change. Homeowner reads match the claim's job to the signed-in
 * e-mail address in the query itself.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { claimEvents, claimPhotos, jobs, mailOnce, warrantyClaims, type ClaimEvent, type ClaimPhoto, type Job, type WarrantyClaim } from "~/db/schema";
import { transitionRefusal, type ClaimStatus } from "~/domain/claims";
import { parseId } from "~/domain/input-rules";
import type { PrivatePhoto } from "~/domain/photos";
import { insertWithReference } from "./references.server";

export type { ClaimEvent, ClaimPhoto, WarrantyClaim };

/** Closed claims: nothing more happens to them. */
const CLOSED: ClaimStatus[] = ["declined", "repaired"];

export interface NewClaim {
  what: string;
  location: string;
  discoveredOn: string;
  reportedLate: boolean;
}

/** Stores a claim, its photos and its first history entry ("received", by the homeowner). */
export async function createClaim(db: Database, jobId: string, input: NewClaim, photos: PrivatePhoto[]): Promise<{ claim: WarrantyClaim; event: ClaimEvent }> {
  return insertWithReference("WC", "warranty_claims_reference_key", (reference) =>
    db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(warrantyClaims)
        .values({ ...input, jobId, reference })
        .returning();
      if (photos.length) await tx.insert(claimPhotos).values(photos.map((p, position) => ({ ...p, claimId: claim.id, position })));
      const [event] = await tx.insert(claimEvents).values({ claimId: claim.id, toStatus: "received", author: "homeowner" }).returning();
      return { claim, event };
    }),
  );
}

export interface ClaimDetail {
  claim: WarrantyClaim;
  job: Job;
  photos: ClaimPhoto[];
  events: ClaimEvent[];
}

async function detail(db: Database, where: ReturnType<typeof and>): Promise<ClaimDetail | null> {
  const [row] = await db.select({ claim: warrantyClaims, job: jobs }).from(warrantyClaims).innerJoin(jobs, eq(jobs.id, warrantyClaims.jobId)).where(where).limit(1);
  if (!row) return null;
  const [photos, events] = await Promise.all([
    db.select().from(claimPhotos).where(eq(claimPhotos.claimId, row.claim.id)).orderBy(asc(claimPhotos.position)),
    db.select().from(claimEvents).where(eq(claimEvents.claimId, row.claim.id)).orderBy(desc(claimEvents.createdAt), desc(claimEvents.id)),
  ]);
  return { ...row, photos, events };
}

export async function getClaim(db: Database, id: string): Promise<ClaimDetail | null> {
  if (!parseId(id)) return null;
  return detail(db, and(eq(warrantyClaims.id, id)));
}

/** One claim of the signed-in homeowner: null for someone else's, as for none. */
export async function customerClaim(db: Database, id: string, email: string): Promise<ClaimDetail | null> {
  if (!parseId(id)) return null;
  return detail(db, and(eq(warrantyClaims.id, id), eq(jobs.customerEmail, email.toLowerCase())));
}

export async function claimsOfJob(db: Database, jobId: string): Promise<WarrantyClaim[]> {
  return db.select().from(warrantyClaims).where(eq(warrantyClaims.jobId, jobId)).orderBy(desc(warrantyClaims.createdAt));
}

export interface ClaimRow {
  claim: WarrantyClaim;
  job: Pick<Job, "id" | "reference" | "customerName" | "town" | "street">;
}

/** The inbox: open claims oldest first (the one closest to its 48 hours on top), or closed ones newest first. */
export async function listClaims(db: Database, which: "open" | "closed"): Promise<ClaimRow[]> {
  const open = which === "open";
  return db
    .select({ claim: warrantyClaims, job: { id: jobs.id, reference: jobs.reference, customerName: jobs.customerName, town: jobs.town, street: jobs.street } })
    .from(warrantyClaims)
    .innerJoin(jobs, eq(jobs.id, warrantyClaims.jobId))
    .where(open ? notInArray(warrantyClaims.status, CLOSED) : inArray(warrantyClaims.status, CLOSED))
    .orderBy(open ? asc(warrantyClaims.createdAt) : desc(warrantyClaims.updatedAt))
    .limit(500);
}

export async function countOpenClaims(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(warrantyClaims).where(notInArray(warrantyClaims.status, CLOSED));
  return n;
}

export type StatusChangeOutcome = { ok: true; event: ClaimEvent } | { ok: false; status: 404 | 409; message: string };

/**
 * Moves a claim to a status (checked against where it stands, under a row lock, so two staff
 * members cannot both move it) and records the change, its note and who made it.
 */
export async function changeClaimStatus(
  db: Database,
  id: string,
  change: { status: ClaimStatus; inspectionAt: Date | null; note: string | null },
  author: string,
): Promise<StatusChangeOutcome> {
  if (!parseId(id)) return { ok: false, status: 404, message: "There is no such claim." };
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: warrantyClaims.status }).from(warrantyClaims).where(eq(warrantyClaims.id, id)).for("update");
    if (!current) return { ok: false, status: 404, message: "There is no such claim." };
    const refusal = transitionRefusal(current.status as ClaimStatus, change.status);
    if (refusal) return { ok: false, status: 409, message: refusal };
    await tx
      .update(warrantyClaims)
      .set({ status: change.status, ...(change.inspectionAt ? { inspectionAt: change.inspectionAt } : {}) })
      .where(eq(warrantyClaims.id, id));
    const [event] = await tx
      .insert(claimEvents)
      .values({ claimId: id, fromStatus: current.status, toStatus: change.status, note: change.note, inspectionAt: change.inspectionAt, author })
      .returning();
    return { ok: true, event };
  });
}

export async function markClaimEventMailed(db: Database, eventId: string): Promise<void> {
  await db.update(claimEvents).set({ mailedAt: sql`now()` }).where(eq(claimEvents.id, eventId));
}

/** History entries whose e-mail has not gone out a minute after they were made (the scheduler retries them). */
export async function unmailedClaimEvents(db: Database, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ id: claimEvents.id })
    .from(claimEvents)
    .where(and(isNull(claimEvents.mailedAt), lt(claimEvents.createdAt, sql`now() - interval '1 minute'`), sql`${claimEvents.createdAt} > now() - interval '3 days'`))
    .orderBy(asc(claimEvents.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims of the last three days whose notice to the claims office has not gone out a minute after
 * they arrived (its mail_once key is `claim-office:<id>`, see app/warranty/claims.server.ts).
 */
export async function claimsAwaitingOfficeMail(db: Database): Promise<{ claim: WarrantyClaim; job: Job }[]> {
  return db
    .select({ claim: warrantyClaims, job: jobs })
    .from(warrantyClaims)
    .innerJoin(jobs, eq(jobs.id, warrantyClaims.jobId))
    .where(
      and(
        lt(warrantyClaims.createdAt, sql`now() - interval '1 minute'`),
        sql`${warrantyClaims.createdAt} > now() - interval '3 days'`,
        sql`NOT EXISTS (SELECT 1 FROM ${mailOnce} WHERE ${mailOnce.key} = 'claim-office:' || ${warrantyClaims.id}::text AND ${mailOnce.state} = 'sent')`,
      ),
    )
    .limit(20);
}

/** A history entry with its claim and job, for the e-mail about it. */
export async function claimEventForMail(db: Database, eventId: string): Promise<{ event: ClaimEvent; claim: WarrantyClaim; job: Job } | null> {
  const [row] = await db
    .select({ event: claimEvents, claim: warrantyClaims, job: jobs })
    .from(claimEvents)
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, claimEvents.claimId))
    .innerJoin(jobs, eq(jobs.id, warrantyClaims.jobId))
    .where(eq(claimEvents.id, eventId))
    .limit(1);
  return row ?? null;
}

/**
 * Media keys of the photos of every claim on these jobs (read before deleting the jobs), unless a
 * claim on another job holds the same photo.
 */
export async function claimPhotoKeysOfJobs(db: Database, jobIds: string[]): Promise<string[]> {
  if (!jobIds.length) return [];
  const rows = await db
    .select({ contentHash: claimPhotos.contentHash, variants: claimPhotos.variants })
    .from(claimPhotos)
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, claimPhotos.claimId))
    .where(inArray(warrantyClaims.jobId, jobIds));
  const hashes = [...new Set(rows.map((r) => r.contentHash))];
  const shared = hashes.length
    ? new Set(
        (
          await db
            .select({ h: claimPhotos.contentHash })
            .from(claimPhotos)
            .innerJoin(warrantyClaims, eq(warrantyClaims.id, claimPhotos.claimId))
            .where(and(inArray(claimPhotos.contentHash, hashes), notInArray(warrantyClaims.jobId, jobIds)))
        ).map((r) => r.h),
      )
    : new Set<string>();
  return [...new Set(rows.filter((r) => !shared.has(r.contentHash)).flatMap((r) => r.variants.map((v) => v.key)))];
}
