/**
 * `npm run restore FILE`: restores an archive from `npm run backup` into DATA_DIR, which must be
 * empty or missing. See app/db/backup.server.ts.
 */
import fs from "node:fs";
import { parseEnv } from "~/config/env.server";
import { restoreBackup } from "~/db/backup.server";
import { forgetMissingMedia, referencedMediaKeys } from "~/models/media-references.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore FILE   (into DATA_DIR, which must be empty or missing)");
  process.exit(2);
}
try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore a PostgreSQL dump with pg_restore --no-owner --dbname="$DATABASE_URL" FILE.');
    process.exit(1);
  }
  const report = await restoreBackup({ file, dataDir: env.dataDir, mediaKeys: referencedMediaKeys, forgetMissing: forgetMissingMedia });
  console.log(`Restored ${file} into ${env.dataDir}. Start the site on it with DATA_DIR=${env.dataDir} npm start.`);
  if (report.missingFiles > 0) {
    console.log(
      `${report.missingFiles} media file(s) the database refers to were deleted while the backup ran. ` +
        `${report.albumPhotosRemoved} album photo(s) without any file were removed from the album; ` +
        "a request's, job's or claim's record whose file is missing is kept and shows the file as missing.",
    );
  }
} catch (e) {
  console.error(`\nThe restore failed: ${e instanceof Error ? e.message : e}\n`);
  process.exit(1);
}
