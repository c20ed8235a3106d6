/**
 * `npm run restore FILE`: restores an archive from `npm run backup` into DATA_DIR, which must be
 * empty or missing. See app/db/backup.server.ts.
 */
import fs from "node:fs";
import { parseEnv } from "~/config/env.server";
import { restoreBackup } from "~/db/backup.server";

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
  await restoreBackup({ file, dataDir: env.dataDir });
  console.log(`Restored ${file} into ${env.dataDir}. Start the site on it with DATA_DIR=${env.dataDir} npm start.`);
} catch (e) {
  console.error(`\nThe restore failed: ${e instanceof Error ? e.message : e}\n`);
  process.exit(1);
}
