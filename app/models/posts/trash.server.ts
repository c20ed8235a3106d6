/**
 * The trash (docs/decisions/007-editor.md): deleting moves a post here; it can be restored for
 * TRASH_DAYS days, then it is purged. A trashed post's address is free for a new post at once
 * (docs/decisions/013-publishing.md).
 */
import { and, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { TRASH_DAYS } from "~/domain/staff-posts";
import { TRASHED_SLUG_PREFIX } from "~/domain/slugs";
import { type Saver, notTrashed, withFreeSlug } from "./posts.server";

/**
 * What every move to the trash writes: the post becomes a draft (a post in the trash is never
 * public; the database refuses otherwise), loses any schedule, and gives up its address at once —
 * `slug` takes a freed form no title can produce and `trashed_slug` keeps the old one for a restore
 * (docs/decisions/013-publishing.md). Right-hand sides read the row as it was before the update.
 */
function trashing(by: Saver, now: Date) {
  return {
    deletedAt: now,
    deletedBy: by.email,
    status: "draft" as const,
    scheduledAt: null,
    updatedAt: now,
    trashedSlug: sql`${blogPosts.slug}`,
    slug: sql`${TRASHED_SLUG_PREFIX} || ${blogPosts.id}::text`,
  };
}

export interface TrashOutcome {
  /** The posts moved, each with the address it gave up and whether it was live until now. */
  trashed: { id: string; title: string; slug: string; wasPublished: boolean }[];
  /** Ids that name no post outside the trash. */
  missing: string[];
}

/** Moves these posts to the trash in one statement (restorable for TRASH_DAYS days). */
export async function trashPosts(db: Database, ids: readonly string[], by: Saver, now = new Date()): Promise<TrashOutcome> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { trashed: [], missing: [] };
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: blogPosts.id, status: blogPosts.status })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, unique), notTrashed))
      .for("update");
    const wasLive = new Set(before.filter((b) => b.status === "published").map((b) => b.id));
    const rows = before.length
      ? await tx
          .update(blogPosts)
          .set(trashing(by, now))
          .where(inArray(blogPosts.id, before.map((b) => b.id)))
          .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.trashedSlug })
      : [];
    const found = new Set(rows.map((r) => r.id));
    return {
      trashed: rows.map((r) => ({ id: r.id, title: r.title, slug: r.slug ?? "", wasPublished: wasLive.has(r.id) })),
      missing: unique.filter((id) => !found.has(id)),
    };
  });
}

/** Spec §7 "Delete All Drafts", now into the trash. Returns how many were moved. */
export async function trashDrafts(db: Database, by: Saver, now = new Date()): Promise<number> {
  const rows = await db
    .update(blogPosts)
    .set(trashing(by, now))
    .where(and(eq(blogPosts.status, "draft"), notTrashed))
    .returning({ id: blogPosts.id });
  return rows.length;
}

/** A restored post's address: the one it gave up, or a new one when another post took it meanwhile (`taken`). */
export interface RestoreOutcome {
  slug: string;
  /** The old address, when it was no longer free. */
  taken: string | null;
}

/**
 * Brings a post back from the trash as a draft. It takes its old address back when that is still
 * free; otherwise the first free one from it (`…-2`), and the answer says so.
 */
export async function restorePost(db: Database, id: string, now = new Date()): Promise<RestoreOutcome | null> {
  const [post] = await db
    .select({ slug: blogPosts.slug, trashedSlug: blogPosts.trashedSlug })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.deletedAt)));
  if (!post) return null;
  const wanted = post.trashedSlug ?? post.slug;
  const restored = await withFreeSlug(db, wanted, id, async (slug) =>
    db
      .update(blogPosts)
      .set({ deletedAt: null, deletedBy: null, trashedSlug: null, slug, updatedAt: now })
      .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.deletedAt)))
      .returning({ slug: blogPosts.slug }),
  );
  if (restored.length === 0) return null;
  return { slug: restored[0].slug, taken: restored[0].slug === wanted ? null : wanted };
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
