/** The shapes the staff area's post screens work with: list rows, clone results, doorway reports. */
import type { BlogPost } from "~/db/schema";
import type { DoorwaySuggestion } from "./similarity";

/** How long a deleted post stays in the trash, restorable, before it is deleted for good (issue 17). */
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

/** How close a location clone's text is to its nearest sibling clone (the doorway-page check). */
export interface DoorwayReport {
  /** Share of 5-word sequences the post has in common with its closest sibling clone, 0..1. */
  similarity: number;
  siblingId: string;
  siblingTitle: string;
  warning: boolean;
  advice: DoorwaySuggestion[];
}
