/**
 * Jobs in the database (docs/decisions/018-warranty-portal.md): creating one (from a lead or by
 * hand), editing it, its registration with the manufacturer, photos, documents and certificate
 * editions, its history, the homeowner's own jobs and contact details, and deletion with the
 * media keys left behind. Every homeowner read goes through `customerJob`, which matches the job
 * to the signed-in e-mail address in the query itself.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, max, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import {
  jobDocuments,
  jobEvents,
  jobPhotos,
  jobs,
  maintenanceReminders,
  portalSessions,
  type Job,
  type JobDocument,
  type JobEvent,
  type JobPhoto,
} from "~/db/schema";
import { parseId } from "~/domain/input-rules";
import type { JobDocumentKind, JobInput } from "~/domain/jobs";
import type { PrivatePhoto } from "~/domain/photos";
import { needsRegistrationSoon, registrationOf, type Registration } from "~/domain/warranty";
import { insertWithReference } from "./references.server";

export type { Job, JobDocument, JobEvent, JobPhoto };

export async function createJob(
  db: Database,
  input: JobInput,
  opts: { leadId?: string | null; leadReference?: string | null; author: string; welcome?: boolean },
): Promise<Job> {
  return insertWithReference("JB", "jobs_reference_key", (reference) =>
    db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({ ...input, reference, leadId: opts.leadId ?? null, createdBy: opts.author, welcomeRequested: opts.welcome ?? false })
        .returning();
      await tx.insert(jobEvents).values({
        jobId: job.id,
        summary: `${opts.leadReference ? `Job created from request ${opts.leadReference}.` : "Job created."}${opts.welcome ? " The homeowner's portal welcome is on its way." : ""}`,
        author: opts.author,
      });
      return job;
    }),
  );
}

/** Saves the staff form; null when there is no such job. */
export async function updateJob(db: Database, id: string, input: JobInput, author: string): Promise<Job | null> {
  if (!parseId(id)) return null;
  return db.transaction(async (tx) => {
    const [job] = await tx.update(jobs).set(input).where(eq(jobs.id, id)).returning();
    if (!job) return null;
    await tx.insert(jobEvents).values({ jobId: id, summary: "Job details saved.", author });
    return job;
  });
}

export async function getJob(db: Database, id: string): Promise<Job | null> {
  if (!parseId(id)) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job ?? null;
}

/** Jobs whose homeowner is to be welcomed to the portal and has not been yet (docs/decisions/021-launch-as-your-company.md). */
export async function jobsAwaitingWelcome(db: Database): Promise<Job[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.welcomeRequested, true), isNull(jobs.welcomeSentAt)))
    .orderBy(asc(jobs.createdAt))
    .limit(100);
}

export async function markWelcomeSent(db: Database, id: string, at = new Date()): Promise<void> {
  await db.update(jobs).set({ welcomeSentAt: at }).where(eq(jobs.id, id));
}

/** The job made from a lead, if any. */
export async function jobOfLead(db: Database, leadId: string): Promise<Pick<Job, "id" | "reference"> | null> {
  const [job] = await db.select({ id: jobs.id, reference: jobs.reference }).from(jobs).where(eq(jobs.leadId, leadId)).limit(1);
  return job ?? null;
}

export const JOBS_PAGE_SIZE = 200;

/** Jobs newest first, optionally matching a search on the customer, the address or the reference. */
export async function listJobs(db: Database, q = ""): Promise<{ jobs: Job[]; total: number }> {
  const text = q.trim();
  const like = `%${escapeLike(text)}%`;
  const where: SQL | undefined = text
    ? or(ilike(jobs.customerName, like), ilike(jobs.customerEmail, like), ilike(jobs.street, like), ilike(jobs.town, like), ilike(jobs.reference, like))
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt)).limit(JOBS_PAGE_SIZE),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows, total };
}

