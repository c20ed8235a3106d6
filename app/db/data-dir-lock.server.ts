/**
 * PGlite has no cross-process lock: two servers on one data folder would corrupt it. The first
 * server writes its pid to DATA_DIR/server.lock; a second one finds a live pid there and refuses.
 *
 * A pid alone is not enough: after `kill -9` the lock stays behind, and once the pid is reused by an
 * unrelated process the next start would refuse for ever. So the lock also records when its process
 * started (Linux: boot id + start time in /proc/<pid>/stat; elsewhere `ps -o lstart=`), and a lock
 * whose pid is alive but started at another time is stale. Node has no portable OS-level file lock
 * (flock), which is why the lock is a file checked this way.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

interface LockRecord {
  pid: number;
  /** When the process started; null where the platform cannot tell. */
  started: string | null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** An identifier of the moment `pid` started, or null if it cannot be read. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses; the fields after it do not.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const bootId = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return `${bootId}:${fields[19]}`; // field 22 of the whole line
  } catch {
    // not Linux, or the process is gone
  }
  if (process.platform === "win32") return null;
  try {
    const out = execFileSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return out || null;
  } catch {
    return null;
  }
}

function readLock(file: string): LockRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord>;
    if (typeof parsed === "number") return { pid: parsed, started: null }; // a lock written before start times
    if (Number.isInteger(parsed.pid)) return { pid: parsed.pid!, started: typeof parsed.started === "string" ? parsed.started : null };
  } catch {
    // unreadable: treated as stale
  }
  return null;
}

/** Whether the process the lock names is still the one that wrote it. */
function holdsLock(lock: LockRecord): boolean {
  if (!isAlive(lock.pid)) return false;
  if (lock.started === null) return true; // cannot tell: assume it is the server, never risk two
  const now = processStartTime(lock.pid);
  return now === null || now === lock.started;
}

/** The pid of the live process holding the data folder's lock, or null when the folder is free. */
export function dataDirLockHolder(dataDir: string): number | null {
  const lock = readLock(path.join(dataDir, "server.lock"));
  return lock && lock.pid !== process.pid && holdsLock(lock) ? lock.pid : null;
}

/** Takes the lock or throws DataDirLockedError; returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  const record: LockRecord = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: "wx" });
      return () => {
        if (readLock(file)?.pid !== process.pid) return;
        try {
          fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = dataDirLockHolder(dataDir);
      if (holder !== null) {
        throw new DataDirLockedError(
          `Another server (pid ${holder}) is already using the data folder ${dataDir}.\n` +
            "Two servers on one embedded database would corrupt it. Stop the other server, " +
            "or start this one with a different DATA_DIR (or a PostgreSQL DATABASE_URL).",
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
