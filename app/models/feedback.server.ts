/**
 * Private feedback in the database (docs/decisions/023-reviews.md): what a homeowner wrote to the
 * company from the review request's feedback page or the portal, and the staff inbox of it.
 */
import { count, desc, eq, and, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customerFeedback, jobs, type CustomerFeedback } from "~/db/schema";
import { parseId } from "~/domain/input-rules";

export type { CustomerFeedback };
export type FeedbackVia = "review-email" | "portal";

export async function createFeedback(db: Database, input: { jobId: string; email: string; message: string; via: FeedbackVia }): Promise<CustomerFeedback> {
  const [row] = await db.insert(customerFeedback).values({ ...input, email: input.email.toLowerCase() }).returning();
  return row;
}

export interface FeedbackListItem {
  id: string;
  message: string;
  via: string;
  createdAt: Date;
  readAt: Date | null;
  job: { id: string; reference: string; customerName: string; customerEmail: string; street: string; town: string };
}

/** The staff inbox: every message, newest first, with its job. */
export async function listFeedback(db: Database): Promise<FeedbackListItem[]> {
  return db
    .select({
      id: customerFeedback.id,
      message: customerFeedback.message,
      via: customerFeedback.via,
      createdAt: customerFeedback.createdAt,
      readAt: customerFeedback.readAt,
      job: { id: jobs.id, reference: jobs.reference, customerName: jobs.customerName, customerEmail: jobs.customerEmail, street: jobs.street, town: jobs.town },
    })
    .from(customerFeedback)
    .innerJoin(jobs, eq(jobs.id, customerFeedback.jobId))
    .orderBy(desc(customerFeedback.createdAt));
}

/** Messages staff have not marked read yet (the dashboard's count). */
export async function countNewFeedback(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerFeedback).where(isNull(customerFeedback.readAt));
  return row?.n ?? 0;
}

/** Marks a message read; false when there is no such unread message. */
export async function markFeedbackRead(db: Database, id: string): Promise<boolean> {
  if (!parseId(id)) return false;
  const rows = await db
    .update(customerFeedback)
    .set({ readAt: new Date() })
    .where(and(eq(customerFeedback.id, id), isNull(customerFeedback.readAt)))
    .returning({ id: customerFeedback.id });
  return rows.length > 0;
}
