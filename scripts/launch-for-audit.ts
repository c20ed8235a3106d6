/**
 * `DATA_DIR=… tsx scripts/launch-for-audit.ts`: stores every business setting at the demo company's
 * value as if an owner had given it, and launches the site, so `npm run audit` measures what
 * search engines see of a launched site (the demo itself always answers noindex:
 * docs/decisions/021-launch-as-your-company.md) on the pages the demo fills. For measuring only:
 * the launch checklist would never let an owner launch the demo's facts. Run it while no server
 * uses DATA_DIR.
 */
import path from "node:path";
import { parseEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { runDatabaseTask } from "~/db/tasks.server";
import { SETTING_LEAVES } from "~/domain/business-settings";
import { writeSettings } from "~/models/business-settings.server";

const env = parseEnv(process.env);
await runDatabaseTask("seed", env);
const release = lockDataDir(env.dataDir);
const database = await openDatabase(env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.join(env.dataDir, "db") });
try {
  const author = { userId: null, label: "audit (scripts/launch-for-audit.ts)" };
  const facts = SETTING_LEAVES.filter((l) => !l.setting.internal).map((l) => ({ key: l.key, from: null, to: l.setting.demo }));
  await writeSettings(database.db, [...facts, { key: "site.start", from: "unset", to: "own" }, { key: "site.launchedAt", from: null, to: new Date().toISOString() }], author);
  console.log(`Launched the demo's facts as the owner's in ${env.dataDir}, for the audit.`);
} finally {
  await database.close();
  release();
}
