/**
 * Backups of the embedded database and the media folder (`npm run backup`, `npm run restore FILE`).
 *
 * A backup must not need the site to go down: PGlite lives inside the server process, so while a
 * server holds the data folder the backup asks it for a snapshot instead of reading files the server
 * is writing. The request is a file in DATA_DIR/backup-requests plus SIGUSR2 to the lock's pid (only
 * the folder's owner can do either); the server dumps its database between two queries, right after
 * a checkpoint, and writes the snapshot next to the request. With no server running, the backup takes
 * the data-folder lock itself (so a server cannot start half-way) and dumps the folder directly.
 *
 * Media files come and go while the site runs (a deleted photo takes its files and folder with it),
 * so the media folder is not copied as a tree: the backup copies, one by one, the files the database
 * snapshot refers to, and a file deleted since the snapshot is left out and counted, not an error.
 * Files no row refers to (an interrupted upload's) are not copied. The temporary folder holding the
 * snapshot (password hashes included) is removed however the backup ends, exit and signals included.
 *
 * The archive is a gzipped tar (made by the system's `tar`, present on Linux, macOS and Windows 10+):
 *   manifest.json   format, version, when, from a running server or the folder
 *   database.tar.gz PGlite's own dump of its data folder (PGlite's `loadDataDir` restores it)
 *   media/          the files of DATA_DIR/media the database refers to
 *   auth-secret     DATA_DIR/auth-secret when the site uses it (no BETTER_AUTH_SECRET), so sessions
 *                   and links survive a restore
 * It holds password hashes and that secret, so it is written readable by its owner only.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { z } from "zod";
import { isMediaKey } from "~/domain/variant-plan";
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from "./client.server";
import { dataDirLockHolder, lockDataDir } from "./data-dir-lock.server";

export class BackupError extends Error {}

const REQUESTS = "backup-requests";
const ANSWERED_BY = "answered-by";
const requestId = /^[0-9a-f]{32}$/;
const manifestSchema = z.object({ format: z.literal("roofing-backup"), version: z.literal(1) });

/** How long a backup waits for a running server's snapshot before giving up. */
const SNAPSHOT_TIMEOUT_MS = 120_000;

export interface BackupOptions {
  dataDir: string;
  /** Where to write the archive; a folder gets `roofing-<timestamp>.tar.gz` inside it. */
  out: string;
  /** The media keys a database refers to (referencedMediaKeys, app/models/media-references.server.ts). */
  mediaKeys: (db: Database) => Promise<Set<string>>;
}

export interface BackupResult {
  file: string;
  /** Whether the database came from the running server or straight from the data folder. */
  source: "running server" | "data folder";
  /** Media files the database refers to, copied. */
  mediaFiles: number;
  /** Media files the database refers to that were deleted before they could be copied. */
  mediaGone: number;
}

