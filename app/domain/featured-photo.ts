/**
 * Auto-pick of a post's featured photo (spec §2.11). A pure, deterministic rule:
 *
 * 1. A photo of another town is never offered for a post that has a town (a Greenville roof on a
 *    Wilson post would be a false claim); photos without a town fit any post.
 * 2. A photo must fit somehow: same town, at least one shared tag, or a shared category.
 * 3. Among those, a photo not yet featured on another post of the same town beats one that is,
 *    so clones to one town do not all wear the same picture — unless nothing else fits.
 * 4. Then: same town first, then more shared tags, then a shared category, then the newest photo,
 *    then the id (so equal photos always give the same answer).
 */
import type { Photo } from "./photos";

export interface AutoPickPost {
  /** The post being edited (its own featuring does not count as "used elsewhere"). */
  id?: string | null;
  locationId: string | null;
  locationName?: string | null;
  tags: readonly string[] | null;
  categories: readonly string[] | null;
}

export interface AutoPickPhoto {
  id: string;
  locationId: string | null;
  locationName: string | null;
  tags: readonly string[] | null;
  keywords?: readonly string[] | null;
  category: string | null;
  createdAt: Date | string;
}

/** A post that already features a photo, for the "already used in this town" rule. */
export interface FeaturedUse {
  postId: string;
  photoId: string;
  locationId: string | null;
}

export interface AutoPick<P extends AutoPickPhoto = AutoPickPhoto> {
  photo: P;
  /** Shown in the editor: "same town: Wilson; tags: storm, shingles". */
  reason: string;
}

/** Tags compare without case, surrounding space or a leading "#". */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#+/, "").trim().toLowerCase();
}

interface Scored<P> {
  photo: P;
  sameTown: boolean;
  sharedTags: string[];
  category: string | null;
  reused: boolean;
  time: number;
}

function score<P extends AutoPickPhoto>(post: AutoPickPost, photo: P, usedInTown: ReadonlySet<string>): Scored<P> | null {
  if (post.locationId && photo.locationId && photo.locationId !== post.locationId) return null;
  const sameTown = Boolean(post.locationId) && photo.locationId === post.locationId;

  const postTags = new Set((post.tags ?? []).map(normalizeTag).filter(Boolean));
  const sharedTags: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...(photo.tags ?? []), ...(photo.keywords ?? [])]) {
    const tag = normalizeTag(raw);
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    if (postTags.has(tag)) sharedTags.push(raw.trim().replace(/^#+/, ""));
  }

  const postCategories = new Set((post.categories ?? []).map(normalizeTag).filter(Boolean));
  const category = photo.category && postCategories.has(normalizeTag(photo.category)) ? photo.category : null;

  if (!sameTown && sharedTags.length === 0 && !category) return null;
  const time = new Date(photo.createdAt).getTime();
  return { photo, sameTown, sharedTags, category, reused: usedInTown.has(photo.id), time: Number.isFinite(time) ? time : 0 };
}

function compare<P extends AutoPickPhoto>(a: Scored<P>, b: Scored<P>): number {
  return (
    Number(a.reused) - Number(b.reused) ||
    Number(b.sameTown) - Number(a.sameTown) ||
    b.sharedTags.length - a.sharedTags.length ||
    Number(Boolean(b.category)) - Number(Boolean(a.category)) ||
    b.time - a.time ||
    (a.photo.id < b.photo.id ? -1 : a.photo.id > b.photo.id ? 1 : 0)
  );
}

function reasonOf<P extends AutoPickPhoto>(post: AutoPickPost, s: Scored<P>): string {
  const parts: string[] = [];
  if (s.sameTown) parts.push(`same town: ${s.photo.locationName ?? post.locationName ?? "this town"}`);
  if (s.sharedTags.length) parts.push(`tags: ${s.sharedTags.join(", ")}`);
  if (s.category) parts.push(`category: ${s.category}`);
  if (s.reused) parts.push("already featured on another post of this town (no other photo fits)");
  return parts.join("; ");
}

/**
 * The photo to feature on `post`, or null when no photo of the album fits. `uses` lists the posts
 * that already feature a photo; only those of the post's own town (other than the post itself) count.
 */
export function autoPickPhoto<P extends AutoPickPhoto>(
  post: AutoPickPost,
  photos: readonly P[],
  uses: readonly FeaturedUse[] = [],
): AutoPick<P> | null {
  const usedInTown = new Set(
    post.locationId ? uses.filter((u) => u.locationId === post.locationId && u.postId !== post.id).map((u) => u.photoId) : [],
  );
  let best: Scored<P> | null = null;
  for (const photo of photos) {
    const s = score(post, photo, usedInTown);
    if (s && (!best || compare(s, best) < 0)) best = s;
  }
  return best ? { photo: best.photo, reason: reasonOf(post, best) } : null;
}

/** Whether a post's current photo should be replaced when it is cloned to `locationId`. */
export function photoFitsTown(photo: { locationId: string | null } | null, locationId: string): boolean {
  return photo !== null && (photo.locationId === null || photo.locationId === locationId);
}

/** What the editor's photo look-up answers (GET /create-post/photos): an album search, or the auto-pick. */
export type PickerResponse = { mode: "search"; photos: Photo[]; total: number } | { mode: "auto"; pick: AutoPick<Photo> | null };
