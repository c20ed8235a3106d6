/**
 * Saving posts (docs/decisions/007-editor.md, 013-publishing.md; decisions point 17): a new post, an
 * update with the version the writer saw, and the editor's three buttons with the publish guard and
 * the doorway check on the text being saved.
 */
import { latestSaveBy, latestStatusChange, recordRevision } from "../post-revisions.server";
import { and, eq, sql } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { BlogPost } from "~/db/schema";
import { blockingPlaceholders, guardRefusal, titleForSlug } from "~/domain/placeholders";
import type { PlaceholderValues } from "~/domain/placeholders";
import type { PostInput } from "~/domain/post-input";
import { blockedMessage, doorwayGate, doorwayHeldMessage, flaggedClones } from "~/domain/publishing";
import type { DoorwayHold, FlaggedPost } from "~/domain/publishing";
import { saveSlug } from "~/domain/slugs";
import { doorwayReports } from "./doorway.server";
import { SYSTEM_SAVER, type Saver, getPost, notTrashed, publishValues, withFreeSlug } from "./posts.server";
import { type Publisher, publishPosts } from "./publish.server";

/** A new post is a draft (spec §4); the slug comes from the resolved title and stays unique. The first revision is kept. */
export async function createPost(db: Database, input: PostInput, by: Saver = SYSTEM_SAVER, values: PlaceholderValues = {}): Promise<BlogPost> {
  const base = saveSlug(titleForSlug(input.title, values));
  return withFreeSlug(db, base, undefined, (slug) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...input, slug, status: "draft" })
        .returning();
      await recordRevision(tx, { postId: row.id, kind: "save", version: row.version, authorEmail: by.email, fields: input });
      return row;
    }),
  );
}

export type UpdateOutcome =
  | { ok: true; post: BlogPost }
  | { ok: false; reason: "missing" }
  /** Someone saved since `baseVersion` was loaded: nothing was written (docs/decisions/007-editor.md). */
  | { ok: false; reason: "conflict"; savedBy: string | null; savedAt: Date }
  /** Someone published or unpublished the post since the editor showed `expectedStatus`: nothing was written. */
  | { ok: false; reason: "status-changed"; status: "draft" | "published"; by: string | null }
  /** The post is live and the new text holds placeholders a public page cannot fill: it stays as it was. */
  | { ok: false; reason: "blocked"; placeholders: string[] }
  /** Only a draft may be saved this way (`draftOnly`), and the post is live. */
  | { ok: false; reason: "published" };

export interface UpdateOptions {
  by: Saver;
  baseVersion: number | null;
  /** What public pages fill placeholders with now (`publishValues`): the guard of a live post, and the slug. */
  values: PlaceholderValues;
  /** "draft" takes a live post off the site with this text (the editor's "Switch to draft"); else the status stays. */
  status?: "draft";
  /** Refuse when the post is live (AI writes drafts only, decisions point 14). */
  draftOnly?: boolean;
  /** The status the writer saw: a post published or unpublished meanwhile is not saved over. */
  expectedStatus?: "draft" | "published";
}

/**
 * Saves over a post (not one in the trash) and keeps a revision. A published post stays published
 * (decisions point 17): the publish guard checks the new text first, and when it fails nothing is
 * written. With `baseVersion`, the save only happens when nobody saved since that version, so two
 * staff editing one post are told instead of the later silently overwriting the earlier. The slug
 * follows a changed title while the post is a draft; a live post keeps its address.
 */
