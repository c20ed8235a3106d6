/**
 * `npm run backup [-- FILE_OR_FOLDER]`: one archive of the embedded database and the media
 * (default: backups/roofing-<timestamp>.tar.gz), taken while the server runs or not. With
 * DATABASE_URL set it prints the pg_dump commands instead. See app/db/backup.server.ts.
 */
import fs from "node:fs";
import { parseEnv } from "~/config/env.server";
import { createBackup, postgresBackupAdvice } from "~/db/backup.server";
import { referencedMediaKeys } from "~/models/media-references.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.log(postgresBackupAdvice(env.dataDir));
    process.exit(1); // no archive was written: a scheduled job must not think it was
  }
  const out = process.argv[2] ?? "backups";
  if (!process.argv[2]) fs.mkdirSync(out, { recursive: true });
  // Stopped with Ctrl+C or a signal: exit, so createBackup's exit hook removes its temporary folder.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => process.exit(1));
  const { file, source, mediaFiles, mediaGone } = await createBackup({ dataDir: env.dataDir, out, mediaKeys: referencedMediaKeys });
  const gone = mediaGone ? `; ${mediaGone} of the files the database refers to were deleted during the backup and are not in it` : "";
  console.log(`Backup written to ${file} (database from the ${source}, ${mediaFiles} media files from ${env.dataDir}/media${gone}).`);
} catch (e) {
  console.error(`\nThe backup failed: ${e instanceof Error ? e.message : e}\n`);
  process.exit(1);
}
