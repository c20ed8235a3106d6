/**
 * Removing warranty jobs (docs/decisions/018-warranty-portal.md): a staff deletion and the retention
 * sweep (upkeep.server.ts) both go through here, so no file a removed job alone used is left behind.
 */
import type { Database } from "~/db/client.server";
import type { MediaStorage } from "~/media/storage.server";
import { claimPhotoKeysOfJobs } from "~/models/claims.server";
import { deleteJobs } from "~/models/jobs.server";

/** Deletes jobs with their claims and removes every file only they used. */
export async function removeJobs(services: { db: Database; media: MediaStorage }, ids: string[]): Promise<number> {
  const claimKeys = await claimPhotoKeysOfJobs(services.db, ids);
  const { deleted, orphanKeys } = await deleteJobs(services.db, ids);
  if (!deleted) return 0;
  await Promise.all([...orphanKeys, ...claimKeys].map((key) => services.media.delete(key)));
  return deleted;
}