export function defaultBackupName(now = new Date()): string {
  return `roofing-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/** The commands to use instead when the site runs on PostgreSQL. */
export function postgresBackupAdvice(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 10);
  return [
    "This site uses PostgreSQL (DATABASE_URL is set): back up the database with PostgreSQL's own tool,",
    "which takes a consistent copy while the servers keep running:",
    "",
    `  pg_dump --format=custom --file=roofing-${stamp}.dump "$DATABASE_URL"`,
    "",
    "and restore it into an empty database with:",
    "",
    `  pg_restore --no-owner --dbname="$DATABASE_URL" roofing-${stamp}.dump`,
    "",
    "Uploaded media stay in the data folder of each server; copy them too:",
    "",
    `  tar -czf roofing-media-${stamp}.tar.gz -C ${JSON.stringify(dataDir)} media`,
  ].join("\n");
}

export async function createBackup({ dataDir, out, mediaKeys }: BackupOptions): Promise<BackupResult> {
  const file = path.resolve(fs.existsSync(out) && fs.statSync(out).isDirectory() ? path.join(out, defaultBackupName()) : out);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose another name.`);
  if (!fs.existsSync(path.join(dataDir, "db", "PG_VERSION"))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up (set DATA_DIR to the site's data folder).`);
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-backup-"));
  // Even when the process ends half-way (process.exit, or scripts/backup.ts on SIGINT/SIGTERM).
  const removeStaging = () => fs.rmSync(staging, { recursive: true, force: true });
  process.once("exit", removeStaging);
  try {
    let source: BackupResult["source"];
    let release = () => {};
    let keys: Set<string>;
    const holder = dataDirLockHolder(dataDir);
    if (holder !== null) {
      source = "running server";
      const snapshot = await snapshotFromServer(dataDir, holder);
      fs.writeFileSync(path.join(staging, "database.tar.gz"), snapshot);
      keys = await mediaKeysOf({ kind: "pglite", dataDir: null, snapshot }, mediaKeys);
    } else {
      source = "data folder";
      release = lockDataDir(dataDir); // a server starting now refuses instead of writing under us
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
      try {
        fs.writeFileSync(path.join(staging, "database.tar.gz"), await database.dump!());
        keys = await mediaKeys(database.db);
      } finally {
        await database.close();
      }
    }
    let media: { copied: number; gone: number };
    try {
      media = await copyMediaFiles(path.join(dataDir, "media"), path.join(staging, "media"), keys);
      copyIfPresent(path.join(dataDir, "auth-secret"), path.join(staging, "auth-secret"));
    } finally {
      release();
    }
    fs.writeFileSync(
      path.join(staging, "manifest.json"),
      JSON.stringify({ format: "roofing-backup", version: 1, createdAt: new Date().toISOString(), source, mediaFiles: media.copied, mediaGone: media.gone }, null, 2),
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Create it private before tar writes into it: the archive holds password hashes.
    fs.writeFileSync(file, "", { mode: 0o600 });
    try {
      tar(["-czf", file, "-C", staging, "."]);
    } catch (e) {
      fs.rmSync(file, { force: true });
      throw e;
    }
    return { file, source, mediaFiles: media.copied, mediaGone: media.gone };
  } finally {
    process.off("exit", removeStaging);
    removeStaging();
  }
}

/** The media keys a database snapshot refers to, read from a throw-away copy of it in memory. */
async function mediaKeysOf(target: DatabaseTarget, mediaKeys: BackupOptions["mediaKeys"]): Promise<Set<string>> {
  const database = await openDatabase(target);
  try {
    return await mediaKeys(database.db);
  } finally {
    await database.close();
  }
}

/** How many files are copied at a time. */
const COPY_CONCURRENCY = 16;

/**
 * Copies the media files named by `keys` from `from` to `to`, keeping their paths and times; a file
 * deleted since the snapshot (a photo deleted meanwhile) is counted as gone, not an error.
 */
async function copyMediaFiles(from: string, to: string, keys: Set<string>): Promise<{ copied: number; gone: number }> {
  const queue = [...keys].filter(isMediaKey);
  let copied = 0;
  let gone = 0;
  const copyNext = async (): Promise<void> => {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      const source = path.join(from, ...key.split("/"));
      const target = path.join(to, ...key.split("/"));
      try {
        const stat = await fsp.stat(source);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.copyFile(source, target);
        await fsp.utimes(target, stat.atime, stat.mtime);
        copied++;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
        gone++;
      }
    }
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, copyNext));
  return { copied, gone };
}

export interface RestoreOptions<Report> {
  file: string;
  dataDir: string;
  /** The media keys a database refers to (referencedMediaKeys, app/models/media-references.server.ts). */
  mediaKeys: (db: Database) => Promise<Set<string>>;
  /** What to do about rows whose files are missing (forgetMissingMedia): files deleted while the backup ran. */
  forgetMissing: (db: Database, missing: ReadonlySet<string>) => Promise<Report>;
}

/**
 * Restores an archive into an empty or new data folder (refusing anything else), then reconciles
 * the database with the files that came back: a file deleted while the backup ran leaves a row
 * without it, which `forgetMissing` removes or counts. Returns its report.
 */
