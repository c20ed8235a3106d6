/**
 * Publishing and unpublishing (spec §4, docs/decisions/013-publishing.md): the publish guard on the
 * placeholders and the owner's confirmation of a clone the doorway check flags.
 */
import { recordStatusChanges } from "../post-revisions.server";
import { and, eq, inArray } from "drizzle-orm";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { StaffRole } from "~/db/schema";
import { doorwayGate, flaggedClones, publishGuard } from "~/domain/publishing";
import type { BlockedPost, DoorwayHold, FlaggedPost } from "~/domain/publishing";
import { doorwayReports } from "./doorway.server";
import { type Saver, notTrashed, publishValues } from "./posts.server";

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

/**
 * Spec §4: unpublish keeps the existing published_date; each post's history records it. Answers
 * which of these posts went off the site, which were drafts already, and which do not exist (or are
 * in the trash).
 */
export async function unpublishPosts(db: Database, ids: readonly string[], by: Saver): Promise<{ unpublished: string[]; alreadyDrafts: string[]; missing: string[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { unpublished: [], alreadyDrafts: [], missing: [] };
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set({ status: "draft", updatedAt: new Date() })
      .where(and(inArray(blogPosts.id, unique), eq(blogPosts.status, "published")))
      .returning();
    await recordStatusChanges(tx, "unpublish", rows.map((post) => ({ post })), by);
    const unpublished = rows.map((r) => r.id);
    const done = new Set(unpublished);
    const drafts = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, unique.filter((id) => !done.has(id))), notTrashed));
    const alreadyDrafts = drafts.map((d) => d.id);
    const known = new Set([...unpublished, ...alreadyDrafts]);
    return { unpublished, alreadyDrafts, missing: unique.filter((id) => !known.has(id)) };
  });
}
