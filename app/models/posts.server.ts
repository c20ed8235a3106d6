/**
 * Blog posts for the staff area (spec §4, §5, §7): list, save, delete, publish with the placeholder
 * guard, and cloning to locations. No React or HTTP here; routes call these and show the results.
 */
import { and, desc, eq, inArray, isNotNull, isNull, like, lt, ne, or, sql } from "drizzle-orm";
import type { Business } from "~/config/business";
import type { Database } from "~/db/client.server";
import { blogPosts, type BlogPost, type ServiceLocation, type StaffRole } from "~/db/schema";
import { latestSaveBy, latestStatusChange, recordRevision, recordStatusChanges } from "./post-revisions.server";
import { markdownToText } from "~/domain/markdown";
import {
  blockingPlaceholders,
  guardRefusal,
  locationValues,
  renderTimeValues,
  resolvePost,
  titleForSlug,
  toPlaceholderLocation,
  type PlaceholderValues,
} from "~/domain/placeholders";
import {
  blockedMessage,
  doorwayGate,
  doorwayHeldMessage,
  flaggedClones,
  publishGuard,
  type BlockedPost,
  type DoorwayHold,
  type DoorwayReport,
  type FlaggedPost,
} from "~/domain/publishing";
import { cloneSlug, saveSlug, uniqueSlug } from "~/domain/slugs";
import { cloneTags } from "~/domain/tags";
import { escapeLike } from "~/db/like";
import type { PostInput } from "~/domain/post-input";
import { TRASH_DAYS, type CloneOutcome, type StaffPostSummary } from "~/domain/staff-posts";
import { closestByFingerprint, DOORWAY_THRESHOLD, doorwayAdvice, shingleFingerprint } from "~/domain/similarity";
import { Lru } from "~/domain/lru";
import { slices } from "~/db/slices.server";
import { autoPickPhoto, photoFitsTown, type AutoPick, type AutoPickPost } from "~/domain/featured-photo";
import type { Photo } from "~/domain/photos";
import { isUniqueViolation, listContentVariables } from "./content-variables.server";
import { featuredPhotoCandidates, featuredUsesInTowns } from "./featured-photos.server";
import { photosByIds } from "./photos.server";
import { locationsByIds } from "./locations.server";

export const STAFF_LIST_LIMIT = 100;

/** Not in the trash. */
const notTrashed = isNull(blogPosts.deletedAt);

/** Spec §7: the newest 100 posts (outside the trash) with the fields the staff list shows. */
export async function listStaffPosts(db: Database): Promise<StaffPostSummary[]> {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      publishedDate: blogPosts.publishedDate,
      status: blogPosts.status,
      categories: blogPosts.categories,
      tags: blogPosts.tags,
      createdAt: blogPosts.createdAt,
      content: blogPosts.content,
      slug: blogPosts.slug,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      seoKeywords: blogPosts.seoKeywords,
      featuredImage: blogPosts.featuredImage,
      sourcePostId: blogPosts.sourcePostId,
      locationId: blogPosts.locationId,
      scheduledAt: blogPosts.scheduledAt,
      scheduleBlocked: blogPosts.scheduleBlocked,
    })
    .from(blogPosts)
    .where(notTrashed)
    // NULLS LAST as the index has it (drizzle-kit writes `.desc()` so): a plain DESC sorted every
    // post instead, 50,000 of them on the server's thread at each visit.
    .orderBy(sql`${blogPosts.createdAt} DESC NULLS LAST`)
    .limit(STAFF_LIST_LIMIT);
}

