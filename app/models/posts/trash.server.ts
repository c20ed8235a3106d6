/**
 * The trash (docs/decisions/007-editor.md): deleting moves a post here; it can be restored for
 * TRASH_DAYS days, then it is purged.
 */
import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { TRASH_DAYS } from "~/domain/staff-posts";
import { type Saver, notTrashed } from "./posts.server";

/**
 * Moves a post to the trash. It becomes a draft (a post in the trash is never public; the database
 * refuses otherwise) and loses any schedule; restoring brings it back as a draft.
 */
export async function trashPost(db: Database, id: string, by: Saver, now = new Date()): Promise<{ slug: string; wasPublished: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: blogPosts.status }).from(blogPosts).where(and(eq(blogPosts.id, id), notTrashed)).for("update");
    if (!before) return null;
    const [row] = await tx
      .update(blogPosts)
      .set({ deletedAt: now, deletedBy: by.email, status: "draft", scheduledAt: null, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning({ slug: blogPosts.slug });
    return { slug: row.slug, wasPublished: before.status === "published" };
  });
}

/** Spec §7 "Delete All Drafts", now into the trash. Returns how many were moved. */
export async function trashDrafts(db: Database, by: Saver, now = new Date()): Promise<number> {
  const rows = await db
    .update(blogPosts)
    .set({ deletedAt: now, deletedBy: by.email, scheduledAt: null, updatedAt: now })
    .where(and(eq(blogPosts.status, "draft"), notTrashed))
    .returning({ id: blogPosts.id });
  return rows.length;
}

export async function restorePost(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
    .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.deletedAt)))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export interface TrashedPost {
  id: string;
  title: string;
  deletedAt: Date;
  deletedBy: string | null;
}

export async function listTrash(db: Database): Promise<TrashedPost[]> {
  const rows = await db
    .select({ id: blogPosts.id, title: blogPosts.title, deletedAt: blogPosts.deletedAt, deletedBy: blogPosts.deletedBy })
    .from(blogPosts)
    .where(isNotNull(blogPosts.deletedAt))
    .orderBy(desc(blogPosts.deletedAt));
  return rows.map((r) => ({ ...r, deletedAt: r.deletedAt! }));
}

/** Deletes everything in the trash for good (owner only, confirmed: see the trash route). */
export async function emptyTrash(db: Database): Promise<number> {
  const rows = await db.delete(blogPosts).where(isNotNull(blogPosts.deletedAt)).returning({ id: blogPosts.id });
  return rows.length;
}

/** Deletes posts that have been in the trash longer than TRASH_DAYS (the scheduler runs it). */
export async function purgeTrash(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db.delete(blogPosts).where(lt(blogPosts.deletedAt, cutoff)).returning({ id: blogPosts.id });
  return rows.length;
}