export async function restoreBackup<Report>({ file, dataDir, mediaKeys, forgetMissing }: RestoreOptions<Report>): Promise<Report> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `The data folder ${dataDir} is not empty. A restore never overwrites a site: ` +
        "restore into a new folder (set DATA_DIR to it), then point the server at that folder.",
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-restore-"));
  try {
    tar(["-xzf", file, "-C", staging]);
    let manifest: unknown = null;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(staging, "manifest.json"), "utf8"));
    } catch {
      // reported below
    }
    if (!manifestSchema.safeParse(manifest).success || !fs.existsSync(path.join(staging, "database.tar.gz"))) {
      throw new BackupError(`${file} is not a backup made by \`npm run backup\`.`);
    }
    const release = lockDataDir(dataDir);
    try {
      const dbDir = path.join(dataDir, "db");
      fs.mkdirSync(dbDir, { recursive: true });
      const client = new PGlite(dbDir, { loadDataDir: new Blob([fs.readFileSync(path.join(staging, "database.tar.gz"))]) });
      await client.waitReady;
      await client.close();
      copyIfPresent(path.join(staging, "media"), path.join(dataDir, "media"));
      copyIfPresent(path.join(staging, "auth-secret"), path.join(dataDir, "auth-secret"));
      const database = await openDatabase({ kind: "pglite", dataDir: dbDir });
      try {
        const keys = [...(await mediaKeys(database.db))].filter(isMediaKey);
        const missing = new Set(keys.filter((key) => !fs.existsSync(path.join(dataDir, "media", ...key.split("/")))));
        return await forgetMissing(database.db, missing);
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * In the server holding the data folder: answers backup requests with a snapshot of its database.
 * Returns a function that stops listening. Not on Windows, which has no SIGUSR2 (the backup then
 * finds the folder in use and asks to stop the server).
 */
export function answerBackupRequests(dataDir: string, database: DatabaseHandle): () => void {
  if (process.platform === "win32" || !database.dump) return () => {};
  const dump = database.dump;
  const folder = path.join(dataDir, REQUESTS);
  // Tells a backup that this pid answers: SIGUSR2 would stop a process that does not listen for it.
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, ANSWERED_BY), String(process.pid));
  let busy = Promise.resolve();
  const onSignal = () => {
    busy = busy.then(async () => {
      const ids = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => requestId.test(name)) : [];
      for (const id of ids) {
        const target = path.join(folder, `${id}.tar.gz`);
        fs.rmSync(path.join(folder, id), { force: true });
        try {
          fs.writeFileSync(`${target}.tmp`, await dump(), { mode: 0o600 });
          fs.renameSync(`${target}.tmp`, target);
          console.log("[backup] database snapshot written for a backup");
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          console.warn(`[backup] database snapshot failed: ${message}`);
          fs.writeFileSync(`${target}.error`, message);
        }
      }
    });
  };
  process.on("SIGUSR2", onSignal);
  return () => {
    process.off("SIGUSR2", onSignal);
  };
}

async function snapshotFromServer(dataDir: string, pid: number): Promise<Buffer> {
  const stopFirst = `Stop the server (pid ${pid}) and run the backup again.`;
  const folder = path.join(dataDir, REQUESTS);
  let answeredBy = "";
  try {
    answeredBy = fs.readFileSync(path.join(folder, ANSWERED_BY), "utf8");
  } catch {
    // no server that answers backups has used this folder
  }
  if (answeredBy !== String(pid)) {
    throw new BackupError(`Another process (pid ${pid}) is using ${dataDir} and cannot take a snapshot for a backup. ${stopFirst}`);
  }
  fs.mkdirSync(folder, { recursive: true });
  const id = crypto.randomBytes(16).toString("hex");
  const target = path.join(folder, `${id}.tar.gz`);
  fs.writeFileSync(path.join(folder, id), "");
  try {
    process.kill(pid, "SIGUSR2");
    const deadline = Date.now() + SNAPSHOT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (fs.existsSync(target)) return fs.readFileSync(target);
      if (fs.existsSync(`${target}.error`)) {
        throw new BackupError(`The running server could not snapshot its database: ${fs.readFileSync(`${target}.error`, "utf8")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new BackupError(`The running server (pid ${pid}) did not answer the backup request. ${stopFirst}`);
  } finally {
    for (const leftover of [id, `${id}.tar.gz`, `${id}.tar.gz.error`]) fs.rmSync(path.join(folder, leftover), { force: true });
  }
}

function copyIfPresent(from: string, to: string) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
}

function tar(args: string[]) {
  const result = spawnSync("tar", args, { encoding: "utf8" });
  if (result.error) throw new BackupError(`Could not run \`tar\` (${result.error.message}); it is needed to write and read backups.`);
  if (result.status !== 0) throw new BackupError(`tar failed: ${result.stderr.trim()}`);
}