/** Completed jobs with a manufacturer warranty not registered yet: the dashboard and the office reminders read these. */
export async function unregisteredJobs(db: Database): Promise<Job[]> {
  return db
    .select()
    .from(jobs)
    .where(and(isNull(jobs.registeredOn), isNotNull(jobs.manufacturerWarranty), isNotNull(jobs.completedOn)))
    .orderBy(asc(jobs.completedOn));
}

export interface RegistrationDue {
  id: string;
  reference: string;
  customerName: string;
  town: string;
  manufacturerWarranty: string;
  completedOn: string;
  registration: Registration;
}

/** Registrations due within 14 days or overdue on `today`, the most urgent first (the dashboard's list). */
export async function registrationsDue(db: Database, today: string): Promise<RegistrationDue[]> {
  return (await unregisteredJobs(db))
    .map((job) => ({ job, registration: registrationOf(job, today) }))
    .filter((r): r is { job: Job; registration: Registration } => needsRegistrationSoon(r.registration))
    .sort((a, b) => a.registration.daysLeft - b.registration.daysLeft)
    .map(({ job, registration }) => ({
      id: job.id,
      reference: job.reference,
      customerName: job.customerName,
      town: job.town,
      manufacturerWarranty: job.manufacturerWarranty!,
      completedOn: job.completedOn!,
      registration,
    }));
}

export async function markRegistered(db: Database, id: string, registration: { confirmation: string; registeredOn: string }, author: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(jobs)
      .set({ registrationConfirmation: registration.confirmation, registeredOn: registration.registeredOn, registeredBy: author })
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, manufacturer: jobs.manufacturer });
    if (!rows.length) return false;
    await tx.insert(jobEvents).values({ jobId: id, summary: `Registered with ${rows[0].manufacturer}: confirmation ${registration.confirmation}.`, author });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Photos and documents
// ---------------------------------------------------------------------------------------------

export async function jobPhotosOf(db: Database, jobId: string): Promise<JobPhoto[]> {
  return db.select().from(jobPhotos).where(eq(jobPhotos.jobId, jobId)).orderBy(asc(jobPhotos.position));
}

export async function addJobPhotos(db: Database, jobId: string, photos: PrivatePhoto[], author: string): Promise<void> {
  if (!photos.length) return;
  await db.transaction(async (tx) => {
    // Positions follow on from the last one; the job row's lock keeps two uploads from taking the same.
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for("update");
    const [{ last }] = await tx.select({ last: max(jobPhotos.position) }).from(jobPhotos).where(eq(jobPhotos.jobId, jobId));
    const start = (last ?? -1) + 1;
    await tx.insert(jobPhotos).values(photos.map((p, i) => ({ ...p, jobId, position: start + i })));
    await tx.insert(jobEvents).values({ jobId, summary: `${photos.length} photo${photos.length === 1 ? "" : "s"} added.`, author });
  });
}

export async function jobPhoto(db: Database, jobId: string, position: number): Promise<JobPhoto | null> {
  if (!parseId(jobId) || !Number.isInteger(position)) return null;
  const [photo] = await db.select().from(jobPhotos).where(and(eq(jobPhotos.jobId, jobId), eq(jobPhotos.position, position))).limit(1);
  return photo ?? null;
}

export async function setPhotoAlbumCopy(db: Database, photoId: string, albumPhotoId: string): Promise<void> {
  await db.update(jobPhotos).set({ albumPhotoId }).where(eq(jobPhotos.id, photoId));
}

export async function jobDocumentsOf(db: Database, jobId: string, opts: { current?: boolean } = {}): Promise<JobDocument[]> {
  return db
    .select()
    .from(jobDocuments)
    .where(and(eq(jobDocuments.jobId, jobId), opts.current ? isNull(jobDocuments.supersededAt) : undefined))
    .orderBy(asc(jobDocuments.createdAt));
}

export async function jobDocument(db: Database, jobId: string, documentId: string): Promise<JobDocument | null> {
  if (!parseId(jobId) || !parseId(documentId)) return null;
  const [doc] = await db.select().from(jobDocuments).where(and(eq(jobDocuments.jobId, jobId), eq(jobDocuments.id, documentId))).limit(1);
  return doc ?? null;
}

