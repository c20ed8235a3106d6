/**
 * The owner's price book in the database: every saved version kept, the newest in force
 * (docs/decisions/017-instant-estimate.md). Whether one exists is a public fact (the estimate
 * buttons), read once per content version; saving one empties every server's page cache through
 * the table's trigger (drizzle/0016).
 */
import { desc, eq } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { memoized } from "~/db/content-version.server";
import { priceBooks, type PriceBookRow } from "~/db/schema";
import { estimateOffer, type EstimateOffer } from "~/domain/estimate-offer";
import { priceBookFormValues, ROOF_MEASUREMENT_PROVIDER, type PriceBook } from "~/domain/roof-pricing";
import { paidCallsOn } from "./rate-limits.server";

export type { PriceBookRow };

/** The price book in force, or null until the owner saves one. */
export async function currentPriceBook(db: Database): Promise<PriceBookRow | null> {
  const [row] = await db.select().from(priceBooks).orderBy(desc(priceBooks.version)).limit(1);
  return row ?? null;
}

/** Whether visitors may be shown prices (public pages: read once per content version). */
export function priceBookSaved(db: Database): Promise<boolean> {
  return memoized(db, "price-book:saved", async () => (await currentPriceBook(db)) !== null);
}

/** Where this installation's estimate buttons lead now (app/domain/estimate-offer.ts). */
export async function currentEstimateOffer(db: Database, business: Pick<Business, "external">): Promise<EstimateOffer> {
  return estimateOffer({ priceBookSaved: await priceBookSaved(db), widgetConfigured: Boolean(business.external.estimateWidgetUrl) });
}

export async function priceBookVersion(db: Database, version: number): Promise<PriceBookRow | null> {
  const [row] = await db.select().from(priceBooks).where(eq(priceBooks.version, version)).limit(1);
  return row ?? null;
}

export async function savePriceBook(db: Database, book: PriceBook, savedBy: string): Promise<PriceBookRow> {
  const [row] = await db.insert(priceBooks).values({ book, savedBy }).returning();
  return row;
}

/** What the price-book screen shows: the book in force as the form's fields, and its versions. */
export async function priceBookScreen(db: Database, today: string) {
  const [current, history, measuredToday] = await Promise.all([currentPriceBook(db), priceBookHistory(db), paidCallsOn(db, ROOF_MEASUREMENT_PROVIDER, today)]);
  return {
    values: priceBookFormValues(current?.book ?? null),
    /** Paid roof measurements so far today (office time), against the book's daily budget. */
    measuredToday,
    history: history.map((h) => ({ version: h.version, savedBy: h.savedBy, savedAt: h.createdAt.toISOString() })),
  };
}

export type PriceBookScreen = Awaited<ReturnType<typeof priceBookScreen>>;

/** The versions, newest first: who saved each and when. */
export async function priceBookHistory(db: Database, limit = 20): Promise<Pick<PriceBookRow, "version" | "savedBy" | "createdAt">[]> {
  return db
    .select({ version: priceBooks.version, savedBy: priceBooks.savedBy, createdAt: priceBooks.createdAt })
    .from(priceBooks)
    .orderBy(desc(priceBooks.version))
    .limit(limit);
}