export async function updatePost(db: Database, id: string, input: PostInput, opts: UpdateOptions): Promise<UpdateOutcome> {
  const existing = await getPost(db, id);
  if (!existing || existing.deletedAt) return { ok: false, reason: "missing" };
  const live = existing.status === "published";
  if (live && opts.draftOnly) return { ok: false, reason: "published" };
  if (opts.expectedStatus && opts.expectedStatus !== existing.status) {
    return { ok: false, reason: "status-changed", status: existing.status, by: (await latestStatusChange(db, id))?.by ?? null };
  }
  const status = opts.status ?? existing.status;
  if (live && status === "published") {
    const placeholders = blockingPlaceholders(input, opts.values);
    if (placeholders.length) return { ok: false, reason: "blocked", placeholders };
  }
  // A draft's slug follows its title (a live post keeps its address).
  const newSlugBase = input.title !== existing.title && !live ? saveSlug(titleForSlug(input.title, opts.values)) : null;
  const save = (slug: string) => db.transaction(async (tx) => {
    const [updated] = await tx
      .update(blogPosts)
      .set({ ...input, slug, status, version: sql`${blogPosts.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(blogPosts.id, id),
          notTrashed,
          // The guard above read this status: a publish or unpublish meanwhile is a conflict too.
          eq(blogPosts.status, existing.status),
          opts.baseVersion === null ? undefined : eq(blogPosts.version, opts.baseVersion),
        ),
      )
      .returning();
    // Switching a live post to draft records that, with the text it was switched with.
    if (updated) await recordRevision(tx, { postId: id, kind: live && status === "draft" ? "unpublish" : "save", version: updated.version, authorEmail: opts.by.email, fields: input });
    return updated;
  });
  const row = newSlugBase === null ? await save(existing.slug) : await withFreeSlug(db, newSlugBase, id, save);
  if (row) return { ok: true, post: row };
  const now = await getPost(db, id);
  if (!now || now.deletedAt) return { ok: false, reason: "missing" };
  return { ok: false, reason: "conflict", savedBy: await latestSaveBy(db, id), savedAt: now.updatedAt };
}

export type EditorIntent = "save" | "publish" | "unpublish";

export type EditorSaveOutcome =
  | {
      kind: "saved";
      post: BlogPost;
      created: boolean;
      /** Why the post was saved as a draft but not published (publish guard), else null. */
      notPublished: string | null;
    }
  | { kind: "missing" }
  | { kind: "conflict"; savedBy: string | null; savedAt: Date }
  | { kind: "status-changed"; status: "draft" | "published"; by: string | null }
  /** A live post's new text was refused by the publish guard: the post stays live as it was. */
  | { kind: "blocked"; message: string }
  /** Publishing a clone flagged as too similar needs the owner's confirmation: nothing was written. */
  | { kind: "doorway"; held: FlaggedPost[]; hold: DoorwayHold };

/**
 * The editor's three buttons (decisions point 17, docs/decisions/013-publishing.md): "save" keeps a
 * draft a draft and a live post live (guarded); "publish" saves and publishes a draft, asking the
 * owner's confirmation first for a clone flagged as too similar; "unpublish" saves the text and
 * takes the post off the site.
 */
export async function saveFromEditor(
  db: Database,
  req: {
    /** null: a new post. */
    id: string | null;
    input: PostInput;
    intent: EditorIntent;
    by: Publisher;
    business: Business;
    baseVersion: number | null;
    /** The status the editor showed (absent on "Save anyway"). */
    baseStatus: "draft" | "published" | null;
    confirmDoorway: boolean;
  },
): Promise<EditorSaveOutcome> {
  const values = await publishValues(db, req.business);
  if (req.intent === "publish" && req.id) {
    // Asked before anything is written, about the text being published.
    const existing = await getPost(db, req.id);
    if (existing?.sourcePostId && !existing.deletedAt && existing.status === "draft") {
      const next = { ...existing, title: req.input.title, content: req.input.content, unsaved: true as const };
      const gate = doorwayGate(flaggedClones([next], await doorwayReports(db, [next])), { confirmed: req.confirmDoorway, role: req.by.role });
      if (gate.hold) return { kind: "doorway", held: gate.held, hold: gate.hold };
    }
  }

  let post: BlogPost;
  const created = req.id === null;
  if (req.id === null) {
    post = await createPost(db, req.input, req.by, values);
  } else {
    const outcome = await updatePost(db, req.id, req.input, {
      by: req.by,
      baseVersion: req.baseVersion,
      values,
      status: req.intent === "unpublish" ? "draft" : undefined,
      expectedStatus: req.baseStatus ?? undefined,
    });
    if (!outcome.ok) {
      if (outcome.reason === "conflict") return { kind: "conflict", savedBy: outcome.savedBy, savedAt: outcome.savedAt };
      if (outcome.reason === "status-changed") return { kind: "status-changed", status: outcome.status, by: outcome.by };
      if (outcome.reason === "blocked") {
        const existing = await getPost(db, req.id);
        return { kind: "blocked", message: guardRefusal(req.input.title, outcome.placeholders, { template: existing?.locationId === null }) };
      }
      return { kind: "missing" };
    }
    post = outcome.post;
  }
  if (req.intent !== "publish" || post.status === "published") return { kind: "saved", post, created, notPublished: null };

  const result = await publishPosts(db, [post.id], { business: req.business, by: req.by, confirmDoorway: req.confirmDoorway });
  const notPublished = result.blocked.length ? blockedMessage(result.blocked) : result.hold ? doorwayHeldMessage(result.held, result.hold) : null;
  return { kind: "saved", post: (await getPost(db, post.id)) ?? post, created, notPublished };
}