export interface NewJobDocument {
  kind: Exclude<JobDocumentKind, "workmanship-certificate">;
  title: string;
  fileKey: string;
  contentType: string;
  bytes: number;
}

export async function addJobDocument(db: Database, jobId: string, doc: NewJobDocument, author: string): Promise<JobDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jobDocuments).values({ ...doc, jobId, createdBy: author }).returning();
    await tx.insert(jobEvents).values({ jobId, summary: `${doc.title} added.`, author });
    return row;
  });
}

/** The next edition of the workmanship certificate, and the number of the one it replaces. */
export async function nextCertificateEdition(db: Database, jobId: string): Promise<{ edition: number; replaces: string | null }> {
  const rows = await db
    .select({ edition: jobDocuments.edition, number: jobDocuments.certificateNumber, supersededAt: jobDocuments.supersededAt })
    .from(jobDocuments)
    .where(and(eq(jobDocuments.jobId, jobId), eq(jobDocuments.kind, "workmanship-certificate")))
    .orderBy(desc(jobDocuments.edition));
  return { edition: (rows[0]?.edition ?? 0) + 1, replaces: rows.find((r) => !r.supersededAt)?.number ?? null };
}

/**
 * Stores a new edition of the workmanship certificate and retires the current one, in one
 * transaction (the unique certificate number refuses a second issue racing this one).
 */
export async function storeCertificate(
  db: Database,
  jobId: string,
  cert: { number: string; edition: number; fileKey: string; bytes: number },
  author: string,
): Promise<JobDocument> {
  return db.transaction(async (tx) => {
    await tx
      .update(jobDocuments)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(jobDocuments.jobId, jobId), eq(jobDocuments.kind, "workmanship-certificate"), isNull(jobDocuments.supersededAt)));
    const [row] = await tx
      .insert(jobDocuments)
      .values({
        jobId,
        kind: "workmanship-certificate",
        title: `Workmanship warranty certificate ${cert.number}`,
        fileKey: cert.fileKey,
        contentType: "application/pdf",
        bytes: cert.bytes,
        certificateNumber: cert.number,
        edition: cert.edition,
        createdBy: author,
      })
      .returning();
    await tx.insert(jobEvents).values({ jobId, summary: `Workmanship certificate ${cert.number} ${cert.edition > 1 ? "re-issued" : "issued"}.`, author });
    return row;
  });
}

export async function jobEventsOf(db: Database, jobId: string): Promise<JobEvent[]> {
  return db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId)).orderBy(desc(jobEvents.createdAt));
}

// ---------------------------------------------------------------------------------------------
// The homeowner's side
// ---------------------------------------------------------------------------------------------

/** Whether any job carries this e-mail address (who may have a sign-in link). */
export async function customerHasJobs(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.customerEmail, email.toLowerCase())).limit(1);
  return Boolean(row);
}

export async function jobsOfCustomer(db: Database, email: string): Promise<Job[]> {
  return db.select().from(jobs).where(eq(jobs.customerEmail, email.toLowerCase())).orderBy(desc(jobs.completedOn), desc(jobs.createdAt));
}

/**
 * One job of the signed-in homeowner: null both when there is no such job and when it is someone
 * else's, so a guessed id tells nothing.
 */
export async function customerJob(db: Database, jobId: string, email: string): Promise<Job | null> {
  if (!parseId(jobId)) return null;
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.customerEmail, email.toLowerCase()))).limit(1);
  return job ?? null;
}

/** The homeowner's name and phone on every job of theirs; each changed job records what changed. */
export async function updateCustomerContact(db: Database, email: string, contact: { name: string; phone: string | null }): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await tx.select().from(jobs).where(eq(jobs.customerEmail, email)).for("update");
    let changed = 0;
    for (const job of current) {
      const changes = [
        job.customerName !== contact.name ? `name from “${job.customerName}” to “${contact.name}”` : null,
        job.customerPhone !== contact.phone ? `phone from ${job.customerPhone ?? "none"} to ${contact.phone ?? "none"}` : null,
      ].filter(Boolean);
      if (!changes.length) continue;
      await tx.update(jobs).set({ customerName: contact.name, customerPhone: contact.phone }).where(eq(jobs.id, job.id));
      await tx.insert(jobEvents).values({ jobId: job.id, summary: `The homeowner changed their ${changes.join(" and ")}.`, author: "homeowner" });
      changed++;
    }
    return changed;
  });
}

