/**
 * `npm run db:migrate` / `npm run db:seed`: apply the committed migrations, or migrate and add the
 * seed data, against DATABASE_URL or the embedded database in DATA_DIR (see app/db/tasks.server.ts).
 */
import fs from "node:fs";
import { parseEnv } from "~/config/env.server";
import { isDatabaseTask, runDatabaseTask } from "~/db/tasks.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const task = process.argv[2];
if (!isDatabaseTask(task)) {
  console.error("Usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
try {
  console.log(await runDatabaseTask(task, parseEnv(process.env)));
} catch (e) {
  console.error(`\n${e instanceof Error ? e.message : e}\n`);
  process.exit(1);
}
