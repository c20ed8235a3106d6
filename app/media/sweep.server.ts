/**
 * Removes media files no row points at (docs/decisions/012-input-limits-and-shutdown.md). Files are
 * written before their row (an upload stores its renditions, then the photo), so a failed or
 * interrupted request can leave files nobody uses; deleting a photo or a request removes its files
 * right away, but a crash in between leaves them too. Only files older than the grace period go:
 * a file written a moment ago may belong to an upload whose row is about to be stored. Each server
 * runs the sweep now and then; running it on two at once only deletes the same files twice.
 */
import type { Database } from "~/db/client.server";
import { referencedMediaKeys } from "~/models/media-references.server";
import type { MediaStorage } from "./storage.server";

/** How long a file may exist without a row before it is swept: far longer than any upload takes. */
export const MEDIA_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each server sweeps. */
export const MEDIA_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface SweepResult {
  /** Files looked at. */
  files: number;
  /** Keys of the files removed. */
  removed: string[];
}

export async function sweepUnreferencedMedia(deps: { db: Database; media: MediaStorage }, opts: { graceMs?: number; now?: Date } = {}): Promise<SweepResult> {
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.graceMs ?? MEDIA_SWEEP_GRACE_MS);
  // Listed first, then the references: a file written after its row is read here is not listed yet.
  const old: string[] = [];
  let files = 0;
  for await (const file of deps.media.list()) {
    files++;
    if (file.modifiedAt.getTime() < cutoff) old.push(file.key);
  }
  const referenced = await referencedMediaKeys(deps.db);
  const removed: string[] = [];
  for (const key of old) {
    if (referenced.has(key)) continue;
    // Uploaded again since the listing (the same photo lands on the same key): it is someone's now.
    const modified = await deps.media.modifiedAt(key);
    if (modified === null || modified.getTime() >= cutoff) continue;
    await deps.media.delete(key);
    removed.push(key);
  }
  return { files, removed };
}

/** Sweeps at start and then every MEDIA_SWEEP_EVERY_MS; returns the stop function. */
export function startMediaSweep(deps: { db: Database; media: MediaStorage }): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepUnreferencedMedia(deps)
      .then(({ files, removed }) => {
        if (removed.length) console.log(`[media] removed ${removed.length} of ${files} stored files that no photo or request uses`);
      })
      .catch((error) => console.warn("[media] sweeping unused files failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, MEDIA_SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
