/**
 * Scheduled publishing (issue 17 point 5). A scheduled post is a draft with `scheduled_at`; the
 * server's scheduler (app/scheduler.server.ts) calls `publishDuePosts` every few seconds and once at
 * start, so a post due while the server was down is published right after it comes back.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Business } from "~/config/business";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { renderTimeValues } from "~/domain/placeholders";
import { listContentVariables } from "./content-variables.server";
import { blockedMessage, publishGuard, type BlockedPost } from "./posts.server";

const schedulable = (id: string) => and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt), eq(blogPosts.status, "draft"));

/** Sets a draft (not in the trash) to be published at `at`. False when there is no such draft. */
export async function schedulePost(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ scheduledAt: at, scheduleBlocked: null, updatedAt: new Date() })
    .where(schedulable(id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
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
  blocked: BlockedPost[];
}

/** Due posts handled per transaction, so one tick never holds many rows locked for long. */
const BATCH = 50;

/**
 * Publishes the scheduled posts that are due at `now`, each exactly once even with several servers
 * on one database: the due rows are locked (`FOR UPDATE SKIP LOCKED`) inside one transaction, so a
 * second server skips them, and the update is again conditional on the schedule. The publish guard
 * runs at this moment with today's values: a post still holding an unknown placeholder is not
 * published; its schedule is cleared and the reason kept for the dashboard.
 */
export async function publishDuePosts(db: Database, ctx: { business: Business; now: Date }): Promise<DueOutcome> {
  const values = renderTimeValues(ctx.business, await listContentVariables(db), ctx.now);
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
    const published = ready.length
      ? await tx
          .update(blogPosts)
          .set({ status: "published", publishedDate: ctx.now, scheduledAt: null, scheduleBlocked: null, updatedAt: ctx.now })
          .where(and(inArray(blogPosts.id, ready), isNotNull(blogPosts.scheduledAt), eq(blogPosts.status, "draft")))
          .returning({ id: blogPosts.id, slug: blogPosts.slug })
      : [];
    for (const b of blocked) {
      await tx
        .update(blogPosts)
        .set({ scheduledAt: null, scheduleBlocked: `Not published at its scheduled time: ${blockedMessage([b])}.`, updatedAt: ctx.now })
        .where(eq(blogPosts.id, b.id));
    }
    return { published, blocked };
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