/**
 * Moves everything of a homeowner to a new e-mail address (their jobs, reminders and sessions),
 * after they confirmed it from the new inbox. False when the new address already has jobs of its
 * own: two homeowners' records are never merged by a form.
 */
export async function changeCustomerEmail(db: Database, from: string, to: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.customerEmail, to)).limit(1);
    if (taken) return false;
    const moved = await tx.update(jobs).set({ customerEmail: to }).where(eq(jobs.customerEmail, from)).returning({ id: jobs.id });
    if (!moved.length) return false;
    await tx.insert(jobEvents).values(moved.map((j) => ({ jobId: j.id, summary: `The homeowner changed their e-mail address from ${from} to ${to}.`, author: "homeowner" })));
    await tx.delete(maintenanceReminders).where(eq(maintenanceReminders.email, to));
    await tx.update(maintenanceReminders).set({ email: to }).where(eq(maintenanceReminders.email, from));
    await tx.update(portalSessions).set({ email: to }).where(eq(portalSessions.email, from));
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Deletion
// ---------------------------------------------------------------------------------------------

/** Media keys of these jobs' photos (unless another job holds the same photo) and documents. */
async function filesOf(db: Database, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const [photos, docs] = await Promise.all([
    db.select({ contentHash: jobPhotos.contentHash, variants: jobPhotos.variants }).from(jobPhotos).where(inArray(jobPhotos.jobId, ids)),
    db.select({ key: jobDocuments.fileKey }).from(jobDocuments).where(inArray(jobDocuments.jobId, ids)),
  ]);
  const hashes = [...new Set(photos.map((p) => p.contentHash))];
  const shared = hashes.length
    ? new Set(
        (await db.select({ h: jobPhotos.contentHash }).from(jobPhotos).where(and(inArray(jobPhotos.contentHash, hashes), notInArray(jobPhotos.jobId, ids)))).map(
          (r) => r.h,
        ),
      )
    : new Set<string>();
  return [...new Set([...photos.filter((p) => !shared.has(p.contentHash)).flatMap((p) => p.variants.map((v) => v.key)), ...docs.map((d) => d.key)])];
}

/**
 * Deletes jobs (their photos, documents, history and claims go with them) and returns the media
 * keys to remove from storage. Claim photos are collected by the caller through claims' own model.
 */
export async function deleteJobs(db: Database, ids: string[]): Promise<{ deleted: number; orphanKeys: string[] }> {
  const valid = ids.flatMap((id) => parseId(id) ?? []);
  if (!valid.length) return { deleted: 0, orphanKeys: [] };
  const orphanKeys = await filesOf(db, valid);
  const gone = await db.delete(jobs).where(inArray(jobs.id, valid)).returning({ id: jobs.id });
  return { deleted: gone.length, orphanKeys: gone.length ? orphanKeys : [] };
}

/**
 * Jobs whose records are past the kept period on `today` (recordsKeptUntil, app/domain/warranty.ts).
 * The query only narrows the rows to jobs whose workmanship warranty has ended; the rule decides.
 */
export async function jobsPastRetention(db: Database, today: string, keptUntil: (completedOn: string, workmanshipYears: number) => string): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id, completedOn: jobs.completedOn, workmanshipYears: jobs.workmanshipYears })
    .from(jobs)
    .where(and(isNotNull(jobs.completedOn), sql`${jobs.completedOn} + make_interval(years => ${jobs.workmanshipYears}) < ${today}::date`));
  return rows.filter((r) => keptUntil(r.completedOn!, r.workmanshipYears) < today).map((r) => r.id);
}
