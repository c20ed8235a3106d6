/**
 * Testimonials by consent in the database (docs/decisions/023-reviews.md): the homeowner's words
 * with the consent's wording and time, their withdrawal (the words deleted, the record kept), the
 * staff's placements, and the placed quotes public pages read once per content version. Every
 * write fires the table's public-content trigger (drizzle/0023_reviews.sql), so pages drop them at once.
 */
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { memoized } from "~/db/content-version.server";
import { jobs, testimonials, type Testimonial } from "~/db/schema";
import { parseId } from "~/domain/input-rules";
import { quotesFor, type PlacedQuote, type Placement, type QuotePage, type ShownQuote, type TestimonialNameStyle } from "~/domain/testimonials";

export type { Testimonial };

export interface NewTestimonial {
  jobId: string;
  email: string;
  quote: string;
  nameStyle: TestimonialNameStyle;
  shownName: string;
  town: string;
  consentWording: string;
  consentedAt: Date;
}

export async function createTestimonial(db: Database, input: NewTestimonial): Promise<Testimonial> {
  const [row] = await db.insert(testimonials).values({ ...input, email: input.email.toLowerCase() }).returning();
  return row;
}

/** A job's testimonials, consented and withdrawn, newest first. */
export async function testimonialsOfJob(db: Database, jobId: string): Promise<Testimonial[]> {
  return db.select().from(testimonials).where(eq(testimonials.jobId, jobId)).orderBy(desc(testimonials.consentedAt));
}

/**
 * Withdraws a consent of the homeowner `email` on their job: the words deleted, the time kept, the
 * quote off every page. Null when there is no such live testimonial of theirs (a guessed id tells nothing).
 */
export async function withdrawTestimonial(db: Database, id: string, jobId: string, email: string): Promise<Testimonial | null> {
  if (!parseId(id)) return null;
  const [row] = await db
    .update(testimonials)
    .set({ quote: null, withdrawnAt: new Date(), onHome: false, onServices: [], onTownPage: false, updatedAt: new Date() })
    .where(and(eq(testimonials.id, id), eq(testimonials.jobId, jobId), eq(testimonials.email, email.toLowerCase()), isNull(testimonials.withdrawnAt)))
    .returning();
  return row ?? null;
}

export interface StaffTestimonial extends Testimonial {
  job: { id: string; reference: string; customerName: string; street: string };
}

/** Every testimonial for the staff screen: consented ones first, newest first; withdrawn ones after. */
export async function listTestimonials(db: Database): Promise<StaffTestimonial[]> {
  const rows = await db
    .select({ testimonial: testimonials, job: { id: jobs.id, reference: jobs.reference, customerName: jobs.customerName, street: jobs.street } })
    .from(testimonials)
    .innerJoin(jobs, eq(jobs.id, testimonials.jobId))
    .orderBy(sql`${testimonials.withdrawnAt} IS NOT NULL`, desc(testimonials.consentedAt));
  return rows.map((r) => ({ ...r.testimonial, job: r.job }));
}

/** Places a consented quote; false when there is none by that id (or it was withdrawn meanwhile). */
export async function placeTestimonial(db: Database, id: string, placement: Placement): Promise<boolean> {
  if (!parseId(id)) return false;
  const rows = await db
    .update(testimonials)
    .set({ ...placement, updatedAt: new Date() })
    .where(and(eq(testimonials.id, id), isNull(testimonials.withdrawnAt)))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}

/** The quotes placed somewhere, newest consent first: read once per content version for every public page. */
export function placedQuotes(db: Database): Promise<PlacedQuote[]> {
  return memoized(db, "placed-quotes", async () => {
    const rows = await db
      .select({
        quote: testimonials.quote,
        shownName: testimonials.shownName,
        town: testimonials.town,
        onHome: testimonials.onHome,
        onServices: testimonials.onServices,
        onTownPage: testimonials.onTownPage,
      })
      .from(testimonials)
      .where(
        and(
          isNull(testimonials.withdrawnAt),
          isNotNull(testimonials.quote),
          or(eq(testimonials.onHome, true), eq(testimonials.onTownPage, true), sql`jsonb_array_length(${testimonials.onServices}) > 0`),
        ),
      )
      .orderBy(desc(testimonials.consentedAt));
    return rows.map((r) => ({ ...r, quote: r.quote ?? "" }));
  });
}

/** The quotes a public page shows: the home page, a service page, or a town's page. */
export async function quotesOn(db: Database, page: QuotePage): Promise<ShownQuote[]> {
  return quotesFor(await placedQuotes(db), page);
}
