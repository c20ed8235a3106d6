/** The shapes the staff area's post screens work with: list rows, clone results, doorway reports. */
import type { BlogPost, RevisionFields } from "~/db/schema";
import type { ActionResult } from "./forms";
import { blockedMessage, doorwayHeldMessage } from "./publishing";
import type { BlockedPost, DoorwayHold, DoorwayReport, FlaggedPost, PlannedClone } from "./publishing";

export type { DoorwayReport };

/**
 * How long a deleted post stays in the trash, restorable, before it is deleted for good
 * (docs/decisions/007-editor.md).
 */
export const TRASH_DAYS = 30;

/** A row of the staff post list. */
export type StaffPostSummary = Pick<
  BlogPost,
  | "id"
  | "title"
  | "excerpt"
  | "author"
  | "publishedDate"
  | "status"
  | "categories"
  | "tags"
  | "createdAt"
  | "content"
  | "slug"
  | "seoTitle"
  | "seoDescription"
  | "seoKeywords"
  | "featuredImage"
  | "sourcePostId"
  | "locationId"
  | "scheduledAt"
  | "scheduleBlocked"
>;

/** What the staff list says a clone is: the town it was made for and the title of the post it was cloned from. */
export interface CloneOrigin {
  town: string | null;
  sourceTitle: string | null;
}

/**
 * Towns per clone request (docs/decisions/013-publishing.md). The editor sends a long selection
 * in batches of CLONE_BATCH_SIZE and shows its progress; a request may hold at most
 * CLONE_REQUEST_LIMIT. Measured on the embedded database with 1,078 towns: 100 clones take about
 * 0.6 s to write and 0.4–1.9 s for their doorway figures (each is compared with every sibling);
 * all 1,078 in one request took 3 s to write and 12 s to compare, with nothing shown meanwhile.
 */
export const CLONE_BATCH_SIZE = 100;
export const CLONE_REQUEST_LIMIT = 250;

/** What happened to one town of a clone request. */
export interface CloneOutcome {
  locationId: string;
  locationName: string;
  ok: boolean;
  postId?: string;
  slug?: string;
  error?: string;
  /** The photo auto-picked for this clone and why; absent when the clone kept the source's image. */
  featuredPhoto?: { title: string; reason: string } | null;
}

/** One clone request's answer, or a whole batched run's: every town's outcome with its doorway figure. */
export interface CloneResult {
  ok: boolean;
  message: string;
  outcomes: (CloneOutcome & { doorway?: DoorwayReport | null })[];
  /** The post as saved with the editor's text before it was cloned, when the request carried it. */
  saved?: SavedPost;
}

/** The clone panel's preview: how alike the clones of the screen's text would read (docs/decisions/013-publishing.md). */
export interface ClonePreview {
  ok: boolean;
  message: string;
  planned: PlannedClone[];
}

/** "Successfully cloned to 3 location(s). Failed to clone to 1 location(s)" (spec §8). */
export function cloneSummary(outcomes: readonly CloneOutcome[]): string {
  const created = outcomes.filter((o) => o.ok).length;
  const refused = outcomes.length - created;
  return [created ? `Successfully cloned to ${created} location(s)` : null, refused ? `Failed to clone to ${refused} location(s)` : null].filter(Boolean).join(". ");
}

/** What the editor learns of the post a save wrote. */
export interface SavedPost {
  id: string;
  slug: string;
  version: number;
  status: "draft" | "published";
}

/** The clones the doorway check held back, and whether staff may confirm them (docs/decisions/013-publishing.md). */
export interface DoorwayRefusal {
  held: FlaggedPost[];
  hold: DoorwayHold;
}

/**
 * What the editor's save, publish and unpublish answer: the shared action result; the saved post
 * when something was written (also when it was saved but not published); the clones held back by
 * the doorway check.
 */
export type SaveActionResult =
  /** `saved`: the post as the request left it (absent when only its schedule was cleared). */
  | (ActionResult & { ok: true; saved?: SavedPost; warnings: string[] })
  | (ActionResult & { ok: false; conflict?: boolean; saved?: SavedPost; doorway?: DoorwayRefusal });

/** What the editor's autosave answers (JSON). */
export type AutosaveResponse = ActionResult & ({ ok: true; savedAt: string; version: number; newerSaveBy: string | null } | { ok: false });

/** One revision's fields, for the editor to compare or restore. */
export type RevisionResponse = { ok: true; id: string; fields: RevisionFields } | { ok: false; message: string };

/** What the Posts list can do to many posts in one request (docs/decisions/013-publishing.md). */
export const BULK_OPERATIONS = ["publish", "unpublish", "delete"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

/**
 * Posts per bulk request: the list sends at most the newest 100 it shows (spec §9, STAFF_LIST_LIMIT
 * in app/models/posts/posts.server.ts); the clone result publishes at most the drafts one clone
 * request made (CLONE_REQUEST_LIMIT, 250). Anything longer is refused, not cut short.
 */
export const BULK_POST_LIMIT = 500;

/** "3 posts", "1 post". */
export function postCount(n: number): string {
  return `${n} ${n === 1 ? "post" : "posts"}`;
}

/** What one bulk publish did (the shape of publishPosts's answer), in the words the list shows. */
export function bulkPublishSummary(result: { published: number; blocked: readonly BlockedPost[]; held: readonly FlaggedPost[]; hold: DoorwayHold | null; missing: readonly string[] }): ActionResult {
  const counts = [
    `${result.published} published`,
    result.held.length ? `${result.held.length} held back` : null,
    result.blocked.length ? `${result.blocked.length} blocked by placeholders` : null,
    result.missing.length ? `${result.missing.length} no longer exist` : null,
  ].filter(Boolean);
  const details = [
    result.hold && result.held.length ? doorwayHeldMessage(result.held, result.hold).replace(/^Not published( yet)?: /, "Held back: ") : null,
    result.blocked.length ? `Blocked: ${blockedMessage(result.blocked)}. Replace or define these placeholders first.` : null,
  ].filter(Boolean);
  const refused = result.blocked.length + result.held.length + result.missing.length;
  const tone = refused === 0 ? "success" : result.published ? "info" : "error";
  return { ok: tone !== "error", tone, message: [`${counts.join(", ")}.`, ...details].join(" ") };
}

/** What one bulk unpublish did. */
export function bulkUnpublishSummary(result: { unpublished: readonly string[]; alreadyDrafts: readonly string[]; missing: readonly string[] }): ActionResult {
  const counts = [
    `${postCount(result.unpublished.length)} taken off the site (now drafts)`,
    result.alreadyDrafts.length ? `${result.alreadyDrafts.length} already drafts` : null,
    result.missing.length ? `${result.missing.length} no longer exist` : null,
  ].filter(Boolean);
  const tone = result.missing.length ? (result.unpublished.length ? "info" : "error") : result.unpublished.length ? "success" : "info";
  return { ok: tone !== "error", tone, message: `${counts.join(", ")}.` };
}

/** What one bulk delete did: moved to the trash, restorable. */
export function bulkTrashSummary(result: { trashed: readonly unknown[]; missing: readonly string[] }): ActionResult {
  const moved = `${postCount(result.trashed.length)} moved to the trash`;
  const gone = result.missing.length ? `, ${result.missing.length} no longer exist` : "";
  const restore = result.trashed.length ? ` You can restore ${result.trashed.length === 1 ? "it" : "them"} from the Trash for ${TRASH_DAYS} days.` : "";
  const tone = result.missing.length ? (result.trashed.length ? "info" : "error") : "success";
  return { ok: tone !== "error", tone, message: `${moved}${gone}.${restore}` };
}
