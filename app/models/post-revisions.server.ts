/**
 * A post's history (docs/decisions/007-editor.md, docs/decisions/013-publishing.md): every named
 * save and every autosave keeps its text with who and when, and so does every publish, unpublish
 * and schedule. Autosaves are pruned to the newest AUTOSAVES_KEPT per post; the rest are kept.
 */
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, postRevisions, type BlogPost, type DoorwayOverride, type PostRevision, type RevisionFields, type RevisionKind } from "~/db/schema";

export const AUTOSAVES_KEPT = 10;
/** The revisions the editor lists (newest first). */
export const REVISIONS_LISTED = 50;

type Writer = Pick<Database, "insert" | "delete" | "select">;

export async function recordRevision(
  db: Writer,
  revision: { postId: string; kind: PostRevision["kind"]; version: number; authorEmail: string; fields: RevisionFields },
): Promise<PostRevision> {
  const [row] = await db.insert(postRevisions).values(revision).returning();
  if (revision.kind === "autosave") await pruneAutosaves(db, revision.postId);
  return row;
}

/** The text a post has now, as its history keeps it. */
export function revisionFieldsOf(post: BlogPost): RevisionFields {
  return {
    title: post.title,
    content: post.content,
    author: post.author,
    excerpt: post.excerpt,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    seoKeywords: post.seoKeywords,
    categories: post.categories,
    tags: post.tags,
    featuredImage: post.featuredImage,
    featuredPhotoId: post.featuredPhotoId,
  };
}

/**
 * Records that these posts went live, off the site or were scheduled (one insert for a bulk
 * publish), with the text each had and, when the owner confirmed a doorway warning, what was confirmed.
 */
export async function recordStatusChanges(
  db: Writer,
  kind: Extract<RevisionKind, "publish" | "unpublish" | "schedule">,
  changes: readonly { post: BlogPost; doorwayOverride?: DoorwayOverride | null }[],
  by: { email: string },
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(postRevisions).values(
    changes.map(({ post, doorwayOverride }) => ({
      postId: post.id,
      kind,
      version: post.version,
      authorEmail: by.email,
      fields: revisionFieldsOf(post),
      doorwayOverride: doorwayOverride ?? null,
    })),
  );
}

/**
 * The owner's confirmation of a scheduled clone's doorway warning, if one was given for the text
 * the post has now (`version`): the scheduler publishes a flagged clone only with it.
 */
export async function scheduledOverride(db: Pick<Database, "select">, postId: string, version: number): Promise<DoorwayOverride | null> {
  const [row] = await db
    .select({ doorwayOverride: postRevisions.doorwayOverride })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "schedule"), eq(postRevisions.version, version)))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  return row?.doorwayOverride ?? null;
}

/** Keeps the newest AUTOSAVES_KEPT autosaves of a post; named saves are never pruned. */
export async function pruneAutosaves(db: Writer, postId: string): Promise<void> {
  const keep = db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "autosave")))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(AUTOSAVES_KEPT);
  await db
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "autosave"), notInArray(postRevisions.id, keep)));
}

export interface RevisionSummary {
  id: string;
  kind: PostRevision["kind"];
  version: number;
  authorEmail: string;
  doorwayOverride: DoorwayOverride | null;
  createdAt: Date;
}

export async function listRevisions(db: Database, postId: string): Promise<RevisionSummary[]> {
  return db
    .select({
      id: postRevisions.id,
      kind: postRevisions.kind,
      version: postRevisions.version,
      authorEmail: postRevisions.authorEmail,
      doorwayOverride: postRevisions.doorwayOverride,
      createdAt: postRevisions.createdAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(REVISIONS_LISTED);
}

export async function getRevision(db: Database, postId: string, id: string): Promise<PostRevision | null> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, id)))
    .limit(1);
  return row ?? null;
}

/** Who last published or unpublished the post, and which (for "someone published it meanwhile" messages). */
export async function latestStatusChange(db: Database, postId: string): Promise<{ by: string; kind: "publish" | "unpublish" } | null> {
  const [row] = await db
    .select({ authorEmail: postRevisions.authorEmail, kind: postRevisions.kind })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), inArray(postRevisions.kind, ["publish", "unpublish"])))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  return row ? { by: row.authorEmail, kind: row.kind as "publish" | "unpublish" } : null;
}

/** Who made the post's latest named save (for "someone else saved" messages). */
export async function latestSaveBy(db: Database, postId: string): Promise<string | null> {
  const [row] = await db
    .select({ authorEmail: postRevisions.authorEmail })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "save")))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  return row?.authorEmail ?? null;
}

/**
 * The autosave made after the post's last named save, if any: work not yet saved by name, which the
 * editor offers back (its author's own is restored; someone else's is announced). Read by order of
 * revisions, not by comparing clocks.
 */
export async function pendingAutosave(db: Database, postId: string, version: number): Promise<PostRevision | null> {
  // Publishing or scheduling is no save of the text: an autosave before it is still pending.
  const [newest] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), inArray(postRevisions.kind, ["save", "autosave"])))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  return newest?.kind === "autosave" && newest.version === version ? newest : null;
}

export type AutosaveOutcome =
  | { ok: true; savedAt: Date; version: number; newerSaveBy: string | null }
  | { ok: false; reason: "missing" };

/**
 * Keeps the editor's unsaved text as an autosave revision without touching the post itself (a
 * published post stays as it is until staff save). Says when someone saved the post after the
 * version the editor started from, so the writer is told before the named save is refused.
 */
export async function autosave(
  db: Database,
  postId: string,
  fields: RevisionFields,
  opts: { authorEmail: string; baseVersion: number },
): Promise<AutosaveOutcome> {
  const [post] = await db
    .select({ version: blogPosts.version, deletedAt: blogPosts.deletedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  if (!post || post.deletedAt) return { ok: false, reason: "missing" };
  const row = await recordRevision(db, { postId, kind: "autosave", version: opts.baseVersion, authorEmail: opts.authorEmail, fields });
  const newerSaveBy = post.version > opts.baseVersion ? ((await latestSaveBy(db, postId)) ?? "another staff member") : null;
  return { ok: true, savedAt: row.createdAt, version: post.version, newerSaveBy };
}
