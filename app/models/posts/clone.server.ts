/**
 * Cloning a post to locations (spec §2.11, §4, §5; decisions points 3, 7, 10): one draft per town in
 * one transaction, location placeholders baked in, slugs unique, a featured photo of the town.
 */
import { featuredPhotoCandidates, featuredUsesInTowns } from "../featured-photos.server";
import { listLocationSummaries, locationsByIds, type LocationSummary } from "../locations.server";
import { photosByIds } from "../photos.server";
import { like, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { blogPosts } from "~/db/schema";
import type { BlogPost, ServiceLocation } from "~/db/schema";
import { autoPickPhoto, photoFitsTown } from "~/domain/featured-photo";
import { nearbyTowns } from "~/domain/geo";
import type { AutoPick, AutoPickPost } from "~/domain/featured-photo";
import type { Photo } from "~/domain/photos";
import { locationValues, resolvePost, titleForSlug, toPlaceholderLocation } from "~/domain/placeholders";
import type { PlaceholderValues } from "~/domain/placeholders";
import { cloneSlug, uniqueSlug } from "~/domain/slugs";
import type { CloneOutcome } from "~/domain/staff-posts";
import { cloneTags } from "~/domain/tags";
import { getPost } from "./posts.server";

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
  const [locations, served] = await Promise.all([locationsByIds(db, wanted), listLocationSummaries(db)]);
  const byId = new Map(locations.map((l) => [l.id, l]));

  return db.transaction(async (tx) => {
    const outcomes: CloneOutcome[] = [];
    const planned = wanted
      .map((id) => byId.get(id))
      .filter((l): l is ServiceLocation => Boolean(l))
      .map((location) => {
        const resolved = resolvePost(source, cloneValues(location, served));
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

/** How many neighbours `{{locationNearbyTowns}}` names. */
const NEIGHBOURS_NAMED = 4;

/** The location placeholders' values of one clone: its own facts and its nearest served towns. */
export function cloneValues(location: ServiceLocation, served: readonly LocationSummary[]): PlaceholderValues {
  const target = location.latitude !== null && location.longitude !== null ? { name: location.name, latitude: location.latitude, longitude: location.longitude } : null;
  const neighbours = target ? nearbyTowns(target, served, NEIGHBOURS_NAMED).map((n) => n.town.name) : [];
  return locationValues({ ...toPlaceholderLocation(location), nearbyTowns: neighbours });
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
