/**
 * Scheduled publishing (docs/decisions/007-editor.md). A scheduled post is a draft with
 * `scheduled_at`; the server's scheduler (app/scheduler.server.ts) calls `publishDuePosts` every
 * few seconds and once at start, so a post due while the server was down is published right after
 * it comes back.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { blockedMessage, doorwayGate, flaggedClones, flaggedLine, publishGuard, type DoorwayHold, type FlaggedPost } from "~/domain/publishing";
import { recordStatusChanges, scheduledOverride } from "./post-revisions.server";
import { doorwayReports } from "~/models/posts/doorway.server";
import { getPost, publishValues } from "~/models/posts/posts.server";
import { type Publisher } from "~/models/posts/publish.server";

const schedulable = (id: string) => and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt), eq(blogPosts.status, "draft"));

export type ScheduleOutcome = { ok: true } | { ok: false; reason: "not-draft" } | { ok: false; reason: "doorway"; held: FlaggedPost[]; hold: DoorwayHold };

/**
 * Sets a draft (not in the trash) to be published at `at`. A clone the doorway check flags is
 * scheduled only with the owner's confirmation, which the post's history keeps for the text it was
 * given for: the scheduler publishes it only while that text is unchanged.
 */
export async function schedulePost(db: Database, id: string, at: Date, ctx: { by: Publisher; confirmDoorway: boolean }): Promise<ScheduleOutcome> {
  const post = await getPost(db, id);
  if (!post || post.deletedAt || post.status !== "draft") return { ok: false, reason: "not-draft" };
  const gate = doorwayGate(flaggedClones([post], await doorwayReports(db, [post])), { confirmed: ctx.confirmDoorway, role: ctx.by.role });
  if (gate.hold) return { ok: false, reason: "doorway", held: gate.held, hold: gate.hold };
  const [override] = gate.override;
  return db.transaction(async (tx) => {
    const rows = await tx.update(blogPosts).set({ scheduledAt: at, scheduleBlocked: null, updatedAt: new Date() }).where(schedulable(id)).returning();
    if (rows.length === 0) return { ok: false, reason: "not-draft" } as const;
    await recordStatusChanges(tx, "schedule", [{ post: rows[0], doorwayOverride: override ? { similarity: override.similarity, siblingTitle: override.siblingTitle } : null }], ctx.by);
    return { ok: true } as const;
  });
}

export async function unschedulePost(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ scheduledAt: null, scheduleBlocked: null, updatedAt: new Date() })
    .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.scheduledAt)))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export interface DueOutcome {
  published: { id: string; slug: string }[];
  /** Due posts left unpublished, with the reason kept on each for the dashboard. */
  blocked: { id: string; title: string; reason: string }[];
}

/** Who the history names for what the scheduler publishes. */
const SCHEDULER = { email: "scheduled publishing" };

/** Due posts handled per transaction, so one tick never holds many rows locked for long. */
const BATCH = 50;

/**
 * Publishes the scheduled posts that are due at `now`, each exactly once even with several servers
 * on one database: the due rows are locked (`FOR UPDATE SKIP LOCKED`) inside one transaction, so a
 * second server skips them, and the update is again conditional on the schedule. The publish guard
 * runs at this moment with today's values: a post still holding an unknown placeholder is not
 * published; its schedule is cleared and the reason kept for the dashboard. So is a clone the doorway
 * check flags, unless the owner confirmed it for the text it has now (docs/decisions/013-publishing.md).
 */
export async function publishDuePosts(db: Database, ctx: { business: Business; now: Date }): Promise<DueOutcome> {
  const values = await publishValues(db, ctx.business, ctx.now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(blogPosts)
      .where(and(lte(blogPosts.scheduledAt, ctx.now), isNull(blogPosts.deletedAt), eq(blogPosts.status, "draft")))
      .orderBy(asc(blogPosts.scheduledAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return { published: [], blocked: [] };
    const { ready, blocked } = publishGuard(due, values);
    const reasons = new Map(blocked.map((b) => [b.id, `Not published at its scheduled time: ${blockedMessage([b])}.`]));
    const readyRows = due.filter((p) => ready.includes(p.id));
    const overrides = new Map<string, { similarity: number; siblingTitle: string }>();
    for (const flagged of flaggedClones(readyRows, await doorwayReports(tx, readyRows))) {
      const version = readyRows.find((p) => p.id === flagged.id)!.version;
      const confirmed = await scheduledOverride(tx, flagged.id, version);
      if (confirmed) overrides.set(flagged.id, confirmed);
      else reasons.set(flagged.id, `Not published at its scheduled time: ${flaggedLine(flagged)}, and only the owner can confirm publishing it anyway.`);
    }
    const going = readyRows.filter((p) => !reasons.has(p.id)).map((p) => p.id);
    const published = going.length
      ? await tx
          .update(blogPosts)
          .set({ status: "published", publishedDate: ctx.now, scheduledAt: null, scheduleBlocked: null, updatedAt: ctx.now })
          .where(and(inArray(blogPosts.id, going), isNotNull(blogPosts.scheduledAt), eq(blogPosts.status, "draft")))
          .returning()
      : [];
    await recordStatusChanges(tx, "publish", published.map((post) => ({ post, doorwayOverride: overrides.get(post.id) })), SCHEDULER);
    for (const [id, reason] of reasons) {
      await tx.update(blogPosts).set({ scheduledAt: null, scheduleBlocked: reason, updatedAt: ctx.now }).where(eq(blogPosts.id, id));
    }
    return {
      published: published.map((p) => ({ id: p.id, slug: p.slug })),
      blocked: due.filter((p) => reasons.has(p.id)).map((p) => ({ id: p.id, title: p.title, reason: reasons.get(p.id)! })),
    };
  });
}

export interface ScheduleReport {
  upcoming: { id: string; title: string; scheduledAt: Date }[];
  blocked: { id: string; title: string; reason: string }[];
}

/** For the dashboard: what will be published next, and scheduled posts the guard stopped. */
export async function scheduleReport(db: Database): Promise<ScheduleReport> {
  const [upcoming, blocked] = await Promise.all([
    db
      .select({ id: blogPosts.id, title: blogPosts.title, scheduledAt: blogPosts.scheduledAt })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.scheduledAt), isNull(blogPosts.deletedAt)))
      .orderBy(asc(blogPosts.scheduledAt))
      .limit(20),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, reason: blogPosts.scheduleBlocked })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.scheduleBlocked), isNull(blogPosts.deletedAt)))
      .limit(20),
  ]);
  return {
    upcoming: upcoming.map((u) => ({ ...u, scheduledAt: u.scheduledAt! })),
    blocked: blocked.map((b) => ({ ...b, reason: b.reason! })),
  };
}