/** A post by id, also when it is in the trash (`deletedAt` says so). */
export async function getPost(db: Database, id: string): Promise<BlogPost | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Slugs already taken that start with `base`, so a suffix can be chosen in one query. */
async function takenSlugs(db: Database, base: string, exceptId?: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}%`;
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(exceptId ? and(like(blogPosts.slug, pattern), ne(blogPosts.id, exceptId)) : like(blogPosts.slug, pattern));
  return new Set(rows.map((r) => r.slug));
}

/** Who saves: revisions name them. */
export interface Saver {
  email: string;
}

/** The author of saves made by the app itself (seed data, scripts), not by a signed-in member. */
export const SYSTEM_SAVER: Saver = { email: "system" };

/**
 * The values a public page fills placeholders with at this moment (business, library, date): the
 * publish guard checks against them, and titles are resolved with them before they become slugs.
 */
export async function publishValues(db: Database, business: Business, now = new Date()): Promise<PlaceholderValues> {
  return renderTimeValues(business, await listContentVariables(db), now);
}

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

/**
 * Runs `write` with the first free slug from `base`; when a save running at the same time took that
 * slug first (the unique index refuses the second), it picks again — on PostgreSQL two saves of the
 * same title can read the same free slug (n saves at once settle within n tries).
 */
async function withFreeSlug<T>(db: Database, base: string, exceptPost: string | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, base, exceptPost));
    try {
      return await write(slug);
    } catch (error) {
      if (attempt < 20 && isUniqueViolation(error) && String((error as { cause?: unknown })?.cause ?? error).includes("blog_posts_slug_key")) continue;
      throw error;
    }
  }
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

// ---------------------------------------------------------------------------------------------
// Trash (docs/decisions/007-editor.md): deleting moves a post here; it can be restored for
// TRASH_DAYS days.
// ---------------------------------------------------------------------------------------------

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

/** Who publishes: the doorway gate asks for the owner (docs/decisions/013-publishing.md). */
export interface Publisher extends Saver {
  role: StaffRole;
}

export interface PublishResult {
  published: number;
  blocked: BlockedPost[];
  missing: string[];
  /** Clones the doorway check flags that stayed drafts, and why. */
  held: FlaggedPost[];
  hold: DoorwayHold | null;
}

/**
 * Publishes drafts (spec §4: sets published_date to now). A post holding a placeholder that cannot
 * be resolved when the page is rendered is refused and reported with its placeholders (decisions.md
 * point 3). A clone the doorway check flags goes out only when the owner confirmed it
 * (`confirmDoorway`); the confirmation is kept on the post's history with every publish.
 */
export async function publishPosts(
  db: Database,
  ids: readonly string[],
  ctx: { business: Business; by: Publisher; now?: Date; confirmDoorway?: boolean },
): Promise<PublishResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { published: 0, blocked: [], missing: [], held: [], hold: null };
  const now = ctx.now ?? new Date();
  const rows = await db.select().from(blogPosts).where(and(inArray(blogPosts.id, unique), notTrashed));
  const drafts = rows.filter((r) => r.status === "draft");
  const { ready, blocked } = publishGuard(drafts, await publishValues(db, ctx.business, now));
  const readyRows = drafts.filter((r) => ready.includes(r.id));
  const gate = doorwayGate(flaggedClones(readyRows, await doorwayReports(db, readyRows)), { confirmed: Boolean(ctx.confirmDoorway), role: ctx.by.role });
  const held = new Set(gate.held.map((h) => h.id));
  const overrides = new Map(gate.override.map((o) => [o.id, { similarity: o.similarity, siblingTitle: o.siblingTitle }]));
  const going = readyRows.filter((r) => !held.has(r.id)).map((r) => r.id);
  if (going.length) {
    await db.transaction(async (tx) => {
      const published = await tx
        .update(blogPosts)
        .set({ status: "published", publishedDate: now, scheduledAt: null, scheduleBlocked: null, updatedAt: new Date() })
        .where(and(inArray(blogPosts.id, going), notTrashed, eq(blogPosts.status, "draft")))
        .returning();
      await recordStatusChanges(tx, "publish", published.map((post) => ({ post, doorwayOverride: overrides.get(post.id) })), ctx.by);
    });
  }
  const found = new Set(rows.map((r) => r.id));
  // Posts that were live already count as published: the asker's wish holds.
  const alreadyLive = rows.length - drafts.length;
  return { published: going.length + alreadyLive, blocked, missing: unique.filter((id) => !found.has(id)), held: gate.held, hold: gate.hold };
}

/** The slugs of these posts (unknown ids are left out), e.g. to name their public URLs. */
export async function postSlugs(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.id, [...ids]));
  return rows.map((r) => r.slug);
}

/** Spec §4: unpublish keeps the existing published_date. The post's history records it. */
export async function unpublishPost(db: Database, id: string, by: Saver): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set({ status: "draft", updatedAt: new Date() })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, "published")))
      .returning();
    await recordStatusChanges(tx, "unpublish", rows.map((post) => ({ post })), by);
    if (rows.length) return true;
    // Already a draft: nothing to do, but the post exists.
    const [still] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    return Boolean(still);
  });
}

// ---------------------------------------------------------------------------------------------
// Cloning to locations (spec §2.11, §4, §5; decisions.md points 3, 7, 10)
// ---------------------------------------------------------------------------------------------

/**
 * Makes one draft per location in a single transaction: location placeholders are baked in
 * (business and library placeholders stay, to be resolved when the page is rendered; `values`, the
 * render-time values of `publishValues`, only shape the slug), slugs stay unique, and the location's
 * three tags are added. Each location gets its own savepoint, so one failure does not undo the
 * others; the result says what happened for every location.
 */
export async function clonePostToLocations(
  db: Database,
  postId: string,
  locationIds: readonly string[],
  values: PlaceholderValues = {},
): Promise<CloneOutcome[] | null> {
  const source = await getPost(db, postId);
  if (!source) return null;
  const wanted = [...new Set(locationIds)];
  const locations = await locationsByIds(db, wanted);
  const byId = new Map(locations.map((l) => [l.id, l]));

  return db.transaction(async (tx) => {
    const outcomes: CloneOutcome[] = [];
    const planned = wanted
      .map((id) => byId.get(id))
      .filter((l): l is ServiceLocation => Boolean(l))
      .map((location) => {
        const resolved = resolvePost(source, locationValues(toPlaceholderLocation(location)));
        return { location, resolved, base: cloneSlug(location.name, titleForSlug(resolved.title, values)) };
      });

    // One query for every slug the new clones could collide with.
    const bases = [...new Set(planned.map((p) => p.base))];
    const taken = new Set<string>();
    if (bases.length) {
      const rows = await tx
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(or(...bases.map((b) => like(blogPosts.slug, `${escapeLike(b)}%`))));
      for (const r of rows) taken.add(r.slug);
    }

    const picks = await clonePhotoPicks(tx, source, planned.map(({ location, resolved }) => ({
      locationId: location.id,
      locationName: location.name,
      tags: cloneTags(location, resolved.tags),
      categories: resolved.categories,
    })));

    const rows = planned.map(({ location, resolved, base }) => {
      const slug = uniqueSlug(base, taken);
      taken.add(slug);
      const photo = picks.get(location.id) ?? { featuredPhotoId: source.featuredPhotoId, featuredImage: source.featuredImage };
      return {
        location,
        values: {
          title: resolved.title,
          content: resolved.content,
          excerpt: resolved.excerpt,
          author: resolved.author,
          status: "draft" as const,
          seoTitle: resolved.seoTitle,
          seoDescription: resolved.seoDescription,
          seoKeywords: resolved.seoKeywords,
          categories: resolved.categories,
          tags: cloneTags(location, resolved.tags),
          featuredImage: photo.featuredImage,
          featuredPhotoId: photo.featuredPhotoId,
          slug,
          sourcePostId: source.id,
          locationId: location.id,
        },
      };
    });

    // Fast path: every clone in one insert. If that fails, each location is tried in a savepoint
    // of its own, so one bad row does not stop the others and each gets its own answer.
    let batch: { id: string; slug: string; locationId: string | null }[] | null = null;
    if (rows.length) {
      try {
        batch = await tx.transaction((sp) =>
          sp
            .insert(blogPosts)
            .values(rows.map((r) => r.values))
            .returning({ id: blogPosts.id, slug: blogPosts.slug, locationId: blogPosts.locationId }),
        );
      } catch (error) {
        console.warn(`[clone] batch insert for ${source.id} failed, retrying one location at a time:`, error instanceof Error ? error.message : error);
      }
    }
    for (const { location, values } of rows) {
      const done = batch?.find((b) => b.locationId === location.id);
      const featuredPhoto = picks.has(location.id) ? pickSummary(picks.get(location.id)!.pick) : undefined;
      if (done) {
        outcomes.push({ locationId: location.id, locationName: location.name, ok: true, postId: done.id, slug: done.slug, featuredPhoto });
        continue;
      }
      try {
        const [row] = await tx.transaction((sp) =>
          sp.insert(blogPosts).values(values).returning({ id: blogPosts.id, slug: blogPosts.slug }),
        );
        outcomes.push({ locationId: location.id, locationName: location.name, ok: true, postId: row.id, slug: row.slug, featuredPhoto });
      } catch (error) {
        console.error(`[clone] ${source.id} → ${location.name} failed:`, error);
        outcomes.push({ locationId: location.id, locationName: location.name, ok: false, error: "Could not create this clone." });
      }
    }
    for (const id of wanted.filter((id) => !byId.has(id))) {
      outcomes.push({ locationId: id, locationName: "Unknown location", ok: false, error: "This location no longer exists." });
    }
    return outcomes;
  });
}

function pickSummary(pick: AutoPick<Photo> | null): { title: string; reason: string } | null {
  return pick ? { title: pick.photo.title, reason: pick.reason } : null;
}

/**
 * The featured photo of each clone that must not keep the source's (spec §2.11): a clone
 * re-picks when the source has no image at all or its album photo belongs to another town. A source
 * with an outside image address, or a photo of no town or of the clone's town, keeps it. A clone
 * with nothing that fits gets no photo rather than another town's.
 */
async function clonePhotoPicks(
  db: Database,
  source: BlogPost,
  clones: (AutoPickPost & { locationId: string })[],
): Promise<Map<string, { featuredPhotoId: string | null; featuredImage: string | null; pick: AutoPick<Photo> | null }>> {
  const [sourcePhoto] = source.featuredPhotoId ? await photosByIds(db, [source.featuredPhotoId]) : [];
  const keeps = (locationId: string) => (sourcePhoto ? photoFitsTown(sourcePhoto, locationId) : Boolean(source.featuredImage));
  const needing = clones.filter((c) => !keeps(c.locationId));
  const out = new Map<string, { featuredPhotoId: string | null; featuredImage: string | null; pick: AutoPick<Photo> | null }>();
  if (!needing.length) return out;
  const [candidates, uses] = await Promise.all([
    featuredPhotoCandidates(db, needing),
    featuredUsesInTowns(db, needing.map((c) => c.locationId)),
  ]);
  for (const clone of needing) {
    const pick = autoPickPhoto(clone, candidates, uses);
    out.set(clone.locationId, { featuredPhotoId: pick?.photo.id ?? null, featuredImage: null, pick });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Doorway check (decisions.md point 10)
// ---------------------------------------------------------------------------------------------

/**
 * Shingle fingerprints by post and last change, kept between requests: the Posts screen checks
 * every clone it lists against all its siblings (a template cloned to 1,000 towns has 1,000), and
 * reading their text and working out their shingles on each visit held the server for over 100 ms
 * (docs/decisions/015-scale-and-memory.md). Every write of a post goes through drizzle, which sets
 * updated_at (app/db/schema.ts), so an entry can never go stale. About 3 KB a post: 6,000 posts
 * fit in 16 MB.
 */
const fingerprints = new Lru<string, Float64Array>({ maxEntries: 6000, maxBytes: 16 * 1024 * 1024 });

const TEXTS_PER_READ = 200;

/** The fingerprints of these siblings, from the memo or from their text (read only for those missing). */
async function siblingFingerprints(
  db: Pick<Database, "select">,
  siblings: readonly { id: string; updatedAt: Date }[],
): Promise<Map<string, Float64Array>> {
  const out = new Map<string, Float64Array>();
  const missing: string[] = [];
  const keyOf = (s: { id: string; updatedAt: Date }) => `${s.id}:${s.updatedAt.getTime()}`;
  for (const s of siblings) {
    const known = fingerprints.get(keyOf(s));
    if (known) out.set(s.id, known);
    else missing.push(s.id);
  }
  if (missing.length === 0) return out;
  // The text of a few hundred posts per read: the embedded database works on the server's thread.
  const slice = slices();
  for (let start = 0; start < missing.length; start += TEXTS_PER_READ) {
    const rows = await db
      .select({ id: blogPosts.id, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(inArray(blogPosts.id, missing.slice(start, start + TEXTS_PER_READ)));
    for (const row of rows) {
      const fingerprint = shingleFingerprint(markdownToText(row.content));
      fingerprints.set(keyOf(row), fingerprint, fingerprint.byteLength + 64);
      out.set(row.id, fingerprint);
      if (slice.due()) await slice.next();
    }
  }
  return out;
}

/**
 * For every location clone among `posts`, how similar its text is to its closest sibling (another
 * clone of the same source). Siblings outside the list are loaded so the figure is complete. The
 * comparisons run in slices, letting other requests through between two. A post marked `unsaved`
 * is scored by the text given (what is being published), never by its stored copy.
 */
export async function doorwayReports(
  db: Pick<Database, "select">,
  posts: readonly (Pick<BlogPost, "id" | "title" | "content" | "sourcePostId" | "locationId"> & { unsaved?: true })[],
): Promise<Record<string, DoorwayReport>> {
  const sources = [...new Set(posts.map((p) => p.sourcePostId).filter((s): s is string => Boolean(s)))];
  if (sources.length === 0) return {};
  const siblings = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      updatedAt: blogPosts.updatedAt,
      sourcePostId: blogPosts.sourcePostId,
      locationId: blogPosts.locationId,
    })
    .from(blogPosts)
    // A sibling in the trash is off the site, so it makes no page a doorway.
    .where(and(inArray(blogPosts.sourcePostId, sources), notTrashed));
  const locationIds = [...new Set(posts.map((p) => p.locationId).filter((l): l is string => Boolean(l)))];
  const locations = await locationsByIds(db, locationIds);
  const fingerprintById = await siblingFingerprints(db, siblings);
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const groups = Map.groupBy(siblings, (s) => s.sourcePostId);

  const slice = slices();
  const reports: Record<string, DoorwayReport> = {};
  for (const post of posts) {
    if (!post.sourcePostId) continue;
    if (slice.due()) await slice.next();
    const group = (groups.get(post.sourcePostId) ?? []).flatMap((s) => {
      const fingerprint = s.id === post.id ? undefined : fingerprintById.get(s.id);
      return fingerprint ? [{ ...s, fingerprint }] : [];
    });
    const own = post.unsaved ? undefined : fingerprintById.get(post.id);
    const match = closestByFingerprint(own ?? shingleFingerprint(markdownToText(post.content)), group);
    if (!match) continue;
    const location = post.locationId ? locationById.get(post.locationId) : undefined;
    const warning = match.similarity >= DOORWAY_THRESHOLD;
    reports[post.id] = {
      similarity: match.similarity,
      siblingId: match.id,
      siblingTitle: group.find((s) => s.id === match.id)?.title ?? "",
      warning,
      advice: warning && location ? doorwayAdvice(toPlaceholderLocation(location)) : [],
    };
  }
  return reports;
}

/** The doorway check for freshly made clones (one query for the posts, one for their siblings). */
export async function cloneDoorwayReports(db: Database, postIds: readonly string[]): Promise<Record<string, DoorwayReport>> {
  if (postIds.length === 0) return {};
  const posts = await db
    .select({ id: blogPosts.id, title: blogPosts.title, content: blogPosts.content, sourcePostId: blogPosts.sourcePostId, locationId: blogPosts.locationId })
    .from(blogPosts)
    .where(inArray(blogPosts.id, [...postIds]));
  return doorwayReports(db, posts);
}
