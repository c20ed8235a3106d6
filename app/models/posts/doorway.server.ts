/**
 * The doorway check (decisions point 10, docs/decisions/013-publishing.md): how alike a location
 * clone reads to its closest sibling, with the siblings' fingerprints kept in a memo.
 */
import { listLocationSummaries, locationsByIds } from "../locations.server";
import { cloneValues } from "./clone.server";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { BlogPost } from "~/db/schema";
import { slices } from "~/db/slices.server";
import { Lru } from "~/domain/lru";
import { markdownToText } from "~/domain/markdown";
import { replacePlaceholders, toPlaceholderLocation } from "~/domain/placeholders";
import type { DoorwayReport, PlannedClone } from "~/domain/publishing";
import { DOORWAY_THRESHOLD, closestByFingerprint, doorwayAdvice, shingleFingerprint } from "~/domain/similarity";
import { notTrashed } from "./posts.server";

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

/**
 * How alike clones of `content` to these towns would read, before any is made: each planned clone
 * against the others and against the post's existing clones (not in the trash), by the publish
 * check's own measure — so the writer sees which would be held back while the text can still change.
 */
export async function plannedCloneReports(
  db: Pick<Database, "select">,
  source: { id: string; content: string },
  locationIds: readonly string[],
): Promise<PlannedClone[]> {
  const [locations, served, siblings] = await Promise.all([
    locationsByIds(db, locationIds),
    listLocationSummaries(db),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.sourcePostId, source.id), notTrashed)),
  ]);
  const slice = slices();
  const planned: { id: string; name: string; fingerprint: Float64Array }[] = [];
  for (const location of locations) {
    if (slice.due()) await slice.next();
    planned.push({ id: location.id, name: location.name, fingerprint: shingleFingerprint(markdownToText(replacePlaceholders(source.content, cloneValues(location, served)))) });
  }
  const existing = await siblingFingerprints(db, siblings);
  const titleOf = new Map(siblings.map((s) => [s.id, s.title]));
  const others = [
    ...planned.map((p) => ({ id: `new:${p.id}`, fingerprint: p.fingerprint })),
    ...[...existing].map(([id, fingerprint]) => ({ id, fingerprint })),
  ];
  const nameOf = new Map(planned.map((p) => [`new:${p.id}`, `the ${p.name} clone`]));
  const reports: PlannedClone[] = [];
  for (const p of planned) {
    if (slice.due()) await slice.next();
    const match = closestByFingerprint(p.fingerprint, others.filter((o) => o.id !== `new:${p.id}`));
    if (!match) continue;
    reports.push({
      locationId: p.id,
      locationName: p.name,
      similarity: match.similarity,
      closest: nameOf.get(match.id) ?? `“${titleOf.get(match.id) ?? ""}”`,
      held: match.similarity >= DOORWAY_THRESHOLD,
    });
  }
  return reports.sort((a, b) => b.similarity - a.similarity || a.locationName.localeCompare(b.locationName));
}
